import TactileCore
import WaylandClient

/// The compositor globals the toolkit uses, bound at the versions it understands.
@MainActor final class BoundGlobals {
    let compositor: WlCompositor
    let shm: WlShm
    let wmBase: XdgWmBase
    let subcompositor: WlSubcompositor?
    let viewporter: WpViewporter?
    let fractionalScale: WpFractionalScaleManagerV1?
    let inputTimestamps: ZwpInputTimestampsManagerV1?
    let pointerGestures: ZwpPointerGesturesV1?
    let idleInhibitManager: ZwpIdleInhibitManagerV1?
    let idleNotifier: ExtIdleNotifierV1?
    let presentation: WpPresentation?
    let textInputManager: ZwpTextInputManagerV3?
    let dataDeviceManager: WlDataDeviceManager?

    /// Binds from the globals announced so far; throws naming the first required one missing
    /// (`wl_compositor`, `wl_shm`, `xdg_wm_base`).
    init(registry: GlobalRegistry) throws(PlatformError) {
        do {
            compositor = try registry.bind(WlCompositor.self, versions: 1...5)
            shm = try registry.bind(WlShm.self, versions: 1...1)
            wmBase = try registry.bind(XdgWmBase.self, versions: 1...5)
            subcompositor = try registry.bindIfAvailable(WlSubcompositor.self, versions: 1...1)
            viewporter = try registry.bindIfAvailable(WpViewporter.self, versions: 1...1)
            fractionalScale = viewporter == nil
                ? nil : try registry.bindIfAvailable(WpFractionalScaleManagerV1.self, versions: 1...1)
            inputTimestamps = try registry.bindIfAvailable(ZwpInputTimestampsManagerV1.self, versions: 1...1)
            pointerGestures = try registry.bindIfAvailable(ZwpPointerGesturesV1.self, versions: 1...3)
            idleInhibitManager = try registry.bindIfAvailable(ZwpIdleInhibitManagerV1.self, versions: 1...1)
            idleNotifier = try registry.bindIfAvailable(ExtIdleNotifierV1.self, versions: 1...1)
            presentation = try registry.bindIfAvailable(WpPresentation.self, versions: 1...1)
            textInputManager = try registry.bindIfAvailable(ZwpTextInputManagerV3.self, versions: 1...1)
            dataDeviceManager = try registry.bindIfAvailable(WlDataDeviceManager.self, versions: 1...3)
        } catch {
            throw PlatformError(error)
        }
        wmBase.onEvent = { [weak wmBase] event in
            if case let .ping(serial) = event { try? wmBase?.pong(serial: serial) }
        }
    }
}
