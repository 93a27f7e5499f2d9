import TactileCore
import TactileHeadless

extension WireStage {
    /// Brings the app back to its first screen and focuses its text field (`WireApp.homeSwipe`,
    /// `WireApp.focusTap`), so every sequence starts from the same place: text-input events then
    /// meet a field that is editing. Returns whether the field's text input is enabled; true at
    /// once for an app without a text field.
    @discardableResult
    func prepare(budget: Double) -> Bool {
        goHome(budget: budget)
        return focusTextField(budget: budget)
    }

    /// Swipes `app.homeSwipe` (a screen-edge swipe back), when the app has one, once it has bound
    /// a touch device (a sequence may have taken it away); also mirrored for an app that may be
    /// showing a right-to-left language.
    func goHome(budget: Double) {
        guard let swipe = app.homeSwipe, waitForDevices(touch: true, keyboard: false, textInput: false, budget: budget) else { return }
        drag(id: 79, from: swipe.from, by: Point(x: swipe.to.x - swipe.from.x, y: swipe.to.y - swipe.from.y))
        _ = roundTrip(within: budget)
        // A right-to-left screen goes back from the other edge.
        if app.mirrorsInRightToLeft {
            let from = app.mirrored(swipe.from), to = app.mirrored(swipe.to)
            drag(id: 76, from: from, by: Point(x: to.x - from.x, y: to.y - from.y))
            _ = roundTrip(within: budget)
        }
    }

    /// Gives the app keyboard focus (and with it text-input focus), then taps `app.focusTap` (or,
    /// every other time, its mirrored place) with a fresh id every 0.2 s (the screen may still be
    /// sliding in) until the app has enabled its text input, within `budget` seconds. True at once for an app without a text field.
    @discardableResult
    func focusTextField(budget: Double) -> Bool {
        guard let point = app.focusTap else { return true }
        guard let toplevel, waitForDevices(touch: true, keyboard: true, textInput: true, budget: budget) else { return false }
        try? compositor.keyboardEnter(toplevel.surface)
        var waited = 0.0
        var taps = 0
        while waited < budget, isAlive {
            // Every other tap at the mirrored place, where a right-to-left screen has the field.
            tap(id: 78, at: app.mirrorsInRightToLeft && taps % 2 == 1 ? app.mirrored(point) : point)
            taps += 1
            if serve(within: 0.2, until: {
                if compositor.enabledTextInput != nil { return true }
                compositor.vblank()
                compositor.server.flushClients()
                return false
            }) { return true }
            waited += 0.2
        }
        return false
    }

    /// A tap (down, 40 ms, up) with touch `id` at `point`.
    private func tap(id: Int32, at point: Point) {
        guard let surface else { return }
        let touches = compositor.boundResources(of: client).touches
        for t in touches { try? t.down(serial: compositor.server.nextSerial(), time: time, surface: surface, id: id, x: point.x, y: point.y) }
        for t in touches { try? t.frame() }
        time &+= 40
        for t in touches { try? t.up(serial: compositor.server.nextSerial(), time: time, id: id) }
        for t in touches { try? t.frame() }
        compositor.vblank()
        compositor.server.flushClients()
    }

    /// Serves until the app has bound the devices asked for (it binds them once it knows the seat's
    /// capabilities and the globals, which may be after its first frame), within `budget` seconds.
    private func waitForDevices(touch: Bool, keyboard: Bool, textInput: Bool, budget: Double) -> Bool {
        guard surface != nil, isAlive else { return false }
        return serve(within: budget) {
            let bound = compositor.boundResources(of: client)
            return (!touch || !bound.touches.isEmpty) && (!keyboard || !bound.keyboards.isEmpty)
                && (!textInput || !compositor.textInputs.isEmpty)
        }
    }
}
