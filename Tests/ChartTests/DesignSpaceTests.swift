import Raster
import Testing

@testable import Chart

@Suite struct DesignSpaceTests {
    @Test func defaultCanvasScalesBy2AndCentresHorizontally() {
        let space = DesignSpace(designWidth: 340, designHeight: 240, canvasWidth: 800, canvasHeight: 480)
        #expect(space.scale == 2)
        #expect(space.origin == Point(x: 60, y: 0))
        #expect(space.pixel(Point(x: 340, y: 240)) == Point(x: 740, y: 480))
    }

    @Test func narrowCanvasCentresVertically() {
        let space = DesignSpace(designWidth: 360, designHeight: 240, canvasWidth: 360, canvasHeight: 400)
        #expect(space.scale == 1)
        #expect(space.origin == Point(x: 0, y: 80))
    }
}
