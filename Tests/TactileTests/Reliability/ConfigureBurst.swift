import TactileTesting
import TactileHeadless
@testable import TactileHeadless
import WaylandServer

extension HeadlessCompositor {
    /// Queues `sizes.count` configures for `toplevel` and flushes once, as a compositor emitting a
    /// burst would. (`sendConfigure` flushes after every configure: a thousand tiny socket writes in a
    /// row make libwayland-server 1.21 drop the client with "error in client communication".)
    /// Returns the last configure.
    @discardableResult
    func sendConfigureBurst(
        to toplevel: HeadlessToplevel, sizes: [(width: Int32, height: Int32)],
        states: [XdgToplevelResource.State] = [.activated]
    ) -> XdgConfigure? {
        var bytes: [UInt8] = []
        for state in states { withUnsafeBytes(of: state.rawValue.littleEndian) { bytes += $0 } }
        var last: XdgConfigure?
        for size in sizes {
            try? toplevel.resource.configure(width: size.width, height: size.height, states: bytes)
            let configure = finishConfigure(toplevel.record, width: size.width, height: size.height, states: states)
            toplevel.configures.append(configure)
            last = configure
        }
        server.flushClients()
        return last
    }
}

/// A mapped window that has drawn its first frame, waiting for a configure burst.
@MainActor struct ConfigureBurstSetUp {
    let harness: PlatformHarness
    let toplevel: HeadlessToplevel
    /// The window's frames drawn so far.
    let framesBefore: Int

    init() throws {
        harness = try PlatformHarness()
        toplevel = try harness.mapWindow()
        harness.compositor.vblank()
        try harness.settle()
        framesBefore = harness.platform.windowSurface?.frameCount ?? 0
    }

    /// `count - 1` sizes that vary, then 321×123.
    static func sizes(count: Int) -> [(width: Int32, height: Int32)] {
        var sizes: [(width: Int32, height: Int32)] = []
        for i in 0..<Int32(count - 1) { sizes.append((width: 150 + i % 97, height: 80 + i % 41)) }
        sizes.append((width: 321, height: 123))
        return sizes
    }
}

