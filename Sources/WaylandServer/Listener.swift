import CWaylandServer

/// A heap-allocated `wl_listener` that calls a Swift closure; it unlinks itself on deinit.
///
/// The C callback gets only the `wl_listener*`, so the closure's box is stored right after it in the
/// same allocation and found again by offset. A one-shot listener (for destroy signals) unlinks itself
/// when it fires; a repeating one (e.g. client created) stays linked.
final class Listener {
    private let memory: UnsafeMutableRawPointer
    private let handler: (UnsafeMutableRawPointer?) -> Void
    private let oneShot: Bool
    private var linked = false

    private static let boxOffset = (MemoryLayout<wl_listener>.stride + 15) & ~15

    init(oneShot: Bool, _ handler: @escaping (UnsafeMutableRawPointer?) -> Void) {
        self.handler = handler
        self.oneShot = oneShot
        memory = .allocate(byteCount: Self.boxOffset + MemoryLayout<UnsafeMutableRawPointer>.stride, alignment: 16)
        let listener = memory.bindMemory(to: wl_listener.self, capacity: 1)
        listener.initialize(to: wl_listener(link: wl_list(prev: nil, next: nil), notify: { listener, data in
            guard let listener else { return }
            let box = UnsafeMutableRawPointer(listener).load(fromByteOffset: Listener.boxOffset, as: UnsafeMutableRawPointer.self)
            let owner = Unmanaged<Listener>.fromOpaque(box).takeUnretainedValue()
            if owner.oneShot {
                owner.linked = false
                wl_list_remove(&listener.pointee.link)
                wl_list_init(&listener.pointee.link)
            }
            owner.handler(data)
        }))
        memory.storeBytes(of: Unmanaged.passUnretained(self).toOpaque(), toByteOffset: Self.boxOffset, as: UnsafeMutableRawPointer.self)
    }

    /// The listener to hand to `wl_*_add_destroy_listener`.
    var pointer: UnsafeMutablePointer<wl_listener> {
        linked = true
        return memory.assumingMemoryBound(to: wl_listener.self)
    }

    /// Unlinks the listener from its signal (safe to call when already fired).
    func remove() {
        guard linked else { return }
        linked = false
        wl_list_remove(&memory.assumingMemoryBound(to: wl_listener.self).pointee.link)
    }

    deinit {
        remove()
        memory.deallocate()
    }
}
