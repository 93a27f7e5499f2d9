import TactileCore

/// The object ids the exported views go by: `/org/a11y/atspi/accessible/<id>`. A view keeps its id
/// for its lifetime; ids are never reused, and the table holds views weakly, so an id of a freed view
/// resolves to nothing (a new view at the same address gets a new id).
@MainActor public final class AtspiObjectTable {
    private struct Entry {
        weak var view: View?
    }

    /// The prefix of every exported object's path.
    public static let prefix = "/org/a11y/atspi/accessible"
    /// The application's own object.
    public static let rootPath = prefix + "/root"

    private var views: [UInt64: Entry] = [:]
    private var ids: [ObjectIdentifier: UInt64] = [:]
    private var nextID: UInt64 = 1
    private var sweepAt = 256

    public init() {}

    /// The id of `view`, given on first use.
    public func id(for view: View) -> UInt64 {
        let key = ObjectIdentifier(view)
        if let id = ids[key], views[id]?.view === view { return id }
        let id = nextID
        nextID += 1
        views[id] = Entry(view: view)
        ids[key] = id
        if views.count >= sweepAt { sweep() }
        return id
    }

    /// The path of `view`'s object.
    public func path(for view: View) -> String { "\(Self.prefix)/\(id(for: view))" }

    /// The live view with `id`, if any.
    public func view(for id: UInt64) -> View? { views[id]?.view }

    /// What `path` names: the application root, a live view, or nil (an unknown or freed object).
    public func resolve(_ path: String) -> AtspiNode? {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.prefix + "/"), let id = UInt64(path.dropFirst(Self.prefix.count + 1)),
              let view = view(for: id) else { return nil }
        return .view(view)
    }

    /// How many ids are held (live or not yet swept).
    public var count: Int { views.count }

    /// Drops the entries of freed views.
    private func sweep() {
        for (id, entry) in views where entry.view == nil { views[id] = nil }
        ids = ids.filter { views[$0.value] != nil }
        sweepAt = max(256, views.count * 2)
    }
}
