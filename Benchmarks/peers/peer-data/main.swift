// peer-data: writes the charts' built-in data as CSV for the peer benchmark, so
// the Python peers draw exactly what rasterchart draws (one source of truth:
// ChartData's `BarData.tutorial` and `PriceSeries.sample`).
//
// Usage: peer-data <directory>   → <directory>/bars.csv, <directory>/line.csv
import ChartData
import Glibc

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    var text = Array("\(message)\n".utf8)
    _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

guard CommandLine.arguments.count == 2 else { fail("usage: peer-data <directory>", status: 2) }
let directory = CommandLine.arguments[1]

var bars = "label,value\n"
for bar in BarData.tutorial.bars {
    bars += "\(bar.label),\(bar.value)\n"
}

let series = PriceSeries.sample
let last = series.lastValueTime ?? 0
var line = "time,price\n"
for (i, value) in series.values.enumerated() {
    line += "\(last - Int64(3600 * (series.values.count - 1 - i))),\(value)\n"
}

for (name, text) in [("bars.csv", bars), ("line.csv", line)] {
    let path = directory + "/" + name
    guard let file = fopen(path, "w") else {
        fail("peer-data: cannot write \(path): \(String(cString: strerror(errno)))", status: 1)
    }
    fputs(text, file)
    fclose(file)
}
