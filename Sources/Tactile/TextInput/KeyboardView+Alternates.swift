import TactileCore

/// Long press on a letter key: its accented forms, chosen by sliding, typed on lift.
extension KeyboardView {
    /// How long a finger rests on a key before its alternates show.
    public static let alternatesDelay: Duration = .milliseconds(450)

    /// Starts the wait for press `touch`'s key's alternates (none for keys without any).
    func scheduleAlternates(for touch: Touch) {
        cancelAlternatesTimer()
        guard let press = presses.last(where: { $0.touch === touch }), let index = press.keyIndex,
              !keyFrames[index].key.alternates.isEmpty, let clock = window?.clock else { return }
        alternatesTimer = clock.schedule(after: Self.alternatesDelay) { [weak self, weak touch] in
            guard let self, let touch else { return }
            self.alternatesTimer = nil
            self.showAlternates(for: touch, keyIndex: index)
        }
    }

    func cancelAlternatesTimer() {
        if let alternatesTimer, let clock = window?.clock { clock.cancel(alternatesTimer) }
        alternatesTimer = nil
    }

    private func showAlternates(for touch: Touch, keyIndex index: Int) {
        guard let i = presses.firstIndex(where: { $0.touch === touch }), presses[i].keyIndex == index,
              !presses[i].typed, !presses[i].choosing else { return }
        let key = keyFrames[index]
        guard case .text(let base) = key.key.action else { return }
        presses[i].choosing = true
        let options = ([base] + key.key.alternates).map { shift != .off ? $0.uppercased() : $0 }
        let width = key.frame.width * Double(options.count)
        let x = min(max(key.frame.minX, bounds.minX + 2), bounds.maxX - width - 2)
        alternates.frame = Rect(x: x, y: key.frame.minY - key.frame.height * 1.15, width: width, height: key.frame.height * 1.1)
        alternates.options = options
        alternates.highlighted = 0
        alternates.isHidden = false
        preview.isHidden = true
    }

    /// The finger of press `i` moved while choosing: the letter under it is highlighted.
    func chooseAlternate(for i: Int) {
        let x = presses[i].touch.location(in: alternates).x
        alternates.highlighted = alternates.option(atX: x)
    }

    /// Types the highlighted alternate for press `i` and closes the row.
    func typeChosenAlternate() {
        let options = alternates.options
        let choice = alternates.highlighted
        hideAlternates()
        guard choice < options.count else { return }
        target?.insertText(options[choice])
        if shift == .once { shift = .off }
    }

    func hideAlternates() {
        alternates.isHidden = true
        for i in presses.indices { presses[i].choosing = false }
    }
}
