import Glibc
import Raster

extension FramebufferDevice {
    /// The DRM cards a system may have, in the order `automatic` tries them.
    public static let cardPaths = (0..<16).map { "/dev/dri/card\($0)" }

    /// `--fb auto`: `/dev/fb0` when it exists, else the first DRM card with a
    /// display connected (a Raspberry Pi 5's card0 is the v3d GPU, which only
    /// renders; its display is card1). A card that is there but fails for
    /// another reason (another program drives it) is that error.
    public static func automatic(
        dither: Dither = .ordered, rotation: Rotation = .none, framebuffer: String = "/dev/fb0",
        cards: [String] = cardPaths
    ) throws(FramebufferError) -> FramebufferDevice {
        if access(framebuffer, F_OK) == 0 {
            return try FramebufferDevice(path: framebuffer, dither: dither, rotation: rotation)
        }
        var tried: [String] = []
        for card in cards where access(card, F_OK) == 0 {
            do {
                return try FramebufferDevice(path: card, dither: dither, rotation: rotation)
            } catch .notADisplay(let path, _) {
                tried.append("\(path): not a display")
            } catch .noConnectedConnector(let path, _) {
                tried.append("\(path): no connected connector")
            }
        }
        throw .noScreen(tried: tried)
    }
}
