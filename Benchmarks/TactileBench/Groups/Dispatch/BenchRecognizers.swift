import TactileCore

/// A delegate that lets every recognizer it serves recognize alongside any other, so in the
/// dispatch scene every pan stays active (reporting `changed`) on every motion.
@MainActor final class SimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}

/// A delegate that lets recognizers recognize together only in the listed pairs (either order).
@MainActor final class PairsDelegate: GestureRecognizerDelegate {
    private var pairs: [(ObjectIdentifier, ObjectIdentifier)] = []

    /// Lets `a` and `b` recognize at the same time.
    func allow(_ a: GestureRecognizer, _ b: GestureRecognizer) {
        pairs.append((ObjectIdentifier(a), ObjectIdentifier(b)))
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        let x = ObjectIdentifier(g), y = ObjectIdentifier(other)
        for (a, b) in pairs where (a == x && b == y) || (a == y && b == x) { return true }
        return false
    }
}

/// The smallest custom recognizer: it receives every phase and stays undecided while the touch
/// is down (a stand-in for app recognizers that watch touches without ever recognizing them).
@MainActor final class WatchingRecognizer: GestureRecognizer {
    private(set) var moves = 0

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        moves &+= touches.count
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if touches.count == numberOfTouches { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        state = .failed
    }
}

/// A view that counts the touch calls it gets without recording them (recording would allocate).
@MainActor final class CountingView: View {
    private(set) var calls = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls &+= 1 }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls &+= 1 }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls &+= 1 }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls &+= 1 }
}
