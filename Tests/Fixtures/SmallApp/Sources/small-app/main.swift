import SmallAppKit
import Tactile

let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 180))
let screen = SmallAppScreen(window: window)
Application.shared.run(window, options: RunOptions(title: "Small app", appID: "org.tactile.small-app"))
