#if canImport(Glibc)
import Glibc
#endif
import TactileCore
import TactileKit
import WaylandClient

/// A `Window` shown as an xdg_toplevel: configure handling, frame pacing, damage-tracked drawing
/// into shm buffers, and the subsurfaces of views that use their own surface.
///
/// Lifecycle: the surface is committed once without a buffer; nothing is drawn before the first
/// `xdg_surface.configure`. Every configure is acked and followed by a commit. A configured size
/// becomes the window's frame (autoresizing applies at once and the window is marked for layout,
/// which runs before the next frame is drawn); 0×0 keeps the current size.
///
/// Pacing: a frame is drawn only when something changed (the window reported damage or a layout
/// mark, a configure or scale change, a running animation) and no frame callback is pending — at
/// most one repaint per frame callback. Each frame first runs the window's layout pass and damages
/// what animations moved; while an animation runs every frame asks for the next, and with nothing
/// animating none is asked for. A frame that only moves view subsurfaces paints nothing: it is
/// committed without a frame callback (`FrameOutcome`).
///
/// Drawing reads the window's tree and never changes it: what the subsurfaces show (views above or
/// below the window, the touch overlay) is passed to the renderer as `RenderExclusions`
/// (`WindowSurface+Frames.swift`). Input devices find the window's surfaces through it
/// (`WindowSurface+SurfaceLookup.swift`); touch motion held for a display frame is delivered from
/// it (`WindowSurface+HeldTouches.swift`).
@MainActor public final class WindowSurface {
    /// The window shown.
    public let window: Window
    let surface: WlSurface
    let xdgSurface: XdgSurface
    let toplevel: XdgToplevel
    let presenter: SurfacePresenter
    /// Paints every frame (one renderer for the surface's life, not one allocated per frame).
    let renderer = ViewRenderer()
    let globals: BoundGlobals
    private let outputs: () -> [OutputInfo]
    private var fractionalScale: WpFractionalScaleV1?

    /// The states of the last configure (fullscreen, maximized, activated...).
    public private(set) var states: ToplevelState = []
    /// Whether the first configure arrived (drawing is allowed).
    public private(set) var isConfigured = false
    /// The logical size in points the window is drawn at.
    public private(set) var size: Size
    /// How many frames the main surface drew.
    public var frameCount: Int { presenter.frameCount }
    /// The damage (buffer pixels) reported with the main surface's last frame.
    public var lastFrameDamage: DamageRegion { presenter.lastDamage }
    /// How many frames were shown from the scroll pool, where whole-window scrolls slide (tests, measurements).
    public var scrollPoolFrameCount: Int { presenter.rowPool?.frameCount ?? 0 }
    /// How many of the scroll pool's frames the compositor holds (tests).
    public var heldScrollPoolFrames: Int { presenter.rowPool?.heldRows.count ?? 0 }
    /// The bytes mapped by the buffers of the window and of its views' own surfaces (tests, measurements).
    var mappedBufferBytes: Int { presenter.swapchain.mappedByteCount + viewSurfaces.mappedBufferBytes }

