import Foundation
import Testing
import Tactile
import OrderHeadless
@testable import OrderKit

/// The scripted tour writes a PNG per screen and places its order; `ORDER_TOUR_DIR` keeps the
/// pictures (to look at the layout) instead of a temporary directory.
@MainActor @Suite struct OrderTourTests {
    @Test(arguments: [(Size(width: 800, height: 480), "en"), (Size(width: 800, height: 480), "ar"),
                      (Size(width: 1080, height: 1920), "ja")])
    func theTourShowsEveryScreen(size: Size, language: String) throws {
        let keep = ProcessInfo.processInfo.environment["ORDER_TOUR_DIR"]
        let directory = (keep ?? NSTemporaryDirectory() + "order-tour-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            + "/\(Int(size.width))x\(Int(size.height))-\(language)"
        defer { if keep == nil { _ = try? FileManager.default.removeItem(atPath: directory) } }
        let trace = OrderTrace()
        let paths = try OrderTour.run(outputDirectory: directory, size: size, language: language, trace: trace)
        #expect(paths.map { ($0 as NSString).lastPathComponent }
                == ["01-start.png", "02-menu.png", "03-item.png", "04-cart.png", "05-pay.png", "06-done.png", "07-speech-focus.png"])
        for path in paths {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is not a PNG")
        }
        #expect(trace.events.contains(.orderPlaced(order: 101, totalCents: 2290)))
        #expect(trace.screens.suffix(2) == ["done", "start"])
    }
}
