import TactileCore
import TactileKit
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A seat's `wl_keyboard`: the keymap is compiled with xkbcommon, key presses become `KeyEvent`s
/// for the focused window's first responder (`Window.sendKeyEvent`), and held keys repeat on the
/// window clock as `repeat_info` says. Dead keys and the Compose key go through the locale's compose
/// table (`KeyComposer`): a key that starts, continues or breaks off a sequence is not delivered
/// (nor its release) and never repeats; the key that finishes one types the composed text.
///
/// The keymap file is copied into memory (at most `maximumKeymapSize` bytes) after checking its
/// size against the file. A keymap that cannot be read or compiled disables the keyboard with a
/// logged error; the app goes on.
@MainActor final class KeyboardDevice {
    let keyboard: WlKeyboard
    private unowned let surfaces: any SurfaceLookup
    private let clock: any TactileClock
    private let timeline: InputTimeline
    private let timestamps: ZwpInputTimestampsV1?
    private let repeater: KeyRepeater
    /// The compiled keymap; nil until received, or after a bad one.
    private(set) var keymap: XKBKeymap?
    private weak var focus: Window?
    /// Receives the raw stream when recording.
    private let tap: RawInputTap?
    /// Compose sequences.
    let composer: KeyComposer
    /// Keys whose press a compose sequence took: their releases are not delivered either.
    private var consumedKeys: Set<UInt32> = []

    init(seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?, tap: RawInputTap? = nil,
         composer: KeyComposer = KeyComposer(locales: KeyComposer.locales(preferred: nil))) throws(WaylandError) {
        keyboard = try seat.getKeyboard()
        self.tap = tap
        self.composer = composer
        self.surfaces = surfaces
        self.clock = clock
        repeater = KeyRepeater(clock: clock)
        let timeline = InputTimeline(clock: clock)
        self.timeline = timeline
        timestamps = try timestampsManager?.getKeyboardTimestamps(keyboard: keyboard)
        timestamps?.onEvent = { event in
            if case let .timestamp(hi, lo, ns) = event { timeline.setPrecise(secondsHigh: hi, secondsLow: lo, nanoseconds: ns) }
        }
        keyboard.onEvent = { [weak self] event in self?.handle(event) }
    }

    private func handle(_ event: WlKeyboard.Event) {
        switch event {
        case let .keymap(format, fd, size):
            keymap = nil
            guard format == .xkbV1 else {
                PlatformLog.input.error("keyboard disabled: unsupported keymap format \(format.rawValue)")
                return
            }
            keymap = Self.loadKeymap(fd: fd, size: size)
            endComposing()
        case let .enter(serial, surface, _):
            tap?.latestInputSerial = serial
            focus = surfaces.target(of: surface)?.window
        case .leave:
            repeater.stop()
            endComposing()
            focus = nil
        case let .key(serial, time, key, state):
            tap?.latestInputSerial = serial
            let timestamp = timeline.time(milliseconds: time)
            // xkb codes are evdev + 8; a code with no xkb equivalent is no key at all.
            guard let keyCode = key.checkedAdding(8) else {
                PlatformLog.input.debug("wl_keyboard.key with code \(key), which has no xkb code; ignored")
                return
            }
            self.key(keyCode, pressed: state == .pressed, timestamp: timestamp)
        case let .modifiers(_, depressed, latched, locked, group):
            keymap?.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
        case let .repeatInfo(rate, delay):
            repeater.configure(rate: rate, delay: delay)
        }
    }

