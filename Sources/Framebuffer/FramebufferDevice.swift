import CFramebuffer
import Glibc
import Raster

/// An open framebuffer: a Linux fbdev device (`/dev/fb0`), a DRM/KMS card
/// (`/dev/dri/card0`, through `DRMScreen`) or a regular file that stands in
/// for a framebuffer, mapped into memory.
///
/// Frames are drawn off-screen (a `Pixmap`) and only their dirty rectangles are
/// converted and copied here: panning does not work under DRM's fbdev emulation
/// and vsync often only pretends to (see `VerticalBlank`), so tearing is kept
/// small by copying little rather than by flipping. Frames are turned by
/// `rotation` in that copy; a smaller picture than the screen is centred.
public final class FramebufferDevice {
    public let path: String
    public let geometry: FramebufferGeometry
    /// True for a character device (ioctls apply); false for a regular file.
    public let isDevice: Bool
    /// How frames are turned on their way to the screen.
    public let rotation: Rotation
    let descriptor: Int32
    let mapping: UnsafeMutableRawPointer
    let mappingLength: Int
    /// The first visible byte (mapping + page offset of smem_start + visible offset).
    let visible: UnsafeMutableRawPointer
    let converter: PixelConverter
    /// The card's state when the device is a DRM card; nil for fbdev and files.
    let drm: DRMScreen?

