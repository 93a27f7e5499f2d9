// The cache holds the window, the superview and the window's damage coverage as unretained pointers.
// That is safe: they are read only while the cache's generation is the current one, and every view's
// `deinit` bumps the generation before the view goes away, so a view recorded in the current
// generation is still alive (and, with no hierarchy change since, still the window and the
// superview). Turned back into references with `unsafeBitCast` (`unretainedWindow`,
// `View.unretained(_:)`), they cost no weak load and no retain or release, which for views that are
// referenced weakly (every superview, every window) go through a side table. Walks keep the
// pointer, not a reference, in their loop variable.
extension View {
    /// The window, recomputed only when the hierarchy has changed since it was last asked for.
    var cachedWindow: Window? {
        refreshHierarchyCacheIfNeeded()
        // `if let`, not `Optional.map`: a closure here would check the main actor at run time.
        guard let pointer = hierarchyCacheWindow else { return nil }
        return Unmanaged<Window>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The number of ancestors (0 for a root), cached like `cachedWindow`.
    var depthInHierarchy: Int {
        refreshHierarchyCacheIfNeeded()
        return hierarchyCacheDepth
    }

    /// Whether the view is in `window`'s hierarchy (or is `window`), without retaining anything.
    func isInWindow(_ window: Window) -> Bool {
        refreshHierarchyCacheIfNeeded()
        return hierarchyCacheWindow == Unmanaged.passUnretained(window).toOpaque()
    }

    /// The window without a retain, for code that runs no app code while it uses it.
    @inline(__always)
    var unretainedWindow: Window? {
        refreshHierarchyCacheIfNeeded()
        guard let pointer = hierarchyCacheWindow else { return nil }
        return unsafeBitCast(pointer, to: Window.self)
    }

    /// Whether the window's recorded damage already covers any geometry change of this view
    /// (`Window.coversAllWindowDamage`), read without a reference to the window; true outside a
    /// window, where there is nothing to damage.
    @inline(__always)
    var geometryDamageIsCovered: Bool {
        refreshHierarchyCacheIfNeeded()
        guard let coverage = hierarchyCacheDamageCoverage else { return true }
        // A window's damage at its old size does not cover it at its new one.
        return coverage.pointee == Generations.hierarchy.current && hierarchyCacheWindow != Unmanaged.passUnretained(self).toOpaque()
    }

    /// The superview as an unretained pointer (see `View.unretained(_:)`), for walks up the
    /// hierarchy that neither change it nor run app code.
    @inline(__always)
    var superviewPointer: UnsafeMutableRawPointer? {
        refreshHierarchyCacheIfNeeded()
        return hierarchyCacheSuperview
    }

    /// `superviewPointer` of the view `pointer` points to. The view is read before and after a
    /// refresh through fresh casts of the pointer, so no reference to it lives across that call and
    /// the compiler retains nothing.
    @inline(__always)
    static func superviewPointer(of pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        if unretained(pointer).hierarchyCacheGeneration != Generations.hierarchy.current {
            refreshHierarchyCache(of: pointer)
        }
        return unretained(pointer).hierarchyCacheSuperview
    }

    /// The view `pointer` (from `superviewPointer`) points to, without a retain.
    @inline(__always)
    static func unretained(_ pointer: UnsafeMutableRawPointer) -> View {
        unsafeBitCast(pointer, to: View.self)
    }

    @inline(__always)
    private func refreshHierarchyCacheIfNeeded() {
        if hierarchyCacheGeneration != Generations.hierarchy.current {
            View.refreshHierarchyCache(of: Unmanaged.passUnretained(self).toOpaque())
        }
    }

    /// `refreshHierarchyCache()` of the view `pointer` points to, out of line and through a plain
    /// pointer: a walk over unretained ancestors then calls nothing that takes an ancestor as an
    /// object, so the compiler retains none of them (views are weakly referenced, so each retain and
    /// release would go through a side table).
    @inline(never)
    private static func refreshHierarchyCache(of pointer: UnsafeMutableRawPointer) {
        unretained(pointer).refreshHierarchyCache()
    }

    func refreshHierarchyCache() {
        let parent = superview
        var root: View = self
        var depth = 0
        var owner: ObjectIdentifier? = ownSurfacePlacementStorage == nil ? nil : ObjectIdentifier(self)
        while let next = root.superview {
            root = next
            depth += 1
            if next.ownSurfacePlacementStorage != nil { owner = ObjectIdentifier(next) }
        }
        hierarchyCacheGeneration = Generations.hierarchy.current
        let window = root as? Window
        hierarchyCacheWindow = window.map { Unmanaged.passUnretained($0).toOpaque() }
        hierarchyCacheDamageCoverage = window?.wholeDamageCoversAll
        hierarchyCacheSuperview = parent.map { Unmanaged.passUnretained($0).toOpaque() }
        hierarchyCacheDepth = depth
        hierarchyCacheOwnSurfaceOwner = owner
    }
}
