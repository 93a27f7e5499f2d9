import Tactile

let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
let box = View(frame: Rect(x: 40, y: 40, width: 200, height: 120))
box.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
let pan = PanGestureRecognizer()
pan.addAction { _ in
    let t = pan.translation(in: window)
    box.center = Point(x: box.center.x + t.x, y: box.center.y + t.y)
    pan.setTranslation(.zero, in: window)
}
box.addGestureRecognizer(pan)
window.addSubview(box)
Application.shared.run(window, options: RunOptions(title: "Hello", appID: "org.tactile.hello", fullscreen: true))
