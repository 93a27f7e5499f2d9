/// The longest increasing subsequence, which a diff keeps in place to move as few elements as
/// possible.
enum LongestIncreasingSubsequence {
    /// For each element of `values` (distinct integers), whether it belongs to one longest strictly
    /// increasing subsequence. O(n log n); O(n) when `values` is already increasing.
    static func members(of values: [Int]) -> [Bool] {
        let n = values.count
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
            return [Bool](repeating: true, count: n)
        }
        // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        tails.reserveCapacity(n)
        var previous = [Int](repeating: -1, count: n)
        for i in 0..<n {
            let v = values[i]
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var members = [Bool](repeating: false, count: n)
        var k = tails.last ?? -1
        while k >= 0 {
            members[k] = true
            k = previous[k]
        }
        return members
    }
}
