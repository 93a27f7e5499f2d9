import ArgumentParser

/// A `WxH` window size in points, as the examples' `--size` flags take it (each side 1...16384).
public struct WindowSize: ExpressibleByArgument, Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        width = w
        height = h
    }

    public var defaultValueDescription: String { "\(width)x\(height)" }
}
