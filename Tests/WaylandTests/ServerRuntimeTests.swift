import Testing
#if canImport(Glibc)
import Glibc
#endif
import WaylandClient
import WaylandServer

@Suite("Server runtime")
struct ServerRuntimeTests {
    @Test func destructorRequestDestroysTheResourceAndRunsItsHook() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...5)
        let keyboard = try seat.getKeyboard()
        try link.roundtrip()
        let serverKeyboard = try #require(compositor.keyboards.first)
        var destroyed = 0
        serverKeyboard.onDestroy = { destroyed += 1 }

        try keyboard.release()
        try link.roundtrip()

        #expect(destroyed == 1)
        #expect(!serverKeyboard.isAlive)
        #expect(serverKeyboard.description == "wl_keyboard@\(serverKeyboard.id) v5 destroyed")
        #expect(keyboard.description == "wl_keyboard@destroyed v5")
        #expect(seat.description == "wl_seat@\(seat.id) v5")
        #expect(throws: WaylandServerError.resourceDestroyed(interface: "wl_keyboard", event: "modifiers")) {
            try serverKeyboard.modifiers(serial: 1, modsDepressed: 0, modsLatched: 0, modsLocked: 0, group: 0)
        }
    }

    @Test func frameCallbackDoneDestroysBothEnds() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let surface = try globals.bind(WlCompositor.self, versions: 1...4).createSurface()
        let frame = try surface.frame()
        var received: UInt32?
        frame.onEvent = { if case .done(let data) = $0 { received = data } }
        try link.roundtrip()
        let serverFrame = try #require(compositor.frameCallbacks.first)

        try serverFrame.done(callbackData: 1234)
        try link.roundtrip()

        #expect(!serverFrame.isAlive)
        #expect(received == 1234)
        #expect(!frame.isAlive)
        #expect(throws: WaylandServerError.resourceDestroyed(interface: "wl_callback", event: "done")) {
            try serverFrame.done(callbackData: 1)
        }
    }

    @Test func eventAboveTheResourceVersionIsRefused() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        _ = try globals.bind(WlSeat.self, versions: 1...1)
        try link.roundtrip()
        let serverSeat = try #require(compositor.seats.first)

        #expect(throws: WaylandServerError.unsupportedVersion(interface: "wl_seat", event: "name", since: 2, resourceVersion: 1)) {
            try serverSeat.name(name: "seat0")
        }
    }

    @Test func clientDisconnectReachesTheServer() throws {
        let compositor = try TestCompositor()
        var link: LoopbackConnection? = try LoopbackConnection(server: compositor.display)
        try link?.roundtrip()
        let client = try #require(link?.serverClient)
        var gone = false
        client.onDestroy = { gone = true }

        link = nil  // closes the client's socket
        try compositor.display.dispatch()

        #expect(gone)
        #expect(!client.isAlive)
        #expect(compositor.display.connectedClients.isEmpty)
    }

    @Test func fixedStringsAndArraysSurviveTheWire() throws {
        let compositor = try TestCompositor(seatVersion: 5)
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...5)
        let touch = try seat.getTouch()
        let keyboard = try seat.getKeyboard()
        let surface = try globals.bind(WlCompositor.self, versions: 1...4).createSurface()
        var seatName: String?
        var motion: (x: Double, y: Double)?
        var keys: [UInt8]?
        seat.onEvent = { if case .name(let name) = $0 { seatName = name } }
        touch.onEvent = { if case let .motion(_, _, x, y) = $0 { motion = (x, y) } }
        keyboard.onEvent = { if case let .enter(_, _, pressed) = $0 { keys = pressed } }
        try link.roundtrip()
        let serverSeat = try #require(compositor.seats.first)
        let serverTouch = try #require(compositor.touches.first)
        let serverKeyboard = try #require(compositor.keyboards.first)
        let serverSurface = try #require(compositor.surfaces.first)

        try serverSeat.name(name: "seat-ü")
        try serverTouch.motion(time: 7, id: 1, x: 12.5, y: -3.25)
        try serverKeyboard.enter(serial: 1, surface: serverSurface, keys: [30, 0, 0, 0, 48, 0, 0, 0])
        try link.roundtrip()

        #expect(seatName == "seat-ü")
        #expect(motion?.x == 12.5)
        #expect(motion?.y == -3.25)
        #expect(keys == [30, 0, 0, 0, 48, 0, 0, 0])
        _ = surface
    }

    @Test func globalRejectsVersionsTheBindingsDoNotHave() throws {
        let display = try ServerDisplay()
        #expect(throws: WaylandServerError.invalidGlobalVersion(interface: "wl_seat", requested: 99, supported: WlSeatResource.interfaceVersion)) {
            _ = try display.createGlobal(WlSeatResource.self, version: 99) { _ in }
        }
    }
}

@Suite("Server clients")
struct ServerClientTests {
    @Test func connectingClientsAreAnnounced() throws {
        let display = try ServerDisplay()
        var announced: [ServerClient] = []
        display.onClientConnected = { announced.append($0) }

        let link = try LoopbackConnection(server: display)
        let second = try LoopbackConnection(server: display)

        #expect(announced.count == 2)
        #expect(announced.first === link.serverClient)
        #expect(announced.last === second.serverClient)
        #expect(link.serverClient.display === display)
        #expect(link.serverClient.credentials?.pid == getpid())
    }
}
