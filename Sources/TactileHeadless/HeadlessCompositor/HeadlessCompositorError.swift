import WaylandServer

/// Why a `HeadlessCompositor` call could not do what a test asked.
///
/// These describe misuse by the test (injecting a touch that is not down, capturing a surface without a
/// buffer, ...) or a failure of the in-process server; protocol errors of the *client* are posted to the
/// client instead, exactly as a real compositor would.
public enum HeadlessCompositorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The socket pair for a new client could not be created.
    case cannotConnect(reason: String)
    /// The in-process server failed.
    case server(WaylandServerError)
    /// A roundtrip or wait did not complete within the allowed number of exchanges.
    case exchangeLimitReached(exchanges: Int)
    /// The seat does not currently advertise the capability an injected event needs.
    case capabilityMissing(String)
    /// The client owning the target surface never created the input object (`wl_touch`, ...).
    case noInputObject(interface: String)
    /// `touchDown` for an id that is already down.
    case touchAlreadyDown(id: Int32)
    /// A touch event for an id that is not down.
    case unknownTouch(id: Int32)
    /// A pointer event without a preceding `pointerEnter`.
    case noPointerFocus
    /// A key event without a preceding `keyboardEnter`.
    case noKeyboardFocus
    /// The surface was destroyed by its client.
    case surfaceDestroyed(id: UInt32)
    /// The surface has no committed buffer, so there is nothing to capture.
    case nothingToCapture(surfaceID: UInt32)
    /// The capture could not be turned into a `Bitmap` (for example, it is too large).
    case captureFailed(reason: String)
    /// The xkb keymap could not be compiled.
    case keymapUnavailable(reason: String)
    /// An input-method event while no text input is enabled on the surface with keyboard focus.
    case noEnabledTextInput
    /// The event would exceed the largest message libwayland sends (it would disconnect the client).
    case messageTooLarge(bytes: Int, limit: Int)
    /// An argument the protocol cannot carry.
    case invalidArgument(String)

    public var description: String {
        switch self {
        case let .cannotConnect(reason): "cannot connect a client to the headless compositor: \(reason)"
        case let .server(error): "headless compositor server failure: \(error)"
        case let .exchangeLimitReached(exchanges): "the condition did not hold after \(exchanges) client/server exchanges"
        case let .capabilityMissing(capability): "the seat does not advertise the \(capability) capability"
        case let .noInputObject(interface): "the client has no \(interface) to deliver the event to"
        case let .touchAlreadyDown(id): "touch \(id) is already down"
        case let .unknownTouch(id): "touch \(id) is not down"
        case .noPointerFocus: "no surface has pointer focus: call pointerEnter first"
        case .noKeyboardFocus: "no surface has keyboard focus: call keyboardEnter first"
        case let .surfaceDestroyed(id): "wl_surface@\(id) was destroyed"
        case let .nothingToCapture(id): "wl_surface@\(id) has no committed buffer to capture"
        case let .captureFailed(reason): "cannot capture the surface: \(reason)"
        case let .keymapUnavailable(reason): "cannot compile the xkb keymap: \(reason)"
        case .noEnabledTextInput: "no text input is enabled on the surface with keyboard focus"
        case let .messageTooLarge(bytes, limit): "the event would be \(bytes) bytes on the wire; libwayland sends at most \(limit)"
        case let .invalidArgument(reason): "invalid argument: \(reason)"
        }
    }
}
