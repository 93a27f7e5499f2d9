import TactileCore
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// An in-process, deterministic Wayland compositor for end-to-end tests.
///
/// Clients connect over a socket pair (`connectClient()`): no socket files, no threads, no timers.
/// Nothing happens until the test pumps: `dispatch()` processes the client requests that arrived and
/// sends the compositor's queued events; `pump(_:)` and `roundtrip(_:)` also let a client `Display`
/// (from `WaylandClient`) read and dispatch what the compositor sent.
///
/// Confinement: the compositor is not `Sendable`, so the compiler keeps each instance inside the
/// isolation domain that created it (one test function, or the main actor). It never spawns threads;
/// every callback runs synchronously inside `dispatch()` / `pump(_:)` on the caller's thread. Give each
/// test its own instance — there is no shared state between instances.
///
/// Globals: `wl_compositor` 5, `wl_subcompositor` 1, `wl_shm` 1 (ARGB8888, XRGB8888), `wl_output` 4,
/// `wl_seat` 8 (pointer, keyboard with a real xkb keymap, touch), `xdg_wm_base` 5, `wp_viewporter` 1
/// (until `withdrawViewporter()`),
/// `zwp_pointer_gestures_v1` 3 (touchpad pinch and swipe injection); `wp_presentation` 1 on request
/// (`offerPresentation()`);
/// `zwp_text_input_manager_v3` 1 on request (`offerTextInput()`), the compositor acting as the input method;
/// `wl_data_device_manager` 3 on request (`offerClipboard()`), the selection only.
public final class HeadlessCompositor {
    /// The in-process server all globals live on.
    public let server: ServerDisplay
    private var globals: [Global] = []
    /// The `wp_viewporter` global (nil once withdrawn).
    private var viewporterGlobal: Global?
    var connections: [ClientLink] = []

    // Objects the protocol refers to by resource.
    var surfaceTable: [ObjectIdentifier: HeadlessSurface] = [:]
    var bufferTable: [ObjectIdentifier: ShmBuffer] = [:]
    var regionTable: [ObjectIdentifier: SurfaceRegion] = [:]
    var xdgSurfaceTable: [ObjectIdentifier: XdgSurfaceRecord] = [:]
    var positionerTable: [ObjectIdentifier: PositionerState] = [:]
    /// Keeps resources that the compositor must reach later (callbacks, pools, ...) alive in Swift.
    var keptResources: [ObjectIdentifier: Resource] = [:]

    /// Every live surface, in creation order.
    public internal(set) var surfaces: [HeadlessSurface] = []
    /// Every live toplevel, in creation order.
    public internal(set) var toplevels: [HeadlessToplevel] = []
    /// Every live popup, in creation order.
    public internal(set) var popups: [HeadlessPopup] = []
    /// Every `wl_surface.commit` received, oldest first.
    public internal(set) var commitLog: [CommitRecord] = []
    /// Called when a `wl_surface.commit` arrives, before anything else happens with it (latency
    /// benchmarks timestamp the commit here). Runs inside `dispatch()`, on the caller's thread.
    public var onCommitArrival: ((CommitArrival) -> Void)?

    /// When frame callbacks complete.
    public var framePacing: FramePacing
    var waitingFrameCallbacks: [WlCallbackResource] = []
    /// When true, buffers replaced on a surface are not released until `releaseWithheldBuffers()`.
    public var withholdsBufferReleases = false
    var withheldBuffers: [ShmBuffer] = []

    /// The single output. Assigning a different value re-sends the output events to bound clients;
    /// a changed logical size (a new mode, scale or rotation) also reconfigures fullscreen and
    /// maximized toplevels to it, as a compositor does when a panel is rotated.
    public var output: OutputSettings {
        didSet {
            guard output != oldValue else { return }
            sendOutputToAll()
            if output.logicalSize != oldValue.logicalSize { reconfigureForOutput() }
        }
    }
    var outputResources: [WlOutputResource] = []

    /// The seat's capabilities. Assigning a different value sends `wl_seat.capabilities` to bound clients.
    public var seatCapabilities: WlSeatResource.Capability {
        didSet { if seatCapabilities != oldValue { sendCapabilitiesToAll() } }
    }
    var seatResources: [WlSeatResource] = []
    var pointerResources: [WlPointerResource] = []
    var keyboardResources: [WlKeyboardResource] = []
    var touchResources: [WlTouchResource] = []
    var activeTouches: [Int32: HeadlessSurface] = [:]
    var pointerFocus: HeadlessSurface?
    var pinchGestureResources: [ZwpPointerGesturePinchV1Resource] = []
    var swipeGestureResources: [ZwpPointerGestureSwipeV1Resource] = []
    var keyboardFocus: HeadlessSurface?
    var keyboard: XKBKeyboard?

    /// The timestamp (milliseconds) put on injected input events and frame callbacks; advance it as needed.
    public var eventTime: UInt32 = 0

    /// When true, a new toplevel is configured fullscreen at the output size (as a kiosk shell does).
    public var configuresToplevelsFullscreen: Bool

