/// Seeded random sequences of hostile compositor events: plausible gestures and configures mixed
/// with boundary values (0, ±1, 2³¹−1, −2³¹, 2³²−1, sizes just over each limit) for every event a
/// Tactile client binds.
public enum WireSequenceGenerator {
    /// Signed 32-bit boundaries.
    static let int32Edges: [Double] = [0, 1, -1, 2, Double(Int32.max), Double(Int32.min), Double(Int32.max) - 1,
                                       Double(Int32.min) + 1, 32_767, 32_768, 65_535, 65_536, 46_341, 16_384, 16_777_216]
    /// Unsigned 32-bit boundaries.
    static let uint32Edges: [Double] = [0, 1, 2, Double(UInt32.max), Double(UInt32.max) - 1, Double(UInt32.max) - 7,
                                        Double(UInt32.max) - 8, 2_147_483_648, 2_147_483_647, 65_536, 255, 256]
    /// Fixed-point (24.8) boundaries, in window points.
    static let fixedEdges: [Double] = [0, -0.5, 0.5, -1, 8_388_607.99, -8_388_608, 1e9, -1e9, 32_767.5, 1e-3]
    /// Window sizes just around every limit a client may have.
    static let sizeEdges: [Double] = [0, 1, -1, 2, 16_383, 16_384, 32_767, 32_768, 46_340, 46_341, 65_535, 65_536,
                                      Double(Int32.max), Double(Int32.min), 100_000]
    static let scaleEdges: [Double] = [0, -1, 1, 2, 3, 4, 8, 9, 16, 120, 65_536, Double(Int32.max), Double(Int32.min)]
    static let fractionEdges: [Double] = [0, 1, 60, 119, 120, 121, 180, 240, 960, 961, 1_000_000, 2_147_483_648,
                                          Double(UInt32.max) - 118, Double(UInt32.max) - 119, Double(UInt32.max)]
    static let keyEdges: [Double] = [0, 1, 30, 57, 255, 256, 65_535, 2_147_483_647, 2_147_483_648,
                                     Double(UInt32.max) - 8, Double(UInt32.max) - 7, Double(UInt32.max)]

    /// The sequence for `seed`: 1…`maxEvents` events of the kinds in `kinds`.
    public static func generate(seed: UInt64, maxEvents: Int, kinds: Set<WireEvent.Kind> = Set(WireEvent.Kind.allCases)) -> [WireEvent] {
        var random = FuzzRandom(seed: seed)
        let pool = WireEvent.Kind.allCases.filter { kinds.contains($0) }
        guard !pool.isEmpty else { return [] }
        let count = 1 + random.below(max(maxEvents, 1))
        var events: [WireEvent] = []
        events.reserveCapacity(count)
        // A third of the sequences are mostly a plausible gesture, the rest are mostly noise.
        let gestureBias = random.oneIn(3)
        while events.count < count {
            if kinds.contains(.touchDown), gestureBias || random.oneIn(4) {
                events += gesture(&random, kinds: kinds)
            } else if random.oneIn(8) {
                events += hostileExtras(&random, kinds: kinds)
            } else {
                events.append(event(pool[random.below(pool.count)], &random))
            }
        }
        return Array(events.prefix(count))
    }

    /// A touch gesture on the window: one to three fingers down, moving, some lifted, frames.
    static func gesture(_ random: inout FuzzRandom, kinds: Set<WireEvent.Kind>) -> [WireEvent] {
        let fingers = 1 + random.below(3)
        let ids = (0..<fingers).map { _ in random.oneIn(4) ? pick(int32Edges, &random) : Double(random.below(10)) }
        var events: [WireEvent] = []
        var points = ids.map { _ in (random.double(in: 0...800), random.double(in: 0...600)) }
        for (id, p) in zip(ids, points) { events.append(WireEvent(.touchDown, [id, p.0, p.1])) }
        events.append(WireEvent(.touchFrame))
        for _ in 0..<random.below(12) {
            for i in points.indices {
                points[i].0 += random.double(in: -40...40)
                points[i].1 += random.double(in: -40...40)
                events.append(WireEvent(.touchMotion, [ids[i], points[i].0, points[i].1]))
            }
            if kinds.contains(.inputTimestamp), random.oneIn(3) { events.append(event(.inputTimestamp, &random)) }
            if random.oneIn(6) { events.append(event(.frameDone, &random)) }
            events.append(WireEvent(.touchFrame))
        }
        for id in ids where !random.oneIn(5) { events.append(WireEvent(.touchUp, [id])) }
        if random.oneIn(4) { events.append(WireEvent(.touchCancel)) } else { events.append(WireEvent(.touchFrame)) }
        return events
    }

