#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the pictures and writing the generated source, with errors that name the file.
public enum AssetFiles {
    /// Reads and checks every input, then writes the source embedding them to `output`, replacing
    /// it in one rename (on any error, `output` is left as it was).
    /// - Throws: `AssetEmbeddingError` naming the file at fault.
    public static func embed(inputs: [String], output: String) throws(AssetEmbeddingError) {
        var files: [AssetFile] = []
        for path in inputs {
            files.append(try AssetFile(path: path, bytes: readInput(path)))
        }
        try writeOutput(AssetTableWriter.source(for: files), to: output)
    }

    /// The whole regular file at `path`, refused above `AssetFile.maximumSize`.
    static func readInput(_ path: String) throws(AssetEmbeddingError) -> [UInt8] {
        func failure(_ reason: String) -> AssetEmbeddingError { AssetEmbeddingError(file: path, reason: reason) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("cannot stat: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        guard Int(info.st_size) <= AssetFile.maximumSize else {
            throw failure("\(info.st_size) bytes is over the limit of \(AssetFile.maximumSize) bytes per file")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure("cannot read: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over `path`.
    static func writeOutput(_ text: String, to path: String) throws(AssetEmbeddingError) {
        func failure(_ reason: String) -> AssetEmbeddingError { AssetEmbeddingError(file: path, reason: reason) }
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure("cannot create: \(String(cString: strerror(errno)))") }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw failure("cannot write: \(reason)")
            }
            bytes = bytes.dropFirst(count)
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw failure("cannot write: \(reason)")
        }
    }
}
