import Testing
import WaylandClient
import WaylandServer

@Suite("Client event loop")
struct EventLoopTests {
    @Test func dispatchWithTimeoutDeliversWhatArrived() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let callback = try link.display.wlDisplay.sync()
        var done = false
        callback.onEvent = { _ in done = true }

        #expect(try link.display.dispatch(timeoutMilliseconds: 0) == 0)  // flushed, nothing back yet
        try compositor.display.dispatch()
        compositor.display.flushClients()
        #expect(try link.display.dispatch(timeoutMilliseconds: 0) >= 1)  // done (+ wl_display.delete_id)
        #expect(done)
    }

    @Test func manualReadSequence() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let callback = try link.display.wlDisplay.sync()
        var done = false
        callback.onEvent = { _ in done = true }
        try link.display.flush()
        try compositor.display.dispatch()
        compositor.display.flushClients()

        #expect(link.display.prepareRead())
        try link.display.readEvents()
        #expect(!done)  // read, not yet dispatched
        #expect(try link.display.dispatchPending() >= 1)
        #expect(done)
        #expect(link.display.prepareRead())
        link.display.cancelRead()
        #expect(link.display.fileDescriptor >= 0)
    }
}
