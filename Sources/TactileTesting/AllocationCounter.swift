#if canImport(Glibc)
import Glibc
import Synchronization

/// Counts Swift heap allocations (`swift_allocObject`: class instances, array/set/dictionary
/// storage, closures' contexts) made by the calling thread while `measure` runs, by installing
/// the Swift runtime's instrumentation hook. Returns nil when the runtime does not export it.
///
/// Other threads (tests running in parallel) pass through the hook but are not counted. Use it to
/// prove that a hot path (a touch motion, a redraw) allocates nothing in steady state: warm up first,
/// then measure. Measurements on one thread at a time.
public enum AllocationCounter {
    private typealias AllocFn = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    // Atomics, so the hook can run on any thread without data races.
    private static let count = Atomic<Int>(0)
    private static let countingThread = Atomic<UInt>(0)
    private static let original = Atomic<UInt>(0)

    private static let hook: AllocFn = { metadata, size, alignMask in
        if AllocationCounter.countingThread.load(ordering: .acquiring) == UInt(pthread_self()) {
            AllocationCounter.count.wrappingAdd(1, ordering: .relaxed)
        }
        let fn = unsafeBitCast(AllocationCounter.original.load(ordering: .acquiring), to: AllocFn.self)
        return fn(metadata, size, alignMask)
    }

    /// Whether the runtime exports the instrumentation hook (looked up, not installed).
    public static var isAvailable: Bool {
        let handle = dlopen(nil, RTLD_NOW)
        return dlsym(handle, "_swift_allocObject") != nil
            && dlsym(handle, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly") != nil
    }

    /// How many Swift heap allocations the calling thread made while `body` ran; nil without the hook.
    public static func measure(_ body: () -> Void) -> Int? {
        let handle = dlopen(nil, RTLD_NOW)
        guard let slot = dlsym(handle, "_swift_allocObject"),
              let flag = dlsym(handle, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
        else { return nil }
        let fnSlot = slot.assumingMemoryBound(to: UInt.self)
        let enabled = flag.assumingMemoryBound(to: Bool.self)
        // After a first measurement the slot already holds the hook: keep forwarding to the runtime's own.
        if fnSlot.pointee != unsafeBitCast(hook, to: UInt.self) { original.store(fnSlot.pointee, ordering: .releasing) }
        count.store(0, ordering: .relaxed)
        countingThread.store(UInt(pthread_self()), ordering: .releasing)
        fnSlot.pointee = unsafeBitCast(hook, to: UInt.self)
        enabled.pointee = true
        body()
        enabled.pointee = false
        countingThread.store(0, ordering: .releasing)
        // The slot keeps pointing at the hook, which forwards to the original: a thread that read the
        // flag just before it was cleared still calls a valid function.
        return count.load(ordering: .relaxed)
    }
}
#endif
