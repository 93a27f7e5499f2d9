#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileHeadless

/// The numbered PNGs an example's headless tour writes: `01-start.png`, `02-pan.png`, … in one
/// directory, created when missing.
@MainActor public final class TourShots {
    /// The directory the PNGs go to.
    public let directory: String
    /// The paths written so far, in order.
    public private(set) var written: [String] = []
    private let harness: HeadlessHarness

    /// Shots of what `harness`'s compositor shows, into `directory`.
    public init(of harness: HeadlessHarness, into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.harness = harness
    }

    /// Saves the compositor's view of the window as the next numbered PNG, named after `step`.
    public func take(_ step: String) throws {
        let number = written.count + 1
        let separator = directory.hasSuffix("/") ? "" : "/"
        let path = "\(directory)\(separator)\(number < 10 ? "0" : "")\(number)-\(step).png"
        try harness.screenshot().writePNG(toFile: path)
        written.append(path)
    }
}
