import TactileCore

/// Repeats a held key on the toolkit clock: first after `delay`, then every `1 / rate` seconds,
/// until `stop()`. A rate of 0, or a negative rate or delay, disables repeating (`wl_keyboard.repeat_info`).
@MainActor final class KeyRepeater {
    private let clock: any TactileClock
    /// Repeats per second.
    private(set) var rate: Int = 25
    /// Wait before the first repeat.
    private(set) var delay: Duration = .milliseconds(600)
    private var timer: TimerToken?
    /// The key code being repeated.
    private(set) var keyCode: UInt32?

    init(clock: any TactileClock) {
        self.clock = clock
    }

    /// The fastest repeat honoured (per second): a faster `repeat_info` would make a zero interval,
    /// a timer that reschedules itself forever.
    static let maximumRate = 1000

    /// Applies `repeat_info`: a negative rate or delay means no repeat (as a rate of 0 does); rates
    /// above `maximumRate` are taken as that.
    func configure(rate: Int32, delay: Int32) {
        self.rate = delay < 0 ? 0 : min(Self.maximumRate, max(0, Int(rate)))
        self.delay = .milliseconds(max(0, Int64(delay)))
        if self.rate == 0 { stop() }
    }

    /// Starts repeating `keyCode`, calling `fire` for each repeat.
    func start(keyCode: UInt32, fire: @escaping @MainActor () -> Void) {
        stop()
        guard rate > 0 else { return }
        self.keyCode = keyCode
        let interval = Duration.nanoseconds(1_000_000_000 / Int64(rate))
        schedule(after: delay, interval: interval, fire: fire)
    }

    private func schedule(after wait: Duration, interval: Duration, fire: @escaping @MainActor () -> Void) {
        timer = clock.schedule(after: wait) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.schedule(after: interval, interval: interval, fire: fire)
            fire()
        }
    }

    /// Stops repeating.
    func stop() {
        if let timer { clock.cancel(timer) }
        timer = nil
        keyCode = nil
    }
}