    /// One event of `kind` with random, often boundary, arguments.
    static func event(_ kind: WireEvent.Kind, _ random: inout FuzzRandom) -> WireEvent {
        func i32() -> Double { random.oneIn(2) ? pick(int32Edges, &random) : Double(random.below(2000)) - 1000 }
        func u32() -> Double { random.oneIn(2) ? pick(uint32Edges, &random) : Double(random.below(1000)) }
        func fixed() -> Double { random.oneIn(3) ? pick(fixedEdges, &random) : random.double(in: -50...900) }
        func size() -> Double { random.oneIn(2) ? pick(sizeEdges, &random) : Double(random.below(4000)) }
        func small(_ n: Int) -> Double { Double(random.below(n)) }
        switch kind {
        case .touchDown, .touchMotion: return WireEvent(kind, [i32(), fixed(), fixed()])
        case .touchUp: return WireEvent(kind, [i32()])
        case .touchShape: return WireEvent(kind, [i32(), fixed(), fixed()])
        case .touchOrientation: return WireEvent(kind, [i32(), fixed()])
        case .touchFrame, .touchCancel, .pointerLeave, .pointerFrame, .keyboardLeave, .close, .outputDone, .addOutput, .addSeat:
            return WireEvent(kind)
        case .pointerEnter, .pointerMotion: return WireEvent(kind, [fixed(), fixed()])
        case .pointerButton: return WireEvent(kind, [random.oneIn(2) ? 272 + small(8) : u32(), random.oneIn(3) ? u32() : small(2)])
        case .pointerAxis: return WireEvent(kind, [random.oneIn(4) ? u32() : small(2), fixed()])
        case .pointerAxisSource: return WireEvent(kind, [random.oneIn(3) ? u32() : small(4)])
        case .pointerAxisStop: return WireEvent(kind, [random.oneIn(4) ? u32() : small(2)])
        case .pointerAxisDiscrete, .pointerAxisValue120: return WireEvent(kind, [random.oneIn(4) ? u32() : small(2), i32()])
        case .keymap:
            return WireEvent(kind, [small(WireKeymapLie.allCases.count), random.oneIn(2) ? u32() : small(1 << 20)])
        case .keyboardEnter: return WireEvent(kind, [small(40), pick(keyEdges, &random)])
        case .key: return WireEvent(kind, [random.oneIn(2) ? pick(keyEdges, &random) : small(120), random.oneIn(4) ? u32() : small(2)])
        case .modifiers: return WireEvent(kind, [u32(), u32(), u32(), u32()])
        case .repeatInfo: return WireEvent(kind, [i32(), i32()])
        case .configure: return WireEvent(kind, [size(), size(), Double(random.next() & 0x8000_03FF)])
        case .configureBounds: return WireEvent(kind, [size(), size()])
        case .ping: return WireEvent(kind, [u32()])
        case .wmCapabilities: return WireEvent(kind, [small(70)])
        case .outputGeometry: return WireEvent(kind, [i32(), i32(), i32(), i32(), random.oneIn(3) ? i32() : small(6), random.oneIn(3) ? i32() : small(8)])
        case .outputMode: return WireEvent(kind, [random.oneIn(3) ? u32() : small(4), size(), size(), i32()])
        case .outputScale: return WireEvent(kind, [pick(scaleEdges, &random)])
        case .outputName: return WireEvent(kind, [random.oneIn(4) ? 1_900 : small(300)])
        case .fractionalScale: return WireEvent(kind, [random.oneIn(3) ? 120 + small(400) : pick(fractionEdges, &random)])
        case .inputTimestamp: return WireEvent(kind, [u32(), u32(), random.oneIn(2) ? u32() : small(1_000_000_000)])
        case .bufferRelease: return WireEvent(kind, [small(8)])
        case .frameDone: return WireEvent(kind, [u32()])
        case .surfaceEnter, .surfaceLeave: return WireEvent(kind, [small(6)])
        case .removeOutput, .removeSeat: return WireEvent(kind, [small(4)])
        case .outputStorm: return WireEvent(kind, [1 + small(40)])
        case .seatCapabilities: return WireEvent(kind, [random.oneIn(3) ? u32() : small(8)])
        case .textEnter, .textLeave, .dataLeave, .dataDrop: return WireEvent(kind)
        case .textPreedit:
            return WireEvent(kind, [textLength(&random), small(Int(WireStage.textKinds)), random.oneIn(2) ? i32() : small(40), random.oneIn(2) ? i32() : small(40)])
        case .textCommit: return WireEvent(kind, [textLength(&random), small(Int(WireStage.textKinds))])
        case .textDelete: return WireEvent(kind, [random.oneIn(2) ? u32() : small(40), random.oneIn(2) ? u32() : small(40)])
        case .textDone: return WireEvent(kind, [random.oneIn(2) ? u32() : small(8)])
        case .dataOffer:
            return WireEvent(kind, [random.oneIn(4) ? 200 + small(600) : small(6), random.oneIn(4) ? 3_000 + small(1_000) : 1 + small(40), small(8)])
        case .dataSelection: return WireEvent(kind, [small(12)])
        case .dataEnter, .dataMotion: return WireEvent(kind, [small(12), fixed(), fixed()])
        case .copyText: return WireEvent(kind, [textLength(&random), small(Int(WireStage.textKinds))])
        case .sourceSend: return WireEvent(kind, [small(WireSendPipe.allCases.count), 1 + small(random.oneIn(4) ? 24 : 3), small(3)])
        case .sourceCancelled: return WireEvent(kind, [1 + small(3)])
        case .swipeBegin, .pinchBegin: return WireEvent(kind, [random.oneIn(3) ? u32() : small(6), u32(), random.oneIn(4) ? small(4) : 0])
        case .swipeUpdate: return WireEvent(kind, [fixed(), fixed()])
        case .pinchUpdate: return WireEvent(kind, [fixed(), fixed(), random.oneIn(2) ? pick(fixedEdges, &random) : random.double(in: 0...4), fixed()])
        case .swipeEnd, .pinchEnd: return WireEvent(kind, [u32(), random.oneIn(3) ? i32() : small(2)])
        case .presented:
            return WireEvent(kind, [small(3), u32(), u32(), random.oneIn(2) ? u32() : small(1_000_000_000), random.oneIn(2) ? u32() : 16_666_667,
                                    u32(), u32(), random.oneIn(2) ? u32() : small(16)])
        case .presentDiscarded: return WireEvent(kind, [small(3)])
        case .presentSyncOutput: return WireEvent(kind, [small(3), small(6)])
        }
    }

