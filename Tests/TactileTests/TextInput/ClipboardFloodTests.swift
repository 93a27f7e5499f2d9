import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
@testable import TactileHeadless
import WaylandServer

/// A compositor that floods the clipboard: offers announced without end and never selected, and an
/// offer listing far more types than any real one. The app keeps a bounded number of each, and
/// pasting a real selection still works afterwards.
@MainActor @Suite struct ClipboardFloodTests {
    @Test func offersAndTypesWithoutEndAreBounded() throws {
        let (h, _, _) = try ClipboardTests().scene()
        let compositor = h.compositor
        let client = try #require(h.toplevel).surface.resource.client
        let device = try #require(compositor.clipboard.devices.first { $0.client === client })
        let clipboard = try #require(h.window.clipboard as? WaylandClipboard)

        // 300 offers of 100 types each; the app reads after every offer (a full socket would
        // disconnect it).
        var mostKept = 0
        for k in 0..<300 {
            let offer = try device.dataOffer()
            compositor.keep(offer)
            for t in 0..<100 { try offer.offer(mimeType: "application/x-flood-\(k)-\(t)") }
            compositor.server.flushClients()
            try h.settle()
            mostKept = max(mostKept, clipboard.keptOfferCount)
        }
        #expect(mostKept == WaylandClipboard.maximumOffers)
        #expect(clipboard.mostKeptTypes == WaylandClipboard.maximumTypesPerOffer)
        #expect(h.display.error == nil)

        // The latest offer becomes the selection with a text type among its first types: pastable.
        let offer = try device.dataOffer()
        compositor.keep(offer)
        try offer.offer(mimeType: "text/plain;charset=utf-8")
        try device.selection(id: offer)
        compositor.server.flushClients()
        try h.settle()
        #expect(clipboard.hasText)
        #expect(clipboard.keptOfferCount <= WaylandClipboard.maximumOffers)
    }
}
