import WaylandServer

/// The idle protocols, offered on request (a default compositor has neither, like many kiosk
/// compositors): `zwp_idle_inhibit_manager_v1` records which surfaces keep the screen on;
/// `ext_idle_notifier_v1` records the clients' notifications, and tests say when the user went idle
/// and came back.
final class HeadlessIdleState {
    /// Live inhibitors with the surface each was created for.
    var inhibitors: [(inhibitor: ZwpIdleInhibitorV1Resource, surface: HeadlessSurface)] = []
    /// Live notifications with the timeout (milliseconds) each asked for.
    var notifications: [(notification: ExtIdleNotificationV1Resource, timeout: UInt32)] = []
    var offersInhibit = false
    var offersNotify = false
    /// The two globals, once offered (a global lives as long as its object).
    var globals: [Global] = []
}

extension HeadlessCompositor {
    /// Advertises `zwp_idle_inhibit_manager_v1` (version 1) to clients that connect from now on.
    public func offerIdleInhibit() throws(HeadlessCompositorError) {
        guard !idle.offersInhibit else { return }
        try offerGlobal(ZwpIdleInhibitManagerV1Resource.self) { [weak self] in self?.bindIdleInhibitManager($0) }
        idle.offersInhibit = true
    }

    /// Advertises `ext_idle_notifier_v1` (version 1) to clients that connect from now on.
    public func offerIdleNotify() throws(HeadlessCompositorError) {
        guard !idle.offersNotify else { return }
        try offerGlobal(ExtIdleNotifierV1Resource.self) { [weak self] in self?.bindIdleNotifier($0) }
        idle.offersNotify = true
    }

    private func offerGlobal<T: Resource>(_ type: T.Type, bind: @escaping (T) -> Void) throws(HeadlessCompositorError) {
        do {
            idle.globals.append(try server.createGlobal(type, version: 1, bind: bind))
        } catch {
            throw .server(error)
        }
    }

    /// The surfaces that currently inhibit idling (one entry per live inhibitor).
    public var idleInhibitingSurfaces: [HeadlessSurface] { idle.inhibitors.map(\.surface) }

    /// The timeouts (milliseconds) of the live idle notifications.
    public var idleNotificationTimeouts: [UInt32] { idle.notifications.map(\.timeout) }

    /// The user has been idle: sends `idled` to every live notification.
    public func sendUserIdle() {
        for entry in idle.notifications where entry.notification.isAlive { try? entry.notification.idled() }
        server.flushClients()
    }

    /// The user is back: sends `resumed` to every live notification.
    public func sendUserResumed() {
        for entry in idle.notifications where entry.notification.isAlive { try? entry.notification.resumed() }
        server.flushClients()
    }

    private func bindIdleInhibitManager(_ manager: ZwpIdleInhibitManagerV1Resource) {
        keep(manager)
        manager.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case let .createInhibitor(inhibitor, surfaceResource):
                guard let surface = surfaceTable[ObjectIdentifier(surfaceResource)] else { return }
                idle.inhibitors.append((inhibitor, surface))
                inhibitor.onRequest = { _ in }
                inhibitor.onDestroy = { [weak self, weak inhibitor] in
                    self?.idle.inhibitors.removeAll { $0.inhibitor === inhibitor }
                }
            case .destroy:
                break
            }
        }
    }

    private func bindIdleNotifier(_ notifier: ExtIdleNotifierV1Resource) {
        keep(notifier)
        notifier.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case let .getIdleNotification(notification, timeout, _):
                idle.notifications.append((notification, timeout))
                notification.onRequest = { _ in }
                notification.onDestroy = { [weak self, weak notification] in
                    self?.idle.notifications.removeAll { $0.notification === notification }
                }
            case .destroy:
                break
            }
        }
    }
}
