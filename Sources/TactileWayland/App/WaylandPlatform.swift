import TactileCore
import TactileKit
import WaylandClient

/// A `Window` on a Wayland compositor: globals, the toplevel surface, seats and outputs.
///
/// It never blocks: `Application.run` drives it from its event loop, and tests drive it step by
/// step against an in-process compositor (`dispatch()` then `update()`). Setup is asynchronous: the
/// globals are bound when the compositor answered the first `wl_display.sync`; a missing required
/// global makes the next `dispatch()` throw.
@MainActor public final class WaylandPlatform {
    /// The connection.
    public let display: Display
    /// The window shown.
    public let window: Window
    private let options: RunOptions
    private let registry: GlobalRegistry
    private var setupCallback: WlCallback?
    private var globals: BoundGlobals?
    private var outputs: [OutputInfo] = []
    private var seats: [SeatInput] = []
    private var failure: PlatformError?
    /// Where the devices report the raw input stream (recording).
    let rawInputTap = RawInputTap()
    /// The locales whose compose tables hardware keyboards try (`RunOptions.composeLocale`).
    let composeLocales: [String]
    /// The window's surface, once the globals are bound.
    public private(set) var windowSurface: WindowSurface?
    /// Idle inhibition and idle notifications, once the globals are bound.
    private(set) var idleServices: IdleServices?
    /// The compositor's input method for the window's text fields, once the globals are bound.
    private(set) var textInput: CompositorTextInput?
    /// The clipboard, once the globals are bound.
    private(set) var clipboard: WaylandClipboard?
    /// Set while requests wait for a full socket to take them (the compositor is not reading).
    public private(set) var hasUnsentRequests = false
    /// Set when deferred work (a redraw, a commit after a configure) is waiting for `update()`.
    public private(set) var hasPendingWork = false
    /// Called when the compositor asks the window to close.
    public var onCloseRequest: (@MainActor () -> Void)?
    /// Told when the window's first frame is committed (`READY=1` to systemd).
    var serviceNotifier: ServiceNotifier?
    /// Set when the compositor asked the window to close and no `onCloseRequest` handles it: the
    /// event loop ends and `Application.run` returns (nothing exits from inside event dispatch).
    public private(set) var isCloseAccepted = false

    /// Starts showing `window` on `display`.
    public init(display: Display, window: Window, options: RunOptions = RunOptions()) throws(PlatformError) {
        self.display = display
        self.window = window
        self.options = options
        onCloseRequest = options.onCloseRequest
        composeLocales = KeyComposer.locales(preferred: options.composeLocale)
        do {
            registry = try GlobalRegistry(display: display)
            let callback = try display.wlDisplay.sync()
            setupCallback = callback
        } catch {
            throw PlatformError(error)
        }
        setupCallback?.onEvent = { [weak self] _ in self?.globalsAnnounced() }
        startRecording(options: options)
        watchIdleness()
        // The widget set's navigation bar for the window's navigation controllers, unless the app
        // installed its own.
        if window.services[NavigationBarServiceKey.self] == nil { NavigationBar.install(in: window) }
        // The widget set's "Do you need more time?" alert before the idle timeout, unless the app
        // installed its own.
        if window.services[IdleWarningServiceKey.self] == nil { IdleWarningAlert.install(in: window) }
        try flush()
    }

    /// The window's idle timeout hears of every input the devices see (a dropped wake touch too);
    /// a window without a timeout or a handler of its own takes the application's.
    private func watchIdleness() {
        window.idleWatch.platformActivity = { [weak rawInputTap] in rawInputTap?.lastActivity }
        let application = Application.shared
        if window.onIdle == nil, let onIdle = application.onIdle { window.onIdle = onIdle }
        if window.idleTimeout == nil, let timeout = application.idleTimeout {
            window.idleWarningInterval = application.idleWarningInterval
            window.idleTimeout = timeout
        }
    }

    /// Connects to the display named in `options` (or the default one) and starts showing `window`.
    public convenience init(window: Window, options: RunOptions = RunOptions()) throws(PlatformError) {
        let display: Display
        do { display = try Display(name: options.displayName) } catch { throw PlatformError(error) }
        try self.init(display: display, window: window, options: options)
    }

