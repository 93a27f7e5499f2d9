/// Shows the warning a window gives before its idle timeout runs out (`Window.idleWarningInterval`),
/// and takes it away. The widget set's alert does it by default (installed by the platform under
/// `IdleWarningServiceKey`); an app installs its own under the same key to show something else.
@MainActor public protocol IdleWarningPresenting: AnyObject {
    /// Shows the warning in `window`. The idle handler runs after `remaining` unless input comes
    /// first; `extend` starts the wait again (what a "More time" button does).
    func showIdleWarning(in window: Window, remaining: Duration, extend: @escaping @MainActor () -> Void)
    /// Takes the warning away: input came, the time ran out, or the timeout changed.
    func withdrawIdleWarning(in window: Window)
}

/// The key of the window's idle-warning presenter (`Window.services`).
public enum IdleWarningServiceKey: WindowServiceKey {
    public typealias Service = any IdleWarningPresenting
}
