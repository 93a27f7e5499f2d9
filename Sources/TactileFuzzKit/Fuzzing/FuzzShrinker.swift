import TactileCore

/// Makes a failing stream small: drops chunks of records (halves, quarters, … single records)
/// while the stream still fails, until no single record can go.
public enum FuzzShrinker {
    /// The smallest stream found that still fails; `fails` decides. At most `budget` runs.
    @MainActor public static func shrink(_ records: [InputRecord], budget: Int = 4000,
                                         fails: ([InputRecord]) -> Bool) -> [InputRecord] {
        var current = records
        var runs = 0
        var chunk = max(1, current.count / 2)
        while runs < budget {
            var removedAny = false
            var start = 0
            while start < current.count && runs < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                runs += 1
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny { chunk = max(1, chunk / 2) }
        }
        return current
    }
}
