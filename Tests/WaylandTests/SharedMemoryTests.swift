import Testing
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

@Suite("Shared memory")
struct SharedMemoryTests {
    @Test func clientPoolIsVisibleToTheServerMapping() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try globals.bind(WlShm.self, versions: 1...1)
        let memory = try SharedMemory(size: 64)
        for index in 0..<64 { memory.bytes[index] = UInt8(index * 3 & 0xFF) }

        let pool = try shm.createPool(fd: memory.fileDescriptor, size: 64)
        try link.roundtrip()

        #expect(compositor.poolContents[pool.id] == (0..<64).map { UInt8($0 * 3 & 0xFF) })
    }

    @Test func mappingAReceivedDescriptorAndResizing() throws {
        let memory = try SharedMemory(size: 16)
        memory.bytes.storeBytes(of: 0xABCD_1234, as: UInt32.self)
        let copy = try #require(OwnedFileDescriptor.duplicating(memory.fileDescriptor.rawValue))

        let view = try SharedMemory(mapping: copy, size: 16)
        #expect(view.bytes.load(as: UInt32.self) == 0xABCD_1234)

        try memory.resize(to: 8192, growingFile: true)
        memory.bytes[8191] = 7
        try view.resize(to: 8192)
        #expect(view.bytes[8191] == 7)
        #expect(view.bytes.load(as: UInt32.self) == 0xABCD_1234)
    }

    @Test func badDescriptorIsATypedError() {
        #expect(throws: SharedMemoryError.self) {
            _ = try SharedMemory(mapping: OwnedFileDescriptor(adopting: -1), size: 16)
        }
    }

    @Test func anonymousFilesCannotShrinkButCanGrow() throws {
        let memory = try SharedMemory(size: 4096)
        #expect(ftruncate(memory.fileDescriptor.rawValue, 1024) != 0)
        #expect(errno == EPERM)
        #expect(ftruncate(memory.fileDescriptor.rawValue, 8192) == 0)
    }

    @Test func aFileHoldsTheGivenBytes() throws {
        let payload = (0..<300).map { UInt8($0 & 0xFF) }
        let file = try SharedMemory.file(containing: payload)
        #expect(contents(of: file, count: 400) == payload)
        #expect(fcntl(file.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        #expect(ftruncate(file.rawValue, 10) != 0)
    }
}
