import CSystemdBus

/// A D-Bus message being read or written, borrowed from sd-bus for the duration of the call that
/// handed it over. Reads return nil when the next argument has another type (peers are input).
struct BusMessage {
    /// The `sd_bus_message`.
    let pointer: OpaquePointer

    /// The D-Bus type code of `character` ("s", "o", "i", ...).
    static func code(_ character: Unicode.Scalar) -> CChar { CChar(bitPattern: UInt8(character.value)) }

    var path: String? { sd_bus_message_get_path(pointer).map { String(cString: $0) } }
    var interface: String? { sd_bus_message_get_interface(pointer).map { String(cString: $0) } }
    var member: String? { sd_bus_message_get_member(pointer).map { String(cString: $0) } }
    /// The signature of the whole body ("" for none).
    var signature: String { sd_bus_message_get_signature(pointer, 1).map { String(cString: $0) } ?? "" }
    /// The error name of an error reply, else nil.
    var errorName: String? {
        guard let error = sd_bus_message_get_error(pointer), let name = error.pointee.name else { return nil }
        return String(cString: name)
    }

    // MARK: Writing

    func append(_ value: String) { _ = value.withCString { sd_bus_message_append_basic(pointer, Self.code("s"), $0) } }
    func appendObjectPath(_ value: String) { _ = value.withCString { sd_bus_message_append_basic(pointer, Self.code("o"), $0) } }
    func append(_ value: Int32) { _ = withUnsafePointer(to: value) { sd_bus_message_append_basic(pointer, Self.code("i"), $0) } }
    func append(_ value: UInt32) { _ = withUnsafePointer(to: value) { sd_bus_message_append_basic(pointer, Self.code("u"), $0) } }
    func append(_ value: Int16) { _ = withUnsafePointer(to: value) { sd_bus_message_append_basic(pointer, Self.code("n"), $0) } }
    func append(_ value: Double) { _ = withUnsafePointer(to: value) { sd_bus_message_append_basic(pointer, Self.code("d"), $0) } }
    func append(_ value: Bool) {
        let int: Int32 = value ? 1 : 0
        _ = withUnsafePointer(to: int) { sd_bus_message_append_basic(pointer, Self.code("b"), $0) }
    }

    /// Writes a container (`type` "a", "r" for a struct, "e" for a dict entry, "v") holding what `body` appends.
    func container(_ type: Unicode.Scalar, _ contents: String, _ body: () -> Void) {
        _ = contents.withCString { sd_bus_message_open_container(pointer, Self.code(type), $0) }
        body()
        _ = sd_bus_message_close_container(pointer)
    }

    /// Writes an object reference `(so)`: a bus name and an object path.
    func appendReference(_ reference: AtspiReference) {
        container("r", "so") {
            append(reference.bus)
            appendObjectPath(reference.path)
        }
    }

    // MARK: Reading

    func readString() -> String? { readText("s") }
    func readObjectPath() -> String? { readText("o") }

    func readInt32() -> Int32? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(pointer, Self.code("i"), &value) > 0 ? value : nil
    }

    func readUInt32() -> UInt32? {
        var value: UInt32 = 0
        return sd_bus_message_read_basic(pointer, Self.code("u"), &value) > 0 ? value : nil
    }

    func readDouble() -> Double? {
        var value: Double = 0
        return sd_bus_message_read_basic(pointer, Self.code("d"), &value) > 0 ? value : nil
    }

    func readBool() -> Bool? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(pointer, Self.code("b"), &value) > 0 ? value != 0 : nil
    }

    /// Reads a container's contents with `body` (nil when the next argument is not that container).
    func reading<T>(_ type: Unicode.Scalar, _ contents: String, _ body: () -> T?) -> T? {
        let entered = contents.withCString { sd_bus_message_enter_container(pointer, Self.code(type), $0) }
        guard entered > 0 else { return nil }
        let value = body()
        _ = sd_bus_message_exit_container(pointer)
        return value
    }

    /// Skips arguments of the types `types` ("v": one variant, whatever it holds).
    func skip(_ types: String) { _ = sd_bus_message_skip(pointer, types) }

    private func readText(_ type: Unicode.Scalar) -> String? {
        var text: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(pointer, Self.code(type), &text) > 0, let text else { return nil }
        return String(cString: text)
    }
}
