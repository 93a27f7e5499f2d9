// The module apps import: the engine, the widget set, speech and the Wayland platform in one.
@_exported import TactileCore
@_exported import TactileKit
@_exported import TactileSpeech
@_exported import TactileWayland
