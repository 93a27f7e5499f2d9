import TactileCore
import WaylandClient

extension SurfacePresenter {
    /// Presents a frame whose scroll move moves the whole frame vertically in the row pool, where
    /// `SlidingFrames` places it: slid (only the uncovered strip and `changed` painted) or copied in
    /// from the frame shown last. Returns nil, having changed nothing, when the frame is not drawn
    /// there. The caller has checked that the geometry is unchanged, unrotated and unscaled by a
    /// viewport, and that there is a previous frame.
    func presentInPool(move: ScrollMove, changed: DamageRegion, width: Int, height: Int, scale: Int,
                       draw: (PixelImage, Int, Int, DamageRegion) -> Void) throws(PlatformError) -> PresentOutcome? {
        let extentRect = PixelRect(x: 0, y: 0, width: width, height: height)
        guard slidesScrolledFrames, move.dx == 0, move.dy != 0, move.rect == extentRect else { return nil }
        if let pool = rowPool, pool.width != width || pool.frameHeight != height {
            // A pool of another size goes once the compositor holds none of its frames.
            guard !pool.isHeld else { return nil }
            rowPool = nil
        }
        if rowPool == nil {
            rowPool = ShmRowPool(shm: swapchain.shm, width: width, frameHeight: height)
            if rowPool == nil {
                if !loggedNoRowPool {
                    loggedNoRowPool = true
                    PlatformLog.wayland.warning("no scroll pool for \(width)×\(height) frames; scrolls copy pixels instead")
                }
                return nil
            }
        }
        guard let pool = rowPool,
              let placement = pool.sliding.placement(for: move, width: width, changed: changed, held: pool.heldRows)
        else { return nil }
        if case .copied(let row) = placement {
            if let front = pool.sliding.frontRow {
                pool.image.apply(move, from: pool.image, sourceRow: front, row: row, frameHeight: height)
            } else if let front = swapchain.front, front.width == width, front.height == height {
                pool.image.apply(move, from: front.image, sourceRow: 0, row: row, frameHeight: height)
            } else {
                return nil
            }
        }
        pool.sliding.repaint(after: move, changed: changed, width: width, into: &repaint)
        let painted = repaint
        if !painted.isEmpty { draw(pool.image, placement.row, scale, painted) }
        let buffer = try pool.attachableFrame(at: placement.row)
        var reported = changed
        reported.formUnion(move.rect)
        swapchain.didPresentElsewhere(damage: reported)
        pool.sliding.didPresent(row: placement.row)
        do throws(WaylandError) {
            try surface.attach(buffer: buffer, x: 0, y: 0)
            // Everything moved: the whole frame is damaged.
            if surface.version >= 4 {
                try surface.damageBuffer(x: 0, y: 0, width: Int32(clamping: width), height: Int32(clamping: height))
            } else {
                try surface.damage(x: 0, y: 0, width: Int32(clamping: width / max(1, scale) + 1),
                                   height: Int32(clamping: height / max(1, scale) + 1))
            }
        } catch {
            throw PlatformError(error)
        }
        frameCount += 1
        lastDamage = reported
        return .attached(paintedPixels: painted.area)
    }
}
