import TactileTestSupport

// `EmulatedWindowSurface` and `MappedFrameBuffer` live in TactileTestSupport (the tests draw through them too).

/// Why the drawing benchmarks cannot run.
enum DrawingBenchError: Error, CustomStringConvertible {
    case noMemory(Int)
    case noPin
    case notMapped

    var description: String {
        switch self {
        case let .noMemory(bytes): "could not map \(bytes) bytes for a frame buffer"
        case .noPin: "the map-pin scene has no pin"
        case .notMapped: "the headless session's window surface is missing"
        }
    }
}
