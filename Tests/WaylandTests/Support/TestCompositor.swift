import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// A minimal compositor on the generated server bindings: `wl_compositor`, `wl_shm` and `wl_seat`
/// (keyboard only). Small and reusable; the full `HeadlessCompositor` (TactileTesting) replaces it.
final class TestCompositor {
    let display: ServerDisplay
    private var globals: [Global] = []

    /// Requests received, as `interface.request` strings, in order.
    private(set) var requests: [String] = []
    /// Bytes read from each pool's fd at `create_pool` (pool id → bytes).
    private(set) var poolContents: [UInt32: [UInt8]] = [:]
    /// The versions clients bound, by interface.
    private(set) var boundVersions: [String: UInt32] = [:]
    /// Live keyboards, in creation order.
    private(set) var keyboards: [WlKeyboardResource] = []
    /// Frame callbacks not yet answered, in request order.
    var frameCallbacks: [WlCallbackResource] = []
    /// Surfaces, in creation order.
    private(set) var surfaces: [WlSurfaceResource] = []
    /// Touch objects, in creation order.
    private(set) var touches: [WlTouchResource] = []
    /// Live seats.
    private(set) var seats: [WlSeatResource] = []
    private var resources: [Resource] = []

    /// Advertises the globals at the given versions (nil: not advertised).
    init(compositorVersion: UInt32? = 4, shmVersion: UInt32? = 1, seatVersion: UInt32? = 5) throws {
        display = try ServerDisplay()
        if let compositorVersion {
            globals.append(try display.createGlobal(WlCompositorResource.self, version: compositorVersion) { [unowned self] in
                self.bound($0)
            })
        }
        if let shmVersion {
            globals.append(try display.createGlobal(WlShmResource.self, version: shmVersion) { [unowned self] in
                self.bound($0)
            })
        }
        if let seatVersion {
            globals.append(try display.createGlobal(WlSeatResource.self, version: seatVersion) { [unowned self] in
                self.bound($0)
            })
        }
    }

    deinit {
        // Resource handlers refer to this object unowned: tear the server down while it exists.
        display.destroy()
    }

    private func record(_ resource: Resource, _ request: String) {
        requests.append("\(type(of: resource).interfaceName).\(request)")
    }

    private func keep(_ resource: Resource) {
        resources.append(resource)
        // Weak: resources are destroyed during this object's deinit, when unowned references trap.
        resource.onDestroy = { [weak self, unowned resource] in
            self?.resources.removeAll { $0 === resource }
        }
    }

    private func bound(_ compositor: WlCompositorResource) {
        boundVersions["wl_compositor"] = compositor.version
        compositor.onRequest = { [unowned self, unowned compositor] request in
            switch request {
            case .createSurface(let surface):
                self.record(compositor, "create_surface")
                self.surfaces.append(surface)
                surface.onRequest = { [unowned self, unowned surface] request in
                    switch request {
                    case .frame(let callback):
                        self.record(surface, "frame")
                        self.frameCallbacks.append(callback)
                    default:
                        self.record(surface, "other")
                    }
                }
            case .createRegion(let region):
                self.record(compositor, "create_region")
                self.keep(region)
                region.onRequest = { [unowned self, unowned region] request in
                    if case .destroy = request { self.record(region, "destroy") } else { self.record(region, "add_or_subtract") }
                }
            }
        }
    }

    private func bound(_ shm: WlShmResource) {
        boundVersions["wl_shm"] = shm.version
        try? shm.format(format: .argb8888)
        try? shm.format(format: .xrgb8888)
        shm.onRequest = { [unowned self, unowned shm] request in
            switch request {
            case let .createPool(pool, fd, size):
                self.record(shm, "create_pool")
                guard size > 0 else {
                    shm.postError(WlShmResource.Error.invalidStride, message: "pool size \(size) is not positive")
                    return
                }
                self.poolContents[pool.id] = contents(of: fd, count: Int(size))
                self.keep(pool)
                pool.onRequest = { [unowned self, unowned pool] request in
                    switch request {
                    case .createBuffer(let buffer, _, _, _, _, _):
                        self.record(pool, "create_buffer")
                        self.keep(buffer)
                        buffer.onRequest = { [unowned self, unowned buffer] _ in self.record(buffer, "destroy") }
                    case .destroy:
                        self.record(pool, "destroy")
                    case .resize:
                        self.record(pool, "resize")
                    }
                }
            }
        }
    }

    private func bound(_ seat: WlSeatResource) {
        boundVersions["wl_seat"] = seat.version
        seats.append(seat)
        seat.onDestroy = { [weak self, unowned seat] in self?.seats.removeAll { $0 === seat } }
        try? seat.capabilities(capabilities: [.keyboard])
        seat.onRequest = { [unowned self, unowned seat] request in
            switch request {
            case .getKeyboard(let keyboard):
                self.record(seat, "get_keyboard")
                self.keyboards.append(keyboard)
            case .getPointer(let pointer):
                self.record(seat, "get_pointer")
                self.keep(pointer)
            case .getTouch(let touch):
                self.record(seat, "get_touch")
                self.touches.append(touch)
            case .release:
                self.record(seat, "release")
            }
        }
    }

    /// Withdraws the `wl_seat` global (clients get `global_remove`).
    func withdrawSeat() {
        globals.removeAll { global in
            guard global.interfaceName == "wl_seat" else { return false }
            global.destroy()
            return true
        }
    }

    /// Sends `bytes` as a keymap (raw `format`, so tests can send values the enum does not list).
    func sendKeymap(_ bytes: [UInt8], format: UInt32, to keyboard: WlKeyboardResource) throws {
        let descriptor = try SharedMemory.file(containing: bytes)
        try keyboard.keymap(format: .init(rawValue: format), fd: descriptor, size: UInt32(bytes.count))
    }
}