    private var pendingConfigure: (width: Int32, height: Int32, states: ToplevelState)?
    /// The serial of the latest `xdg_surface.configure`, acked by the next `update()`.
    var serialToAck: UInt32?
    /// A configure waits for its ack and commit.
    var mustCommit = false
    /// Something changed since the last frame was drawn.
    var needsRedraw = true
    /// The frame callback of the last painted commit, until the compositor answers it.
    var frameCallback: WlCallback?
    /// When frames reach the screen (`wp_presentation`), for resampled touch delivery.
    let presentationFeedback: PresentationFeedback
    /// The seats' touch assemblers, told of display frames (`WindowSurface+TouchFrames.swift`).
    var touchAssemblers: [TouchFrameAssembler] = []
    /// The longest touch motion waits for a display frame: one refresh interval and a quarter
    /// (60 Hz until the output says otherwise).
    var maximumTouchHold: Duration = .microseconds(20_833)
    private(set) var scale = SurfaceScale()
    /// The transform of the outputs the surface is on (of all outputs before it entered one), when
    /// they agree; `normal` otherwise.
    private var outputTransform = OutputTransform.normal
    private var enteredOutputs: [ObjectIdentifier] = []
    /// Set while a frame is drawn: damage reported meanwhile belongs to it and asks for no redraw.
    var isDrawing = false
    /// The damage the frame being drawn repaints (`Window.takeDamage`), kept between frames for its
    /// storage: window content and views on their own surfaces.
    var frameContentDamage: [Rect] = []
    var frameOwnDamage: [OwnSurfaceDamage] = []
    private var loggedClamp = false
    let viewSurfaces: ViewSurfaceSet
    /// The touch overlay's own subsurface, while the overlay is on (`WindowSurface+Frames.swift`).
    var overlaySurface: TouchOverlaySurface?
    /// Commits that only repositioned view subsurfaces, without a frame callback (tests, measurements).
    var moveOnlyCommitCount = 0
    /// Pixels painted into the buffers of this window's surfaces so far, the window's and its
    /// views' (measurements: what each frame repainted).
    public internal(set) var paintedPixelCount = 0

    /// Asks the owner to run `update()` soon (the event loop's deferred work).
    var onWorkPending: (@MainActor () -> Void)?
    /// The compositor asked to close the window.
    var onClose: (@MainActor () -> Void)?
    /// Whether the app asked for fullscreen (`RunOptions.fullscreen`).
    private let wantsFullscreen: Bool
    /// Called once, after the first commit that attached a buffer (`RunOptions.onFirstFrame`).
    var onFirstFrame: (@MainActor (Size) -> Void)?

