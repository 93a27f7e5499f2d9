import Testing
import TactileCore
import TactileTesting
import WaylandClient
import TactileFuzzKit
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// A hostile client against `HeadlessCompositor`, which app developers run inside their test
/// process: a bad request ends in a protocol error for that client, never a crash of the process.
@Suite("HeadlessCompositor against a hostile client")
struct HostileClientTests {
    /// Expects the client's next exchange to fail with a protocol error on `interface` with `code`.
    private func expectProtocolError(_ client: CompositorClient, on interface: String, code: UInt32) {
        do {
            try client.roundtrip()
            Issue.record("no protocol error")
        } catch let WaylandError.protocolError(errorInterface, _, errorCode, message) {
            #expect(errorInterface == interface && errorCode == code, "\(errorInterface) \(errorCode): \(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aPoolAnnouncedLargerThanItsFileIsAProtocolError() throws {
        // Mapping past the end of the file and reading the tail was a SIGBUS in the test process.
        let client = try CompositorClient()
        let memory = try SharedMemory(size: 4096)
        _ = try client.shm.createPool(fd: memory.fileDescriptor, size: 1 << 20)
        expectProtocolError(client, on: "wl_shm", code: WlShm.Error.invalidFd.rawValue)
    }

    @Test func aPoolResizedBeyondItsFileIsAProtocolError() throws {
        let client = try CompositorClient()
        let memory = try SharedMemory(size: 4096)
        let pool = try client.shm.createPool(fd: memory.fileDescriptor, size: 4096)
        try client.roundtrip()
        try pool.resize(size: 1 << 20)
        expectProtocolError(client, on: "wl_shm_pool", code: WlShm.Error.invalidFd.rawValue)
    }

    /// Shared memory whose file can shrink (`SharedMemory(size:)` seals it against that): an unlinked
    /// temporary file, mapped writable.
    private func unsealedMemory(size: Int) throws -> SharedMemory {
        var template = Array("/tmp/tactile-pool-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        try #require(ftruncate(fd, off_t(size)) == 0)
        return try SharedMemory(mapping: OwnedFileDescriptor(adopting: fd), size: size, writable: true)
    }

    @Test func aPoolFileShrunkAfterCommitReadsAsTransparentAndTheNextCommitIsAnError() throws {
        let client = try CompositorClient()
        let memory = try unsealedMemory(size: 64 * 64 * 4)
        for i in stride(from: 0, to: memory.bytes.count, by: 4) { memory.bytes.storeBytes(of: UInt32(0xFF00_FF00), toByteOffset: i, as: UInt32.self) }
        let pool = try client.shm.createPool(fd: memory.fileDescriptor, size: Int32(memory.bytes.count))
        let buffer = TestBuffer(buffer: try pool.createBuffer(offset: 0, width: 64, height: 64, stride: 256, format: .argb8888), pool: pool)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        let shown = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id, of: client.display))
        #expect(shown.surface.buffer?.color(x: 63, y: 63) == Color(red: 0, green: 1, blue: 0, alpha: 1))

        #expect(ftruncate(memory.fileDescriptor.rawValue, 0) == 0)
        // Reading the shrunk buffer was a SIGBUS; now it reads as nothing.
        #expect(shown.surface.buffer?.color(x: 63, y: 63) == nil)
        let picture = try client.compositor.screenshot(of: shown)
        #expect(picture.width == 64)

        try toplevel.surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try toplevel.surface.commit()
        expectProtocolError(client, on: "wl_buffer", code: WlShm.Error.invalidFd.rawValue)
    }

    @Test func aKeyCodeNearTheTopOfUInt32IsNoKey() throws {
        // `key + 8` trapped in the compositor's xkb state.
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        let keyboard = try client.seat.getKeyboard()
        try client.roundtrip()
        try withExtendedLifetime(keyboard) {
            try client.compositor.keyboardEnter(try client.serverSurface(surface))
            try client.compositor.keyPress(UInt32.max)
            try client.compositor.keyRelease(UInt32.max - 7)
            try client.roundtrip()
        }
    }

    @Test func twoThousandRandomHostileSequencesNeverCrashTheProcess() throws {
        let summary = try HostileClientCampaign.run(seed: 20_261_125, sequences: 2_000, maxRequests: 120)
        #expect(summary.sequences == 2_000)
        // The campaign reaches the errors it is meant to provoke.
        #expect(summary.endings.keys.contains { $0.hasPrefix("wl_shm") })
        #expect(summary.endings.keys.contains { $0.hasPrefix("wl_shm_pool") })
    }
}