    /// Opens `path`. A regular file needs `fileGeometry` (from `--fb-format`) and is
    /// created if missing and sized to hold it; a device reports its own geometry.
    /// Without `fileGeometry` nothing is created, so a mistyped `/dev/fb1` is an
    /// error rather than a new file in /dev. `dither` applies to formats with a
    /// channel narrower than 8 bits.
    public init(
        path: String, fileGeometry: FramebufferGeometry? = nil, dither: Dither = .ordered, rotation: Rotation = .none
    ) throws(FramebufferError) {
        self.path = path
        let fd = open(path, O_RDWR | O_CLOEXEC | (fileGeometry == nil ? 0 : O_CREAT), 0o644)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: Self.errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw .cannotOpen(path: path, reason: Self.errnoText())
        }
        let kind = info.st_mode & S_IFMT
        let geometry: FramebufferGeometry
        let length: Int
        var pageOffset = 0, mapOffset = 0
        var drm: DRMScreen?
        do throws(FramebufferError) {
            if kind == S_IFCHR, rc_drm_is_device(UInt64(info.st_rdev)) != 0 {
                let screen = try DRMScreen(descriptor: fd, path: path)
                (geometry, length, mapOffset, drm) = (screen.geometry, screen.size, screen.mapOffset, screen)
            } else if kind == S_IFCHR {
                (geometry, length, pageOffset) = try Self.queryDevice(fd: fd, path: path)
            } else if kind == S_IFREG {
                guard let fileGeometry else { throw .needsFormat(path: path) }
                geometry = fileGeometry
                length = geometry.requiredBytes
                guard ftruncate(fd, off_t(length)) == 0 else {
                    throw .deviceCall(path: path, call: "resizing the file", reason: Self.errnoText())
                }
            } else {
                throw .notAFramebuffer(path: path)
            }
            if let reason = geometry.format.unsupportedReason { throw .unsupportedFormat(path: path, reason: reason) }
        } catch {
            drm?.release()
            close(fd)
            throw error
        }
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(mapOffset))
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
            let reason = Self.errnoText()
            drm?.release()
            close(fd)
            throw .deviceCall(path: path, call: "mmap", reason: reason)
        }
        descriptor = fd
        mapping = mapped
        mappingLength = length
        isDevice = kind == S_IFCHR
        self.geometry = geometry
        self.rotation = rotation
        self.drm = drm
        visible = mapped + pageOffset + geometry.visibleOffset
        converter = PixelConverter(format: geometry.format, dither: dither)
        if isDevice, drm == nil { _ = rc_fb_unblank(fd) }
    }

    deinit {
        if !isDevice { msync(mapping, mappingLength, MS_SYNC) }
        munmap(mapping, mappingLength)
        drm?.release()
        close(descriptor)
    }

    /// Reads the device's screen info and checks that the visible area fits the memory.
    static func queryDevice(fd: Int32, path: String) throws(FramebufferError) -> (FramebufferGeometry, Int, Int) {
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard rc_fb_get_var(fd, &variable) == 0 else {
            throw errno == ENOTTY ? .notAFramebuffer(path: path) : .deviceCall(path: path, call: "FBIOGET_VSCREENINFO", reason: errnoText())
        }
        guard rc_fb_get_fix(fd, &fixed) == 0 else {
            throw .deviceCall(path: path, call: "FBIOGET_FSCREENINFO", reason: errnoText())
        }
        guard fixed.type == UInt32(FB_TYPE_PACKED_PIXELS), fixed.visual == UInt32(FB_VISUAL_TRUECOLOR) || fixed.visual == UInt32(FB_VISUAL_DIRECTCOLOR) else {
            throw .unsupportedFormat(path: path, reason: "type \(fixed.type), visual \(fixed.visual) (need packed true-colour pixels)")
        }
        func channel(_ b: fb_bitfield) -> PixelFormat.Channel { .init(offset: Int(b.offset), length: Int(b.length)) }
        let format = PixelFormat(
            bitsPerPixel: Int(variable.bits_per_pixel), red: channel(variable.red), green: channel(variable.green),
            blue: channel(variable.blue), alpha: channel(variable.transp))
        let geometry = FramebufferGeometry(
            width: Int(variable.xres), height: Int(variable.yres), format: format, stride: Int(fixed.line_length),
            xOffset: Int(variable.xoffset), yOffset: Int(variable.yoffset))
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pageOffset = Int(fixed.smem_start) & (max(pageSize, 1) - 1)
        let memory = Int(fixed.smem_len)
        guard geometry.width > 0, geometry.height > 0, geometry.stride >= geometry.width * format.bytesPerPixel,
            geometry.requiredBytes <= memory
        else {
            throw .geometry(
                path: path,
                detail: "\(geometry.width)x\(geometry.height) at offset (\(geometry.xOffset), \(geometry.yOffset)) with \(geometry.stride)-byte rows needs \(geometry.requiredBytes) bytes; the device has \(memory)")
        }
        return (geometry, memory + pageOffset, pageOffset)
    }

    static func errnoText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }

    /// For a DRM card, its driver, connector and mode (`vc4, HDMI-A-1
    /// 1920x1080@60`); nil for fbdev and files.
    public var outputName: String? {
        drm.map { "\($0.driver), \($0.connector.name) \($0.mode.summary)" }
    }

    /// True when frames are dithered (`PixelConverter.isDithering`).
    public var isDithering: Bool { converter.isDithering }

    /// Where a picture of `width × height` sits when centred on the screen.
    public func origin(width: Int, height: Int) -> (x: Int, y: Int) {
        (max(0, (geometry.width - width) / 2), max(0, (geometry.height - height) / 2))
    }

    /// The canvas that fills the screen once turned by `rotation`: the
    /// screen's size, its sides traded for a quarter turn.
    public var canvasSize: (width: Int, height: Int) {
        rotation.turnedSize(width: geometry.width, height: geometry.height)
    }

    /// Fills the whole visible screen with one colour (the margin around a
    /// picture smaller than the screen).
    public func clear(to color: PremultipliedRGBA8) {
        let screen = PixelRect(x: 0, y: 0, width: geometry.width, height: geometry.height)
        converter.fill(screen, red: color.red, green: color.green, blue: color.blue, into: visible, stride: geometry.stride)
        drm?.markDamage(screen)
    }

    /// Copies `rect` of `frame`, turned by `rotation`, to the screen, centred;
    /// the part that does not fit the screen is left out.
    public func present(_ frame: Pixmap, dirty rect: PixelRect) {
        let turned = rotation.turnedSize(width: frame.width, height: frame.height)
        let o = origin(width: turned.width, height: turned.height)
        // The screen in the turned picture's coordinates, then in the frame's.
        let onScreen = PixelRect(x: -o.x, y: -o.y, width: geometry.width, height: geometry.height)
        let visibleRect = rotation.inverse.turned(onScreen, width: turned.width, height: turned.height)
        let copied = rect.intersection(visibleRect).intersection(frame.bounds)
        converter.convert(
            frame, rect: copied, into: visible, stride: geometry.stride, origin: o, rotation: rotation)
        if let drm {
            let changed = rotation.turned(copied, width: frame.width, height: frame.height)
            drm.markDamage(PixelRect(x: changed.x + o.x, y: changed.y + o.y, width: changed.width, height: changed.height))
        }
    }

    /// Times a few `FBIO_WAITFORVSYNC` (on a DRM card, `DRM_IOCTL_WAIT_VBLANK`)
    /// calls to see whether the driver really waits for the blank (see
    /// `VerticalBlank`); at most about 0.3 s even on a driver that always times out.
    public func probeVerticalBlank<Clock: PlaybackClock>(clock: Clock = MonotonicClock()) -> VerticalBlank {
        guard isDevice else { return .unusable("a regular file") }
        let call = drm == nil ? "FBIO_WAITFORVSYNC" : "DRM_IOCTL_WAIT_VBLANK"
        var returns: [Double] = []
        for _ in 0..<6 {
            guard waitForBlank() == 0 else { return .unusable("\(call): \(Self.errnoText())") }
            returns.append(clock.now())
        }
        return VerticalBlank(intervals: zip(returns.dropFirst(), returns).map { $0 - $1 }, call: call)
    }

    /// Waits for the next vertical blank; use only after `probeVerticalBlank()`
    /// said the driver really waits.
    public func waitForVerticalBlank() {
        _ = waitForBlank()
    }

    /// One wait for a blank: 0, or -1 with errno.
    private func waitForBlank() -> Int32 {
        drm?.waitForVerticalBlank() ?? rc_fb_wait_for_vsync(descriptor)
    }
}
