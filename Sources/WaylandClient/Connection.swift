import CWaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Owns the `wl_display*`; every proxy holds one strongly, so the connection outlives them all.
final class Connection {
    /// The libwayland display (also the `wl_display` proxy).
    let display: OpaquePointer
    /// The display name used in messages.
    let name: String

    init(display: OpaquePointer, name: String) {
        self.display = display
        self.name = name
    }

    deinit {
        wl_display_disconnect(display)
    }

    /// The fatal error of this connection, if any.
    var currentError: WaylandError? {
        let code = wl_display_get_error(display)
        guard code != 0 else { return nil }
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var objectID: UInt32 = 0
            let errorCode = wl_display_get_protocol_error(display, &interface, &objectID)
            let interfaceName = interface.flatMap { $0.pointee.name }.map { String(cString: $0) } ?? "unknown"
            let message = ProtocolErrorLog.message(interface: interfaceName, objectID: objectID, code: errorCode)
            return .protocolError(interface: interfaceName, objectID: objectID, code: errorCode, message: message ?? "")
        }
        return .disconnected(reason: String(cString: strerror(code)))
    }

    /// The error to throw after a libwayland call failed with `errno`.
    func failure(errno code: Int32) -> WaylandError {
        currentError ?? .disconnected(reason: String(cString: strerror(code)))
    }
}
