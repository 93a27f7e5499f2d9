// The module apps import: the engine, the widget set and the Wayland platform in one.
@_exported import TactileCore
@_exported import TactileKit
@_exported import TactileWayland
