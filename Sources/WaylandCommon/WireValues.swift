import CWaylandUtil

// Conversions between wire values and Swift values, used by the generated bindings of both sides.

/// `Double` → 24.8 fixed point, rounded to nearest; NaN becomes 0 and out-of-range values saturate.
package func waylandFixed(from value: Double) -> Int32 {
    guard !value.isNaN else { return 0 }
    let scaled = (value * 256).rounded()
    if scaled >= Double(Int32.max) { return .max }
    if scaled <= Double(Int32.min) { return .min }
    return Int32(scaled)
}

/// 24.8 fixed point → `Double` (exact).
package func waylandFixedToDouble(_ value: Int32) -> Double {
    Double(value) / 256
}

/// A non-null wire string (a missing one, which a well-behaved peer never sends, becomes "").
package func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
}

/// A nullable wire string.
package func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// The bytes of a wire array (a missing one becomes empty).
package func bytes(_ array: UnsafeMutablePointer<wl_array>?) -> [UInt8] {
    optionalBytes(array) ?? []
}

/// The bytes of a nullable wire array.
package func optionalBytes(_ array: UnsafeMutablePointer<wl_array>?) -> [UInt8]? {
    guard let array else { return nil }
    guard array.pointee.size > 0, let data = array.pointee.data else { return [] }
    return Array(UnsafeRawBufferPointer(start: data, count: array.pointee.size))
}

/// Runs `body` with a C string for `text`, or nil.
package func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}

/// Runs `body` with a `wl_array` viewing `bytes` (valid only during `body`).
package func withWaylandArray<R>(_ bytes: [UInt8], _ body: (UnsafeMutablePointer<wl_array>) -> R) -> R {
    bytes.withUnsafeBytes { buffer in
        var array = wl_array(
            size: buffer.count, alloc: buffer.count, data: UnsafeMutableRawPointer(mutating: buffer.baseAddress))
        return withUnsafeMutablePointer(to: &array) { body($0) }
    }
}

/// Runs `body` with a `wl_array` viewing `bytes`, or nil.
package func withOptionalWaylandArray<R>(_ bytes: [UInt8]?, _ body: (UnsafeMutablePointer<wl_array>?) -> R) -> R {
    guard let bytes else { return body(nil) }
    return withWaylandArray(bytes) { body($0) }
}
