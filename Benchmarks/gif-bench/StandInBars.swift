import Animation
import Raster

/// `bars`: five gradient bars growing with the CSS `ease` curve, staggered by 0.1 s.
struct StandInBars: StandInScene {
    let space: DesignSpace
    let values: [Double] = [3456, 5200, 4250, 3688, 4823]
    let labels = ["55", "56", "57", "58", "59"]
    let top = 6000.0
    let color = Color(hex: 0xFF_4704)

    init(width: Int, height: Int) {
        space = DesignSpace(designWidth: 340, designHeight: 240, width: width, height: height, origin: Point(x: 50, y: 10))
    }

    var duration: Double { 1.0 + 0.1 * Double(values.count - 1) }

    func drawStatic(into pixmap: inout Pixmap) {
        pixmap.clear(to: .background)
        let font = Font(size: 12 * space.scale)
        for k in 1...6 {
            let y = 200 - 30 * Double(k)
            pixmap.fill(.rectangle(Rect(x: -5, y: y - 0.5, width: 280, height: 1)), with: Paint(.white.withAlpha(0.1)), transform: space.transform)
            pixmap.draw(String(k * 1000), at: space.pixel(Point(x: -10, y: y)), font: font, color: .white, alignment: .right, anchor: .middle)
        }
        let axis = Paint(.white.withAlpha(0.25))
        pixmap.fill(.rectangle(Rect(x: -0.5, y: 0, width: 1, height: 200)), with: axis, transform: space.transform)
        pixmap.fill(.rectangle(Rect(x: 0, y: 199.5, width: 275, height: 1)), with: axis, transform: space.transform)
        for (i, label) in labels.enumerated() {
            pixmap.draw(label, at: space.pixel(Point(x: 25 + 50 * Double(i) + 15, y: 215)), font: font, color: .white, alignment: .center, anchor: .middle)
        }
    }

    mutating func drawFrame(at t: Double, into pixmap: inout Pixmap, base: Pixmap) -> PixelRect {
        let columns = Rect(corner: space.pixel(Point(x: 25, y: 0)), space.pixel(Point(x: 25 + 50 * 4 + 30, y: 200.5)))
        let dirty = columns.enclosingPixels.outset(by: 1).intersection(pixmap.bounds)
        pixmap.copy(dirty, from: base)
        for (i, v) in values.enumerated() {
            let progress = min(1, max(0, t - 0.1 * Double(i)))
            let h = v / top * 180 * Easing.ease.value(at: progress)
            guard h > 0 else { continue }
            let x = 25 + 50 * Double(i)
            let gradient = LinearGradient(
                start: Point(x: x, y: 200 - h), end: Point(x: x, y: 200),
                stops: [GradientStop(offset: 0, color: color), GradientStop(offset: 1, color: color.withAlpha(0.33))])
            pixmap.fill(.rectangle(Rect(x: x, y: 200 - h, width: 30, height: h)), with: Paint(gradient), transform: space.transform)
        }
        return dirty
    }
}
