import Testing
import WaylandClient
import WaylandServer

/// How the platform layer uses the bindings: a `@MainActor` object owns proxies and handles their events.
@MainActor
private final class SeatWatcher {
    private(set) var capabilities: WlSeat.Capability = []
    private(set) var name: String?
    let seat: WlSeat

    init(seat: WlSeat) {
        self.seat = seat
        seat.onEvent = { [weak self] event in self?.handle(event) }
    }

    private func handle(_ event: WlSeat.Event) {
        switch event {
        case .capabilities(let value): capabilities = value
        case .name(let value): name = value
        }
    }
}

@Suite("Main-actor owners")
@MainActor
struct MainActorUsageTests {
    @Test func mainActorObjectReceivesEvents() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let watcher = SeatWatcher(seat: try globals.bind(WlSeat.self, versions: 1...5))
        try link.roundtrip()

        #expect(watcher.capabilities == .keyboard)
        #expect(watcher.seat.version == 5)
    }
}
