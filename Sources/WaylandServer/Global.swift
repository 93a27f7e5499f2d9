import CWaylandServer

/// An advertised global. Dropping it (or `destroy()`) withdraws it.
public final class Global {
    /// Creates a resource for a client that bound the global: (client, version, id).
    final class Binding {
        let create: (OpaquePointer, UInt32, UInt32) -> Void
        init(_ create: @escaping (OpaquePointer, UInt32, UInt32) -> Void) { self.create = create }
    }

    private(set) var globalPointer: OpaquePointer?
    private weak var display: ServerDisplay?
    private let binding: Binding

    /// The version advertised.
    public let version: UInt32

    /// The interface advertised, e.g. `"wl_seat"`.
    public let interfaceName: String

    init(
        display: ServerDisplay, pointer: OpaquePointer, interfaceIndex: Int, interfaceName: String, version: UInt32,
        binding: Binding
    ) throws(WaylandServerError) {
        self.display = display
        self.interfaceName = interfaceName
        self.binding = binding
        self.version = version
        let interface = generatedInterfaceTable.pointer(at: interfaceIndex)
        let data = Unmanaged.passUnretained(binding).toOpaque()
        globalPointer = wl_global_create(pointer, interface, Int32(bitPattern: version), data) { client, data, version, id in
            guard let client, let data else { return }
            Unmanaged<Binding>.fromOpaque(data).takeUnretainedValue().create(client, version, id)
        }
        if globalPointer == nil { throw .outOfMemory }
    }

    deinit { destroy() }

    /// Whether the global is still advertised.
    public var isAlive: Bool { globalPointer != nil && display?.isAlive == true }

    /// Announces the global's removal (clients get `global_remove`) but keeps it bindable until
    /// `destroy()`, so a client that binds it before reading the removal is not disconnected.
    public func remove() {
        guard let global = globalPointer, display?.isAlive == true else { return }
        wl_global_remove(global)
    }

    /// Withdraws the global (clients get `global_remove`) and frees it.
    public func destroy() {
        guard let global = globalPointer else { return }
        globalPointer = nil
        // After the display is destroyed, libwayland has already freed its globals.
        if display?.isAlive == true { wl_global_destroy(global) }
    }
}