    var wmBaseResources: [XdgWmBaseResource] = []
    /// The idle protocols' objects (`offerIdleInhibit()`, `offerIdleNotify()`).
    let idle = HeadlessIdleState()
    /// `wp_presentation`'s state (`offerPresentation()`).
    let presentation = HeadlessPresentationState()
    /// `zwp_text_input_manager_v3`'s objects (`offerTextInput()`).
    let textInput = HeadlessTextInputRegistry()
    /// `wl_data_device_manager`'s objects and the selection (`offerClipboard()`).
    let clipboard = HeadlessClipboard()
    /// Serials of every `xdg_wm_base.pong` received, oldest first.
    public internal(set) var pongs: [UInt32] = []

    /// Creates a compositor with its globals and no clients.
    public init(
        output: OutputSettings = OutputSettings(),
        seatCapabilities: WlSeatResource.Capability = [.pointer, .keyboard, .touch],
        framePacing: FramePacing = .manual,
        configuresToplevelsFullscreen: Bool = false
    ) throws(HeadlessCompositorError) {
        do {
            server = try ServerDisplay()
        } catch {
            throw .server(error)
        }
        self.output = output
        self.seatCapabilities = seatCapabilities
        self.framePacing = framePacing
        self.configuresToplevelsFullscreen = configuresToplevelsFullscreen
        do {
            try advertiseGlobals()
        } catch {
            throw .server(error)
        }
    }

    deinit {
        // Destroying the display destroys every client and resource; their handlers hold `self` weakly,
        // so break the surfaces' self-references here.
        for surface in surfaces { surface.tearDown() }
        server.destroy()
    }

    private func advertiseGlobals() throws(WaylandServerError) {
        globals.append(try server.createGlobal(WlCompositorResource.self, version: 5) { [weak self] in
            self?.bindCompositor($0)
        })
        globals.append(try server.createGlobal(WlSubcompositorResource.self, version: 1) { [weak self] in
            self?.bindSubcompositor($0)
        })
        globals.append(try server.createGlobal(WlShmResource.self, version: 1) { [weak self] in
            self?.bindShm($0)
        })
        globals.append(try server.createGlobal(WlOutputResource.self, version: 4) { [weak self] in
            self?.bindOutput($0)
        })
        globals.append(try server.createGlobal(WlSeatResource.self, version: 8) { [weak self] in
            self?.bindSeat($0)
        })
        globals.append(try server.createGlobal(XdgWmBaseResource.self, version: 5) { [weak self] in
            self?.bindWmBase($0)
        })
        let viewporter = try server.createGlobal(WpViewporterResource.self, version: 1) { [weak self] in
            self?.bindViewporter($0)
        }
        globals.append(viewporter)
        viewporterGlobal = viewporter
        globals.append(try server.createGlobal(ZwpPointerGesturesV1Resource.self, version: 3) { [weak self] in
            self?.bindPointerGestures($0)
        })
    }

    /// Withdraws `wp_viewporter`: clients that connect from now on work without it, as on a
    /// compositor that has none (viewports already made keep working).
    public func withdrawViewporter() {
        guard let global = viewporterGlobal else { return }
        global.destroy()
        globals.removeAll { $0 === global }
        viewporterGlobal = nil
    }

    /// Keeps `resource` reachable until it is destroyed, then runs `cleanup`.
    func keep(_ resource: Resource, onDestroy cleanup: (() -> Void)? = nil) {
        let key = ObjectIdentifier(resource)
        keptResources[key] = resource
        resource.onDestroy = { [weak self] in
            self?.keptResources[key] = nil
            cleanup?()
        }
    }

    // MARK: Lookups for tests

    /// The live surface with protocol id `id` (of `display`'s client when several clients are connected).
    /// Nil when `display` is given but not (or no longer) connected to this compositor.
    public func surface(id: UInt32, of display: Display? = nil) -> HeadlessSurface? {
        guard let display else { return surfaces.first { $0.id == id } }
        guard let client = serverClient(of: display) else { return nil }
        return surfaces.first { $0.id == id && $0.resource.client === client }
    }

    /// The toplevel on the surface with protocol id `surfaceID`.
    public func toplevel(surfaceID: UInt32, of display: Display? = nil) -> HeadlessToplevel? {
        guard let surface = surface(id: surfaceID, of: display) else { return nil }
        return toplevels.first { $0.surface === surface }
    }

    /// The popup on the surface with protocol id `surfaceID`.
    public func popup(surfaceID: UInt32, of display: Display? = nil) -> HeadlessPopup? {
        guard let surface = surface(id: surfaceID, of: display) else { return nil }
        return popups.first { $0.surface === surface }
    }

    /// How many `wl_buffer`s clients currently have.
    public var bufferCount: Int { bufferTable.count }

    /// How many buffers the compositor holds (shown on a surface, or with a withheld release).
    public var heldBufferCount: Int {
        var held = Set<ObjectIdentifier>()
        for surface in surfaces { if let buffer = surface.buffer, buffer.isHeld { held.insert(ObjectIdentifier(buffer)) } }
        for buffer in withheldBuffers { held.insert(ObjectIdentifier(buffer)) }
        return held.count
    }

    /// How many frame callbacks wait for the next `vblank()`.
    public var pendingFrameCallbackCount: Int { waitingFrameCallbacks.count }
}
