import Testing
#if canImport(Glibc)
import Glibc
#endif
import WaylandClient
import WaylandServer

/// A flush asked for inside a destroy handler, while libwayland tears down a client whose socket
/// broke with events still unsent, must not destroy that client a second time.
@Suite("Flushing inside handlers")
struct FlushInsideHandlersTests {
    @Test func aFlushFromADestroyHandlerOfAClientWhoseSocketBrokeIsDeferred() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...5)
        let clientKeyboard = try seat.getKeyboard()
        try link.roundtrip()
        let keyboard = try #require(compositor.keyboards.first)
        var handlerRan = false
        keyboard.onDestroy = {
            handlerRan = true
            compositor.display.flushClients()
        }

        // The client stops reading and writing; an event waits unsent in the server's buffer.
        #expect(shutdown(link.display.fileDescriptor, Int32(SHUT_RDWR)) == 0)
        try keyboard.modifiers(serial: 1, modsDepressed: 0, modsLatched: 0, modsLocked: 0, group: 0)
        // libwayland sees the hangup and destroys the client; the handler's flush must wait until it has.
        try compositor.display.dispatch(timeout: 0)

        #expect(handlerRan)
        #expect(!link.serverClient.isAlive)
        #expect(compositor.display.connectedClients.isEmpty)
        compositor.display.flushClients()
        withExtendedLifetime(clientKeyboard) {}
    }
}
