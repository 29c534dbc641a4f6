import Raster
import Testing

@testable import RasterchartCLI

@Suite struct CanvasSizeTests {
    @Test func sideLimitIsTheRasterCoresLimit() {
        #expect(Options.CanvasSize.sides == 1...Pixmap.maximumSide)
        #expect(Options.CanvasSize(width: Pixmap.maximumSide, height: 1) != nil)
        #expect(Options.CanvasSize(width: Pixmap.maximumSide + 1, height: 1) == nil)
        #expect(Options.CanvasSize(width: 1, height: 0) == nil)
    }
}
