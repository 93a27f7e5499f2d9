import TactileCore

extension Stepper {
    /// How long a finger holds a half before the stepper repeats its step.
    public static let autorepeatDelay: Duration = .milliseconds(500)

    /// The wait before autorepeat step `n + 1` after step `n` (0-based): 200 ms, then 25 ms less
    /// each time, down to 50 ms, so a long hold runs faster and faster.
    public static func autorepeatInterval(afterRepeats n: Int) -> Duration {
        .milliseconds(max(50, 200 - 25 * max(0, n)))
    }

    /// Starts pressing the half under `touch`: steps at once and starts the autorepeat. False
    /// when that half cannot step (or the step's actions disabled the stepper).
    func startPressing(_ touch: Touch) -> Bool {
        let half = half(atX: touch.location(in: self).x)
        guard canStep(half) else { return false }
        pressedHalf = half
        step(half)
        // The actions may have disabled the stepper or taken it out of its window.
        guard isEnabled, window != nil else {
            stopPressing()
            return false
        }
        repeatCount = 0
        scheduleRepeat(after: Stepper.autorepeatDelay)
        return true
    }

    /// Pauses the autorepeat while the finger is off the stepper (past its touch margin), and
    /// restarts it, after the full delay, when the finger comes back.
    func followPress(_ touch: Touch) {
        if !isWithinTouchMargin(touch) {
            cancelRepeat()
        } else if repeatTimer == nil {
            repeatCount = 0
            scheduleRepeat(after: Stepper.autorepeatDelay)
        }
    }

    /// Ends the press: no more autorepeat steps, no pressed look.
    func stopPressing() {
        cancelRepeat()
        pressedHalf = nil
    }

    private func scheduleRepeat(after delay: Duration) {
        cancelRepeat()
        guard autorepeat, let clock = window?.clock else { return }
        let token = clock.schedule(after: delay) { [weak self] in self?.repeatStep() }
        repeatTimer = (clock, token)
    }

    private func cancelRepeat() {
        guard let timer = repeatTimer else { return }
        repeatTimer = nil
        timer.clock.cancel(timer.token)
    }

    /// An autorepeat step: steps the pressed half and schedules the next, sooner, unless the
    /// limit stopped it.
    private func repeatStep() {
        repeatTimer = nil
        guard isTracking, let half = pressedHalf, canStep(half) else { return }
        step(half)
        guard isTracking, pressedHalf == half, canStep(half) else { return }
        scheduleRepeat(after: Stepper.autorepeatInterval(afterRepeats: repeatCount))
        repeatCount += 1
    }
}
