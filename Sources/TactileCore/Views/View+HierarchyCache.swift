import Synchronization

/// A process-wide counter bumped by every change that can alter a view's ancestors or a
/// recognizer's place among its view's recognizers: a view gaining or losing a superview, a view
/// being deinitialized (its subviews silently lose their superview), a recognizer being added or
/// removed, a view opting in or out of its own surface. Facts derived from the hierarchy are cached
/// together with the generation they were computed in and recomputed when it has moved on, so hot
/// paths (touch delivery asking a recognizer for its window, ordering recognizers by depth, damage
/// finding the surface a view draws into) do not walk the superview chain.
///
/// An atomic only because `deinit` is nonisolated; every other use is on the main actor.
enum HierarchyGeneration {
    private static let counter = Atomic<UInt64>(1)

    /// The current generation.
    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Invalidates every cached hierarchy fact.
    static func bump() { counter.wrappingAdd(1, ordering: .relaxed) }
}

extension View {
    /// The window, recomputed only when the hierarchy has changed since it was last asked for.
    var cachedWindow: Window? {
        if hierarchyCacheGeneration != HierarchyGeneration.current { refreshHierarchyCache() }
        return hierarchyCacheWindow
    }

    /// The number of ancestors (0 for a root), cached like `cachedWindow`.
    var depthInHierarchy: Int {
        if hierarchyCacheGeneration != HierarchyGeneration.current { refreshHierarchyCache() }
        return hierarchyCacheDepth
    }

    func refreshHierarchyCache() {
        var root: View = self
        var depth = 0
        var owner: ObjectIdentifier? = ownSurfacePlacementStorage == nil ? nil : ObjectIdentifier(self)
        while let parent = root.superview {
            root = parent
            depth += 1
            if parent.ownSurfacePlacementStorage != nil { owner = ObjectIdentifier(parent) }
        }
        hierarchyCacheGeneration = HierarchyGeneration.current
        hierarchyCacheWindow = root as? Window
        hierarchyCacheDepth = depth
        hierarchyCacheOwnSurfaceOwner = owner
    }
}
