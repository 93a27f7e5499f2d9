import Foundation
import Testing
@testable import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// Recording files hold what a user did: they are private (0600), never written through a symbolic
/// link, hold keys only when asked, and the parser refuses oversized input with a clear error.
@MainActor @Suite struct RecordingFileSafetyTests {
    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "tactile-\(name)-\(UInt64.random(in: 0...UInt64.max)).jsonl"
    }

    private func mode(of path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode & 0o777
    }

    @Test func aRecordingFileIsCreatedPrivate() throws {
        let path = temporaryPath("private")
        defer { unlink(path) }
        let previous = umask(0)  // even with a permissive umask
        defer { umask(previous) }
        let recorder = try InputRecorder(path: path)
        recorder.record(.touchFrame, at: .zero)
        #expect(mode(of: path) == 0o600)

        let written = temporaryPath("written")
        defer { unlink(written) }
        try InputRecording(records: [InputRecord(.touchFrame, at: .zero)]).write(toFile: written)
        #expect(mode(of: written) == 0o600)
    }

    @Test func anExistingWorldReadableFileIsNarrowedTo0600() throws {
        let path = temporaryPath("existing")
        defer { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        close(fd)
        chmod(path, 0o644)
        _ = try InputRecorder(path: path)
        #expect(mode(of: path) == 0o600)
    }

    @Test func aSymbolicLinkIsNotFollowed() throws {
        let target = temporaryPath("target")
        let link = temporaryPath("link")
        defer { unlink(target); unlink(link) }
        let fd = open(target, O_WRONLY | O_CREAT, 0o600)
        _ = write(fd, "keep", 4)
        close(fd)
        #expect(symlink(target, link) == 0)
        do {
            _ = try InputRecorder(path: link)
            Issue.record("recorded through a symbolic link")
        } catch {
            #expect(error.description.contains("symbolic link"), "\(error)")
        }
        #expect((try? String(contentsOfFile: target, encoding: .utf8)) == "keep")
        #expect(throws: RecordingError.self) { try InputRecording().write(toFile: link) }
    }

    @Test func keysAreRecordedOnlyWhenAsked() throws {
        let key = InputRecord(.key(KeyRecord(keyCode: 38, pressed: true, keysym: 0x61, text: "a")), at: .zero)
        let quiet = StringRecordingSink()
        let withoutKeys = InputRecorder(sink: quiet)
        withoutKeys.append(key)
        withoutKeys.append(InputRecord(.touchFrame, at: .zero))
        #expect(try InputRecording(parsing: quiet.text).records.map(\.input) == [.touchFrame])
        #expect(!quiet.text.contains("\"a\""))

        let loud = StringRecordingSink()
        let withKeys = InputRecorder(sink: loud, recordsKeys: true)
        withKeys.append(key)
        #expect(try InputRecording(parsing: loud.text).records == [key])
    }

    @Test func aLineOverTheLimitIsRefusedWithItsLine() {
        let long = "{\"tactile-recording\":1,\"note\":\"" + String(repeating: "x", count: PrivateRecordingFile.maximumLineLength) + "\"}\n"
        do {
            _ = try InputRecording(parsing: long)
            Issue.record("a \(long.utf8.count)-byte line was accepted")
        } catch {
            #expect(error.description.hasPrefix("recording.jsonl:1: line of \(long.utf8.count - 1) bytes is longer than the 65536"), "\(error)")
        }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let path = temporaryPath("huge")
        defer { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        let header = "{\"tactile-recording\":1}\n"
        _ = write(fd, header, header.utf8.count)
        #expect(ftruncate(fd, off_t(PrivateRecordingFile.maximumFileSize + 1)) == 0)  // sparse
        close(fd)
        do {
            _ = try InputRecording(contentsOfFile: path)
            Issue.record("a file over the limit was read")
        } catch {
            #expect(error.description.hasSuffix(": larger than the 64 MiB a recording may have"), "\(error)")
        }
    }
}
