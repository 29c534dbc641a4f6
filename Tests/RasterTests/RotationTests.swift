import Raster
import TestSupport
import Testing

/// Turned pictures and turned copies of rectangles, against a rotation written
/// out from its definition (`referenceRotation`).
@Suite struct RotationTests {
    /// A picture whose every pixel differs from every other.
    static func picture(width: Int, height: Int) throws -> Pixmap {
        var p = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                p.setPixel(
                    x: x, y: y,
                    to: PremultipliedRGBA8(red: UInt8(i & 255), green: UInt8(i >> 8 & 255), blue: UInt8(x & 255), alpha: 255))
            }
        }
        return p
    }

    static func reference(_ p: Pixmap, _ rotation: Rotation) -> (pixels: [UInt8], width: Int, height: Int) {
        referenceRotation(p.bytes, width: p.width, height: p.height, channels: 4, degrees: rotation.rawValue)
    }

    /// Clockwise: a quarter turn puts the top-left corner at the top right.
    @Test func aQuarterTurnIsClockwise() throws {
        let p = try Self.picture(width: 3, height: 2)
        let turned = p.rotated(.clockwise90)
        #expect(turned.width == 2 && turned.height == 3)
        #expect(turned.pixel(x: 1, y: 0) == p.pixel(x: 0, y: 0))
        #expect(turned.pixel(x: 0, y: 2) == p.pixel(x: 2, y: 1))
    }

    /// Sizes around the strip width, so whole and partial strips are both taken.
    @Test(arguments: Rotation.allCases, [(1, 1), (5, 3), (3, 5), (Rotation.stripWidth + 7, 9), (13, 2 * Rotation.stripWidth + 1)])
    func aTurnedPictureIsTheReference(rotation: Rotation, size: (Int, Int)) throws {
        let p = try Self.picture(width: size.0, height: size.1)
        let turned = p.rotated(rotation)
        let expected = Self.reference(p, rotation)
        #expect(turned.width == expected.width && turned.height == expected.height)
        #expect(turned.bytes == expected.pixels)
        #expect(rotation.turnedSize(width: p.width, height: p.height) == (expected.width, expected.height))
    }

    /// Every rectangle of a small picture: the copy writes exactly the turned
    /// rectangle, with the reference's pixels, and returns it.
    @Test(arguments: Rotation.allCases)
    func aTurnedCopyWritesOnlyItsRectangle(rotation: Rotation) throws {
        let (w, h) = (5, 4)
        let p = try Self.picture(width: w, height: h)
        let expected = Self.reference(p, rotation)
        let blank = try Pixmap(width: expected.width, height: expected.height)
        for y0 in 0..<h {
            for x0 in 0..<w {
                for y1 in (y0 + 1)...h {
                    for x1 in (x0 + 1)...w {
                        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                        var target = blank
                        let written = target.copy(rect, from: p, rotatedBy: rotation)
                        #expect(written == rotation.turned(rect, width: w, height: h))
                        var changed = PixelRect.empty
                        for ty in 0..<target.height {
                            for tx in 0..<target.width where target.pixel(x: tx, y: ty)?.alpha != 0 {
                                changed = changed.union(PixelRect(x: tx, y: ty, width: 1, height: 1))
                                let i = (ty * target.width + tx) * 4
                                #expect(Array(target.bytes[i..<i + 4]) == Array(expected.pixels[i..<i + 4]))
                            }
                        }
                        #expect(changed == written, "\(rect) turned \(rotation.rawValue)")
                    }
                }
            }
        }
    }

    @Test(arguments: Rotation.allCases)
    func theInverseTurnsBack(rotation: Rotation) throws {
        let p = try Self.picture(width: 7, height: 4)
        #expect(p.rotated(rotation).rotated(rotation.inverse).bytes == p.bytes)
        let rect = PixelRect(x: 1, y: 2, width: 3, height: 2)
        let turned = rotation.turned(rect, width: 7, height: 4)
        let size = rotation.turnedSize(width: 7, height: 4)
        #expect(rotation.inverse.turned(turned, width: size.width, height: size.height) == rect)
    }

    /// A copy into a pixmap of the wrong size writes nothing.
    @Test func aCopyIntoTheWrongSizeDoesNothing() throws {
        let p = try Self.picture(width: 4, height: 3)
        var target = try Pixmap(width: 4, height: 3)
        #expect(target.copy(p.bounds, from: p, rotatedBy: .clockwise90) == .empty)
        #expect(target.bytes.allSatisfy { $0 == 0 })
    }

    /// The runs cover the rectangle once, each row of a strip after the one
    /// above it, no run longer than a strip; a half turn needs no strips.
    @Test(arguments: Rotation.allCases)
    func runsCoverTheRectangleOnceInStrips(rotation: Rotation) {
        let (w, h) = (3 * Rotation.stripWidth, 50)
        let size = rotation.turnedSize(width: w, height: h)
        let rect = PixelRect(x: 3, y: 1, width: size.width - 5, height: size.height - 2)
        var seen = Set<Int>()
        var last: (x: Int, y: Int)?
        rotation.forEachRun(in: rect, width: w, height: h) { x, y, count, _, _ in
            #expect(count <= (rotation.swapsSides ? Rotation.stripWidth : rect.width))
            if let last, last.x == x { #expect(y == last.y + 1) }
            last = (x, y)
            for i in 0..<count { #expect(seen.insert(y * size.width + x + i).inserted) }
        }
        #expect(seen.count == rect.area)
    }
}
