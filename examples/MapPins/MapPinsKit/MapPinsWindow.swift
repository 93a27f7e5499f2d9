import Tactile

/// The app's window. It needs no overrides: the map follows the window's size through its
/// autoresizing mask, and the scene re-places the pins when the map is laid out.
@MainActor public final class MapPinsWindow: Window {}
