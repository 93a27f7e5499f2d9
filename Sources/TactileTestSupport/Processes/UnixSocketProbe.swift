#if canImport(Glibc)
import Glibc
#endif

/// Checks whether a server listens on a Unix socket, for tests that start a real compositor.
///
/// A compositor's socket file appears at `bind()`, a moment before `listen()`; a client connecting in
/// between is refused. Tests wait for the file, then probe here before connecting for real.
public enum UnixSocketProbe {
    /// Whether a connection to the Unix socket at `path` is accepted within `attempts` tries. Between
    /// tries it yields the CPU (no sleeping); it gives up at once on errors other than "refused" or
    /// "no such file".
    public static func acceptsConnections(at path: String, attempts: Int = 100_000) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
        }
        for _ in 0..<attempts {
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard probe >= 0 else { return false }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
                }
            }
            let error = errno
            close(probe)
            if connected { return true }
            guard error == ECONNREFUSED || error == ENOENT else { return false }
            sched_yield()
        }
        return false
    }
}
