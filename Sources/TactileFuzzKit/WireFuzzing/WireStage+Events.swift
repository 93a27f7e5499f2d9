import TactileCore
import WaylandServer
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

extension WireStage {
    /// Sends `event` to the child, as raw as the wire allows. Events on objects the client never
    /// made (no keyboard, no fractional scale…) are dropped.
    func send(_ event: WireEvent) {
        let bound = compositor.boundResources(of: client)
        let serial = compositor.server.nextSerial()
        time &+= 7
        let e = event
        switch e.kind {
        case .touchDown:
            guard let surface else { return }
            for t in bound.touches { try? t.down(serial: serial, time: time, surface: surface, id: e.int32(0), x: e.fixed(1), y: e.fixed(2)) }
        case .touchMotion: for t in bound.touches { try? t.motion(time: time, id: e.int32(0), x: e.fixed(1), y: e.fixed(2)) }
        case .touchUp: for t in bound.touches { try? t.up(serial: serial, time: time, id: e.int32(0)) }
        case .touchFrame: for t in bound.touches { try? t.frame() }
        case .touchCancel: for t in bound.touches { try? t.cancel() }
        case .touchShape: for t in bound.touches where t.version >= 6 { try? t.shape(id: e.int32(0), major: e.fixed(1), minor: e.fixed(2)) }
        case .touchOrientation: for t in bound.touches where t.version >= 6 { try? t.orientation(id: e.int32(0), orientation: e.fixed(1)) }
        case .pointerEnter:
            guard let surface else { return }
            for p in bound.pointers { try? p.enter(serial: serial, surface: surface, surfaceX: e.fixed(0), surfaceY: e.fixed(1)) }
        case .pointerLeave:
            guard let surface else { return }
            for p in bound.pointers { try? p.leave(serial: serial, surface: surface) }
        case .pointerMotion: for p in bound.pointers { try? p.motion(time: time, surfaceX: e.fixed(0), surfaceY: e.fixed(1)) }
        case .pointerButton:
            for p in bound.pointers { try? p.button(serial: serial, time: time, button: e.uint32(0), state: .init(rawValue: e.uint32(1))) }
        case .pointerAxis: for p in bound.pointers { try? p.axis(time: time, axis: .init(rawValue: e.uint32(0)), value: e.fixed(1)) }
        case .pointerFrame: for p in bound.pointers where p.version >= 5 { try? p.frame() }
        case .pointerAxisSource: for p in bound.pointers where p.version >= 5 { try? p.axisSource(axisSource: .init(rawValue: e.uint32(0))) }
        case .pointerAxisStop: for p in bound.pointers where p.version >= 5 { try? p.axisStop(time: time, axis: .init(rawValue: e.uint32(0))) }
        case .pointerAxisDiscrete:
            for p in bound.pointers where (5..<8).contains(p.version) { try? p.axisDiscrete(axis: .init(rawValue: e.uint32(0)), discrete: e.int32(1)) }
        case .pointerAxisValue120:
            for p in bound.pointers where p.version >= 8 { try? p.axisValue120(axis: .init(rawValue: e.uint32(0)), value120: e.int32(1)) }
        case .keymap: sendKeymap(lie: WireKeymapLie(rawValue: Int(e.uint32(0) % 7)) ?? .honest, size: e.uint32(1), to: bound.keyboards)
        case .keyboardEnter:
            guard let surface else { return }
            var keys: [UInt8] = []
            for i in 0..<min(Int(e.uint32(0)), 64) { withUnsafeBytes(of: (e.uint32(1) &+ UInt32(i)).littleEndian) { keys += $0 } }
            for k in bound.keyboards { try? k.enter(serial: serial, surface: surface, keys: keys) }
        case .keyboardLeave:
            guard let surface else { return }
            for k in bound.keyboards { try? k.leave(serial: serial, surface: surface) }
        case .key: for k in bound.keyboards { try? k.key(serial: serial, time: time, key: e.uint32(0), state: .init(rawValue: e.uint32(1))) }
        case .modifiers:
            for k in bound.keyboards {
                try? k.modifiers(serial: serial, modsDepressed: e.uint32(0), modsLatched: e.uint32(1), modsLocked: e.uint32(2), group: e.uint32(3))
            }
        case .repeatInfo: for k in bound.keyboards where k.version >= 4 { try? k.repeatInfo(rate: e.int32(0), delay: e.int32(1)) }
        case .configure:
            guard let toplevel, !toplevel.isDestroyed else { return }
            try? toplevel.resource.configure(width: e.int32(0), height: e.int32(1), states: Self.stateBytes(e.uint32(2)))
            compositor.sendSurfaceConfigure(to: toplevel, width: e.int32(0), height: e.int32(1))
        case .configureBounds:
            guard let toplevel, !toplevel.isDestroyed, toplevel.resource.version >= 4 else { return }
            try? toplevel.resource.configureBounds(width: e.int32(0), height: e.int32(1))
        case .close:
            guard let toplevel, !toplevel.isDestroyed else { return }
            compositor.sendClose(to: toplevel)
        case .ping: for base in bound.wmBases { try? base.ping(serial: e.uint32(0)) }
        case .wmCapabilities:
            guard let toplevel, !toplevel.isDestroyed, toplevel.resource.version >= 5 else { return }
            let bytes = (0..<min(Int(e.uint32(0)), 64)).flatMap { i in withUnsafeBytes(of: UInt32(i).littleEndian) { Array($0) } }
            try? toplevel.resource.wmCapabilities(capabilities: bytes)
        case .outputGeometry:
            for o in bound.outputs {
                try? o.geometry(x: e.int32(0), y: e.int32(1), physicalWidth: e.int32(2), physicalHeight: e.int32(3),
                                subpixel: .init(rawValue: e.uint32(4)), make: "hostile", model: "wire", transform: .init(rawValue: e.uint32(5)))
            }
        case .outputMode:
            for o in bound.outputs { try? o.mode(flags: .init(rawValue: e.uint32(0)), width: e.int32(1), height: e.int32(2), refresh: e.int32(3)) }
        case .outputScale: for o in bound.outputs { try? o.scale(factor: e.int32(0)) }
        case .outputDone: for o in bound.outputs { try? o.done() }
        case .outputName:
            // At most 1,900 two-byte characters: libwayland's messages are at most 4 KiB.
            let name = String(repeating: "é", count: min(Int(e.uint32(0)), 1_900))
            for o in bound.outputs where o.version >= 4 { try? o.name(name: name) }
        case .fractionalScale: for s in extras.fractionalScales { try? s.resource?.preferredScale(scale: e.uint32(0)) }
        case .inputTimestamp:
            for t in extras.timestamps { try? t.resource?.timestamp(tvSecHi: e.uint32(0), tvSecLo: e.uint32(1), tvNsec: e.uint32(2)) }
        case .bufferRelease:
            guard !bound.buffers.isEmpty else { return }
            try? bound.buffers[Int(e.uint32(0)) % bound.buffers.count].release()
        case .frameDone:
            compositor.eventTime = e.uint32(0)
            compositor.vblank()
        case .surfaceEnter, .surfaceLeave:
            guard let surface, let output = output(Int(e.uint32(0)), bound: bound) else { return }
            if e.kind == .surfaceEnter { try? surface.enter(output: output) } else { try? surface.leave(output: output) }
        case .addOutput: extras.addOutput()
        case .removeOutput: extras.removeOutput(Int(e.uint32(0)))
        case .addSeat: extras.addSeat()
        case .removeSeat: extras.removeSeat(Int(e.uint32(0)))
        case .outputStorm:
            let count = min(Int(e.uint32(0)), 64)
            let first = extras.outputGlobals.count
            for _ in 0..<count { extras.addOutput() }
            for i in first..<(first + count) { extras.removeOutput(2 * i) }  // announced removals
        case .seatCapabilities: for s in bound.seats { try? s.capabilities(capabilities: .init(rawValue: e.uint32(0))) }
        case .textEnter, .textLeave, .textPreedit, .textCommit, .textDelete, .textDone: sendTextInput(e, to: bound.textInputs)
        case .dataOffer, .dataSelection, .dataEnter, .dataLeave, .dataMotion, .dataDrop: sendDataDevice(e, to: bound.dataDevices)
        case .copyText, .sourceSend, .sourceCancelled: sendCopySide(e, bound: bound)
        case .swipeBegin, .swipeUpdate, .swipeEnd, .pinchBegin, .pinchUpdate, .pinchEnd: sendTouchpadGesture(e, bound: bound)
        case .presented, .presentDiscarded, .presentSyncOutput: sendPresentation(e, bound: bound)
        }
        compositor.server.flushClients()
    }

