#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file as UTF-8, or nil.
func readText(_ path: String) -> String? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        bytes += buffer[0..<count]
        if count < buffer.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to `path`.
func writeText(_ path: String, _ text: String) {
    guard let handle = fopen(path, "wb") else { return }
    _ = Array(text.utf8).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
}

/// A fresh empty directory under /tmp.
func temporaryDirectory() -> String {
    var template = Array("/tmp/tactile-scanner-test-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(cString: path!)
}

/// The names in a directory (without `.` and `..`).
func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// Deletes a directory made by `temporaryDirectory()` and the files in it.
func removeDirectory(_ path: String) {
    for name in directoryEntries(path) { unlink(path + "/" + name) }
    rmdir(path)
}
