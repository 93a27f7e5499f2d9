import Glibc

/// Monotonic nanoseconds (`CLOCK_MONOTONIC`): the benchmarks' clock. Benchmarks measure real
/// speed; tests never use this. `cpuNow()` (the calling thread's CPU time) serves figures that
/// compare an operation with a floor measured next to it on a shared, loaded machine.
enum Stopwatch {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Nanoseconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`: user and
    /// kernel time, page faults included; time other processes hold the core is not).
    @inline(__always)
    static func cpuNow() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Nanoseconds `body` took.
    @inline(__always)
    static func time(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() &- start
    }
}
