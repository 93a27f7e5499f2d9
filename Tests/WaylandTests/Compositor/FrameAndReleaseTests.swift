import Testing
import TactileTesting
import TactileHeadless
import WaylandClient

@Suite("HeadlessCompositor frame callbacks and buffer release")
struct FrameAndReleaseTests {
    @Test func frameCallbackCompletesOnlyAtVBlank() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        let buffer = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFF00_FF00)
        let callback = try surface.frame()
        var doneTimes: [UInt32] = []
        callback.onEvent = { event in
            if case .done(let time) = event { doneTimes.append(time) }
        }
        try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()
        try client.roundtrip()
        #expect(doneTimes.isEmpty)
        #expect(client.compositor.pendingFrameCallbackCount == 1)

        client.compositor.eventTime = 1234
        #expect(client.compositor.vblank() == 1)
        try client.roundtrip()
        #expect(doneTimes == [1234])
        #expect(client.compositor.pendingFrameCallbackCount == 0)
    }

    @Test func automaticPacingCompletesRightAfterTheCommit() throws {
        let client = try CompositorClient(HeadlessCompositor(framePacing: .automatic))
        let surface = try client.wlCompositor.createSurface()
        var done = false
        let callback = try surface.frame()
        callback.onEvent = { _ in done = true }
        try surface.commit()
        try client.roundtrip()
        #expect(done)
    }

    @Test func frameCallbackWithoutCommitNeverCompletes() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        var done = false
        let callback = try surface.frame()
        callback.onEvent = { _ in done = true }
        try client.roundtrip()
        client.compositor.vblank()
        try client.roundtrip()
        #expect(!done)
    }

    @Test func replacedBufferIsReleased() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        let first = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFFFF_0000)
        let second = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFF00_00FF)
        try surface.attach(buffer: first.buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()
        #expect(first.releaseCount == 0)
        #expect(client.compositor.heldBufferCount == 1)

        try surface.attach(buffer: second.buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()
        #expect(first.releaseCount == 1)
        #expect(second.releaseCount == 0)
        #expect(client.compositor.bufferCount == 2)
        #expect(client.compositor.heldBufferCount == 1)
    }

    @Test func withheldReleaseIsSentOnlyWhenAsked() throws {
        let client = try CompositorClient()
        client.compositor.withholdsBufferReleases = true
        let surface = try client.wlCompositor.createSurface()
        let first = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFFFF_0000)
        let second = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFF00_00FF)
        try surface.attach(buffer: first.buffer, x: 0, y: 0)
        try surface.commit()
        try surface.attach(buffer: second.buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()
        #expect(first.releaseCount == 0)
        #expect(client.compositor.heldBufferCount == 2)

        #expect(client.compositor.releaseWithheldBuffers() == 1)
        try client.roundtrip()
        #expect(first.releaseCount == 1)
        #expect(client.compositor.heldBufferCount == 1)
    }
}
