#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the current process holds: resident memory and open file descriptors, read from
/// `/proc/self` (Linux). A value that cannot be read is `nil`, never a crash.
public struct ProcessResources: Sendable, Equatable {
    /// Resident set size in bytes (`/proc/self/statm`, second field × page size).
    public var residentBytes: Int?
    /// Entries in `/proc/self/fd`, not counting the descriptor used to list them.
    public var openFileDescriptors: Int?

    /// A sample taken now.
    public static func current() -> ProcessResources {
        ProcessResources(residentBytes: readResidentBytes(), openFileDescriptors: countOpenFileDescriptors())
    }

    private static func readResidentBytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        // "size resident shared text lib data dt", in pages.
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func countOpenFileDescriptors() -> Int? {
        guard let dir = opendir("/proc/self/fd") else { return nil }
        defer { closedir(dir) }
        var count = 0
        while let entry = readdir(dir) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
            }
            if !isDot { count += 1 }
        }
        return count - 1  // the directory stream's own descriptor
    }
}
