/// A screen's view that a transition moved onto a surface of its own (`View.usesOwnSurface`):
/// it slides there, and the screen that stays keeps its surface after the transition ends, so the
/// transition's last frame repaints nothing. It returns to the window's pixels as soon as its
/// surface would no longer show what the window would (`Window.reviewLiftedScreens()`).
struct LiftedScreen {
    let view: View
    /// How many running transitions slide it; 0 once they ended (the screen stayed).
    var slides: Int
    /// The window's size when its last transition ended: a resize or a rotation repaints the whole
    /// window anyway, and the screen returns to it then.
    var windowSize: Size
    /// The hierarchy generation in which its subtree last held no view with a surface of its own.
    var checkedGeneration: UInt64
}

extension Window {
    /// Puts `view` (a screen of this window) on a surface of its own for a slide, or counts one
    /// more slide of a screen already there.
    func beginSlide(of view: View) {
        if let index = liftedScreens.firstIndex(where: { $0.view === view }) {
            liftedScreens[index].slides += 1
            return
        }
        liftedScreens.append(LiftedScreen(view: view, slides: 1, windowSize: bounds.size, checkedGeneration: 0))
        if view.ownSurfacePlacementStorage != .aboveWindow { view.setOwnSurfacePlacement(.aboveWindow) }
        view.isLiftedScreen = true
    }

    /// A slide of `view` ended: once none is left, it stays on its surface while the review allows.
    func endSlide(of view: View) {
        guard let index = liftedScreens.firstIndex(where: { $0.view === view }) else { return }
        liftedScreens[index].slides = max(0, liftedScreens[index].slides - 1)
        if liftedScreens[index].slides == 0 {
            liftedScreens[index].windowSize = bounds.size
            liftedScreens[index].checkedGeneration = 0
        }
    }

    /// Returns lifted screens to the window's pixels when their surfaces would no longer show what
    /// the window would draw: the screen left the window, a view drawn into the window's pixels is in
    /// front of it, an ancestor fades or a transform rotates or scales it; and, once its slides
    /// ended, a view inside it takes a surface of its own (a dragged pin, a map layer: inside the
    /// screen's surface it would be repainted rather than moved) or the window's size changed.
    /// Screens the app took over (it set `usesOwnSurface` itself) are forgotten. Runs at the end of
    /// `prepareForFrame()`; a few checks per lifted screen, no allocation while they all stay.
    func reviewLiftedScreens() {
        var index = 0
        while index < liftedScreens.count {
            let view = liftedScreens[index].view
            guard view.isLiftedScreen, view.ownSurfacePlacementStorage == .aboveWindow else {
                liftedScreens.remove(at: index)
                continue
            }
            if mayStayLifted(liftedScreens[index]) {
                if liftedScreens[index].slides == 0 { liftedScreens[index].checkedGeneration = Generations.hierarchy.current }
                index += 1
                continue
            }
            liftedScreens.remove(at: index)
            view.lowerScreen()
            // A screen back in the window's pixels may be in front of another: review them all again.
            index = 0
        }
    }

    private func mayStayLifted(_ screen: LiftedScreen) -> Bool {
        let view = screen.view
        guard view.window === self, ScreenSurfaceRules.isUnscaled(view.presentedTransform) else { return false }
        if screen.slides == 0 {
            guard bounds.size == screen.windowSize else { return false }
            if screen.checkedGeneration != Generations.hierarchy.current,
               ScreenSurfaceRules.holdsOwnSurfaceViews(view) { return false }
        }
        return ScreenSurfaceRules.showsAsInWindow(view)
    }
}

extension View {
    /// Puts a screen that is about to join a window on a surface of its own, as the transition it
    /// joins for will (`ScreenTransition.lift(_:)`): joining then damages only its surface. Lifted
    /// after joining, it would damage the window's pixels under it twice over, though they do not
    /// change (a pop's revealed screen covers the window: a whole window's worth of pixels). The
    /// window's review lowers it again if its surface may not show it.
    func liftBeforeJoining() {
        guard window == nil, ownSurfacePlacementStorage == nil else { return }
        ownSurfacePlacementStorage = .aboveWindow
        isLiftedScreen = true
        Generations.hierarchy.advance()
        setNeedsDisplay()
    }

    /// Returns a lifted screen to its window's pixels.
    func lowerScreen() {
        isLiftedScreen = false
        if ownSurfacePlacementStorage != nil { setOwnSurfacePlacement(nil) }
    }
}

/// When a view's own surface, stacked above the window's, shows what the window would draw.
@MainActor enum ScreenSurfaceRules {
    /// Whether `view`'s surface shows it as the window would: every ancestor is opaque as a group
    /// (alpha 1) and neither rotated nor scaled, and everything drawn in front of it is hidden,
    /// transparent, on a surface of its own above the window (surfaces are stacked in view order) or
    /// beside it (clipped to a frame apart from it: a navigation bar). `also`: views about to be
    /// lifted with it.
    static func showsAsInWindow(_ view: View, also group: [View] = []) -> Bool {
        var node = view
        while let parent = node.superview {
            guard parent.presentedAlpha >= 1, isUnscaled(parent.presentedTransform) else { return false }
            let siblings = parent.subviews
            var index = siblings.count - 1
            while index >= 0 && siblings[index] !== node {
                let sibling = siblings[index]
                if !sibling.isHidden && sibling.presentedAlpha > 0 && sibling.ownSurfacePlacementStorage != .aboveWindow
                    && !contains(group, sibling) && !isBeside(sibling, node) { return false }
                index -= 1
            }
            guard index >= 0 else { return false }
            node = parent
        }
        return node is Window
    }

    /// Whether `sibling` draws nowhere over `node`: it clips to its bounds, is not transformed, and
    /// the two frames do not meet.
    private static func isBeside(_ sibling: View, _ node: View) -> Bool {
        sibling.clipsToBounds && sibling.transform == .identity && !sibling.frame.intersects(node.frame)
    }

    /// Whether `t` only moves (a surface is placed at a position, never rotated or scaled).
    static func isUnscaled(_ t: AffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
    }

    /// Whether a view inside `view` uses a surface of its own.
    static func holdsOwnSurfaceViews(_ view: View) -> Bool {
        for sub in view.subviews {
            if sub.ownSurfacePlacementStorage != nil || holdsOwnSurfaceViews(sub) { return true }
        }
        return false
    }

    /// `group` holds `view` (a plain loop: a closure would check the main actor at run time).
    private static func contains(_ group: [View], _ view: View) -> Bool {
        for member in group where member === view { return true }
        return false
    }
}
