/// A process-unique address stored as the "implementation" of every proxy/resource these bindings
/// create, so an object arriving in a message can be recognised as ours before its user data is used.
package let bindingsSentinel: Int = Int(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// `bindingsSentinel` as a pointer.
package var bindingsSentinelPointer: UnsafeRawPointer {
    UnsafeRawPointer(bitPattern: bindingsSentinel)!
}
