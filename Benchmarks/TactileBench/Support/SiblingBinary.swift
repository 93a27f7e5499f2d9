#if canImport(Glibc)
import Glibc
#endif

/// Finds executables built next to `tactile-bench` (same build directory, same configuration).
enum SiblingBinary {
    /// The directory of the running executable (`/proc/self/exe`).
    static var directory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The path of `name` in `appsDirectory`, or next to this executable when that is nil; throws a
    /// clear error when it is not built.
    static func path(of name: String, in appsDirectory: String?, buildHint: String) throws(BenchmarkError) -> String {
        guard let directory = appsDirectory ?? directory else {
            throw .missingBinary("cannot read /proc/self/exe to find \(name)")
        }
        let path = directory + "/" + name
        guard access(path, X_OK) == 0 else {
            throw .missingBinary("\(path) is missing: build it first (\(buildHint))")
        }
        return path
    }
}
