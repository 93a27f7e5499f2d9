import Tactile

extension DemoWindow {
    /// The form controls, in a column at `x`: a switch that starts and stops a spinner, a segmented
    /// control, a stepper that fills a progress bar, and page dots.
    static func makeFormColumn(x: Double) -> View {
        let column = View(frame: Rect(x: x, y: 16, width: 360, height: 448))
        func caption(_ text: String, y: Double) -> Label {
            let label = Label(frame: Rect(x: 0, y: y, width: 360, height: 24), text: text)
            label.fontSize = 15
            label.textColor = ink
            column.addSubview(label)
            return label
        }

        let heading = Label(frame: Rect(x: 0, y: 0, width: 360, height: 32), text: "Form controls")
        heading.fontSize = 22
        heading.textColor = ink
        column.addSubview(heading)

        let busy = caption("Working: on", y: 48)
        let toggle = Switch(frame: Rect(x: 0, y: 76, width: 51, height: 31))
        toggle.isOn = true
        column.addSubview(toggle)
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame = Rect(x: 72, y: 73, width: 37, height: 37)
        spinner.startAnimating()
        column.addSubview(spinner)
        let off = Switch(frame: Rect(x: 130, y: 76, width: 51, height: 31))
        off.isEnabled = false
        column.addSubview(off)
        toggle.addAction({ control in
            guard let toggle = control as? Switch else { return }
            busy.text = toggle.isOn ? "Working: on" : "Working: off"
            if toggle.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
        }, for: .valueChanged)

        let choice = caption("Size: medium", y: 128)
        let sizes = SegmentedControl(items: ["Small", "Medium", "Large"])
        sizes.frame = Rect(x: 0, y: 156, width: 360, height: 44)
        sizes.selectedSegmentIndex = 1
        sizes.setEnabled(false, forSegmentAt: 2)
        sizes.addAction({ control in
            guard let sizes = control as? SegmentedControl else { return }
            choice.text = "Size: " + (sizes.titleForSegment(at: sizes.selectedSegmentIndex) ?? "none").lowercased()
        }, for: .valueChanged)
        column.addSubview(sizes)

        let count = caption("Tickets: 2 of 10", y: 220)
        let stepper = Stepper(frame: Rect(x: 0, y: 248, width: 110, height: 44))
        stepper.maximumValue = 10
        stepper.value = 2
        column.addSubview(stepper)
        let bar = ProgressView(frame: Rect(x: 130, y: 268, width: 230, height: 4))
        bar.progress = 0.2
        column.addSubview(bar)
        stepper.addAction({ control in
            guard let stepper = control as? Stepper else { return }
            count.text = "Tickets: \(Int(stepper.value)) of 10"
            bar.setProgress(stepper.value / 10, animated: true)
        }, for: .valueChanged)

        let page = caption("Page 1 of 5", y: 320)
        let dots = PageControl(frame: Rect(x: 0, y: 348, width: 360, height: 28))
        dots.numberOfPages = 5
        dots.addAction({ control in
            guard let dots = control as? PageControl else { return }
            page.text = "Page \(dots.currentPage + 1) of \(dots.numberOfPages)"
        }, for: .valueChanged)
        column.addSubview(dots)
        return column
    }
}
