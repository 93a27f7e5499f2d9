/// Attaching gesture recognizers to a view.
extension View {
    /// The recognizers attached to this view, in the order added.
    public var gestureRecognizers: [GestureRecognizer] { record.gestureRecognizers }

    /// Attaches `g` (detaching it from any other view first).
    public func addGestureRecognizer(_ g: GestureRecognizer) {
        if g.view === self { return }
        g.view?.removeGestureRecognizer(g)
        // Detaching runs actions, which may have attached it again (here or elsewhere): the last
        // attachment made wins; this one does not add a second.
        guard g.view == nil else { return }
        record.gestureRecognizers.append(g)
        g.attach(to: self)
        Generations.hierarchy.advance()
    }

    /// Detaches `g`; it stops tracking its touches and returns to `.possible`.
    public func removeGestureRecognizer(_ g: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === g }) else { return }
        window?.dispatcher.recognizerWillDetach(g, reason: "removed from \(displayName)")
        // The detach ran actions, which may have removed recognizers (this one too): find it again.
        guard let i = gestureRecognizers.firstIndex(where: { $0 === g }) else { return }
        record.gestureRecognizers.remove(at: i)
        g.attach(to: nil)
        Generations.hierarchy.advance()
    }
}
