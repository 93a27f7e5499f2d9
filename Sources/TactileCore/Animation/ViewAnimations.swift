/// One animated property: where it started and the call animating it. It moves towards the
/// model value, which the `animations` block already set.
struct AnimationTrack<Value: Interpolatable> {
    var from: Value
    let group: AnimationGroup

    /// The value shown at the group clock's `now`, given the model value.
    @MainActor func presented(model: Value) -> Value {
        Value.interpolate(from, model, group.fraction)
    }

    @MainActor var isFinished: Bool { group.isFinished }
}

/// The running animations of one view's properties.
@MainActor final class ViewAnimations {
    var center: AnimationTrack<Point>?
    var bounds: AnimationTrack<Rect>?
    var transform: AnimationTrack<AffineTransform>?
    var alpha: AnimationTrack<Double>?
    var backgroundColor: AnimationTrack<Color?>?
    /// The window area the view's subtree covered on screen when last damaged.
    var lastPresentedArea: Rect?
    /// Whether the view is in its window's list of animating views.
    weak var registeredWindow: Window?

    /// The groups animating a property of the view.
    var groups: [AnimationGroup] {
        var result: [AnimationGroup] = []
        for g in [center?.group, bounds?.group, transform?.group, alpha?.group, backgroundColor?.group] {
            if let g, !result.contains(where: { $0 === g }) { result.append(g) }
        }
        return result
    }

    /// Whether every track has finished (or there is none). Plain `if`s: every frame asks, and the
    /// autoclosures of `??` and `&&` would each check the main actor at run time.
    var allFinished: Bool {
        if let center, !center.isFinished { return false }
        if let bounds, !bounds.isFinished { return false }
        if let transform, !transform.isFinished { return false }
        if let alpha, !alpha.isFinished { return false }
        if let backgroundColor, !backgroundColor.isFinished { return false }
        return true
    }

    /// Whether no property is animated.
    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil
    }
}

/// The model geometry of a view before a change (to animate from).
struct GeometrySample {
    var bounds: Rect
    var center: Point
    var transform: AffineTransform
}

/// An animatable property that is not geometry.
enum AnimatedProperty {
    case alpha, backgroundColor
}
