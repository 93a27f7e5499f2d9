import TactileCore

/// One `wl_surface.commit` the compositor received, in arrival order.
public struct CommitRecord: Equatable, Sendable {
    /// The protocol id of the committed surface.
    public var surfaceID: UInt32
    /// Position in the compositor's commit log, from 0.
    public var sequence: Int
    /// Size of the buffer attached by this commit; nil when the commit attached nothing new.
    public var attachedBufferSize: PixelSize?
    /// Whether the commit attached a null buffer (unmapping the surface).
    public var detachedBuffer: Bool
    /// `wl_surface.damage` rectangles, in surface coordinates.
    public var damage: [Rect]
    /// `wl_surface.damage_buffer` rectangles, in buffer pixels.
    public var bufferDamage: [Rect]
    /// True when the surface is a synchronized subsurface: the state was cached until the parent commits.
    public var wasCached: Bool
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable {
    public var width: Int32
    public var height: Int32

    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }
}
