import Testing
import Tactile
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The AT-SPI bridge without a bus: roles and states from traits, object ids, the exported tree's
/// shape (a list exposes its realised cells only), and starting without a bus.
@MainActor @Suite struct AtspiBridgeTests {
    @MainActor final class Rows: CollectionViewDataSource {
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 100_000 }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func rolesComeFromTraits() {
        let scene = ControlScene(width: 400, height: 300)
        let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 40), title: "Pay")
        let label = Label(frame: Rect(x: 0, y: 50, width: 80, height: 20), text: "Total")
        let heading = Label(frame: Rect(x: 0, y: 80, width: 80, height: 20), text: "Cart")
        heading.accessibilityTraits = [.header, .staticText]
        let image = ImageView(image: nil)
        image.accessibilityLabel = "Map"
        let search = TextField(frame: Rect(x: 100, y: 0, width: 120, height: 30))
        search.returnKeyType = .search
        let plainField = TextField(frame: Rect(x: 100, y: 40, width: 120, height: 30))
        let slider = Slider(frame: Rect(x: 100, y: 80, width: 120, height: 30))
        let link = View(frame: .zero)
        link.isAccessibilityElement = true
        link.accessibilityTraits = .link
        let tabs = View(frame: .zero)
        tabs.accessibilityTraits = .tabBar
        let panel = View(frame: .zero)
        panel.accessibilityLabel = "Basket"
        for view in [button, label, heading, image, search, plainField, slider, link, tabs, panel] { scene.window.addSubview(view) }

        #expect(AtspiRole.of(button) == .pushButton)
        #expect(AtspiRole.of(label) == .label)
        #expect(AtspiRole.of(heading) == .heading)
        #expect(AtspiRole.of(image) == .image)
        #expect(AtspiRole.of(search) == .entry)
        #expect(AtspiRole.of(plainField) == .entry)
        #expect(AtspiRole.of(slider) == .slider)
        #expect(AtspiRole.of(link) == .link)
        #expect(AtspiRole.of(tabs) == .pageTabList)
        #expect(AtspiRole.of(panel) == .panel)
        #expect(AtspiRole.of(scene.window) == .frame)
        #expect(AtspiRole.pushButton.rawValue == 43 && AtspiRole.entry.rawValue == 79 && AtspiRole.heading.rawValue == 83)
    }

    @Test func statesComeFromTraitsVisibilityAndFocus() {
        let scene = ControlScene(width: 400, height: 300)
        let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 40), title: "Pay")
        let disabled = Button(frame: Rect(x: 0, y: 50, width: 80, height: 40), title: "Refund")
        disabled.isEnabled = false
        let offscreen = Button(frame: Rect(x: 0, y: 900, width: 80, height: 40), title: "Later")
        let hidden = Button(frame: Rect(x: 0, y: 100, width: 80, height: 40), title: "Secret")
        hidden.isHidden = true
        let field = TextField(frame: Rect(x: 100, y: 0, width: 120, height: 30))
        for view in [button, disabled, offscreen, hidden, field] { scene.window.addSubview(view) }

        let usual: AtspiStates = [.enabled, .sensitive, .visible, .showing, .focusable]
        #expect(AtspiStates.of(button) == usual)
        #expect(!AtspiStates.of(disabled).contains(.enabled) && !AtspiStates.of(disabled).contains(.sensitive))
        #expect(AtspiStates.of(offscreen).contains(.visible) && !AtspiStates.of(offscreen).contains(.showing))
        #expect(!AtspiStates.of(hidden).contains(.visible))
        #expect(AtspiStates.of(field).contains(.editable))
        button.isSelected = true
        #expect(AtspiStates.of(button).contains(.selected))
        let accessibility = Accessibility(speechOutput: RecordingSpeechOutput())
        scene.window.accessibility = accessibility
        accessibility.isKeypadNavigationEnabled = true
        accessibility.focus(button, speak: false)
        #expect(AtspiStates.of(button).contains(.focused))
        #expect(!AtspiStates.of(field).contains(.focused))
    }

    @Test func idsAreStableAndNeverResolveToAFreedView() {
        let table = AtspiObjectTable()
        let kept = View(frame: .zero)
        var freed: View? = View(frame: .zero)
        let keptID = table.id(for: kept)
        let freedID = table.id(for: freed!)
        #expect(table.id(for: kept) == keptID)
        #expect(freedID != keptID)
        #expect(table.resolve(table.path(for: kept)).map { if case .view(let v) = $0 { v === kept } else { false } } == true)
        freed = nil
        #expect(table.view(for: freedID) == nil)
        #expect(table.resolve("\(AtspiObjectTable.prefix)/\(freedID)") == nil)
        #expect(table.resolve("\(AtspiObjectTable.prefix)/999999") == nil)
        #expect(table.resolve("\(AtspiObjectTable.prefix)/not-a-number") == nil)
        #expect(table.resolve("/elsewhere") == nil)
        let newcomer = View(frame: .zero)
        #expect(table.id(for: newcomer) > freedID)
        // Many short-lived views: the table sweeps the dead, and live ids stay.
        for _ in 0..<1000 { _ = table.id(for: View(frame: .zero)) }
        #expect(table.count < 600)
        #expect(table.id(for: kept) == keptID)
    }

    @Test func aListExposesItsRealisedCellsOnly() {
        let scene = ControlScene(width: 300, height: 400)
        let rows = Rows()
        let list = CollectionView(frame: Rect(x: 0, y: 40, width: 300, height: 360), collectionViewLayout: ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = rows
        let title = Label(frame: Rect(x: 0, y: 0, width: 300, height: 40), text: "Menu")
        scene.window.addSubview(title)
        scene.window.addSubview(list)
        scene.window.prepareForFrame()
        let tree = AtspiTree(windows: { [scene.window] })

        let top = tree.children(of: .view(scene.window))
        #expect(top.count == 2 && top[0] === title && top[1] === list)
        #expect(AtspiRole.of(list) == .list)
        #expect(list.accessibilityValue == "100000 items")
        let cells = tree.children(of: .view(list))
        // The cells on screen and the few realised beyond its edges, out of 100,000 items.
        #expect(list.visibleCells.allSatisfy { visible in cells.contains { $0 === visible } })
        #expect(cells.count >= list.visibleCells.count && cells.count < 40, "\(cells.count) cells")
        #expect(cells.allSatisfy { $0 is CollectionViewCell })
        for cell in cells {
            guard case .view(let parent) = tree.parent(of: cell) else { Issue.record("a cell's parent is the application"); continue }
            #expect(parent === list)
        }
        #expect(tree.children(of: .view(title)).isEmpty)
        #expect(tree.object(at: Point(x: 10, y: 10), in: .view(scene.window)) === title)
    }

    @Test func withoutABusItLogsOneLineAndStaysOffWithoutWaiting() {
        let bridge = AtspiBridge(applicationName: "test", windows: { [] }, environment: { name in
            ["TACTILE_ACCESSIBILITY": "1", "AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/tactile-no-bus/bus"][name]
        })
        var states: [AtspiBridge.State] = []
        bridge.onStateChange = { states.append($0) }
        bridge.start()
        #expect(bridge.state == .off)
        #expect(bridge.logCount == 1)
        #expect(bridge.failure?.contains("/nonexistent/tactile-no-bus/bus") == true, "\(bridge.failure ?? "")")
        bridge.start()
        #expect(bridge.logCount == 1)
        #expect(states == [.starting, .off])
    }

    @Test func withoutAssistiveTechnologyAskedForItStaysOffSilently() {
        let bridge = AtspiBridge(applicationName: "test", windows: { [] }, environment: { name in
            ["TACTILE_ACCESSIBILITY": "0", "AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/bus"][name]
        })
        bridge.start()
        #expect(bridge.state == .off && bridge.logCount == 0 && bridge.failure == nil)
        let noSession = AtspiBridge(applicationName: "test", windows: { [] }, environment: { name in
            ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/tactile-no-session/bus"][name]
        })
        noSession.start()
        #expect(noSession.state == .off && noSession.logCount == 0)
    }

    @Test(.timeLimit(.minutes(1))) func aBusThatNeverAnswersTurnsItOffWithOneLine() async throws {
        // A socket that accepts connections (the kernel's backlog) and never says a word.
        var template = Array("/tmp/tactile-mute-bus-XXXXXX".utf8CString)
        let directory = String(cString: try #require(mkdtemp(&template)))
        let path = directory + "/bus"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener); unlink(path); rmdir(directory) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(listener, 4) == 0)

        let bridge = AtspiBridge(applicationName: "test", windows: { [] }, environment: { name in
            ["TACTILE_ACCESSIBILITY": "1", "AT_SPI_BUS_ADDRESS": "unix:path=\(path)"][name]
        }, startTimeout: .milliseconds(300))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            bridge.onStateChange = { if $0 == .off { done.resume() } }
            bridge.start()
            // start() came back while still connecting: nothing waited for the silent bus.
            #expect(bridge.state == .starting)
        }
        #expect(bridge.logCount == 1)
        #expect(bridge.failure?.contains("no answer") == true, "\(bridge.failure ?? "")")
    }
}
