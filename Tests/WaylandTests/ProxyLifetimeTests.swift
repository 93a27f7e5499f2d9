import Testing
import WaylandClient
import WaylandServer

@Suite("Requests, versions and proxy lifetime")
struct ProxyLifetimeTests {
    @Test func requestAboveBoundVersionIsRefusedAndNotSent() throws {
        let compositor = try TestCompositor(seatVersion: 5)
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...4)
        try link.roundtrip()

        #expect(throws: WaylandError.unsupportedVersion(interface: "wl_seat", request: "release", since: 5, boundVersion: 4)) {
            try seat.release()
        }
        try link.roundtrip()
        #expect(seat.isAlive)
        #expect(!compositor.requests.contains("wl_seat.release"))
    }

    @Test func destructorInvalidatesTheProxy() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let region = try globals.bind(WlCompositor.self, versions: 1...5).createRegion()

        try region.destroy()
        #expect(!region.isAlive)
        #expect(throws: WaylandError.objectDestroyed(interface: "wl_region", request: "add")) {
            try region.add(x: 0, y: 0, width: 1, height: 1)
        }
        try link.roundtrip()
        #expect(compositor.requests == ["wl_compositor.create_region", "wl_region.destroy"])
    }

    @Test func droppingAProxySendsItsDestructor() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let wlCompositor = try globals.bind(WlCompositor.self, versions: 1...5)
        do {
            _ = try wlCompositor.createRegion()
        }
        try link.roundtrip()
        #expect(compositor.requests == ["wl_compositor.create_region", "wl_region.destroy"])
    }

    @Test func droppedChildrenAreDestroyedBeforeTheirParents() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try globals.bind(WlShm.self, versions: 1...1)
        let memory = try SharedMemory.file(containing: [UInt8](repeating: 0, count: 64))
        var buffer: WlBuffer?
        do {
            let pool = try shm.createPool(fd: memory, size: 64)
            buffer = try pool.createBuffer(offset: 0, width: 4, height: 4, stride: 16, format: .argb8888)
        }
        try link.roundtrip()
        #expect(compositor.requests == ["wl_shm.create_pool", "wl_shm_pool.create_buffer"])  // the buffer keeps its pool
        #expect(buffer?.isAlive == true)

        buffer = nil
        try link.roundtrip()
        #expect(compositor.requests == [
            "wl_shm.create_pool", "wl_shm_pool.create_buffer", "wl_buffer.destroy", "wl_shm_pool.destroy",
        ])
    }

    @Test func nothingOutlivesItsOwners() throws {
        let compositor = try TestCompositor()
        weak var weakDisplay: Display?
        weak var weakSeat: WlSeat?
        weak var weakRegistry: GlobalRegistry?
        weak var weakServerSeat: WlSeatResource?
        do {
            let link = try LoopbackConnection(server: compositor.display)
            let globals = try GlobalRegistry(display: link.display)
            try link.roundtrip()
            let seat = try globals.bind(WlSeat.self, versions: 1...5)
            try link.roundtrip()
            weakDisplay = link.display
            weakSeat = seat
            weakRegistry = globals
            weakServerSeat = compositor.seats.first
        }
        #expect(weakDisplay == nil)  // disconnected: the server sees the socket close
        #expect(weakSeat == nil)
        #expect(weakRegistry == nil)
        #expect(weakServerSeat != nil)
        try compositor.display.dispatch()
        #expect(weakServerSeat == nil)  // resources are released when their client goes away
        #expect(compositor.display.connectedClients.isEmpty)
    }

    @Test func eventsForADroppedProxyAreIgnored() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        var delivered = 0
        do {
            let callback = try link.display.wlDisplay.sync()
            callback.onEvent = { _ in delivered += 1 }
        }
        try link.roundtrip()
        #expect(delivered == 0)
    }

    @Test func callbackDoneDestroysTheCallback() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let callback = try link.display.wlDisplay.sync()
        var data: UInt32?
        callback.onEvent = { event in
            if case .done(let value) = event { data = value }
        }
        try link.pump(until: { data != nil })
        #expect(!callback.isAlive)
    }
}
