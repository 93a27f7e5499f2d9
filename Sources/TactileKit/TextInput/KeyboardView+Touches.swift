import TactileCore

/// The keyboard's fingers: preview, type on lift, rollover, backspace repeat, shift.
extension KeyboardView {
    func fingersBegan(_ touches: Set<Touch>) {
        for touch in touches {
            // Rollover: a new finger types what the others are on, at once.
            for i in presses.indices where !presses[i].typed {
                if presses[i].choosing {
                    typeChosenAlternate()
                    presses[i].typed = true
                } else if let entry = key(at: presses[i].keyIndex), case .text = entry.key.action {
                    type(entry.key)
                    presses[i].typed = true
                }
            }
            let index = keyIndex(at: touch.location(in: self))
            presses.append(Press(touch: touch, keyIndex: index))
            damageKey(index)
            if key(at: index)?.key.action == .backspace { beginBackspace() }
            scheduleAlternates(for: touch)
        }
        updatePreview()
    }

    func fingersMoved(_ touches: Set<Touch>) {
        for i in presses.indices where touches.contains(presses[i].touch) && !presses[i].typed {
            if presses[i].choosing {
                chooseAlternate(for: i)
                continue
            }
            let index = keyIndex(at: presses[i].touch.location(in: self))
            if index != presses[i].keyIndex, key(at: presses[i].keyIndex)?.key.action == .backspace {
                endBackspace()
                presses[i].typed = true
            }
            if index != presses[i].keyIndex {
                damageKey(presses[i].keyIndex)
                damageKey(index)
                presses[i].keyIndex = index
                // The long press starts again on the new key.
                if i == presses.count - 1 { scheduleAlternates(for: presses[i].touch) }
            }
        }
        updatePreview()
    }

    /// Fingers lifted (`typing`) or were cancelled.
    func fingersEnded(_ touches: Set<Touch>, typing: Bool) {
        var i = 0
        while i < presses.count {
            guard touches.contains(presses[i].touch) else { i += 1; continue }
            let press = presses.remove(at: i)
            damageKey(press.keyIndex)
            if i == presses.count { cancelAlternatesTimer() }
            if press.choosing {
                if typing { typeChosenAlternate() } else { hideAlternates() }
                continue
            }
            guard let pressed = key(at: press.keyIndex)?.key else { continue }
            if pressed.action == .backspace { endBackspace(); continue }
            if typing && !press.typed { type(pressed) }
        }
        updatePreview()
    }

    /// What lifting a finger from `key` does.
    func type(_ key: KeyboardKey) {
        switch key.action {
        case .text(let s):
            let shifted = shift != .off ? KeyboardKey.shiftedText(s) : s
            target?.insertText(shifted)
            if shift == .once { shift = .off }
        case .shift:
            let now = window?.clock.now
            if shift == .once, let now, let last = lastShiftTap, now - last <= Self.capsLockInterval {
                shift = .locked
            } else {
                shift = shift == .off ? .once : .off
            }
            lastShiftTap = now
        case .backspace:
            target?.deleteBackward()
        case .enter:
            target?.insertText("\n")
        case .page(let page):
            show(page: page)
        case .nextKeyboard:
            showNextLayout()
        }
    }

    // MARK: Backspace

    private func beginBackspace() {
        target?.deleteBackward()
        repeatCount = 0
        scheduleRepeat(after: Self.repeatDelay)
    }

    private func scheduleRepeat(after delay: Duration) {
        guard let clock = window?.clock else { return }
        if let repeatTimer { clock.cancel(repeatTimer) }
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, self.repeatTimer != nil else { return }
            self.repeatCount += 1
            if self.repeatCount > Self.repeatsBeforeWords, let field = self.target as? TextField {
                field.deleteWordBackward()
            } else {
                self.target?.deleteBackward()
            }
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    func endBackspace() {
        if let repeatTimer, let clock = window?.clock { clock.cancel(repeatTimer) }
        repeatTimer = nil
    }

    // MARK: Preview

    /// The bubble over the newest finger's character key (never while typing into a secure field).
    func updatePreview() {
        let isSecure = (target as? TextField)?.isSecureTextEntry ?? false
        guard !isSecure, alternates.isHidden, let press = presses.last(where: { !$0.typed }),
              let entry = key(at: press.keyIndex), case .text = entry.key.action, entry.key.label.count == 1 else {
            preview.isHidden = true
            return
        }
        let f = entry.frame
        preview.label = title(of: entry.key)
        preview.frame = Rect(x: f.minX - f.width * 0.25, y: f.minY - f.height * 1.15, width: f.width * 1.5, height: f.height * 1.1)
        preview.isHidden = false
    }
}
