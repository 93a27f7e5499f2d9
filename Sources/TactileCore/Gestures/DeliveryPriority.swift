/// A recognizer's delivery-order key as of one hierarchy generation: deeper views first, then
/// recognizers added later first (on the same view).
struct DeliveryPriority {
    var generation: UInt64 = 0
    /// The depth of the recognizer's view (0 without a view).
    var depth = 0
    /// The recognizer's index in its view's `gestureRecognizers`.
    var index = 0
    /// The identity of its view (nil without one).
    var view: ObjectIdentifier?
}

extension GestureRecognizer {
    /// Recomputes `deliveryPriority` if the hierarchy changed since it was computed.
    func refreshDeliveryPriority() {
        let now = Generations.hierarchy.current
        guard record.deliveryPriority.generation != now else { return }
        guard let v = view else {
            record.deliveryPriority = DeliveryPriority(generation: now)
            return
        }
        record.deliveryPriority = DeliveryPriority(generation: now, depth: v.depthInHierarchy,
                                            index: v.gestureRecognizers.firstIndex { $0 === self } ?? 0,
                                            view: ObjectIdentifier(v))
    }
}
