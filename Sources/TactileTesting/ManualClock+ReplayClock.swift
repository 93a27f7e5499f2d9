import TactileCore

/// `InputReplayer` drives a `ManualClock`.
extension ManualClock: ReplayClock {}
