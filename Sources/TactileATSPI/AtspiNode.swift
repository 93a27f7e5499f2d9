import TactileCore

/// An object of the exported tree: the application, or a view (a window, a container, an element).
public enum AtspiNode {
    /// The application's root object.
    case application
    /// A window, container or element.
    case view(View)
}
