import CFramebuffer
import Glibc

/// The read-only questions a DRM card answers: its CRTCs and connectors, each
/// connector's modes and encoders, each encoder's CRTCs. None needs DRM master.
struct DRMCard {
    let descriptor: Int32
    let path: String

    /// The ids of the card's CRTCs (their order is their index, the "pipe")
    /// and connectors. Fails on a node without mode setting (a render node, a
    /// render-only GPU such as the Raspberry Pi 5's v3d).
    func resources() throws(FramebufferError) -> (crtcs: [UInt32], connectors: [UInt32]) {
        try steady("DRM_IOCTL_MODE_GETRESOURCES") { () throws(FramebufferError) in
            var counts = rc_drm_card_res()
            guard rc_drm_get_resources(descriptor, &counts) == 0 else {
                throw .notADisplay(path: path, reason: "DRM_IOCTL_MODE_GETRESOURCES: \(FramebufferDevice.errnoText())")
            }
            var crtcs = [UInt32](repeating: 0, count: Int(counts.count_crtcs))
            var connectors = [UInt32](repeating: 0, count: Int(counts.count_connectors))
            var filled = rc_drm_card_res()
            (filled.count_crtcs, filled.count_connectors) = (counts.count_crtcs, counts.count_connectors)
            let result = crtcs.withUnsafeMutableBufferPointer { crtcIDs in
                connectors.withUnsafeMutableBufferPointer { connectorIDs in
                    (filled.crtc_id_ptr, filled.connector_id_ptr) = (Self.address(crtcIDs), Self.address(connectorIDs))
                    return rc_drm_get_resources(descriptor, &filled)
                }
            }
            try check(result, "DRM_IOCTL_MODE_GETRESOURCES")
            let same = (filled.count_crtcs, filled.count_connectors) == (counts.count_crtcs, counts.count_connectors)
            return same ? (crtcs, connectors) : nil
        }
    }

    /// The connector `id`: whether a display is connected, its modes, its encoders.
    func connector(_ id: UInt32) throws(FramebufferError) -> DRMConnector {
        try steady("DRM_IOCTL_MODE_GETCONNECTOR") { () throws(FramebufferError) in
            var counts = rc_drm_get_connector()
            counts.connector_id = id
            try check(rc_drm_get_connector(descriptor, &counts), "DRM_IOCTL_MODE_GETCONNECTOR")
            var modes = [rc_drm_mode_info](repeating: rc_drm_mode_info(), count: Int(counts.count_modes))
            var encoders = [UInt32](repeating: 0, count: Int(counts.count_encoders))
            var filled = rc_drm_get_connector()
            (filled.connector_id, filled.count_modes, filled.count_encoders) = (id, counts.count_modes, counts.count_encoders)
            let result = modes.withUnsafeMutableBufferPointer { modeList in
                encoders.withUnsafeMutableBufferPointer { encoderIDs in
                    (filled.modes_ptr, filled.encoders_ptr) = (Self.address(modeList), Self.address(encoderIDs))
                    return rc_drm_get_connector(descriptor, &filled)
                }
            }
            try check(result, "DRM_IOCTL_MODE_GETCONNECTOR")
            guard (filled.count_modes, filled.count_encoders) == (counts.count_modes, counts.count_encoders) else {
                return nil
            }
            return DRMConnector(
                id: id, type: filled.connector_type, typeIndex: filled.connector_type_id,
                isConnected: filled.connection == UInt32(RC_DRM_MODE_CONNECTED), modes: modes,
                encoderID: filled.encoder_id, encoders: encoders)
        }
    }

    /// The kernel answers a list in two calls, the counts and then the items;
    /// a display plugged in between changes the counts, and `attempt` returns
    /// nil. Asked again until an answer holds.
    private func steady<Answer>(
        _ call: String, _ attempt: () throws(FramebufferError) -> Answer?
    ) throws(FramebufferError) -> Answer {
        for _ in 0..<4 {
            if let answer = try attempt() { return answer }
        }
        throw .deviceCall(path: path, call: call, reason: "the card's outputs kept changing")
    }

    /// Throws for an ioctl that failed (`result` -1, the reason in errno).
    private func check(_ result: Int32, _ call: String) throws(FramebufferError) {
        guard result == 0 else { throw .deviceCall(path: path, call: call, reason: FramebufferDevice.errnoText()) }
    }

    /// The encoder `id`, or nil when the card does not answer for it.
    func encoder(_ id: UInt32) -> rc_drm_get_encoder? {
        var encoder = rc_drm_get_encoder()
        encoder.encoder_id = id
        return rc_drm_get_encoder(descriptor, &encoder) == 0 ? encoder : nil
    }

    /// The CRTC to drive `connector` with, as an index into `crtcs`: the one it
    /// is lit by now, else the first its encoders can use.
    func crtcIndex(for connector: DRMConnector, among crtcs: [UInt32]) -> Int? {
        if connector.encoderID != 0, let current = encoder(connector.encoderID), current.crtc_id != 0,
            let index = crtcs.firstIndex(of: current.crtc_id)
        {
            return index
        }
        for id in connector.encoders {
            guard let candidate = encoder(id) else { continue }
            if let index = crtcs.indices.first(where: { $0 < 32 && candidate.possible_crtcs & (1 << UInt32($0)) != 0 }) {
                return index
            }
        }
        return nil
    }

    /// A buffer's address as the kernel's structures carry it.
    static func address<T>(_ buffer: UnsafeMutableBufferPointer<T>) -> UInt64 {
        UInt64(UInt(bitPattern: buffer.baseAddress))
    }
}
