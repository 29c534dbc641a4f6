import Animation
import Chart
import GIF
import RasterchartCLI

extension RenderJob {
    /// The frame rates tried below the asked one, highest first: GIF delays are in
    /// centiseconds, and these divide a second into even steps or nearly.
    static let reducedRates = [25, 20, 15, 12, 10, 8, 6, 5, 4, 3, 2, 1]

    /// `--gif` within `--max-bytes`: the GIF is encoded in memory as asked, then,
    /// while it is larger than `limit`, at each lower `--gif-quality` (exact, high,
    /// small), then at `small` with the highest of the lower frame rates that fits,
    /// found by bisection (sizes fall with the rate). The quality
    /// comes first: `small` keeps every frame, 42 dB; a lower rate drops motion.
    /// The GIF that fits is written once. When even the lowest rate does not fit,
    /// nothing is written and the run fails, naming the smallest size reached.
    func writeGIF(renderer: FrameRenderer, timeline: Timeline, to path: String, within limit: Int) throws {
        let asked = (quality: options.gifQuality, rate: options.framesPerSecond)
        var tries: [(quality: Options.GIFQuality, rate: Int, bytes: Int)] = []
        func encoded(_ quality: Options.GIFQuality, rate: Int) throws -> [UInt8]? {
            let frames = rate == asked.rate ? timeline : try Timeline(duration: renderer.scene.duration, framesPerSecond: rate)
            let size = outputSize(of: renderer)
            let encoder = try gifEncoder(width: size.width, height: size.height, timeline: frames, quality: quality)
            let bytes = try withGIFFrames(renderer: renderer, timeline: frames) { render in try encoder.encode(render) }
            tries.append((quality, rate, bytes.count))
            return bytes.count <= limit ? bytes : nil
        }
        var fitting: (quality: Options.GIFQuality, rate: Int, bytes: [UInt8])?
        for quality in Options.GIFQuality.allCases.drop(while: { $0 != asked.quality }) {
            if let bytes = try encoded(quality, rate: asked.rate) {
                fitting = (quality, asked.rate, bytes)
                break
            }
        }
        let rates = Self.reducedRates.filter { $0 < asked.rate }
        if fitting == nil {
            // Those before `lower` do not fit, rates[upper] does (or none, at the end).
            var lower = 0, upper = rates.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if let bytes = try encoded(.small, rate: rates[middle]) {
                    fitting = (.small, rates[middle], bytes)
                    upper = middle
                } else {
                    lower = middle + 1
                }
            }
        }
        guard let fitting else {
            let smallest = tries.min { $0.bytes < $1.bytes }
            throw SizeLimitFailure(
                "--max-bytes \(limit): the smallest GIF reached is \(smallest?.bytes ?? 0) bytes"
                    + " (--gif-quality \(smallest?.quality.rawValue ?? "small") --fps \(smallest?.rate ?? asked.rate)); nothing written")
        }
        try Interruption.check()
        try GIFEncoder.write(fitting.bytes, to: path)
        if !options.isQuiet, fitting.quality != asked.quality || fitting.rate != asked.rate, let first = tries.first {
            Program.printError(
                "--max-bytes \(limit): wrote \(fitting.bytes.count) bytes with --gif-quality \(fitting.quality.rawValue)"
                    + " --fps \(fitting.rate) (as asked, \(first.bytes) bytes; \(tries.count) encodings)")
        }
    }
}

/// `--max-bytes` cannot be met: exit status 1, as for a failed output.
struct SizeLimitFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
