/// Speech mode's gestures, read from a window's raw fingers (`TouchInput` hands them here instead
/// of to the views and recognizers while speech mode is on):
/// - one finger down or moving focuses and speaks the element under it; lifting does nothing;
/// - a double tap anywhere activates the focused element;
/// - a quick swipe right / left moves to the next / previous element (mirrored right to left);
///   up / down increments / decrements an adjustable element;
/// - a two-finger tap stops speech; a two-finger scrub (a Z) goes back;
/// - a three-finger swipe up / down scrolls a page forward / back.
/// A tap, swipe or several fingers act on the focus as it was before the gesture began: the
/// element a finger landed on first is forgotten again.
@MainActor package final class SpeechGestureInterpreter {
    /// The longest tap, and the longest gap between a double tap's taps.
    package static let tapDuration: Duration = .milliseconds(350)
    package static let doubleTapInterval: Duration = .milliseconds(400)
    /// The longest swipe, and how far it must go (points).
    package static let swipeDuration: Duration = .milliseconds(400)
    package static let swipeDistance: Double = 40
    /// How far a tap's fingers may move (points), and each leg of a scrub.
    package static let tapSlop: Double = 16
    package static let scrubLeg: Double = 30

    private struct Finger {
        var id: Int32
        var start: Point
        var location: Point
    }

    private weak var window: Window?
    private var fingers: [Finger] = []
    /// The gesture since the first finger came down.
    private var startTime: Duration = .zero
    private var maxFingers = 0
    private var travelled = 0.0
    private var focusBefore: View?
    private var exploring = false
    private var isSecondTap = false
    /// The last single tap: when it ended, where, and the focus before it.
    private var lastTap: (end: Duration, at: Point, focusBefore: View?)?
    /// The scrub: the centroid's x where the current leg turned, its direction, turns so far.
    private var scrub = (extreme: 0.0, direction: 0.0, turns: 0)
    private var multiStart = Point.zero
    /// The centroid while all the gesture's fingers were last down together.
    private var fullCentroid = Point.zero

    package init(window: Window) { self.window = window }

    private var accessibility: Accessibility? { window?.accessibility }

    package func down(id: Int32, at p: Point, timestamp: Duration) {
        fingers.removeAll { $0.id == id }
        fingers.append(Finger(id: id, start: p, location: p))
        if fingers.count == 1 {
            startTime = timestamp
            maxFingers = 1
            travelled = 0
            exploring = false
            focusBefore = accessibility?.focusedElement
            if let tap = lastTap, timestamp - tap.end <= Self.doubleTapInterval {
                isSecondTap = true
            } else {
                isSecondTap = false
                lastTap = nil
                explore(at: p)
            }
        } else {
            if maxFingers == 1 && !exploring { restoreFocus() }
            maxFingers = max(maxFingers, fingers.count)
            multiStart = centroid
            fullCentroid = centroid
            scrub = (centroid.x, 0, 0)
            lastTap = nil
        }
    }

    package func move(id: Int32, to p: Point, timestamp: Duration) {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return }
        fingers[i].location = p
        if maxFingers == 1 {
            travelled = max(travelled, distance(fingers[i].start, p))
            // A slow finger explores; a quick flick may still be a swipe, judged when it lifts.
            if travelled > Self.tapSlop && (timestamp - startTime > Self.swipeDuration || exploring) {
                exploring = true
                explore(at: p)
            }
        } else if fingers.count == maxFingers {
            fullCentroid = centroid
            if maxFingers == 2 { trackScrub(centroid.x) }
        }
    }

    package func up(id: Int32, timestamp: Duration) {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return }
        let finger = fingers.remove(at: i)
        if maxFingers >= 2 {
            if fingers.isEmpty { endMulti(timestamp) }
            return
        }
        let duration = timestamp - startTime
        let dx = finger.location.x - finger.start.x, dy = finger.location.y - finger.start.y
        if exploring { return }
        if duration <= Self.swipeDuration && max(abs(dx), abs(dy)) >= Self.swipeDistance {
            restoreFocus()
            swipe(dx: dx, dy: dy)
        } else if duration <= Self.tapDuration && travelled <= Self.tapSlop {
            if isSecondTap, let tap = lastTap {
                lastTap = nil
                accessibility?.focus(tap.focusBefore ?? accessibility?.focusedElement, speak: false)
                accessibility?.activateFocusedElement()
            } else {
                lastTap = (timestamp, finger.location, focusBefore)
            }
        }
    }

    /// Every finger was taken away (the system cancelled them): nothing happens.
    package func cancelAll() {
        fingers.removeAll()
        lastTap = nil
    }

    // MARK: Parts

    private var centroid: Point {
        guard !fingers.isEmpty else { return multiStart }
        let n = Double(fingers.count)
        return Point(x: fingers.reduce(0) { $0 + $1.location.x } / n, y: fingers.reduce(0) { $0 + $1.location.y } / n)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Focuses and speaks the element under `p`, when it is not already focused.
    private func explore(at p: Point) {
        guard let window, let accessibility else { return }
        // Still on the focus (a finger exploring one element): no walk over the tree.
        if let focused = accessibility.focusedElement, focused.window === window,
           focused.accessibilityFrame.contains(p) { return }
        let elements = AccessibilityTree.elements(in: window)
        // The frontmost element containing the point: the last in reading order that does.
        guard let hit = elements.last(where: { $0.accessibilityFrame.contains(p) }) else { return }
        if hit !== accessibility.focusedElement { accessibility.focus(hit) }
    }

    private func restoreFocus() {
        guard let accessibility, accessibility.focusedElement !== focusBefore else { return }
        accessibility.focus(focusBefore, speak: false)
    }

    private func swipe(dx: Double, dy: Double) {
        guard let window, let accessibility else { return }
        if abs(dx) >= abs(dy) {
            let rightward = dx > 0
            let forward = window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? !rightward : rightward
            accessibility.moveFocus(forward: forward, in: window)
        } else {
            accessibility.adjustFocusedElement(up: dy < 0)
        }
    }

    private func trackScrub(_ x: Double) {
        if scrub.direction == 0 {
            if abs(x - scrub.extreme) >= Self.scrubLeg { scrub = (x, x > scrub.extreme ? 1 : -1, 0) }
        } else if (x - scrub.extreme) * scrub.direction > 0 {
            scrub.extreme = x
        } else if abs(x - scrub.extreme) >= Self.scrubLeg {
            scrub = (x, -scrub.direction, scrub.turns + 1)
        }
    }

    private func endMulti(_ timestamp: Duration) {
        guard let window, let accessibility else { return }
        let duration = timestamp - startTime
        let end = fullCentroid
        let dy = end.y - multiStart.y
        switch maxFingers {
        case 2:
            if scrub.turns >= 2 {
                accessibility.goBack(in: window)
            } else if duration <= Self.tapDuration && abs(end.x - multiStart.x) < Self.tapSlop * 2 && abs(dy) < Self.tapSlop * 2 {
                accessibility.stopSpeaking()
            }
        case 3:
            if abs(dy) >= Self.swipeDistance { accessibility.scrollPage(forward: dy < 0, in: window) }
        default:
            break
        }
    }
}
