import Tactile

// The window takes whatever size the compositor gives it; the card stays centred through its
// autoresizing mask, and the hint stretches along the bottom edge.
let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
let box = View(frame: Rect(x: 300, y: 180, width: 200, height: 120))
box.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
let hint = View(frame: Rect(x: 0, y: 440, width: 800, height: 40))
hint.backgroundColor = Color(red: 0.85, green: 0.87, blue: 0.92)
hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
let pan = PanGestureRecognizer()
pan.addAction { (pan: PanGestureRecognizer) in
    let t = pan.translation(in: window)
    box.center = Point(x: box.center.x + t.x, y: box.center.y + t.y)
    pan.setTranslation(.zero, in: window)
}
let tap = TapGestureRecognizer()
tap.numberOfTapsRequired = 2
tap.addAction { (_: TapGestureRecognizer) in
    // A double tap sends the card back to the middle of whatever screen it is on.
    View.animate(withDuration: 0.35, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
        box.center = Point(x: window.bounds.midX, y: window.bounds.midY)
    }
}
box.addGestureRecognizer(pan)
box.addGestureRecognizer(tap)
window.addSubview(hint)
window.addSubview(box)
Application.shared.run(window, options: RunOptions(title: "Hello", appID: "org.tactile.hello", fullscreen: true))