    private func key(_ keyCode: UInt32, pressed: Bool, timestamp: Duration) {
        guard let keymap, let window = focus else { return }
        var event = KeyEvent(keysym: keymap.keysym(keyCode), keyCode: keyCode, text: pressed ? keymap.text(keyCode) : "",
                             modifiers: keymap.modifiers, isRepeat: false, timestamp: timestamp)
        var consumed = false
        if pressed {
            switch composer.step(for: event.keysym) {
            case .passThrough:
                break
            case .composing, .cancelled:
                consumed = true
                consumedKeys.insert(keyCode)
            case let .composed(text, keysym):
                event.text = text
                if keysym != 0 { event.keysym = keysym }
            }
        } else {
            consumed = consumedKeys.remove(keyCode) != nil
        }
        if let tap {
            if tap.recorder != nil, OnScreenKeyboard.isTypingSecretly(in: window) {
                tap.noteActivity(at: timestamp)   // a key typed into a secure field is never recorded
            } else {
                tap.record(.key(KeyRecord(keyCode: keyCode, pressed: pressed, keysym: event.keysym,
                                          text: event.text.isEmpty || consumed ? nil : event.text)), at: timestamp)
            }
        }
        if consumed {
            // Part of a compose sequence: nothing typed, nothing repeated.
            if pressed || repeater.keyCode == keyCode { repeater.stop() }
            return
        }
        if pressed {
            if keymap.repeats(keyCode) {
                repeater.start(keyCode: keyCode) { [weak self, weak window] in
                    guard let self, let window, let keymap = self.keymap else { return }
                    let repeated = KeyEvent(keysym: keymap.keysym(keyCode), keyCode: keyCode, text: keymap.text(keyCode),
                                            modifiers: keymap.modifiers, isRepeat: true, timestamp: self.clock.now)
                    window.sendKeyEvent(repeated, isPress: true)
                }
            }
        } else if repeater.keyCode == keyCode {
            repeater.stop()
        }
        window.sendKeyEvent(event, isPress: pressed)
    }

    /// Drops a compose sequence under way (focus left, a new keymap).
    private func endComposing() {
        composer.reset()
        consumedKeys.removeAll()
    }

    /// The largest keymap accepted. Real ones are tens of kilobytes; a bigger announcement is a broken
    /// or hostile compositor, and mapping and parsing it would cost memory and time for nothing.
    static let maximumKeymapSize: UInt32 = 4 << 20

    /// Reads and compiles the keymap the compositor sent, or logs why it cannot.
    ///
    /// The file is copied with `pread` rather than mapped: a compositor that truncates it after
    /// sending (or while it is read) gets a short read, not a SIGBUS in the app. `afterSizeCheck`
    /// runs between the size check and the copy (tests truncate the file there).
    static func loadKeymap(fd: OwnedFileDescriptor, size: UInt32, afterSizeCheck: () -> Void = {}) -> XKBKeymap? {
        defer { fd.close() }
        var info = stat()
        guard fd.isValid, fstat(fd.rawValue, &info) == 0 else {
            PlatformLog.input.error("keyboard disabled: the keymap file descriptor is unusable")
            return nil
        }
        guard size <= maximumKeymapSize else {
            PlatformLog.input.error("keyboard disabled: keymap size \(size) exceeds the \(maximumKeymapSize)-byte limit")
            return nil
        }
        guard size > 0, Int(size) <= Int(info.st_size) else {
            PlatformLog.input.error("keyboard disabled: keymap size \(size) does not fit the \(info.st_size)-byte file")
            return nil
        }
        afterSizeCheck()
        var text = [CChar](repeating: 0, count: Int(size))
        let copied = text.withUnsafeMutableBytes { readFully(fd.rawValue, into: $0) }
        guard copied == Int(size) else {
            PlatformLog.input.error("keyboard disabled: the keymap file gave \(copied) of its \(size) bytes (truncated, or unreadable)")
            return nil
        }
        let length = text.withUnsafeBufferPointer { strnlen($0.baseAddress!, $0.count) }
        guard let keymap = text.withUnsafeBufferPointer({ XKBKeymap(text: UnsafeBufferPointer(rebasing: $0[..<length])) }) else {
            PlatformLog.input.error("keyboard disabled: xkbcommon could not compile the keymap")
            return nil
        }
        return keymap
    }

    /// Reads from offset 0 until `buffer` is full, the file ends or a read fails; returns the bytes read.
    private static func readFully(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var done = 0
        while done < buffer.count {
            let n = pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return done
    }

    /// The capability or seat went away.
    func stop() {
        repeater.stop()
    }
}