    init(window: Window, options: RunOptions, globals: BoundGlobals, outputs: @escaping () -> [OutputInfo]) throws(PlatformError) {
        self.window = window
        self.globals = globals
        self.outputs = outputs
        onFirstFrame = options.onFirstFrame
        wantsFullscreen = options.fullscreen
        if window.touchOverlayEnabled && window.touchOverlay.textDrawer == nil { window.touchOverlay.textDrawer = FontOverlayText() }
        let requested = options.size ?? window.bounds.size
        let fitted = BufferLimits.clamped(width: BufferLimits.wholePoints(requested.width),
                                          height: BufferLimits.wholePoints(requested.height))
        size = Size(width: Double(fitted.width), height: Double(fitted.height))
        do {
            surface = try globals.compositor.createSurface()
            xdgSurface = try globals.wmBase.getXdgSurface(surface: surface)
            toplevel = try xdgSurface.getToplevel()
            presenter = SurfacePresenter(surface: surface, swapchain: BufferSwapchain(shm: globals.shm))
            presenter.viewport = try globals.viewporter?.getViewport(surface: surface)
            viewSurfaces = ViewSurfaceSet(parent: surface, globals: globals)
            presentationFeedback = PresentationFeedback(presentation: globals.presentation, clock: window.clock)
            if let manager = globals.fractionalScale {
                fractionalScale = try manager.getFractionalScale(surface: surface)
            }
            try toplevel.setTitle(title: options.title)
            try toplevel.setAppId(appId: options.appID)
            if options.fullscreen { try toplevel.setFullscreen(output: nil) }
            if options.maximized { try toplevel.setMaximized() }
            try surface.commit()
        } catch {
            throw PlatformError(error)
        }
        installHandlers()
        if window.bounds.size != size { window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        window.onNeedsDisplay = { [weak self] in self?.setNeedsRedraw() }
        // Scrolls move the pixels already drawn (SurfacePresenter); TACTILE_NO_SCROLL_MOVE=1 repaints instead.
        window.retainsScrolledPixels = getenv("TACTILE_NO_SCROLL_MOVE") == nil
        // A scroll of the whole window slides in a pool of rows instead; TACTILE_NO_SCROLL_SLIDE=1 copies.
        presenter.slidesScrolledFrames = getenv("TACTILE_NO_SCROLL_SLIDE") == nil
    }

    private func installHandlers() {
        followRefreshInterval()
        xdgSurface.onEvent = { [weak self] event in
            if case let .configure(serial) = event { self?.configure(serial: serial) }
        }
        toplevel.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case let .configure(width, height, states):
                self.pendingConfigure = (width, height, ToplevelState(wire: states))
            case .close:
                self.onClose?()
            default:
                break
            }
        }
        surface.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case let .enter(output):
                self.enteredOutputs.append(ObjectIdentifier(output))
            case let .leave(output):
                self.enteredOutputs.removeAll { $0 == ObjectIdentifier(output) }
            }
            self.outputsChanged()
        }
        fractionalScale?.onEvent = { [weak self] event in
            guard let self else { return }
            if case let .preferredScale(value) = event {
                self.scale.preferredFraction120 = value
                self.setNeedsRedraw()
            }
        }
    }

    /// Re-reads the scales, transforms and densities of the outputs the surface is on. Wayland does
    /// not say where a window lies across several outputs, so each density covers the whole window
    /// and the first entered output with a believable size sets the thresholds.
    func outputsChanged() {
        let all = outputs()
        let entered = all.filter { enteredOutputs.contains(ObjectIdentifier($0.output)) }
        let densities = entered.compactMap(\.density)
        if window.displayDensities != densities { window.displayDensities = densities }
        let scales = entered.map(\.scale)
        let transforms = Set((entered.isEmpty ? all : entered).map(\.transform))
        let transform = transforms.count == 1 ? transforms.first ?? .normal : .normal
        guard scales != scale.outputScales || transform != outputTransform else { return }
        scale.outputScales = scales
        outputTransform = transform
        setNeedsRedraw()
    }

    /// The logical size of the only output, when there is exactly one and its mode is known.
    private var soleOutputSize: Size? {
        let all = outputs()
        return all.count == 1 ? all[0].logicalSize : nil
    }

    /// The transform frames are drawn with: the output's, while the window is fullscreen on it.
    public var bufferTransform: OutputTransform { states.contains(.fullscreen) ? outputTransform : .normal }

    /// The scale frames are rendered at.
    public var renderScale: Int { scale.renderScale }

    private func configure(serial: UInt32) {
        // Acked in `update()`, before the commit that applies it. xdg-shell lets a client answer only the
        // last of several configures, so a burst costs one ack and one commit, not one per event.
        serialToAck = serial
        let pending = pendingConfigure
        pendingConfigure = nil
        if let pending {
            if pending.states != states { needsRedraw = true }
            states = pending.states
            if pending.width > 0, pending.height > 0 {
                size = clampedSize(width: Int(pending.width), height: Int(pending.height))
            } else if !isConfigured, wantsFullscreen, let outputSize = soleOutputSize {
                // cage and sway answer the first commit with 0×0 and send the fullscreen size only
                // once the window is mapped: start at the output's size instead of drawing a first
                // frame at the requested size and another right after.
                size = clampedSize(width: Int(outputSize.width), height: Int(outputSize.height))
            }
        }
        if window.bounds.size != size {
            window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            needsRedraw = true
        }
        if !isConfigured { needsRedraw = true }
        isConfigured = true
        mustCommit = true
        onWorkPending?()
    }

    /// A configured size within what one shm buffer holds (`BufferLimits`); logged once when clamped.
    private func clampedSize(width: Int, height: Int) -> Size {
        let fitted = BufferLimits.clamped(width: width, height: height)
        if fitted != (width, height) && !loggedClamp {
            loggedClamp = true
            PlatformLog.wayland.warning("configured size \(width)×\(height) exceeds the buffer limits; using \(fitted.width)×\(fitted.height)")
        }
        return Size(width: Double(fitted.width), height: Double(fitted.height))
    }

    func setNeedsRedraw() {
        guard !isDrawing else { return }
        needsRedraw = true
        onWorkPending?()
    }

    /// The view surfaces (tests).
    var subsurfaceCount: Int { viewSurfaces.count }

    /// The window area, in points, that the last frame changed by moving, cropping or unmapping the
    /// surfaces of views (`View.usesOwnSurface`): what the compositor recomposes without the app
    /// painting it (measurements).
    public var lastRecomposedArea: Double { viewSurfaces.lastRecomposedArea }
}
