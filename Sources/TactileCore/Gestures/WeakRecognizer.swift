/// A weak reference to a recognizer, through the recognizer's `OwnerLink` so that the recognizer
/// itself gets no side table (its retains stay on the runtime's fast path).
@MainActor
struct WeakRecognizer {
    private weak var link: OwnerLink<GestureRecognizer>?
    var value: GestureRecognizer? { link?.owner }
    init(_ value: GestureRecognizer) { self.link = value.requirementLink }
}