    /// A copy then hostile sends and cancels on its source, or a whole touchpad gesture (begin,
    /// updates, end), or presentation feedback: the kinds that need a preceding event to reach
    /// anything, kept together so a good fraction of sequences reach them.
    static func hostileExtras(_ random: inout FuzzRandom, kinds: Set<WireEvent.Kind>) -> [WireEvent] {
        var events: [WireEvent] = []
        switch random.below(4) {
        case 0, 1:
            events.append(event(.copyText, &random))
            for _ in 0..<(1 + random.below(4)) { events.append(event(random.oneIn(4) ? .sourceCancelled : .sourceSend, &random)) }
        case 2:
            let pinch = random.oneIn(2)
            events.append(event(pinch ? .pinchBegin : .swipeBegin, &random))
            for _ in 0..<random.below(8) { events.append(event(pinch ? .pinchUpdate : .swipeUpdate, &random)) }
            if !random.oneIn(6) { events.append(event(pinch ? .pinchEnd : .swipeEnd, &random)) }
        default:
            for _ in 0..<(1 + random.below(3)) {
                events.append(event([.presented, .presented, .presentDiscarded, .presentSyncOutput][random.below(4)], &random))
            }
        }
        return events.filter { kinds.contains($0.kind) }
    }

    static func pick(_ values: [Double], _ random: inout FuzzRandom) -> Double { values[random.below(values.count)] }

    /// A text length in bytes: short, or close to what one wire message can carry.
    static func textLength(_ random: inout FuzzRandom) -> Double {
        random.oneIn(4) ? Double(3_900 + random.below(200)) : Double(random.below(64))
    }
}
