import TactileCore
import TactileKit
import TactileTesting

/// One text-fuzzer session: a window with a focused field, a clipboard serving hostile text and a
/// stand-in input method, driven by operations drawn from `seed`.
@MainActor struct TextFuzzSession {
    let seed: UInt64
    private var random: FuzzRandom
    private let clock = ManualClock()
    private let window: Window
    private let field: TextField
    private let clipboard = HostileClipboard()

    init(seed: UInt64) {
        self.seed = seed
        random = FuzzRandom(seed: seed)
        window = Window(frame: Rect(x: 0, y: 0, width: 360, height: 120), clock: clock)
        field = TextField(frame: Rect(x: 10, y: 10, width: 340, height: 44))
        window.addSubview(field)
        window.services[ClipboardServiceKey.self] = clipboard
        if random.oneIn(3) { field.maximumLength = random.below(200) }
        field.becomeFirstResponder()
    }

    mutating func run(operations: Int, now: (() -> Duration)?, into summary: inout TextFuzzCampaign.Summary) {
        for step in 0..<max(0, operations) {
            let start = now?()
            let name = perform(into: &summary)
            _ = window.snapshot()
            if let start, let now {
                let took = now() - start
                if took > summary.slowest {
                    summary.slowest = took
                    summary.slowestOperation = "session \(seed) step \(step): \(name)"
                }
            }
            summary.operations += 1
            check(step: step, name: name, into: &summary)
            clock.advance(by: .milliseconds(random.below(40)))
        }
    }

    /// A hostile string: a kind, a length up to 16 KiB (rarely 64 KiB), decoded leniently.
    private mutating func text(into summary: inout TextFuzzCampaign.Summary) -> (String, String) {
        let kind = UInt32(random.below(Int(HostileText.kinds)))
        let length = random.oneIn(20) ? 65_536 : random.oneIn(4) ? random.below(16_384) : random.below(40)
        summary.bytesOffered += length
        return (String(decoding: HostileText.bytes(length: length, kind: kind), as: UTF8.self), "kind \(kind) × \(length) B")
    }

    private mutating func perform(into summary: inout TextFuzzCampaign.Summary) -> String {
        switch random.below(9) {
        case 0, 1:
            let (s, what) = text(into: &summary)
            field.insertText(s)
            return "insertText \(what)"
        case 2, 3:
            var edit = InputMethodEdit()
            let (commit, what) = text(into: &summary)
            if random.oneIn(2) { edit.commit = commit }
            if random.oneIn(2) {
                let (preedit, _) = text(into: &summary)
                edit.preedit = preedit
                edit.preeditCursorBegin = random.oneIn(3) ? Int32.min : Int32(random.below(64)) - 1
                edit.preeditCursorEnd = random.oneIn(3) ? Int32.max : Int32(random.below(64)) - 1
            }
            if random.oneIn(3) {
                edit.deleteBefore = random.oneIn(2) ? .max : UInt32(random.below(40))
                edit.deleteAfter = random.oneIn(2) ? .max : UInt32(random.below(40))
            }
            field.apply(edit)
            return "input method \(what)"
        case 4:
            let (s, what) = text(into: &summary)
            clipboard.contents = s
            field.paste()
            return "paste \(what)"
        case 5:
            let keys: [UInt32] = [0xff08, 0xff51, 0xff53, 0xff50, 0xff57, 0xff0d]
            field.keyDown(KeyEvent(keysym: keys[random.below(keys.count)]))
            return "key"
        case 6:
            let (s, what) = text(into: &summary)
            let chunk = String(s.prefix(random.below(4) + 1))
            field.keyDown(KeyEvent(keysym: 0x61, text: chunk, modifiers: random.oneIn(6) ? .control : []))
            return "typed key \(what)"
        case 7:
            switch random.below(4) {
            case 0: field.copy()
            case 1: field.cut()
            case 2: field.deleteWordBackward()
            default: field.deleteBackward()
            }
            return "edit command"
        default:
            if random.oneIn(4) { field.resignFirstResponder() }
            field.becomeFirstResponder()
            field.frame.size.width = Double(40 + random.below(400))
            return "refocus and resize"
        }
    }

    private func check(step: Int, name: String, into summary: inout TextFuzzCampaign.Summary) {
        var problems: [String] = []
        let text = field.text
        if text.count > field.maximumLength { problems.append("\(text.count) characters over maximumLength \(field.maximumLength)") }
        if text.utf8.count > field.maximumUTF8Length { problems.append("\(text.utf8.count) bytes over maximumUTF8Length") }
        var run = 0, longest = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : run + 1
            longest = max(longest, run)
        }
        if longest > 30 { problems.append("\(longest) non-starters in a row") }
        let fit = field.intrinsicContentSize
        if !fit.width.isFinite || !fit.height.isFinite { problems.append("intrinsic size \(fit) not finite") }
        for problem in problems where summary.failures.count < 20 {
            summary.failures.append("session \(seed) step \(step) (\(name)): \(problem)")
        }
    }
}

/// A clipboard whose text is whatever the session put there, delivered at once.
@MainActor final class HostileClipboard: ClipboardService {
    var contents = ""
    var hasText: Bool { !contents.isEmpty }
    func requestText(_ completion: @escaping @MainActor (String) -> Void) -> Bool {
        completion(contents)
        return true
    }
    func copy(_ text: String) -> Bool {
        contents = text
        return true
    }
}
