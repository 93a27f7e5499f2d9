import TactileCore

/// Random raw input streams, as a recording: interleaved down, motion, up, frame and cancel for up
/// to 20 ids at random times, plus invalid input (unknown ids, a down reusing a live id, up
/// without down, motion after up, frames that never come), extreme coordinates (±1e9, never NaN),
/// zero-length and minutes-long holds, and pointer-as-touch presses.
public enum FuzzStreamGenerator {
    /// A stream of at most `maxRecords` records for `seed`.
    public static func generate(seed: UInt64, maxRecords: Int) -> [InputRecord] {
        var rng = FuzzRandom(seed: seed)
        var records: [InputRecord] = []
        let count = 1 + rng.below(max(1, maxRecords))
        records.reserveCapacity(count + 4)
        var now = Duration.zero
        var live: [(id: Int32, at: Point)] = []
        var pointerDown = false
        let framesNeverCome = rng.oneIn(12)

        func point(_ rng: inout FuzzRandom, near p: Point?) -> Point {
            switch rng.below(40) {
            case 0: return Point(x: rng.oneIn(2) ? 1e9 : -1e9, y: rng.double(in: -1e9...1e9))
            case 1: return Point(x: rng.double(in: -1e6...1e6), y: rng.oneIn(2) ? 1e9 : -1e9)
            case 2...19:
                if let p { return Point(x: p.x + rng.double(in: -30...30), y: p.y + rng.double(in: -30...30)) }
                fallthrough
            default: return Point(x: rng.double(in: -20...420), y: rng.double(in: -20...420))
            }
        }
        func randomID(_ rng: inout FuzzRandom) -> Int32 {
            rng.oneIn(40) ? [Int32.max, -1, 1_000_000][rng.below(3)] : Int32(rng.below(20))
        }

        while records.count < count {
            // Time moves on between records: mostly not at all or a little, sometimes a lot.
            switch rng.below(20) {
            case 0...7: break
            case 8...15: now += .milliseconds(1 + rng.below(40))
            case 16, 17: now += .milliseconds(100 + rng.below(900))
            case 18: now += .seconds(1 + rng.below(5))
            default: if rng.oneIn(4) { now += .seconds(60 * (1 + rng.below(10))) }
            }
            let op = rng.below(100)
            switch op {
            case 0..<18:          // down: usually a fresh id, sometimes a live one
                let id: Int32
                if !live.isEmpty && rng.oneIn(8) { id = live[rng.below(live.count)].id } else { id = randomID(&rng) }
                let p = point(&rng, near: live.last?.at)
                live.removeAll { $0.id == id }
                live.append((id, p))
                records.append(InputRecord(.touchDown(id: id, at: p), at: now))
            case 18..<48:         // motion: usually a live id
                if !live.isEmpty && !rng.oneIn(10) {
                    let i = rng.below(live.count)
                    let p = point(&rng, near: live[i].at)
                    live[i].at = p
                    records.append(InputRecord(.touchMotion(id: live[i].id, to: p), at: now))
                } else {
                    records.append(InputRecord(.touchMotion(id: randomID(&rng), to: point(&rng, near: nil)), at: now))
                }
            case 48..<62:         // up: usually a live id
                if !live.isEmpty && !rng.oneIn(8) {
                    let i = rng.below(live.count)
                    records.append(InputRecord(.touchUp(id: live[i].id), at: now))
                    live.remove(at: i)
                } else {
                    records.append(InputRecord(.touchUp(id: randomID(&rng)), at: now))
                }
            case 62..<92:
                if !framesNeverCome { records.append(InputRecord(.touchFrame, at: now)) }
            case 92..<94:
                records.append(InputRecord(.touchCancel, at: now))
                live.removeAll()
            case 94..<97:
                let button: UInt32 = rng.oneIn(5) ? 0x111 : InputReplayer.primaryButton
                pointerDown.toggle()
                records.append(InputRecord(.pointerButton(button: button, pressed: pointerDown), at: now))
            default:
                records.append(InputRecord(.pointerMotion(to: point(&rng, near: nil)), at: now))
            }
        }
        // End: usually every finger lifts in a last frame; sometimes the stream just stops.
        if !rng.oneIn(4) {
            for t in live { records.append(InputRecord(.touchUp(id: t.id), at: now)) }
            if pointerDown { records.append(InputRecord(.pointerButton(button: InputReplayer.primaryButton, pressed: false), at: now)) }
            records.append(InputRecord(.touchFrame, at: now))
        }
        return records
    }
}
