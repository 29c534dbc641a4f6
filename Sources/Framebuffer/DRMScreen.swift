import CFramebuffer
import Glibc
import Raster

/// A DRM/KMS card driven without fbdev: the first connected connector in its
/// preferred mode, showing a dumb buffer (plain memory the driver scans out
/// or copies) that frames are converted into as on a framebuffer.
///
/// Opening it sets nothing on the screen; `show()` saves the CRTC as it is
/// and puts the buffer on it, and `restore()` (or, after a crash or SIGKILL,
/// the C handler and the guardian, through `savedState`) sets it back. The
/// buffer is XRGB8888, which every driver with dumb buffers scans out.
/// Drivers that copy the buffer to the display (USB and SPI panels, virtual
/// GPUs) are told which rectangle changed (DIRTYFB); drivers that need no
/// telling answer ENOSYS once and are not asked again.
final class DRMScreen {
    let card: DRMCard
    let driver: String
    let connector: DRMConnector
    let mode: rc_drm_mode_info
    let crtcID: UInt32
    /// The CRTC's index on the card, which DRM_IOCTL_WAIT_VBLANK takes.
    let pipe: Int
    let dumbHandle: UInt32
    let framebufferID: UInt32
    let pitch: Int
    let size: Int
    /// Where to map the buffer (DRM_IOCTL_MODE_MAP_DUMB).
    let mapOffset: Int
    /// The CRTC as it was and the connectors it drove, once `show()` took it.
    private(set) var savedState: rc_restore?
    private var marksDamage = true

    /// Picks the connector, its mode and a CRTC, makes the buffer; throws a
    /// `FramebufferError` that names what is missing.
    init(descriptor: Int32, path: String) throws(FramebufferError) {
        card = DRMCard(descriptor: descriptor, path: path)
        var name = [CChar](repeating: 0, count: 64)
        driver =
            rc_drm_driver_name(descriptor, &name, name.count) == 0
            ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "unknown"
        let (crtcs, connectorIDs) = try card.resources()
        var connectors: [DRMConnector] = []
        for id in connectorIDs { connectors.append(try card.connector(id)) }
        guard let connector = DRMConnector.chosen(among: connectors), let mode = connector.preferredMode else {
            throw .noConnectedConnector(path: path, connectors: connectors.map(\.name))
        }
        guard let pipe = card.crtcIndex(for: connector, among: crtcs) else {
            throw .noCRTC(path: path, connector: connector.name)
        }
        var dumbBuffers: UInt64 = 0
        guard rc_drm_has_dumb_buffers(descriptor, &dumbBuffers) == 0, dumbBuffers != 0 else {
            throw .noDumbBuffers(path: path, driver: driver)
        }
        guard rc_drm_set_master(descriptor) == 0 else {
            throw .notMaster(path: path, reason: FramebufferDevice.errnoText())
        }
        var dumb = rc_drm_create_dumb()
        dumb.width = UInt32(mode.hdisplay)
        dumb.height = UInt32(mode.vdisplay)
        dumb.bpp = 32
        guard rc_drm_create_dumb(descriptor, &dumb) == 0 else {
            throw .deviceCall(
                path: path, call: "DRM_IOCTL_MODE_CREATE_DUMB (\(mode.hdisplay)x\(mode.vdisplay))",
                reason: FramebufferDevice.errnoText())
        }
        var framebuffer = rc_drm_fb_cmd(
            fb_id: 0, width: dumb.width, height: dumb.height, pitch: dumb.pitch, bpp: 32, depth: 24, handle: dumb.handle)
        var offset: UInt64 = 0
        guard rc_drm_add_fb(descriptor, &framebuffer) == 0 else {
            let reason = FramebufferDevice.errnoText()
            _ = rc_drm_destroy_dumb(descriptor, dumb.handle)
            throw .deviceCall(path: path, call: "DRM_IOCTL_MODE_ADDFB", reason: reason)
        }
        guard rc_drm_map_dumb(descriptor, dumb.handle, &offset) == 0 else {
            let reason = FramebufferDevice.errnoText()
            _ = rc_drm_remove_fb(descriptor, framebuffer.fb_id)
            _ = rc_drm_destroy_dumb(descriptor, dumb.handle)
            throw .deviceCall(path: path, call: "DRM_IOCTL_MODE_MAP_DUMB", reason: reason)
        }
        self.connector = connector
        self.mode = mode
        self.pipe = pipe
        crtcID = crtcs[pipe]
        dumbHandle = dumb.handle
        framebufferID = framebuffer.fb_id
        pitch = Int(dumb.pitch)
        size = Int(dumb.size)
        mapOffset = Int(offset)
    }

