import WaylandCommon

#if canImport(Glibc)
import Glibc
#endif

/// The first `count` bytes of a file descriptor, read without moving its offset.
func contents(of descriptor: OwnedFileDescriptor, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let read = pread(descriptor.rawValue, &bytes, count, 0)
    return Array(bytes.prefix(max(read, 0)))
}
