import TactileCore
/// The xdg_toplevel states the toolkit reacts to, decoded from a configure's `states` array.
public struct ToplevelState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The compositor maximized the window.
    public static let maximized = ToplevelState(rawValue: 1 << 0)
    /// The window is fullscreen (kiosk).
    public static let fullscreen = ToplevelState(rawValue: 1 << 1)
    /// An interactive resize is in progress.
    public static let resizing = ToplevelState(rawValue: 1 << 2)
    /// The window has focus.
    public static let activated = ToplevelState(rawValue: 1 << 3)

    /// Decodes the wire array (native-endian `uint32` values: 1 maximized, 2 fullscreen,
    /// 3 resizing, 4 activated; others, such as tiled edges, are ignored).
    init(wire bytes: [UInt8]) {
        var state: ToplevelState = []
        var index = 0
        while index + 4 <= bytes.count {
            var value: UInt32 = 0
            withUnsafeMutableBytes(of: &value) { raw in
                for k in 0..<4 { raw[k] = bytes[index + k] }
            }
            switch value {
            case 1: state.insert(.maximized)
            case 2: state.insert(.fullscreen)
            case 3: state.insert(.resizing)
            case 4: state.insert(.activated)
            default: break
            }
            index += 4
        }
        self = state
    }
}