    /// The buffer's layout: the mode's size, the driver's pitch, and XRGB8888,
    /// which is what ADDFB makes of 32 bits a pixel at depth 24.
    var geometry: FramebufferGeometry {
        let format = PixelFormat(
            bitsPerPixel: 32, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8),
            blue: .init(offset: 0, length: 8))
        return FramebufferGeometry(width: Int(mode.hdisplay), height: Int(mode.vdisplay), format: format, stride: pitch)
    }

    /// Saves the CRTC and puts the buffer on it, driving the chosen connector
    /// in the chosen mode.
    func show() throws(FramebufferError) {
        var previous = rc_drm_crtc()
        previous.crtc_id = crtcID
        guard rc_drm_get_crtc(card.descriptor, &previous) == 0 else {
            throw .deviceCall(path: card.path, call: "DRM_IOCTL_MODE_GETCRTC", reason: FramebufferDevice.errnoText())
        }
        var state = rc_restore()
        state.tty_fd = -1
        state.drm_fd = card.descriptor
        state.crtc = previous
        let lit = litConnectors(of: crtcID)
        withUnsafeMutableBytes(of: &state.connectors) { slots in
            for (i, id) in lit.prefix(Int(RC_RESTORE_CONNECTORS)).enumerated() {
                slots.storeBytes(of: id, toByteOffset: i * MemoryLayout<UInt32>.stride, as: UInt32.self)
            }
        }
        state.connector_count = UInt32(min(lit.count, Int(RC_RESTORE_CONNECTORS)))
        var connectorID = connector.id
        var crtc = rc_drm_crtc()
        crtc.crtc_id = crtcID
        crtc.fb_id = framebufferID
        crtc.count_connectors = 1
        crtc.mode = mode
        crtc.mode_valid = 1
        let result = withUnsafeMutablePointer(to: &connectorID) { pointer in
            crtc.set_connectors_ptr = UInt64(UInt(bitPattern: pointer))
            return rc_drm_set_crtc(card.descriptor, &crtc)
        }
        guard result == 0 else {
            if errno == EACCES || errno == EPERM {
                throw .notMaster(path: card.path, reason: FramebufferDevice.errnoText())
            }
            throw .deviceCall(
                path: card.path, call: "DRM_IOCTL_MODE_SETCRTC (\(connector.name), \(mode.summary))",
                reason: FramebufferDevice.errnoText())
        }
        savedState = state
    }

    /// Sets the CRTC back as `show()` found it; safe to call more than once.
    func restore() {
        guard var state = savedState else { return }
        savedState = nil
        rc_restore(&state)
    }

    /// The connectors the CRTC `id` lights now (through their encoders).
    func litConnectors(of id: UInt32) -> [UInt32] {
        guard let (_, ids) = try? card.resources() else { return [] }
        return ids.filter { connectorID in
            guard let connector = try? card.connector(connectorID), connector.encoderID != 0 else { return false }
            return card.encoder(connector.encoderID)?.crtc_id == id
        }
    }

    /// Tells the driver that `rect` (screen pixels) changed, where it wants to know.
    func markDamage(_ rect: PixelRect) {
        guard marksDamage, !rect.isEmpty else { return }
        var clip = rc_drm_clip_rect(
            x1: UInt16(clamping: rect.minX), y1: UInt16(clamping: rect.minY), x2: UInt16(clamping: rect.maxX),
            y2: UInt16(clamping: rect.maxY))
        if rc_drm_dirty_fb(card.descriptor, framebufferID, &clip, 1) != 0, errno == ENOSYS { marksDamage = false }
    }

    /// Waits for the CRTC's next vertical blank; 0, or -1 with errno.
    func waitForVerticalBlank() -> Int32 {
        rc_drm_wait_vblank(card.descriptor, UInt32(pipe))
    }

    /// Gives the CRTC back and frees the buffer; the caller unmaps it first and
    /// closes the card after.
    func release() {
        restore()
        _ = rc_drm_remove_fb(card.descriptor, framebufferID)
        _ = rc_drm_destroy_dumb(card.descriptor, dumbHandle)
    }
}
