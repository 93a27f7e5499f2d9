import TactileCore

/// Long press on a letter key: its accented forms, chosen by sliding, typed on lift.
extension KeyboardView {
    /// How long a finger rests on a key before its alternates show.
    public static let alternatesDelay: Duration = .milliseconds(450)

    /// Starts the wait for press `touch`'s key's alternates (none for keys without any). The timer's
    /// action is made once per keyboard and the press is named by identity, so a key touch allocates
    /// nothing here (a weak reference to the touch would give it a side table).
    func scheduleAlternates(for touch: Touch) {
        cancelAlternatesTimer()
        guard let press = presses.last(where: { $0.touch === touch }), let index = press.keyIndex,
              let entry = key(at: index), !entry.key.alternates.isEmpty, let clock = window?.clock else { return }
        pendingAlternates = PendingAlternates(touch: ObjectIdentifier(touch), keyIndex: index)
        alternatesTimer = clock.schedule(after: Self.alternatesDelay, alternatesTimerAction)
    }

    func cancelAlternatesTimer() {
        if let alternatesTimer, let clock = window?.clock { clock.cancel(alternatesTimer) }
        alternatesTimer = nil
        pendingAlternates = nil
    }

    func alternatesTimerFired() {
        alternatesTimer = nil
        guard let pending = pendingAlternates else { return }
        pendingAlternates = nil
        guard let i = presses.firstIndex(where: { ObjectIdentifier($0.touch) == pending.touch }) else { return }
        showAlternates(forPressAt: i, keyIndex: pending.keyIndex)
    }

    private func showAlternates(forPressAt i: Int, keyIndex index: Int) {
        guard presses[i].keyIndex == index, !presses[i].typed, !presses[i].choosing, let entry = key(at: index) else { return }
        guard case .text(let base) = entry.key.action else { return }
        presses[i].choosing = true
        let options = ([base] + entry.key.alternates).map { shift != .off ? $0.uppercased() : $0 }
        let width = entry.frame.width * Double(options.count)
        let x = min(max(entry.frame.minX, bounds.minX + 2), bounds.maxX - width - 2)
        alternates.frame = Rect(x: x, y: entry.frame.minY - entry.frame.height * 1.15, width: width, height: entry.frame.height * 1.1)
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
