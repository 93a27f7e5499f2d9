/// What a render of a window leaves to other surfaces: the parts of the tree a platform shows on
/// surfaces of their own, so that the window's own pixels must not contain them. The renderer only
/// reads the tree; nothing in it is changed to leave these out.
@MainActor public struct RenderExclusions {
    /// Views shown by a surface above the target: neither they nor their subtrees are drawn, and
    /// the pixels under them are painted as if they were absent.
    public var viewsAbove: [View]
    /// Views shown by a surface beneath the target (`OwnSurfacePlacement.belowWindow`): each one's
    /// area is left transparent, over whatever was painted behind it, and its subtree is not drawn.
    /// Views in front of it still paint over the hole.
    public var viewsBelow: [View]
    /// Whether what the window draws above all its views (the touch overlay) is left out.
    public var overlay: Bool

    /// Leaves out `viewsAbove`, cuts out `viewsBelow` and, when `overlay`, the window's overlay.
    public init(viewsAbove: [View] = [], viewsBelow: [View] = [], overlay: Bool = false) {
        self.viewsAbove = viewsAbove
        self.viewsBelow = viewsBelow
        self.overlay = overlay
    }

    /// Nothing left out: the whole tree and the overlay (snapshots, a view drawn on its own surface).
    public static let none = RenderExclusions()

    /// Whether `view` is shown by a surface above the target.
    func isAbove(_ view: View) -> Bool {
        !viewsAbove.isEmpty && viewsAbove.contains(where: { $0 === view })
    }

    /// Whether `view` is shown by a surface beneath the target.
    func isBelow(_ view: View) -> Bool {
        !viewsBelow.isEmpty && viewsBelow.contains(where: { $0 === view })
    }
}
