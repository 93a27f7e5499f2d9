import TactileCore
import TactileKit
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// The clipboard (the selection of `wl_data_device`) for one window: a data device per seat, the
/// offer the compositor says holds the selection, text pasted from it through a pipe
/// (`ClipboardTransfer`), and text the app copies (a `wl_data_source` answering every request).
@MainActor final class WaylandClipboard: ClipboardService {
    /// The text types understood, most preferred first.
    static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "TEXT", "STRING"]
    /// How many announced offers are kept, the selection among them: a compositor announcing offers
    /// without end (and never selecting them) gets its oldest ones destroyed.
    static let maximumOffers = 8
    /// How many types of one offer are kept; later ones are ignored (real offers list a dozen).
    static let maximumTypesPerOffer = 64

    private let manager: WlDataDeviceManager?
    private let clock: any TactileClock
    private var devices: [(name: UInt32, device: WlDataDevice)] = []
    /// Offers announced by `data_offer`, with the types each announced so far.
    private var offers: [ObjectIdentifier: (offer: WlDataOffer, types: [String])] = [:]
    /// The announced offers, oldest first (the order in which they are let go past `maximumOffers`).
    private var offerOrder: [ObjectIdentifier] = []
    /// Whether the log already says that an offer's types were cut.
    private var loggedTooManyTypes = false
    private var selection: WlDataOffer?
    private var transfer: ClipboardTransfer?
    /// Pastes of our text still being written into other clients' pipes.
    private var sends: [ClipboardSend] = []
    private var source: WlDataSource?
    /// The serial of the latest input event (set_selection must carry one).
    var latestInputSerial: () -> UInt32?

    init(manager: WlDataDeviceManager?, window: Window, latestInputSerial: @escaping () -> UInt32?) {
        self.manager = manager
        clock = window.clock
        self.latestInputSerial = latestInputSerial
    }

    /// Whether the selection holds text (the compositor offered a text type).
    public var hasText: Bool { selection.flatMap { offers[ObjectIdentifier($0)] }.map { Self.textType(in: $0.types) != nil } ?? false }

    // MARK: Seats

    func seatAdded(_ seat: WlSeat, name: UInt32) {
        guard let manager else { return }
        do {
            let device = try manager.getDataDevice(seat: seat)
            device.onEvent = { [weak self] event in self?.handle(event) }
            devices.append((name, device))
        } catch {
            PlatformLog.textEntry.error("cannot create a data device: \(error)")
        }
    }

    func seatRemoved(name: UInt32) {
        for entry in devices where entry.name == name { try? entry.device.release() }
        devices.removeAll { $0.name == name }
    }

    private func handle(_ event: WlDataDevice.Event) {
        switch event {
        case let .dataOffer(offer):
            offers[ObjectIdentifier(offer)] = (offer, [])
            offerOrder.append(ObjectIdentifier(offer))
            offer.onEvent = { [weak self, weak offer] event in
                guard let self, let offer, case let .offer(type) = event else { return }
                self.addType(type, to: offer)
            }
            forgetOldOffers()
        case let .selection(offer):
            if let old = selection, old !== offer { forget(old) }
            selection = offer
        case let .enter(_, _, _, _, offer):
            // Drags are not taken: their offers are let go at once.
            if let offer, offer !== selection { forget(offer) }
        default:
            break
        }
    }

    private func forget(_ offer: WlDataOffer) {
        let key = ObjectIdentifier(offer)
        offers[key] = nil
        if let i = offerOrder.firstIndex(of: key) { offerOrder.remove(at: i) }
        try? offer.destroy()
    }

    /// Destroys the oldest offers other than the selection past `maximumOffers`.
    private func forgetOldOffers() {
        var i = 0
        while offerOrder.count > Self.maximumOffers && i < offerOrder.count {
            let key = offerOrder[i]
            guard let entry = offers[key] else {
                offerOrder.remove(at: i)
                continue
            }
            if entry.offer === selection {
                i += 1
            } else {
                forget(entry.offer)
            }
        }
    }

    private func addType(_ type: String, to offer: WlDataOffer) {
        let key = ObjectIdentifier(offer)
        guard let count = offers[key]?.types.count else { return }
        guard count < Self.maximumTypesPerOffer else {
            if !loggedTooManyTypes {
                loggedTooManyTypes = true
                PlatformLog.textEntry.notice("a clipboard offer announced more than \(Self.maximumTypesPerOffer) types: the rest are ignored")
            }
            return
        }
        offers[key]?.types.append(type)
    }

    /// How many offers are kept (tests).
    var keptOfferCount: Int { offers.count }
    /// The most types kept for one offer (tests).
    var mostKeptTypes: Int { offers.values.map(\.types.count).max() ?? 0 }

    static func textType(in types: [String]) -> String? {
        textTypes.first { types.contains($0) }
    }

    // MARK: Paste

    /// Reads the selection's text and calls `completion` with it (not when there is none, or when a
    /// newer request replaces this one). Returns whether a transfer started.
    @discardableResult
    public func requestText(_ completion: @escaping @MainActor (String) -> Void) -> Bool {
        guard let selection, let entry = offers[ObjectIdentifier(selection)],
              let type = Self.textType(in: entry.types) else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            PlatformLog.textEntry.error("cannot paste: no pipe (errno \(errno))")
            return false
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let reader = OwnedFileDescriptor(adopting: ends[0])
        let writer = OwnedFileDescriptor(adopting: ends[1])
        do { try selection.receive(mimeType: type, fd: writer) } catch {
            PlatformLog.textEntry.error("cannot paste: \(error)")
            return false
        }
        writer.close()   // the request carries a copy; the other client holds the only writer now
        transfer?.cancel()
        transfer = ClipboardTransfer(reader: reader, clock: clock) { [weak self] text in
            self?.transfer = nil
            completion(text)
        }
        return true
    }

    // MARK: Copy

    /// Puts `text` on the clipboard. Needs the serial of a recent input event; returns whether it
    /// was offered.
    @discardableResult
    public func copy(_ text: String) -> Bool {
        guard let manager, let serial = latestInputSerial(), !devices.isEmpty else { return false }
        do {
            let newSource = try manager.createDataSource()
            for type in Self.textTypes { try newSource.offer(mimeType: type) }
            let bytes = Array(text.utf8)
            newSource.onEvent = { [weak self, weak newSource] event in
                switch event {
                case let .send(_, fd):
                    if let self { self.startSend(bytes, to: fd) } else { fd.close() }
                case .cancelled:
                    try? newSource?.destroy()
                    if let self, self.source === newSource { self.source = nil }
                default:
                    break
                }
            }
            for entry in devices { try entry.device.setSelection(source: newSource, serial: serial) }
            if let old = source { try? old.destroy() }
            source = newSource
            return true
        } catch {
            PlatformLog.textEntry.error("cannot copy: \(error)")
            return false
        }
    }

    /// Writes `bytes` into a pasting client's pipe from the event loop (`ClipboardSend`). At most
    /// `maximumSends` run at once; a further request gives up the oldest.
    private func startSend(_ bytes: [UInt8], to fd: OwnedFileDescriptor) {
        if sends.count >= Self.maximumSends { sends.removeFirst().cancel() }
        let send = ClipboardSend(bytes, to: fd, clock: clock) { [weak self] done in
            self?.sends.removeAll { $0 === done }
        }
        sends.append(send)
        send.pump()
    }

    /// The most pastes of our text written at once.
    static let maximumSends = 8
    /// How many pastes of our text are being written (tests).
    var pendingSendCount: Int { sends.count }
}
