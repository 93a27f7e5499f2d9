import CAllocationProbe

/// Counts Swift heap allocations (class instances, array/set/dictionary storage, closure contexts,
/// boxes) made by the calling thread while `measure` runs.
///
/// It counts the blocks the Swift runtime requests from malloc (`swift_slowAlloc`), through a malloc
/// interposer linked into every binary that uses TactileTestSupport; allocations by C libraries
/// (libwayland, pixman) and by other threads are not counted. Safe in debug and release builds and
/// to call repeatedly. Under AddressSanitizer or ThreadSanitizer, which own malloc, it is unavailable
/// and `measure` returns nil.
///
/// Use it to prove that a hot path (a touch motion, a redraw) allocates nothing in steady state:
/// warm up first, then measure.
public enum AllocationCounter {
    /// Whether allocations can be counted in this process.
    public static var isAvailable: Bool { tactile_allocation_probe_supported() }

    /// How many Swift heap allocations the calling thread made while `body` ran; nil when unavailable.
    public static func measure(_ body: () throws -> Void) rethrows -> Int? {
        guard isAvailable else { return nil }
        tactile_allocation_probe_begin()
        defer { _ = tactile_allocation_probe_end() }
        try body()
        return tactile_allocation_probe_end()
    }
}
