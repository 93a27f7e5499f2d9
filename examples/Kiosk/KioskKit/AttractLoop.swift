import Tactile

/// What the kiosk does when nobody is using it: after the idle time (`Application.idleTimeout`) it
/// goes back to the home screen and turns the carousel a page every `pageInterval`, until the next
/// touch.
@MainActor public final class AttractLoop {
    /// Time between carousel pages while attracting.
    public static let pageInterval: Duration = .seconds(6)
    /// Whether the loop is running (idle, nobody touching).
    public private(set) var isAttracting = false
    private let clock: any TactileClock
    private let turnPage: () -> Void
    private var timer: TimerToken?

    /// A loop on `clock` that calls `turnPage` every `pageInterval` while attracting.
    public init(clock: any TactileClock, turnPage: @escaping () -> Void) {
        self.clock = clock
        self.turnPage = turnPage
    }

    /// Starts attracting (the app went idle).
    public func start() {
        guard !isAttracting else { return }
        isAttracting = true
        schedule()
    }

    /// Stops attracting (a touch arrived).
    public func stop() {
        guard isAttracting else { return }
        isAttracting = false
        if let timer { clock.cancel(timer) }
        timer = nil
    }

    private func schedule() {
        timer = clock.schedule(after: Self.pageInterval) { [weak self] in
            guard let self, self.isAttracting else { return }
            self.turnPage()
            self.schedule()
        }
    }
}
