#if canImport(Glibc)
import Glibc
#endif

/// One line of order-kiosk's `--trace` output (issue 40's contract).
public enum OrderEvent: Hashable, Sendable {
    /// The first frame was committed, at this window size in points.
    case ready(width: Int, height: Int)
    /// A screen finished appearing: start, menu, item, cart, pay or done.
    case screenShown(screen: String)
    /// The menu shows `category` ("mains").
    case categoryShown(category: String)
    /// "Add to order": `quantity` of `item`, the line costing `totalCents`.
    case itemAdded(item: String, quantity: Int, totalCents: Int)
    /// The cart changed: `items` items (counting quantities), `totalCents` in all.
    case cartChanged(items: Int, totalCents: Int)
    /// The simulated payment began.
    case paymentStarted
    /// The simulated payment failed (`--payment-fails`).
    case paymentFailed
    /// The payment went through: order number `order`, `totalCents` paid.
    case orderPlaced(order: Int, totalCents: Int)
    /// The language button switched to `language`.
    case languageChanged(language: String)
    /// "Do you need more time?" is shown.
    case idleWarning
    /// Nobody answered: the cart was emptied and the start screen is back.
    case idleReset
    /// The speech output was asked to say `text`.
    case speech(text: String)

    /// The event as one JSON object (no newline).
    public var jsonLine: String {
        switch self {
        case let .ready(w, h): #"{"event":"ready","width":\#(w),"height":\#(h)}"#
        case let .screenShown(screen): #"{"event":"screen-shown","screen":"\#(screen)"}"#
        case let .categoryShown(category): #"{"event":"category-shown","category":"\#(category)"}"#
        case let .itemAdded(item, quantity, total):
            #"{"event":"item-added","item":"\#(item)","quantity":\#(quantity),"total_cents":\#(total)}"#
        case let .cartChanged(items, total): #"{"event":"cart-changed","items":\#(items),"total_cents":\#(total)}"#
        case .paymentStarted: #"{"event":"payment-started"}"#
        case .paymentFailed: #"{"event":"payment-failed"}"#
        case let .orderPlaced(order, total): #"{"event":"order-placed","order":\#(order),"total_cents":\#(total)}"#
        case let .languageChanged(language): #"{"event":"language-changed","language":"\#(JSONText.escaped(language))"}"#
        case .idleWarning: #"{"event":"idle-warning"}"#
        case .idleReset: #"{"event":"idle-reset"}"#
        case let .speech(text): #"{"event":"speech","text":"\#(JSONText.escaped(text))"}"#
        }
    }
}

/// Collects order-kiosk's events; with `echo` each is also printed to stdout as a JSON line.
@MainActor public final class OrderTrace {
    /// The most recent events, oldest first (at most `retainedLimit`).
    public private(set) var events: [OrderEvent] = []
    /// How many events `events` keeps.
    public static let retainedLimit = 512
    /// Whether events go to stdout.
    public let echo: Bool

    /// A trace; `echo` prints JSON lines to stdout.
    public init(echo: Bool = false) { self.echo = echo }

    /// Records `event`.
    public func emit(_ event: OrderEvent) {
        if events.count == Self.retainedLimit { events.removeFirst() }
        events.append(event)
        guard echo else { return }
        print(event.jsonLine)
        fflush(nil)    // every C stream: print writes through stdout's buffer
    }

    /// The screens shown so far, in order.
    public var screens: [String] {
        events.compactMap { if case let .screenShown(screen) = $0 { screen } else { nil } }
    }
}

/// Text inside a JSON string.
enum JSONText {
    /// `text` with quotes, backslashes and control characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
