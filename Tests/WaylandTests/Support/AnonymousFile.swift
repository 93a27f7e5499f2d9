import WaylandCommon

#if canImport(Glibc)
import Glibc
#endif

/// An unlinked temporary file holding `bytes`, for fd-passing tests.
func anonymousFile(_ bytes: [UInt8] = []) -> OwnedFileDescriptor {
    var template = Array("/tmp/tactile-wayland-test-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(descriptor >= 0, "mkstemp failed: \(errno)")
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return OwnedFileDescriptor(adopting: descriptor)
}

/// The first `count` bytes of a file descriptor, read without moving its offset.
func contents(of descriptor: OwnedFileDescriptor, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let read = pread(descriptor.rawValue, &bytes, count, 0)
    return Array(bytes.prefix(max(read, 0)))
}
