// markets-fixture: writes a made-up CoinGecko /coins/markets answer with
// sparklines (TestSupport's MarketsFixture) to standard output, for the
// playlist benchmark: `markets-fixture [COINS [POINTS [SEED]]]` (100, 168, 1).
import Glibc
import TestSupport

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ ($0 ?? 0) > 0 }), arguments.count <= 3 else {
    print("usage: markets-fixture [COINS [POINTS [SEED]]]")
    exit(2)
}
let coins = arguments.count > 0 ? arguments[0] ?? 100 : 100
let points = arguments.count > 1 ? arguments[1] ?? 168 : 168
let seed = arguments.count > 2 ? UInt64(arguments[2] ?? 1) : 1
print(MarketsFixture.json(coins: coins, points: points, seed: seed))
