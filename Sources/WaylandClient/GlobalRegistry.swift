/// Tracks the compositor's globals and binds them at a negotiated version.
///
/// Create it, let the display process the initial burst of `wl_registry.global` events (for example
/// with `display.roundtrip()`), then `bind` what you need:
///
/// ```swift
/// let globals = try GlobalRegistry(display: display)
/// try display.roundtrip()
/// let compositor = try globals.bind(WlCompositor.self, versions: 4...6)    // required
/// let viewporter = try globals.bindIfAvailable(WpViewporter.self, versions: 1...1)
/// ```
///
/// The version bound is `min(advertised, versions.upperBound, T.interfaceVersion)`.
public final class GlobalRegistry {
    /// One advertised global.
    public struct Global: Equatable, Sendable {
        /// The registry name to bind with.
        public var name: UInt32
        /// The interface, e.g. `"wl_seat"`.
        public var interface: String
        /// The highest version the compositor offers.
        public var version: UInt32
    }

    /// The `wl_registry` proxy.
    public let registry: WlRegistry

    /// The globals currently advertised, in announcement order.
    public private(set) var globals: [Global] = []

    /// Called for each global announced after creation (including the initial burst).
    public var onGlobalAdded: ((Global) -> Void)?

    /// Called when the compositor removes a global (an output unplugged, a seat gone...).
    public var onGlobalRemoved: ((Global) -> Void)?

    /// Creates the registry on `display`; globals arrive as the display dispatches.
    public init(display: Display) throws(WaylandError) {
        registry = try display.wlDisplay.getRegistry()
        registry.onEvent = { [weak self] event in self?.handle(event) }
    }

    private func handle(_ event: WlRegistry.Event) {
        switch event {
        case let .global(name, interface, version):
            let global = Global(name: name, interface: interface, version: version)
            globals.append(global)
            onGlobalAdded?(global)
        case let .globalRemove(name):
            guard let index = globals.firstIndex(where: { $0.name == name }) else { return }
            let global = globals.remove(at: index)
            onGlobalRemoved?(global)
        }
    }

    /// The first advertised global of `interface`, if any.
    public func global(named interface: String) -> Global? {
        globals.first { $0.interface == interface }
    }

    /// Binds a required global; throws `missingGlobal` naming it when it is absent or too old.
    public func bind<T: Proxy>(_ type: T.Type, versions: ClosedRange<UInt32>) throws(WaylandError) -> T {
        guard let global = global(named: T.interfaceName) else {
            throw .missingGlobal(interface: T.interfaceName, minimumVersion: versions.lowerBound, advertisedVersion: nil)
        }
        return try bind(global, as: type, versions: versions)
    }

    /// Binds an optional global, or returns nil when it is absent or older than `versions`.
    public func bindIfAvailable<T: Proxy>(_ type: T.Type, versions: ClosedRange<UInt32>) throws(WaylandError) -> T? {
        guard let global = global(named: T.interfaceName), global.version >= versions.lowerBound else { return nil }
        return try bind(global, as: type, versions: versions)
    }

    /// Binds a specific advertised global (e.g. one of several `wl_output`s).
    public func bind<T: Proxy>(_ global: Global, as type: T.Type, versions: ClosedRange<UInt32>) throws(WaylandError) -> T {
        guard global.version >= versions.lowerBound else {
            throw .missingGlobal(interface: T.interfaceName, minimumVersion: versions.lowerBound, advertisedVersion: global.version)
        }
        let version = min(global.version, versions.upperBound, T.interfaceVersion)
        return try registry.bind(name: global.name, as: type, version: version)
    }
}
