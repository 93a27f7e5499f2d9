import TactileCore
import WaylandServer
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// The copy side of the clipboard, touchpad gestures and presentation feedback, sent raw.
extension WireStage {
    /// The most `source-send` pipes held open at once (the fuzzer's own descriptors stay bounded).
    static let maximumHeldSendPipes = 128

    /// `copy-text` makes the app copy (its text field focused again if a touch ended the editing,
    /// text committed through its text input, ctrl+c, a round trip); `source-send` and `source-cancelled` go to every source the app owns, and are
    /// no-ops (not counted in `reachedDataSource`) when it owns none.
    func sendCopySide(_ e: WireEvent, bound: BoundResources) {
        switch e.kind {
        case .copyText:
            // Touches of the sequence may have ended the editing: back home, the field focused.
            if compositor.enabledTextInput == nil, app.focusTap != nil { prepare(budget: 2) }
            guard compositor.enabledTextInput != nil else { return }
            try? compositor.sendCommitString(bytes: Self.text(length: Int(e.uint32(0)), kind: e.uint32(1)).filter { $0 != 0 })
            try? compositor.sendTextInputDone()
            // Left ctrl, C (evdev codes); the compositor's keyboard sends the modifiers with them.
            for (key, pressed) in [(UInt32(29), true), (46, true), (46, false), (29, false)] {
                try? pressed ? compositor.keyPress(key) : compositor.keyRelease(key)
            }
            // The app's source and selection requests arrive before its pong.
            _ = roundTrip(within: 5)
        case .sourceSend:
            guard !bound.dataSources.isEmpty else { return }
            reachedDataSource = true
            let how = WireSendPipe(rawValue: Int(e.uint32(0) % UInt32(WireSendPipe.allCases.count))) ?? .neverRead
            let type = ["text/plain;charset=utf-8", "application/x-wire-unknown", ""][Int(e.uint32(2) % 3)]
            for _ in 0..<min(Int(e.uint32(1)), 32) {
                for source in bound.dataSources { sendPipe(how, type: type, to: source) }
            }
        case .sourceCancelled:
            guard !bound.dataSources.isEmpty else { return }
            reachedDataSource = true
            for _ in 0..<min(Int(e.uint32(0)), 4) {
                for source in bound.dataSources { try? source.cancelled() }
            }
        default:
            break
        }
    }

    /// One `wl_data_source.send` with a fresh pipe handled as `how` says.
    private func sendPipe(_ how: WireSendPipe, type: String, to source: WlDataSourceResource) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        let reader = OwnedFileDescriptor(adopting: ends[0]), writer = OwnedFileDescriptor(adopting: ends[1])
        // One page (F_SETPIPE_SZ): a copied text longer than that fills the pipe.
        _ = fcntl(writer.rawValue, 1031, 4096)
        if how == .readerGone { reader.close() }
        try? source.send(mimeType: type, fd: writer)   // libwayland sends a copy; ours closes here
        switch how {
        case .neverRead:
            if heldSendPipes.count >= Self.maximumHeldSendPipes { heldSendPipes.removeFirst() }
            heldSendPipes.append(reader)
        case .readerGone:
            break
        case .readerLeaves:
            compositor.server.flushClients()
            reader.close()
        }
    }

    /// A touchpad swipe or pinch event on every such object of the app; `begin` names surface
    /// `index` of the app's (0: its window, others: subsurfaces, cursors, popups…).
    func sendTouchpadGesture(_ e: WireEvent, bound: BoundResources) {
        let surfaces = bound.surfaces
        func target(_ index: UInt32) -> WlSurfaceResource? {
            index == 0 || surfaces.isEmpty ? surface : surfaces[Int(index) % surfaces.count]
        }
        switch e.kind {
        case .swipeBegin:
            guard let on = target(e.uint32(2)) else { return }
            for g in bound.swipeGestures { try? g.begin(serial: e.uint32(1), time: time, surface: on, fingers: e.uint32(0)) }
        case .swipeUpdate: for g in bound.swipeGestures { try? g.update(time: time, dx: e.fixed(0), dy: e.fixed(1)) }
        case .swipeEnd: for g in bound.swipeGestures { try? g.end(serial: e.uint32(0), time: time, cancelled: e.int32(1)) }
        case .pinchBegin:
            guard let on = target(e.uint32(2)) else { return }
            for g in bound.pinchGestures { try? g.begin(serial: e.uint32(1), time: time, surface: on, fingers: e.uint32(0)) }
        case .pinchUpdate:
            for g in bound.pinchGestures {
                try? g.update(time: time, dx: e.fixed(0), dy: e.fixed(1), scale: e.fixed(2), rotation: e.fixed(3))
            }
        case .pinchEnd: for g in bound.pinchGestures { try? g.end(serial: e.uint32(0), time: time, cancelled: e.int32(1)) }
        default: break
        }
        compositor.vblank()
    }

    /// `presented`, `discarded` or `sync_output` on the app's unanswered feedback
    /// (`WireExtraGlobals.pendingFeedback(_:)`); `sync_output` may name a removed output.
    func sendPresentation(_ e: WireEvent, bound: BoundResources) {
        guard let feedback = extras.pendingFeedback(e.uint32(0)) else { return }
        switch e.kind {
        case .presented:
            try? feedback.presented(tvSecHi: e.uint32(1), tvSecLo: e.uint32(2), tvNsec: e.uint32(3), refresh: e.uint32(4),
                                    seqHi: e.uint32(5), seqLo: e.uint32(6), flags: .init(rawValue: e.uint32(7)))
        case .presentDiscarded: try? feedback.discarded()
        case .presentSyncOutput:
            guard let output = output(Int(e.uint32(1)), bound: bound) else { return }
            try? feedback.syncOutput(output: output)
        default: break
        }
    }
}