    private func globalsAnnounced() {
        setupCallback = nil
        do {
            let bound = try BoundGlobals(registry: registry)
            globals = bound
            // The surface first: the seats' devices look their surfaces up in it.
            let surface = try WindowSurface(window: window, options: options, globals: bound) { [weak self] in self?.outputs ?? [] }
            surface.onWorkPending = { [weak self] in self?.hasPendingWork = true }
            surface.onClose = { [weak self] in self?.closeRequested() }
            windowSurface = surface
            for global in registry.globals { globalAdded(global) }
            registry.onGlobalAdded = { [weak self] global in self?.globalAdded(global) }
            registry.onGlobalRemoved = { [weak self] global in self?.globalRemoved(global) }
            let idle = IdleServices(options: options, globals: bound, surface: surface.surface, clock: window.clock)
            idleServices = idle
            rawInputTap.wakeTouchFilter = idle.wakeTouchFilter
            for seat in seats { idle.seatAdded(seat.seat, name: seat.globalName) }
            let input = CompositorTextInput(mode: options.textEntry, manager: bound.textInputManager, surface: surface.surface)
            textInput = input
            window.services[InputMethodServiceKey.self] = input
            for seat in seats { input.seatAdded(seat.seat, name: seat.globalName) }
            let clipboard = WaylandClipboard(manager: bound.dataDeviceManager, window: window) { [weak tap = rawInputTap] in
                tap?.latestInputSerial
            }
            self.clipboard = clipboard
            window.services[ClipboardServiceKey.self] = clipboard
            for seat in seats { clipboard.seatAdded(seat.seat, name: seat.globalName) }
        } catch {
            failure = error
        }
    }

    private func globalAdded(_ global: GlobalRegistry.Global) {
        guard let globals, let windowSurface else { return }
        do {
            switch global.interface {
            case WlSeat.interfaceName:
                let seat = try registry.bind(global, as: WlSeat.self, versions: 1...8)
                seats.append(SeatInput(globalName: global.name, seat: seat, surfaces: windowSurface, clock: window.clock,
                                       timestampsManager: globals.inputTimestamps, gesturesManager: globals.pointerGestures,
                                       tap: rawInputTap, composeLocales: composeLocales))
                idleServices?.seatAdded(seat, name: global.name)
                textInput?.seatAdded(seat, name: global.name)
                clipboard?.seatAdded(seat, name: global.name)
            case WlOutput.interfaceName:
                let output = try registry.bind(global, as: WlOutput.self, versions: 2...4)
                let info = OutputInfo(globalName: global.name, output: output)
                info.onChange = { [weak self] in self?.windowSurface?.outputsChanged() }
                outputs.append(info)
            default:
                break
            }
        } catch {
            PlatformLog.wayland.error("cannot bind \(global.interface): \(error)")
        }
    }

    private func globalRemoved(_ global: GlobalRegistry.Global) {
        if let index = seats.firstIndex(where: { $0.globalName == global.name }) {
            idleServices?.seatRemoved(name: global.name)
            textInput?.seatRemoved(name: global.name)
            clipboard?.seatRemoved(name: global.name)
            seats[index].remove()
            seats.remove(at: index)
        }
        if let index = outputs.firstIndex(where: { $0.globalName == global.name }) {
            outputs.remove(at: index)
            windowSurface?.outputsChanged()
        }
    }

    private func closeRequested() {
        if let onCloseRequest { onCloseRequest() } else { isCloseAccepted = true }
    }

    // MARK: Driving

    /// The connection's descriptor, for polling.
    public var fileDescriptor: Int32 { display.fileDescriptor }

    /// Reads and dispatches everything the compositor already sent (a whole burst, before anything is
    /// repainted), without blocking; then delivers touch frames that never got their `frame` event,
    /// and touch motion held for a display frame when the window may draw one now.
    public func dispatch() throws(PlatformError) {
        do {
            hasUnsentRequests = !(try display.flushIgnoringFullSocket())
            try display.dispatchAllAvailable()
        } catch { throw PlatformError(error) }
        try dispatchEnded()
    }

    /// After the loop dispatched a batch itself (`Display.dispatchPending()`): frame fallbacks and
    /// setup failures.
    func dispatchEnded() throws(PlatformError) {
        for seat in seats { seat.dispatchEnded() }
        if let failure { throw failure }
        if let error = display.error { throw PlatformError(error) }
    }

    /// Performs the deferred work — a redraw when allowed by frame pacing, the commit after a
    /// configure — and flushes the requests.
    public func update() throws(PlatformError) {
        hasPendingWork = false
        try windowSurface?.update()
        // Only while recording: the size and the clock's time are not free to read on every turn.
        if rawInputTap.recorder != nil { rawInputTap.noteWindowSize(window.bounds.size, at: window.clock.now) }
        try flush()
        if let serviceNotifier, !serviceNotifier.isReady, let windowSurface, windowSurface.frameCount > 0 {
            serviceNotifier.windowCommitted()
        }
    }

    /// Sends what the socket accepts now; the rest stays queued (`hasUnsentRequests`) for the next
    /// flush, which the event loop makes when the socket is writable again. Never blocks.
    public func flush() throws(PlatformError) {
        do { hasUnsentRequests = !(try display.flushIgnoringFullSocket()) } catch { throw PlatformError(error) }
    }

    /// How many seats are bound (tests).
    var seatCount: Int { seats.count }
    /// The seats (tests).
    var seatInputs: [SeatInput] { seats }
    /// Whether any seat holds touch motion for the next display frame (tests).
    var isHoldingTouchMotion: Bool { seats.contains { $0.touch?.assembler.isHolding == true } }
}