    /// Output `index`: 0 is the compositor's own, then the extra outputs the client bound (removed ones too).
    func output(_ index: Int, bound: BoundResources) -> WlOutputResource? {
        if index == 0 { return bound.outputs.first }
        let extra = extras.extraOutputs.compactMap(\.resource)
        return extra.isEmpty ? bound.outputs.first : extra[(index - 1) % extra.count]
    }

    /// One 32-bit state per set bit of `bits` (bit 31: the raw value 0xFFFF_FFFF).
    static func stateBytes(_ bits: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        for bit in 0..<31 where bits & (1 << UInt32(bit)) != 0 {
            withUnsafeBytes(of: UInt32(bit + 1).littleEndian) { bytes += $0 }
        }
        if bits & 0x8000_0000 != 0 { withUnsafeBytes(of: UInt32.max.littleEndian) { bytes += $0 } }
        return bytes
    }

    /// Sends a keymap that may lie about its file: wrong size, truncated after sending, a pipe, a bad format.
    private func sendKeymap(lie: WireKeymapLie, size: UInt32, to keyboards: [WlKeyboardResource]) {
        guard !keyboards.isEmpty, let made = try? compositor.makeKeymapFile() else { return }
        var descriptor = made.descriptor
        var announced = made.size
        var format = WlKeyboardResource.KeymapFormat.xkbV1
        switch lie {
        case .honest, .truncatedAfterSending, .emptiedAfterSending: break
        case .wrongSize: announced = size
        case .noKeymapFormat: format = .noKeymap
        case .unknownFormat: format = .init(rawValue: max(size, 2))
        case .pipe:
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            close(ends[1])
            descriptor = OwnedFileDescriptor(adopting: ends[0])
            announced = size
        }
        for keyboard in keyboards {
            guard let copy = OwnedFileDescriptor.duplicating(descriptor.rawValue) else { continue }
            try? keyboard.keymap(format: format, fd: copy, size: announced)
        }
        compositor.server.flushClients()
        switch lie {
        case .truncatedAfterSending: _ = ftruncate(descriptor.rawValue, off_t(made.size / 2))
        case .emptiedAfterSending: _ = ftruncate(descriptor.rawValue, 0)
        default: break
        }
        keymapFiles.append(descriptor)
    }
}
