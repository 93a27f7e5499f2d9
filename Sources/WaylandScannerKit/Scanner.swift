#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole scanner: read → parse → validate → generate → write atomically.
public enum Scanner {
    /// Parses and validates `inputs` (path and text), returning generated files or every problem found.
    public static func generate(inputs: [(path: String, text: String)], side: Side) throws(ScannerFailure) -> [(name: String, contents: String)] {
        var protocols: [ProtocolSpec] = []
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            do {
                protocols.append(try ProtocolParser.parse(input.text, file: input.path))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if diagnostics.isEmpty { diagnostics = ProtocolValidator.validate(protocols) }
        if !diagnostics.isEmpty { throw ScannerFailure(diagnostics) }
        return FileGenerator.generate(protocols, side: side)
    }

    /// Reads `inputPaths`, generates, and writes into `outputDirectory`.
    ///
    /// Every file is first written to a temporary name and renamed only once all of them are written,
    /// so on any error no output file appears (or changes).
    public static func run(inputPaths: [String], side: Side, outputDirectory: String) throws(ScannerFailure) -> [String] {
        var inputs: [(String, String)] = []
        for path in inputPaths {
            guard let text = readFile(path) else {
                throw ScannerFailure([Diagnostic(file: path, line: 0, message: "cannot read file: \(String(cString: strerror(errno)))")])
            }
            inputs.append((path, text))
        }
        let files = try generate(inputs: inputs, side: side)
        if mkdir(outputDirectory, 0o755) != 0 && errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw ScannerFailure([Diagnostic(file: outputDirectory, line: 0, message: "cannot create output directory: \(reason)")])
        }
        var written: [(temporary: String, final: String)] = []
        for file in files {
            let final = outputDirectory + "/" + file.name
            let temporary = final + ".tmp-\(getpid())"
            guard writeFile(temporary, file.contents) else {
                let reason = String(cString: strerror(errno))
                for entry in written { unlink(entry.temporary) }
                throw ScannerFailure([Diagnostic(file: final, line: 0, message: "cannot write file: \(reason)")])
            }
            written.append((temporary, final))
        }
        for entry in written where rename(entry.temporary, entry.final) != 0 {
            let reason = String(cString: strerror(errno))
            throw ScannerFailure([Diagnostic(file: entry.final, line: 0, message: "cannot rename output: \(reason)")])
        }
        return written.map(\.final)
    }

    private static func readFile(_ path: String) -> String? {
        guard let handle = fopen(path, "rb") else { return nil }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count { break }
        }
        if ferror(handle) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func writeFile(_ path: String, _ contents: String) -> Bool {
        guard let handle = fopen(path, "wb") else { return false }
        let bytes = Array(contents.utf8)
        let count = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        return fclose(handle) == 0 && count == bytes.count
    }
}
