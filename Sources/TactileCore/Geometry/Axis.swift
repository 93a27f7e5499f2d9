/// A direction along which views are lined up or content scrolls.
public enum Axis: Sendable, Equatable, Hashable { case horizontal, vertical }
