import Raster

/// The one function `--once` draws through, so callgrind can count only the
/// drawing: Benchmarks/callgrind/check.sh collects inside it alone
/// (`--toggle-collect`), leaving out start-up and the scenes' preparation.
enum CallgrindProbe {
    @inline(never)
    static func draw(_ scene: Scene, into frame: inout Pixmap) {
        scene.draw(&frame)
    }
}
