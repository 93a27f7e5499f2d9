// The module apps import: the engine, the widget set, speech, the AT-SPI2 bridge and the Wayland platform in one.
@_exported import TactileCore
@_exported import TactileKit
@_exported import TactileSpeech
@_exported import TactileATSPI
@_exported import TactileWayland
