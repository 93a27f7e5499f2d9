import Tactile

/// Builds the demo's window: a column of labels, buttons and a slider on the left, a vertical
/// scroll view with a horizontal one nested inside it in the middle, and the form controls (switch,
/// segmented control, stepper, progress bar, spinner, page dots) on the right (FormColumn.swift).
@MainActor enum DemoWindow {
    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)
    static let ink = Color(white: 0.12)

    static func make() -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1200, height: 480))
        window.backgroundColor = background

        let title = Label(frame: Rect(x: 24, y: 16, width: 380, height: 40), text: "Tactile controls")
        title.fontSize = 28
        title.textColor = ink
        window.addSubview(title)

        let intro = Label(frame: Rect(x: 24, y: 60, width: 360, height: 70),
                          text: "Labels are shaped by HarfBuzz, drawn by FreeType and wrap at their width. "
                              + "Try the buttons, drag the slider, scroll the list.")
        intro.fontSize = 15
        intro.textColor = Color(white: 0.3)
        window.addSubview(intro)

        let counter = Label(frame: Rect(x: 190, y: 150, width: 190, height: 44), text: "Not pressed yet")
        counter.fontSize = 16
        counter.textColor = ink
        window.addSubview(counter)
        let press = Button(frame: Rect(x: 24, y: 150, width: 150, height: 44), title: "Press me")
        var presses = 0
        press.addAction { _ in
            presses += 1
            counter.text = presses == 1 ? "Pressed once" : "Pressed \(presses) times"
        }
        window.addSubview(press)

        let disabled = Button(frame: Rect(x: 24, y: 208, width: 150, height: 44), title: "Disabled")
        disabled.isEnabled = false
        window.addSubview(disabled)

        let highlighted = Button(frame: Rect(x: 190, y: 208, width: 150, height: 44), title: "Highlighted")
        highlighted.isHighlighted = true
        window.addSubview(highlighted)

        let valueLabel = Label(frame: Rect(x: 24, y: 272, width: 360, height: 24), text: "Volume: 40 %")
        valueLabel.fontSize = 15
        valueLabel.textColor = ink
        window.addSubview(valueLabel)
        let slider = Slider(frame: Rect(x: 24, y: 300, width: 360, height: 44))
        slider.maximumValue = 100
        slider.value = 40
        slider.addAction { control in
            let value = (control as? Slider)?.value ?? 0
            valueLabel.text = "Volume: \(Int(value.rounded())) %"
        }
        window.addSubview(slider)

        let hint = Label(frame: Rect(x: 24, y: 370, width: 360, height: 90),
                         text: "A tap on a button inside the list presses it; a drag that starts on it scrolls. "
                             + "The tiles scroll sideways inside the list.")
        hint.fontSize = 13
        hint.textColor = Color(white: 0.4)
        window.addSubview(hint)

        window.addSubview(makeList())
        window.addSubview(makeFormColumn(x: 816))
        return window
    }

    /// The vertical scroll view: rows, a nested horizontal strip of tiles and a button.
    static func makeList() -> ScrollView {
        let list = ScrollView(frame: Rect(x: 416, y: 16, width: 360, height: 448))
        list.backgroundColor = .white
        let width = list.bounds.width
        var y = 0.0
        func row(_ text: String) {
            let label = Label(frame: Rect(x: 16, y: y, width: width - 32, height: 48), text: text)
            label.textColor = ink
            list.addSubview(label)
            let rule = View(frame: Rect(x: 16, y: y + 47, width: width - 32, height: 1))
            rule.backgroundColor = Color(white: 0.88)
            list.addSubview(rule)
            y += 48
        }
        for i in 1...3 { row("Row \(i)") }

        let strip = ScrollView(frame: Rect(x: 0, y: y + 8, width: width, height: 112))
        let colors = [Color(red: 0.93, green: 0.42, blue: 0.35), Color(red: 0.98, green: 0.72, blue: 0.25),
                      Color(red: 0.35, green: 0.75, blue: 0.45), Color(red: 0.25, green: 0.6, blue: 0.9),
                      Color(red: 0.6, green: 0.45, blue: 0.85)]
        for i in 0..<10 {
            let tile = View(frame: Rect(x: 16 + Double(i) * 112, y: 8, width: 100, height: 96))
            tile.backgroundColor = colors[i % colors.count]
            let name = Label(frame: tile.bounds, text: "Tile \(i + 1)")
            name.textAlignment = .center
            name.textColor = .white
            name.fontSize = 18
            tile.addSubview(name)
            strip.addSubview(tile)
        }
        strip.contentSize = Size(width: 16 + 10 * 112, height: 112)
        list.addSubview(strip)
        y += 128

        for i in 4...6 { row("Row \(i)") }
        let inside = Button(frame: Rect(x: 16, y: y + 12, width: width - 32, height: 44), title: "A button in the list")
        list.addSubview(inside)
        y += 68
        for i in 7...20 { row("Row \(i)") }
        list.contentSize = Size(width: width, height: y + 16)
        return list
    }
}
