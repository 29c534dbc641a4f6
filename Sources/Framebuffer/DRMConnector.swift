import CFramebuffer

/// One output of a DRM card (an HDMI port, a panel's DSI link), as
/// DRM_IOCTL_MODE_GETCONNECTOR describes it.
struct DRMConnector {
    let id: UInt32
    /// DRM_MODE_CONNECTOR_*: what kind of output.
    let type: UInt32
    /// Which one of its kind, from 1 (the 2 of HDMI-A-2).
    let typeIndex: UInt32
    let isConnected: Bool
    /// The modes the display offers, in the kernel's order.
    let modes: [rc_drm_mode_info]
    /// The encoder it uses now; 0 when it is off.
    let encoderID: UInt32
    /// The encoders it can use.
    let encoders: [UInt32]

    /// The kernel's name for it, as in `video=HDMI-A-1:…` and /sys/class/drm.
    var name: String {
        let kind = Int(type) < Self.typeNames.count ? Self.typeNames[Int(type)] : "Unknown"
        return "\(kind)-\(typeIndex)"
    }

    /// DRM_MODE_CONNECTOR_* by number, as the kernel spells them in names.
    static let typeNames = [
        "Unknown", "VGA", "DVI-I", "DVI-D", "DVI-A", "Composite", "SVIDEO", "LVDS", "Component", "DIN", "DP",
        "HDMI-A", "HDMI-B", "TV", "eDP", "Virtual", "DSI", "DPI", "Writeback", "SPI", "USB",
    ]

    /// The display's preferred mode (its native resolution), else its first.
    var preferredMode: rc_drm_mode_info? {
        modes.first { $0.type & UInt32(RC_DRM_MODE_TYPE_PREFERRED) != 0 } ?? modes.first
    }

    /// The connector a show goes to: the first with a display connected that
    /// offers a mode.
    static func chosen(among connectors: [DRMConnector]) -> DRMConnector? {
        connectors.first { $0.isConnected && !$0.modes.isEmpty }
    }
}

extension rc_drm_mode_info {
    /// `800x480@60`.
    var summary: String { "\(hdisplay)x\(vdisplay)@\(vrefresh)" }
}
