import AssetEmbedding
import Foundation
import Testing

/// `tactile-embed-assets`' library: base64, the checks on each picture, the generated source, and
/// reading and writing files with errors that name the file.
@Suite struct AssetEmbeddingTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]

    @Test func base64MatchesTheStandardVectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==",
                       "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Base64Encoder.encode(Array(plain.utf8)) == encoded, "\(plain)")
        }
        #expect(Base64Encoder.encode([0x00, 0xFB, 0xFF]) == "APv/")
    }

    @Test func namesGiveTheBaseNameAndScale() throws {
        let double = try AssetFile(path: "Assets/aurora@2x.png", bytes: Self.pngSignature)
        #expect(double.name == "aurora@2x.png" && double.baseName == "aurora" && double.scale == 2)
        let plain = try AssetFile(path: "banner.JPEG", bytes: Self.jpegStart)
        #expect(plain.baseName == "banner" && plain.scale == 1)
        let odd = try AssetFile(path: "x@10x.png", bytes: Self.pngSignature)
        #expect(odd.baseName == "x@10x" && odd.scale == 1)
    }

    @Test func badPicturesAreRefusedWithTheReason() {
        func reason(_ path: String, _ bytes: [UInt8]) -> String? {
            do { _ = try AssetFile(path: path, bytes: bytes); return nil } catch { return error.description }
        }
        #expect(reason("A/notes.txt", Self.pngSignature)?.hasPrefix("A/notes.txt: not a .png, .jpg or .jpeg") == true)
        #expect(reason("A/.png", Self.pngSignature)?.contains("not a .png") == true)
        #expect(reason("A/photo.png", Self.jpegStart)?.contains("the bytes do not start with PNG's signature") == true)
        #expect(reason("A/photo.jpg", Self.pngSignature)?.contains("JPEG's signature") == true)
        #expect(reason("A/empty.png", [])?.contains("the file is empty") == true)
        #expect(reason("A/bell\u{7}.png", Self.pngSignature)?.contains("control character") == true)
    }

    @Test func theSourceDeclaresOneSortedTable() throws {
        let files = [
            try AssetFile(path: "b.png", bytes: Self.pngSignature),
            try AssetFile(path: "a\"quote\".jpg", bytes: Self.jpegStart),
        ]
        let source = try AssetTableWriter.source(for: files)
        #expect(source.contains("import TactileKit"))
        #expect(source.contains("let embeddedAssets = ImageAssets(["))
        let quoted = try #require(source.range(of: #"ImageAssets.File(name: "a\"quote\".jpg", base64: "/9j/4A=="),"#))
        let plain = try #require(source.range(of: #"ImageAssets.File(name: "b.png", base64: "iVBORw0KGgo="),"#))
        #expect(quoted.lowerBound < plain.lowerBound)
        #expect(try AssetTableWriter.source(for: []).contains("ImageAssets([\n])"))
    }

    @Test func twoFilesAnsweringOneNameAreRefused() throws {
        let clash = [
            try AssetFile(path: "x/logo.png", bytes: Self.pngSignature),
            try AssetFile(path: "y/logo.jpg", bytes: Self.jpegStart),
        ]
        #expect(throws: AssetEmbeddingError(file: "logo.png", reason:
            "logo.jpg has the same name and scale: Image(named: \"logo\") could not tell them apart")) {
            try AssetTableWriter.source(for: clash)
        }
        let twice = [try AssetFile(path: "x/logo.png", bytes: Self.pngSignature),
                     try AssetFile(path: "y/logo.png", bytes: Self.pngSignature)]
        #expect(throws: AssetEmbeddingError(file: "logo.png", reason: "two inputs have this name")) {
            try AssetTableWriter.source(for: twice)
        }
        let scales = [try AssetFile(path: "logo.png", bytes: Self.pngSignature),
                      try AssetFile(path: "logo@2x.jpg", bytes: Self.jpegStart)]
        #expect(throws: Never.self) { try AssetTableWriter.source(for: scales) }
    }

    @Test func embedWritesTheSourceOrNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = directory.appendingPathComponent("dot.png").path
        try Data(Self.pngSignature).write(to: URL(fileURLWithPath: picture))
        let output = directory.appendingPathComponent("EmbeddedAssets.swift").path

        try AssetFiles.embed(inputs: [picture], output: output)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains(#"ImageAssets.File(name: "dot.png", base64: "iVBORw0KGgo="),"#))

        let missing = directory.appendingPathComponent("gone.png").path
        #expect(throws: AssetEmbeddingError(file: missing, reason: "cannot open: No such file or directory")) {
            try AssetFiles.embed(inputs: [picture, missing], output: output)
        }
        #expect(throws: AssetEmbeddingError(file: directory.path, reason: "not a regular file")) {
            try AssetFiles.embed(inputs: [directory.path], output: output)
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == written, "a failed run leaves the output alone")
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(entries.sorted() == ["EmbeddedAssets.swift", "dot.png"], "no temporary file is left")
    }
}
