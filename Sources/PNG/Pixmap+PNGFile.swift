/// PNG files: thin layers over the in-memory codec in `Pixmap+PNG.swift`.
import Raster

extension Pixmap {
    /// Reads and decodes the PNG file at `path`.
    public init(contentsOfPNGFile path: String) throws(PNGError) {
        try self.init(pngData: readWholeFile(path))
    }

    /// Encodes the pixmap and writes it to `path` atomically: a reader sees the
    /// previous file or the complete new one, and a failed write leaves no
    /// partial file behind.
    public func writePNG(toFile path: String) throws(PNGError) {
        try writeAtomically(pngData(), to: path)
    }
}
