import TactileCore
import WaylandServer
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

extension WireStage {
    /// Sends a `zwp_text_input_v3` event to every text input of the child (see `WireEvent.Kind`).
    /// Texts are made from their length and kind alone, so a sequence replays from its lines.
    func sendTextInput(_ e: WireEvent, to inputs: [ZwpTextInputV3Resource]) {
        for input in inputs {
            switch e.kind {
            case .textEnter:
                if let surface { try? input.enter(surface: surface) }
            case .textLeave:
                if let surface { try? input.leave(surface: surface) }
            case .textPreedit:
                let text = String(decoding: Self.text(length: Int(e.uint32(0)), kind: e.uint32(1) == 1 ? 2 : e.uint32(1)), as: UTF8.self)
                try? input.preeditString(text: text, cursorBegin: e.int32(2), cursorEnd: e.int32(3))
            case .textCommit:
                try? compositor.postCommitString(bytes: Self.text(length: Int(e.uint32(0)), kind: e.uint32(1)), on: input)
            case .textDelete:
                try? input.deleteSurroundingText(beforeLength: e.uint32(0), afterLength: e.uint32(1))
            case .textDone:
                try? input.done(serial: e.uint32(0))
            default:
                break
            }
        }
    }

    /// How many kinds of text `text(length:kind:)` makes.
    static let textKinds = HostileText.kinds

    /// `HostileText.bytes(length:kind:)`, at most what one message carries.
    static func text(length: Int, kind: UInt32) -> [UInt8] {
        HostileText.bytes(length: min(length, HeadlessCompositor.maximumMessageSize - 32), kind: kind)
    }

    /// Sends a `wl_data_device` event to every data device of the child (see `WireEvent.Kind`).
    /// Offers stay alive for the child's life; a long type list is sent with round trips between
    /// parts, so the child's socket never fills.
    func sendDataDevice(_ e: WireEvent, to devices: [WlDataDeviceResource]) {
        for device in devices {
            switch e.kind {
            case .dataOffer:
                guard let offer = try? device.dataOffer() else { continue }
                dataOffers.append(offer)
                answerReceives(on: offer, with: e.uint32(2))
                let count = min(Int(e.uint32(0)), 1_000), length = max(1, min(Int(e.uint32(1)), 4_000))
                let perTrip = max(1, 16_384 / (length + 16))
                for k in 0..<count {
                    try? offer.offer(mimeType: Self.mimeType(k, length: length))
                    if (k + 1) % perTrip == 0 {
                        compositor.server.flushClients()
                        _ = roundTrip(within: 5)
                    }
                }
            case .dataSelection:
                try? device.selection(id: offer(Int(e.uint32(0))))
            case .dataEnter:
                guard let surface else { continue }
                try? device.enter(serial: compositor.server.nextSerial(), surface: surface, x: e.fixed(1), y: e.fixed(2),
                                  id: offer(Int(e.uint32(0))))
            case .dataLeave:
                try? device.leave()
            case .dataMotion:
                try? device.motion(time: time, x: e.fixed(1), y: e.fixed(2))
            case .dataDrop:
                try? device.drop()
            default:
                break
            }
        }
    }

    /// Offer `index`: 0 none, n the (n−1)-th newest one still alive (the newest when there are fewer).
    private func offer(_ index: Int) -> WlDataOfferResource? {
        let live = dataOffers.filter(\.isAlive)
        guard index > 0, !live.isEmpty else { return nil }
        return live[live.count - 1 - min(index - 1, live.count - 1)]
    }

    /// The `k`-th type of an offer: the first is UTF-8 text (so a selection of it pastes), then
    /// made-up types padded to `length` bytes.
    static func mimeType(_ k: Int, length: Int) -> String {
        if k == 0 { return "text/plain;charset=utf-8" }
        let name = "application/x-wire-\(k)-"
        return name + String(repeating: "z", count: max(0, length - name.utf8.count))
    }

    /// How an offer answers the child's `receive` (a paste): by `payload` modulo 8 — 0...5 write up
    /// to 60 KB of text of that kind (`text(length:kind:)`, 1: not UTF-8, 3: combining marks, 5:
    /// uncovered scalars) without blocking and close the pipe; 6 closes it at once (an empty
    /// paste); 7 never closes it while the sequence lasts (the app's paste timeout must end it).
    func answerReceives(on offer: WlDataOfferResource, with payload: UInt32) {
        offer.onRequest = { [weak self] request in
            guard let self, case let .receive(_, fd) = request else { return }
            switch payload % 8 {
            case 6:
                fd.close()
            case 7:
                heldPastePipes.append(fd)
            default:
                let bytes = Self.text(length: 60_000, kind: [0, 1, 3, 4, 5, 6][Int(payload % 8)])
                let flags = fcntl(fd.rawValue, F_GETFL)
                if flags >= 0 { _ = fcntl(fd.rawValue, F_SETFL, flags | O_NONBLOCK) }
                _ = bytes.withUnsafeBytes { write(fd.rawValue, $0.baseAddress, $0.count) }
                fd.close()
            }
        }
    }
}
