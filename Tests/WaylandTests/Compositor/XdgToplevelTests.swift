import Testing
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

@Suite("HeadlessCompositor xdg_toplevel")
struct XdgToplevelTests {
    static let fullscreenState = XdgToplevelResource.State.fullscreen.rawValue
    static let maximizedState = XdgToplevelResource.State.maximized.rawValue

    @Test func configureAckCommitFlow() throws {
        let client = try CompositorClient()
        let toplevel = try TestToplevel(client: client)
        try toplevel.toplevel.setTitle(title: "Pins")
        try toplevel.toplevel.setAppId(appId: "org.tactile.pins")
        try toplevel.surface.commit()
        try client.roundtrip()

        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        #expect(window.title == "Pins" && window.appID == "org.tactile.pins")
        #expect(window.configures.count == 1)
        let serial = try #require(toplevel.lastConfigureSerial)
        #expect(window.configures.first?.serial == serial)
        #expect(toplevel.toplevelConfigures.first?.width == 0)
        #expect(!window.isConfigured)

        try toplevel.xdgSurface.ackConfigure(serial: serial)
        try client.roundtrip()
        #expect(window.ackedConfigure?.serial == serial)
        #expect(!window.isConfigured, "acked but not committed yet")

        let buffer = try client.makeBuffer(width: 30, height: 20, filledWith: 0xFF20_4060)
        try toplevel.surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(window.isConfigured)
        #expect(window.appliedConfigure?.serial == serial)
        #expect(window.surface.size.width == 30)
    }

    @Test func nullBufferUnmapsAndTheNextCommitIsConfiguredAgain() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 10, height: 10, filledWith: 0xFFFF_FFFF)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        #expect(window.isConfigured)
        #expect(window.configures.count == 1)

        try toplevel.surface.attach(buffer: nil, x: 0, y: 0)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(!window.isConfigured)
        #expect(window.surface.buffer == nil)
        #expect(buffer.releaseCount == 1)

        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(window.configures.count == 2)
        #expect(toplevel.lastConfigureSerial == window.configures.last?.serial)
    }

    @Test func fullscreenRequestIsConfiguredAtTheOutputSize() throws {
        let client = try CompositorClient()
        let toplevel = try TestToplevel(client: client)
        try toplevel.toplevel.setFullscreen(output: nil)
        try toplevel.surface.commit()
        try client.roundtrip()
        let configure = try #require(toplevel.toplevelConfigures.last)
        #expect(configure.width == 1280 && configure.height == 800)
        #expect(configure.states.contains(Self.fullscreenState))
        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        #expect(window.wantsFullscreen)

        try toplevel.toplevel.unsetFullscreen()
        try client.roundtrip()
        #expect(toplevel.toplevelConfigures.last?.states.contains(Self.fullscreenState) == false)
    }

    @Test func maximizeRequestIsConfiguredMaximized() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 10, height: 10, filledWith: 0xFFFF_FFFF)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        try toplevel.toplevel.setMaximized()
        try client.roundtrip()
        let configure = try #require(toplevel.toplevelConfigures.last)
        #expect(configure.states.contains(Self.maximizedState))
        #expect(configure.width == 1280 && configure.height == 800)
        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        #expect(window.wantsMaximized)

        try toplevel.xdgSurface.ackConfigure(serial: #require(toplevel.lastConfigureSerial))
        let big = try client.makeBuffer(width: 1280, height: 800, filledWith: 0xFF00_0000)
        try toplevel.surface.attach(buffer: big.buffer, x: 0, y: 0)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(window.appliedConfigure?.states == [.maximized, .activated])
        #expect(window.surface.size.width == 1280)
    }

    @Test func kioskPolicyAndCompositorInitiatedConfigures() throws {
        let client = try CompositorClient(HeadlessCompositor(
            output: OutputSettings(width: 800, height: 480, scale: 2), configuresToplevelsFullscreen: true))
        let toplevel = try TestToplevel(client: client)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(toplevel.toplevelConfigures.last?.width == 400)
        #expect(toplevel.toplevelConfigures.last?.height == 240)

        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        let sent = client.compositor.sendConfigure(to: window, width: 300, height: 200, states: [.maximized])
        try client.roundtrip()
        #expect(toplevel.lastConfigureSerial == sent.serial)
        #expect(toplevel.toplevelConfigures.last?.states == [Self.maximizedState])
    }

    @Test func bufferBeforeTheFirstAckIsAProtocolError() throws {
        let client = try CompositorClient()
        let toplevel = try TestToplevel(client: client)
        let buffer = try client.makeBuffer(width: 4, height: 4, filledWith: 0xFFFF_FFFF)
        try toplevel.surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try toplevel.surface.commit()
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case let .protocolError(interface, objectID, code, _) = error as? WaylandError else { return false }
            return interface == "xdg_surface" && objectID == toplevel.xdgSurface.id
                && code == XdgSurfaceResource.Error.unconfiguredBuffer.rawValue
        }
    }

    @Test func ackOfAnUnknownSerialIsAProtocolError() throws {
        let client = try CompositorClient()
        let toplevel = try TestToplevel(client: client)
        try toplevel.surface.commit()
        try client.roundtrip()
        try toplevel.xdgSurface.ackConfigure(serial: 99_999)
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case let .protocolError(interface, _, code, _) = error as? WaylandError else { return false }
            return interface == "xdg_surface" && code == XdgSurfaceResource.Error.invalidSerial.rawValue
        }
    }

    @Test func popupIsConfiguredFromItsPositioner() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 100, height: 100, filledWith: 0xFFFF_FFFF)
        let parent = try client.makeMappedToplevel(buffer: buffer)
        let positioner = try client.wmBase.createPositioner()
        try positioner.setSize(width: 40, height: 30)
        try positioner.setAnchorRect(x: 10, y: 10, width: 20, height: 10)
        try positioner.setAnchor(anchor: .bottomLeft)
        try positioner.setGravity(gravity: .bottomRight)
        let surface = try client.wlCompositor.createSurface()
        let xdgSurface = try client.wmBase.getXdgSurface(surface: surface)
        let popup = try xdgSurface.getPopup(parent: parent.xdgSurface, positioner: positioner)
        var geometry: [Int32] = []
        popup.onEvent = { event in
            if case let .configure(x, y, width, height) = event { geometry = [x, y, width, height] }
        }
        try surface.commit()
        try client.roundtrip()
        #expect(geometry == [10, 20, 40, 30])

        let served = try #require(client.compositor.popup(surfaceID: surface.id))
        var dismissed = false
        popup.onEvent = { event in if case .popupDone = event { dismissed = true } }
        client.compositor.dismiss(served)
        try client.roundtrip()
        #expect(dismissed)
    }
}
