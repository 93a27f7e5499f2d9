import Glibc
import TactileTesting
import TactileTestSupport

/// Counts allocations in a forked child process, then records the figure like
/// `BenchmarkRun.countAllocations`.
///
/// Why a child: once `AllocationCounter.measure` has switched on the runtime's allocation hook, the
/// process's later retains of small strings crash (seen in a debug build: a segfault in
/// `_swift_retain_adapterImpl` printing the very next figure), so the tests already measure in
/// a child that exits right after. `fork()` keeps only the calling thread, which is all the
/// measured code (main-actor, synchronous) needs; the child reports the count through a pipe and
/// `_exit`s without touching anything else.
enum ChildAllocationCount {
    /// Allocations per operation over `operations` runs of `operation` (after one warm-up run),
    /// measured in a child; nil when the hook is missing or the child failed.
    @MainActor static func perOperation(operations: Int, _ operation: () -> Void) -> Double? {
        guard AllocationCounter.isAvailable else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        let pid = fork()
        if pid == 0 {
            close(fds[0])
            operation()
            var total = AllocationCounter.measure { for _ in 0..<operations { operation() } } ?? -1
            _ = write(fds[1], &total, MemoryLayout<Int>.size)
            _exit(0)
        }
        close(fds[1])
        defer { close(fds[0]) }
        guard pid > 0 else { return nil }
        var total = -1
        let got = read(fds[0], &total, MemoryLayout<Int>.size)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        guard got == MemoryLayout<Int>.size, total >= 0 else { return nil }
        return Double(total) / Double(max(1, operations))
    }

    /// Measures and records an `allocations` figure; records a note-only figure if it cannot.
    @MainActor @discardableResult
    static func record(in run: BenchmarkRun, group: String, name: String, target: Target? = .atMost(0),
                       parameters: [String: String] = [:], note: String? = nil, operations: Int,
                       _ operation: () -> Void) -> Figure? {
        let n = max(1, run.count(operations))
        guard let perOp = perOperation(operations: n, operation) else {
            print("  \(name): allocation count unavailable (no runtime hook or the child failed)")
            return nil
        }
        let figure = Figure(group: group, name: name, unit: "allocations", median: perOp, samples: n,
                            target: target, parameters: parameters,
                            note: (note.map { $0 + "; " } ?? "") + "counted in a forked child process")
        run.record(figure)
        return figure
    }
}
