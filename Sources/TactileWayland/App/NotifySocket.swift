import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// A datagram socket aimed at the service manager's notification socket (`$NOTIFY_SOCKET`), over
/// which `ServiceNotifier` sends `sd_notify` messages such as `READY=1` and `WATCHDOG=1`.
///
/// The address is a filesystem path (`/run/systemd/notify`) or, when it starts with `@`, a name in
/// the abstract namespace. A filesystem path is checked up front: it must exist and be a socket.
final class NotifySocket {
    private let descriptor: Int32
    private var address = sockaddr_un()
    private let addressLength: socklen_t

    /// Opens a socket aimed at `path`; throws when the address is unusable.
    init(path: String) throws(NotifySocketError) {
        let bytes = Array(path.utf8)
        guard let first = bytes.first else { throw .unusableAddress(path, "it is empty") }
        var pathBytes = bytes
        if first == UInt8(ascii: "@") {
            pathBytes[0] = 0
        } else if first == UInt8(ascii: "/") {
            var status = stat()
            guard stat(path, &status) == 0 else { throw .unusableAddress(path, Self.errorText(errno)) }
            guard status.st_mode & S_IFMT == S_IFSOCK else { throw .unusableAddress(path, "it is not a socket") }
        } else {
            throw .unusableAddress(path, "only absolute paths and @abstract names are supported")
        }
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        // A filesystem path needs room for its terminating NUL; an abstract name is counted exactly.
        guard pathBytes.count < capacity || (first == UInt8(ascii: "@") && pathBytes.count <= capacity) else {
            throw .unusableAddress(path, "it is longer than \(capacity - 1) bytes")
        }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: pathBytes)
        }
        addressLength = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + pathBytes.count)
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .unusableAddress(path, "socket: \(Self.errorText(errno))") }
        descriptor = fd
    }

    deinit { _ = close(descriptor) }

    /// Sends one message (a datagram such as `READY=1`) without waiting: a service manager that stops
    /// reading never blocks the app (the socket is also non-blocking). Throws with the system's reason
    /// on failure; a full socket (`EAGAIN`) throws `.wouldBlock` and the message is dropped.
    func send(_ message: String) throws(NotifySocketError) {
        var text = message
        let sent = text.withUTF8 { bytes in
            withUnsafePointer(to: address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                    sendto(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT), socketAddress, addressLength)
                }
            }
        }
        guard sent >= 0 else {
            let code = errno
            if code == EAGAIN || code == EWOULDBLOCK { throw .wouldBlock }
            throw .sendFailed(Self.errorText(code))
        }
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Why the notification socket cannot be used.
enum NotifySocketError: Error, Equatable, CustomStringConvertible {
    /// `$NOTIFY_SOCKET` names an address that cannot be used, and why.
    case unusableAddress(String, String)
    /// A message could not be sent, and the system's reason.
    case sendFailed(String)
    /// The socket's queue is full (its reader is not keeping up); the message was dropped.
    case wouldBlock

    var description: String {
        switch self {
        case .unusableAddress(let path, let reason): "NOTIFY_SOCKET '\(path)' cannot be used: \(reason)"
        case .sendFailed(let reason): "sending to NOTIFY_SOCKET failed: \(reason)"
        case .wouldBlock: "NOTIFY_SOCKET's queue is full; a notification was dropped"
        }
    }
}
