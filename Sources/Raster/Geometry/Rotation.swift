/// A turn of a whole picture by a multiple of 90°, clockwise as seen on the
/// screen: how a picture goes out to a panel mounted sideways or upside down.
///
/// Clockwise as the kernel's `fbcon=rotate:1` turns the console (its
/// `rotate_cw` moves pixel (x, y) of an h-row glyph to (h − 1 − y, x), as
/// `clockwise90` does here), so one number serves both. DRM counts the other
/// way: `video=…,rotate=90` on the kernel command line is `clockwise270`.
@frozen
public enum Rotation: Int, CaseIterable, Hashable, Sendable {
    case none = 0
    case clockwise90 = 90
    case clockwise180 = 180
    case clockwise270 = 270

    /// Whether the turn trades width for height.
    @inlinable public var swapsSides: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The turn that undoes this one.
    @inlinable public var inverse: Rotation {
        switch self {
        case .none: .none
        case .clockwise90: .clockwise270
        case .clockwise180: .clockwise180
        case .clockwise270: .clockwise90
        }
    }

    /// The size of a `width × height` picture once turned.
    @inlinable
    public func turnedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsSides ? (height, width) : (width, height)
    }

    /// Where the pixels of `rect`, inside a `width × height` picture, lie once
    /// the picture is turned.
    @inlinable
    public func turned(_ rect: PixelRect, width: Int, height: Int) -> PixelRect {
        switch self {
        case .none: rect
        case .clockwise90: PixelRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .clockwise180: PixelRect(x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
        case .clockwise270: PixelRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    /// For pixel (x, y) of the turned picture, the index (`y · width + x`) of
    /// the pixel of the `width × height` picture that lands there, and how that
    /// index moves for each step to the right in the turned picture.
    @inlinable
    public func source(ofTurnedX x: Int, y: Int, width: Int, height: Int) -> (index: Int, step: Int) {
        switch self {
        case .none: (y * width + x, 1)
        case .clockwise90: ((height - 1 - x) * width + y, -width)
        case .clockwise180: ((height - 1 - y) * width + width - 1 - x, -1)
        case .clockwise270: (x * width + width - 1 - y, width)
        }
    }
}
