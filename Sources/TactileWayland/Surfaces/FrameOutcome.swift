import TactileCore
/// What presenting one frame on one surface did (`SurfacePresenter.present`).
enum PresentOutcome: Equatable {
    /// A buffer was attached, with `paintedPixels` repainted into it (0 when it already held the frame).
    case attached(paintedPixels: Int)
    /// There was nothing to draw (the view shown on the surface is gone): nothing was attached.
    case nothingToPaint
    /// Every buffer is held by the compositor: nothing was attached; try again after a release.
    case noFreeBuffer

    /// Whether a buffer was attached.
    var attached: Bool {
        if case .attached = self { return true }
        return false
    }
}

/// What drawing a window's frame did to its surfaces, and so what the commit must do: nothing,
/// apply subsurface moves only (no frame callback: nothing was painted to pace), or show painted
/// buffers (paced by a frame callback).
struct FrameOutcome: Equatable {
    /// Whether subsurfaces were moved, cropped or unmapped (or a subsurface committed): state the
    /// parent's commit applies, which paints nothing by itself.
    var changedSurfaces = false
    /// How many buffers were attached, to the window or to its subsurfaces.
    var attachedBuffers = 0
    /// The pixels repainted into those buffers.
    var paintedPixels = 0

    /// Nothing to commit.
    static let unchanged = FrameOutcome()

    /// Whether anything needs committing.
    var needsCommit: Bool { changedSurfaces || attachedBuffers > 0 }
    /// Whether a buffer was attached (the frame painted).
    var painted: Bool { attachedBuffers > 0 }
    /// Whether the frame only moved, cropped or unmapped subsurfaces.
    var movedOnly: Bool { changedSurfaces && attachedBuffers == 0 }

    /// Adds what presenting on one surface did.
    mutating func add(_ presented: PresentOutcome) {
        guard case let .attached(pixels) = presented else { return }
        attachedBuffers += 1
        paintedPixels &+= pixels
    }

    /// Adds what drawing other surfaces of the frame did.
    mutating func add(_ other: FrameOutcome) {
        changedSurfaces = changedSurfaces || other.changedSurfaces
        attachedBuffers += other.attachedBuffers
        paintedPixels &+= other.paintedPixels
    }
}
