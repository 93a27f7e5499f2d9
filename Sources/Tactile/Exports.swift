@_exported import TactileCore
