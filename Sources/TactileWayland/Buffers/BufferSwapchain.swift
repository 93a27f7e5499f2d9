import TactileCore
import WaylandClient

/// The shm buffers of one surface: 2–3 buffers reused in turn, with release tracking.
///
/// `acquire` hands out a buffer the compositor does not hold; when all are held it allocates
/// another, up to `capacity`, and then returns nil — the caller waits for a release
/// (`onBufferReleased`) and tries again. A size change drops the free buffers; held ones of the
/// old size are dropped as they come back. Each buffer's missed damage (buffer age) is kept in a
/// `BufferDamageTracker`, so a reused buffer repaints exactly what changed while it was away.
@MainActor final class BufferSwapchain {
    /// The most buffers alive at once.
    let capacity: Int
    /// What its buffers are allocated through.
    let shm: WlShm
    private(set) var buffers: [ShmBuffer] = []
    private var width = 0, height = 0
    private var damage = BufferDamageTracker<ObjectIdentifier>()
    /// The buffer presented last: it holds the whole previous frame (a `ScrollMove` copies from it).
    private(set) var front: ShmBuffer?
    /// Called when a buffer becomes free again (a repaint that was waiting can go ahead).
    var onBufferReleased: (@MainActor () -> Void)?

    /// A swapchain allocating through `shm`.
    init(shm: WlShm, capacity: Int = 3) {
        self.shm = shm
        self.capacity = max(2, capacity)
    }

    /// The bytes mapped by its buffers (tests, measurements).
    var mappedByteCount: Int { buffers.reduce(0) { $0 + $1.byteCount } }

    /// How many buffers the compositor currently holds.
    var heldCount: Int { buffers.filter(\.isHeld).count }

    /// A free `width`×`height` buffer, or nil when every buffer is held and the cap is reached.
    func acquire(width: Int, height: Int) throws(PlatformError) -> ShmBuffer? {
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            for buffer in buffers where !buffer.isHeld { damage.forget(ObjectIdentifier(buffer)) }
            buffers.removeAll { !$0.isHeld }
            front = nil
        }
        if let free = buffers.first(where: { !$0.isHeld && $0.width == width && $0.height == height }) {
            return free
        }
        guard buffers.count < capacity else { return nil }
        let buffer = try ShmBuffer(shm: shm, width: width, height: height)
        buffer.onRelease = { [weak self] released in self?.released(released) }
        buffers.append(buffer)
        return buffer
    }

    /// What `buffer` must repaint, besides the new damage, before it is shown again: what changed
    /// since it was last drawn, or nil when it was never drawn (repaint it whole).
    func missedDamage(of buffer: ShmBuffer) -> DamageRegion? {
        damage.damage(for: ObjectIdentifier(buffer))
    }

    /// Sets `repaint` to what `buffer` must repaint this frame: `changed`, and what the buffer
    /// missed — outside `moved` (the rect of the frame's scroll move, copied from `front`).
    /// `extent` is the frame's pixels in the window's orientation (a rotated buffer's own size has
    /// its sides swapped): all of it for a buffer never drawn.
    func repaint(of buffer: ShmBuffer, changed: DamageRegion, moved: PixelRect?, extent: PixelRect,
                 into repaint: inout DamageRegion) {
        damage.repaint(for: ObjectIdentifier(buffer), changed: changed, moved: moved, extent: extent, into: &repaint)
    }

    /// Records a frame: `changed` (buffer pixels) changed on screen and `drawn` is up to date;
    /// every other buffer now misses it.
    func didPresent(_ drawn: ShmBuffer, damage changed: DamageRegion) {
        damage.add(changed)
        damage.markPainted(ObjectIdentifier(drawn))
        front = drawn
    }

    /// Records a frame shown from elsewhere (the scroll pool): every buffer now misses `changed`.
    func didPresentElsewhere(damage changed: DamageRegion) {
        damage.add(changed)
    }

    private func released(_ buffer: ShmBuffer) {
        if buffer.width != width || buffer.height != height {
            damage.forget(ObjectIdentifier(buffer))
            buffers.removeAll { $0 === buffer }
            if front === buffer { front = nil }
        }
        onBufferReleased?()
    }
}
