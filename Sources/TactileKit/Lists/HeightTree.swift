/// Lengths laid end to end (a list's rows and headers) with O(log n) prefix sums, point updates
/// and offset lookups: a Fenwick tree. The list layout keeps one entry per row, so correcting an
/// estimated row or finding the row at an offset never walks the rows above it.
struct HeightTree {
    /// The length of each entry.
    private(set) var values: [Double] = []
    /// Fenwick partial sums, 1-based (`tree[0]` unused).
    private var tree: [Double] = [0]

    init() {}

    /// A tree of `values` (non-finite or negative lengths count as 0), built in O(n).
    init(_ values: [Double]) {
        self.values = values.map { $0.isFinite ? max($0, 0) : 0 }
        tree = [0] + self.values
        let n = self.values.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
    }

    /// The number of entries.
    var count: Int { values.count }

    /// The sum of all lengths.
    var total: Double { prefix(count) }

    /// The sum of the lengths of entries `0..<end`.
    func prefix(_ end: Int) -> Double {
        var i = min(max(end, 0), count)
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets entry `index` to `length`; returns the change.
    @discardableResult
    mutating func set(_ index: Int, to length: Double) -> Double {
        guard index >= 0, index < count else { return 0 }
        let new = length.isFinite ? max(length, 0) : 0
        let delta = new - values[index]
        guard delta != 0 else { return 0 }
        values[index] = new
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
        return delta
    }

    /// The entry covering `offset`: the last entry whose start is at or before it (0 when empty or
    /// before the start, the last entry past the end). Zero-length entries are skipped forward.
    func index(at offset: Double) -> Int {
        guard count > 0 else { return 0 }
        guard offset > 0 else { return 0 }
        // Largest position p with prefix(p) <= offset, by descending powers of two.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
