@testable import TactileCore

/// A scriptable recognizer for engine tests (independent of the built-in recognizers).
///
/// Scripts: `.discreteOnEnd` recognizes (ended) when all its touches lift; `.continuousOnMove`
/// begins on the first move, changes on later moves and ends when the touches lift;
/// `.failOnEnd` fails when they lift; `.manual` never decides by itself (tests set `state`).
/// Closures can add behaviour per phase.
@MainActor final class TestRecognizer: GestureRecognizer {
    enum Script { case discreteOnEnd, continuousOnMove, failOnEnd, failOnMove, manual }
    var script: Script
    var log: EventLog?
    var onBegan: ((TestRecognizer, Set<Touch>, TouchEvent) -> Void)?
    var onMoved: ((TestRecognizer, Set<Touch>, TouchEvent) -> Void)?
    var onEnded: ((TestRecognizer, Set<Touch>, TouchEvent) -> Void)?
    private(set) var received: [TouchPhase] = []
    private(set) var actionStates: [GestureState] = []
    private(set) var resetCount = 0
    private(set) var touchesSeen = 0

    init(_ name: String, _ script: Script = .manual, log: EventLog? = nil, checker: InvariantChecker? = nil) {
        self.script = script
        self.log = log
        super.init()
        self.name = name
        addAction { [unowned self] g in
            self.actionStates.append(g.state)
            self.log?.add("\(self.displayName) action \(g.state)")
        }
        checker?.watch(self)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.began)
        touchesSeen += touches.count
        log?.add("\(displayName) touchesBegan \(ids(touches))")
        onBegan?(self, touches, event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.moved)
        log?.add("\(displayName) touchesMoved \(ids(touches))")
        onMoved?(self, touches, event)
        switch script {
        case .continuousOnMove:
            if state == .possible { state = .began } else if state == .began || state == .changed { state = .changed }
        case .failOnMove:
            if state == .possible { state = .failed }
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.ended)
        log?.add("\(displayName) touchesEnded \(ids(touches))")
        onEnded?(self, touches, event)
        let allLifted = touches.count >= numberOfTouches
        guard allLifted else { return }
        switch script {
        case .discreteOnEnd: if state == .possible { state = .ended }
        case .continuousOnMove:
            if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
        case .failOnEnd: if state == .possible { state = .failed }
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.cancelled)
        log?.add("\(displayName) touchesCancelled \(ids(touches))")
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    override func reset() {
        resetCount += 1
        log?.add("\(displayName) reset")
    }
}

/// A delegate built from closures.
@MainActor final class TestDelegate: GestureRecognizerDelegate {
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var beRequiredToFail: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive(g, touch) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous(g, other) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { requireFailure(g, other) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { beRequiredToFail(g, other) }
}
