import Tactile
import TactileTesting

/// The scenes the `screens` group measures.
@MainActor enum ScreenScenes {
    /// A window of `size` holding about 200 views: a vertical stack of 10 horizontal stacks of 19
    /// coloured views each, following the window through its autoresizing mask.
    static func twoHundredViews(size: Size, clock: ManualClock) -> Window {
        let window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        var rows: [View] = []
        for row in 0..<10 {
            var cells: [View] = []
            for column in 0..<19 {
                let cell = View(frame: .zero)
                cell.backgroundColor = Color(red: Double(row) / 10, green: Double(column) / 19, blue: 0.5)
                cells.append(cell)
            }
            let line = StackView(arrangedSubviews: cells)
            line.distribution = .fillEqually
            line.spacing = 2
            rows.append(line)
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 2
        column.frame = window.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(column)
        window.prepareForFrame()
        return window
    }

    /// A 1080p window with a backdrop and `count` 60×60 squares moving back and forth forever
    /// (repeating, autoreversing, linear).
    static func animatingSquares(count: Int, clock: ManualClock) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: clock)
        window.backgroundColor = Color(white: 0.95)
        var squares: [View] = []
        for i in 0..<count {
            let square = View(frame: Rect(x: Double(i % 10) * 180 + 20, y: Double(i / 10) * 200 + 40, width: 60, height: 60))
            square.backgroundColor = Color(red: 0.2, green: 0.4, blue: Double(i) / Double(count))
            window.addSubview(square)
            squares.append(square)
        }
        window.prepareForFrame()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
            for square in squares { square.center.x += 100 }
        }
        return window
    }

    /// A screen of a navigation stack: an opaque backdrop with a grid of 24 tiles.
    static func screen(hue: Double) -> ViewController {
        let controller = ViewController()
        let root = controller.view!
        root.backgroundColor = Color(red: hue, green: 0.9, blue: 1 - hue)
        for i in 0..<24 {
            let tile = View(frame: Rect(x: Double(i % 6) * 300 + 60, y: Double(i / 6) * 250 + 60, width: 240, height: 180))
            tile.backgroundColor = Color(red: 0.3, green: hue, blue: 0.6)
            root.addSubview(tile)
        }
        return controller
    }
}
