import TactileTestSupport
import TactileCore
@testable import TactileKit

/// A 400 × 600 window whose root controller presents alerts, with a log capture for them.
@MainActor final class AlertScene {
    let scene = ControlScene(width: 400, height: 600)
    let root = ViewController()
    let log = ControlLogCapture()
    /// The titles of the actions whose handlers ran, in order.
    var ran: [String] = []

    var window: Window { scene.window }

    init() {
        window.rootViewController = root
    }

    /// An alert with the log captured.
    func alert(_ title: String? = "Title", message: String? = "Message", style: AlertController.Style = .alert) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: style)
        alert.logger = log.logger
        return alert
    }

    /// An action recording its title in `ran` when its handler runs.
    func action(_ title: String, _ style: AlertAction.Style = .default) -> AlertAction {
        AlertAction(title: title, style: style) { [weak self] action in self?.ran.append(action.title) }
    }

    /// The button showing `title` in `alert`'s card.
    func row(_ title: String, in alert: AlertController) -> AlertActionRow? {
        alert.card.rows.first { $0.action.title == title }
    }

    /// The centre of `title`'s button in window coordinates.
    func center(_ title: String, in alert: AlertController) -> Point {
        guard let row = row(title, in: alert) else { return Point(x: -100, y: -100) }
        return row.convert(Point(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    /// A tap, then time for a dismissal it starts to end.
    func tap(_ p: Point) {
        scene.tap(p.x, p.y)
        scene.wait(AlertScene.dismissalTime)
    }

    /// A key press and release, then time for a dismissal it starts to end.
    func key(_ keysym: UInt32, text: String = "") {
        window.sendKeyEvent(KeyEvent(keysym: keysym, text: text), isPress: true)
        window.sendKeyEvent(KeyEvent(keysym: keysym), isPress: false)
        scene.wait(AlertScene.dismissalTime)
    }

    /// Milliseconds covering the dismissal animation an action starts.
    static let dismissalTime = 300

    /// Whether `alert` is on screen, presented by the root.
    func isShowing(_ alert: AlertController) -> Bool {
        root.presentedViewController === alert && alert.isViewLoaded && alert.view.window === window
    }
}
