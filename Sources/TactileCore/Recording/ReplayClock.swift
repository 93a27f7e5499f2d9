/// A clock a replay can drive: time moves only when `advance(by:)` is called, firing due timers
/// in order (TactileTesting's `ManualClock` is one).
@MainActor public protocol ReplayClock: TactileClock {
    /// Moves time forward by `d`, firing every timer that falls due.
    func advance(by d: Duration)
}
