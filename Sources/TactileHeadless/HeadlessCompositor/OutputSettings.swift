/// What the compositor's single `wl_output` announces. Assigning a changed value to
/// `HeadlessCompositor.output` re-sends the output events to every bound client.
public struct OutputSettings: Equatable, Sendable {
    /// The mode's width in pixels.
    public var width: Int32
    /// The mode's height in pixels.
    public var height: Int32
    /// The integer scale factor (`wl_output.scale`).
    public var scale: Int32
    /// Physical width in millimetres.
    public var physicalWidth: Int32
    /// Physical height in millimetres.
    public var physicalHeight: Int32
    /// Refresh rate in mHz.
    public var refresh: Int32
    /// The output name (`wl_output.name`, version 4).
    public var name: String

    /// A 1280×800 panel at scale 1, about 10 inches across.
    public init(
        width: Int32 = 1280, height: Int32 = 800, scale: Int32 = 1, physicalWidth: Int32 = 217,
        physicalHeight: Int32 = 136, refresh: Int32 = 60_000, name: String = "HEADLESS-1"
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.physicalWidth = physicalWidth
        self.physicalHeight = physicalHeight
        self.refresh = refresh
        self.name = name
    }

    /// The output size in surface coordinates (pixels divided by the scale).
    public var logicalSize: (width: Int32, height: Int32) {
        let factor = max(scale, 1)
        return (width / factor, height / factor)
    }
}
