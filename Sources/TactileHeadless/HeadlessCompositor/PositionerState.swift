import WaylandServer

/// What an `xdg_positioner` describes, and the popup rectangle it yields (relative to the parent).
public struct PositionerState: Equatable, Sendable {
    public var width: Int32 = 0
    public var height: Int32 = 0
    public var anchorX: Int32 = 0
    public var anchorY: Int32 = 0
    public var anchorWidth: Int32 = 0
    public var anchorHeight: Int32 = 0
    public var anchor: XdgPositionerResource.Anchor = .none
    public var gravity: XdgPositionerResource.Gravity = .none
    public var offsetX: Int32 = 0
    public var offsetY: Int32 = 0

    /// Whether size and anchor rectangle were set, as the protocol requires before `get_popup`.
    var isComplete: Bool { width > 0 && height > 0 && anchorWidth > 0 && anchorHeight > 0 }

    /// The popup's position relative to the parent's window geometry (no constraint adjustment).
    /// Arithmetic wraps, so absurd client values give absurd positions rather than a trap.
    public var popupOrigin: (x: Int32, y: Int32) {
        var x = anchorX &+ anchorWidth / 2
        var y = anchorY &+ anchorHeight / 2
        switch anchor {
        case .top: y = anchorY
        case .bottom: y = anchorY &+ anchorHeight
        case .left: x = anchorX
        case .right: x = anchorX &+ anchorWidth
        case .topLeft: (x, y) = (anchorX, anchorY)
        case .bottomLeft: (x, y) = (anchorX, anchorY &+ anchorHeight)
        case .topRight: (x, y) = (anchorX &+ anchorWidth, anchorY)
        case .bottomRight: (x, y) = (anchorX &+ anchorWidth, anchorY &+ anchorHeight)
        default: break
        }
        switch gravity {
        case .top: (x, y) = (x &- width / 2, y &- height)
        case .bottom: x &-= width / 2
        case .left: (x, y) = (x &- width, y &- height / 2)
        case .right: y &-= height / 2
        case .topLeft: (x, y) = (x &- width, y &- height)
        case .bottomLeft: x &-= width
        case .topRight: y &-= height
        case .bottomRight: break
        default: (x, y) = (x &- width / 2, y &- height / 2)
        }
        return (x &+ offsetX, y &+ offsetY)
    }
}
