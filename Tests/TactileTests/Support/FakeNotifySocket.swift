#if canImport(Glibc)
import Glibc
#endif

/// A datagram socket bound where `NOTIFY_SOCKET` points, standing in for systemd: it collects the
/// `sd_notify` messages an app sends. Each instance has its own private directory (or abstract name).
final class FakeNotifySocket {
    /// The value to put in `NOTIFY_SOCKET`.
    let address: String
    private let descriptor: Int32
    private let directory: String?

    /// Binds a socket in a fresh temporary directory, or in the abstract namespace when `abstract`.
    init(abstract: Bool = false) throws {
        var template = Array("/tmp/tactile-notify-XXXXXX".utf8CString)
        let dir: String? = abstract ? nil : try template.withUnsafeMutableBufferPointer { buffer in
            guard let made = mkdtemp(buffer.baseAddress!) else { throw FakeNotifySocketError("mkdtemp failed") }
            return String(cString: made)
        }
        directory = dir
        address = dir.map { "\($0)/notify" } ?? "@tactile-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw FakeNotifySocketError("socket failed") }
        descriptor = fd
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(address.utf8)
        if abstract { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &addr.sun_path) { $0.copyBytes(from: bytes) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count + (abstract ? 0 : 1))
        let bound = withUnsafePointer(to: addr) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else {
            _ = close(fd)
            throw FakeNotifySocketError("bind \(address) failed: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        _ = close(descriptor)
        if let directory {
            _ = unlink("\(directory)/notify")
            _ = rmdir(directory)
        }
    }

    /// Every message received so far and not yet taken, oldest first (never blocks).
    func take() -> [String] {
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            messages.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
        return messages
    }

    /// Closes the receiving end early (sends to it then fail).
    func closeReceiver() {
        if let directory { _ = unlink("\(directory)/notify") }
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

struct FakeNotifySocketError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
