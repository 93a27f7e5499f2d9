import Tactile

/// The simulated card payment: progress from 0 to 1 over `duration` on a clock, in steps of
/// `tick`, then success, or failure for a first attempt when it is set to fail (a retry goes
/// through). Nothing leaves the machine.
@MainActor public final class PaymentSimulator {
    /// Time between progress reports.
    public static let tick: Duration = .milliseconds(100)
    /// How long a payment takes.
    public let duration: Duration
    /// Whether the first attempt at each payment fails.
    public let fails: Bool
    /// Whether a payment is running.
    public var isRunning: Bool { timer != nil }
    private let clock: any TactileClock
    private var timer: TimerToken?
    private var elapsed: Duration = .zero
    private var willFail = false

    /// Payments of `duration` on `clock`; each one's first attempt fails when `fails`.
    public init(clock: any TactileClock, duration: Duration, fails: Bool) {
        self.clock = clock
        self.duration = max(duration, .zero)
        self.fails = fails
    }

    /// Starts a payment (`retry`: another attempt at the same one): `progress` hears 0...1 after
    /// each tick, then `finished` hears whether it went through. A payment already running is
    /// cancelled first.
    public func start(retry: Bool = false, progress: @escaping @MainActor (Double) -> Void,
                      finished: @escaping @MainActor (Bool) -> Void) {
        cancel()
        elapsed = .zero
        willFail = fails && !retry
        progress(0)
        step(progress: progress, finished: finished)
    }

    /// Stops the running payment without reporting.
    public func cancel() {
        if let timer { clock.cancel(timer) }
        timer = nil
    }

    private func step(progress: @escaping @MainActor (Double) -> Void, finished: @escaping @MainActor (Bool) -> Void) {
        let delay = min(Self.tick, duration - elapsed)
        timer = clock.schedule(after: max(delay, .zero)) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.elapsed += max(delay, .zero)
            let fraction = self.duration > .zero ? min(1, self.elapsed / self.duration) : 1
            progress(fraction)
            if fraction >= 1 {
                self.timer = nil
                finished(!self.willFail)
            } else {
                self.step(progress: progress, finished: finished)
            }
        }
    }
}
