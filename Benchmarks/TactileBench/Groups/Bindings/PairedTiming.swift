/// Per-operation times of two peers (the Swift bindings and libwayland's C API) doing the same
/// thing, sampled alternately in one run so machine noise hits both alike.
struct PairedTiming {
    /// One sample's phases, in nanoseconds per operation (e.g. marshal only, marshal + flush).
    typealias Sample = [Double]

    private(set) var swift: [[Double]] = []
    private(set) var c: [[Double]] = []

    /// Takes `warmUp` unrecorded and `samples` recorded samples of each peer, alternating which goes first.
    init(samples: Int, warmUp: Int, swift swiftSample: () throws -> Sample, c cSample: () throws -> Sample) rethrows {
        for i in 0..<(warmUp + samples) {
            let s: Sample, cs: Sample
            if i % 2 == 0 {
                s = try swiftSample()
                cs = try cSample()
            } else {
                cs = try cSample()
                s = try swiftSample()
            }
            guard i >= warmUp else { continue }
            for (phase, value) in s.enumerated() {
                if swift.count <= phase { swift.append([]) }
                swift[phase].append(value)
            }
            for (phase, value) in cs.enumerated() {
                if c.count <= phase { c.append([]) }
                c[phase].append(value)
            }
        }
    }

    /// The statistics of one phase of each peer.
    func statistics(phase: Int) -> (swift: Statistics, c: Statistics) {
        (Statistics(swift[phase]), Statistics(c[phase]))
    }
}
