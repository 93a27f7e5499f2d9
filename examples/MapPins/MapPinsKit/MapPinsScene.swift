import Tactile

/// The whole map-pins app on a window: the map with its gestures, the pins, their menu, the trace.
///
/// It uses only public toolkit API, like any app: recognizers on the map view (pan, pinch,
/// double tap, long press), pin views that follow their finger, `usesOwnSurface` for the dragged
/// pin, and a `ContextMenuInteraction` on each pin for its menu. Everything that happens is
/// reported to `trace`.
@MainActor public final class MapPinsScene {
    /// The window the app fills.
    public let window: MapPinsWindow
    /// The map.
    public let map: MapView
    /// What happened (the `--trace` events).
    public let trace: MapTrace
    /// The pins, back to front.
    private(set) var pins: [PinView] = []
    private var nextPinID = 0

    private let pan = PanGestureRecognizer()
    private let pinch = PinchGestureRecognizer()
    private let doubleTap = TapGestureRecognizer()
    private let longPress = LongPressGestureRecognizer()
    private var panTotal = Point.zero
    private let simultaneity = Simultaneity()

    /// The app's content on `window`, with pins at `initialPins` (window coordinates; ids 0, 1, 2…
    /// in order) or, when nil, a default set placed relative to the window's size.
    public init(window: MapPinsWindow, initialPins: [Point]? = nil, trace: MapTrace = MapTrace()) {
        self.window = window
        self.trace = trace
        map = MapView(frame: window.bounds)
        map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(map)
        map.onLayout = { [weak self] in self?.layoutPins() }
        setUpGestures()
        let b = window.bounds
        let points = initialPins ?? [
            Point(x: b.width * 0.28, y: b.height * 0.32),
            Point(x: b.width * 0.62, y: b.height * 0.44),
            Point(x: b.width * 0.45, y: b.height * 0.72),
        ]
        for p in points { _ = addPin(atWindowPoint: p) }
    }

    // MARK: Pins

    /// The pin with trace id `id`.
    public func pinPosition(_ id: Int) -> Point? {
        pins.first { $0.pinID == id }.map { map.camera.windowPoint($0.mapPoint) }
    }

    /// The ids of the pins, back to front.
    public var pinIDs: [Int] { pins.map(\.pinID) }

    /// Whether a pin menu is showing, and for which pin.
    public var menuPinID: Int? { pins.first { $0.menu?.isMenuVisible == true }?.pinID }

    /// Adds a pin whose head is at window point `p`.
    @discardableResult
    func addPin(atWindowPoint p: Point) -> PinView {
        let pin = PinView(id: nextPinID, mapPoint: map.camera.mapPoint(p))
        nextPinID += 1
        pin.delegate = self
        let menu = ContextMenuInteraction { [weak self, weak pin] _ in
            guard let self, let pin else { return nil }
            return self.menu(for: pin)
        }
        pin.menu = menu
        pin.addInteraction(menu)
        // Above the map and the other pins (below an open menu).
        let lastPinIndex = window.subviews.lastIndex { $0 is PinView || $0 === map } ?? (window.subviews.count - 1)
        window.insertSubview(pin, at: lastPinIndex + 1)
        pins.append(pin)
        place(pin)
        return pin
    }

    private func place(_ pin: PinView) {
        pin.place(headAt: map.camera.windowPoint(pin.mapPoint))
    }

    /// Changes the camera; pins follow the map, except dragged ones, which stay under their finger.
    private func moveCamera(_ change: (inout MapCamera) -> Void) {
        let dragged = pins.filter(\.isDragging).map { ($0, map.camera.windowPoint($0.mapPoint)) }
        change(&map.camera)
        for (pin, p) in dragged { pin.mapPoint = map.camera.mapPoint(p) }
        layoutPins()
    }

    private func layoutPins() {
        for pin in pins { place(pin) }
    }

    private func remove(_ pin: PinView) {
        if let menu = pin.menu { pin.removeInteraction(menu) }
        pin.removeFromSuperview()
        pins.removeAll { $0 === pin }
        trace.emit(.pinRemoved(pin: pin.pinID))
    }

    private func bringToFront(_ pin: PinView) {
        pins.removeAll { $0 === pin }
        pins.append(pin)
        // Above the other pins, below the menu.
        let lastPinIndex = window.subviews.lastIndex { $0 is PinView } ?? (window.subviews.count - 1)
        pin.removeFromSuperview()
        window.insertSubview(pin, at: min(lastPinIndex, window.subviews.count))
    }

    // MARK: Menu

    /// The titles of a pin's menu items, top to bottom.
    static let menuTitles = ["Delete", "Bring to Front", "Cancel"]

    /// The menu a long press on `pin` opens (traced): Delete (destructive), Bring to Front, Cancel.
    private func menu(for pin: PinView) -> Menu {
        trace.emit(.menuShown(pin: pin.pinID))
        return Menu(children: [
            MenuAction(title: "Delete", attributes: .destructive) { [weak self, weak pin] _ in
                if let self, let pin { self.remove(pin) }
            },
            MenuAction(title: "Bring to Front") { [weak self, weak pin] _ in
                if let self, let pin { self.bringToFront(pin) }
            },
            MenuAction(title: "Cancel") { _ in },
        ])
    }

    /// The centre of the open menu's item titled `title` ("Delete", "Bring to Front", "Cancel"), in
    /// window points; nil when no menu is open or no item has that title. The menu's items
    /// describe themselves to accessibility (an element named by its title), which is how it finds them.
    public func menuItemCenter(titled title: String) -> Point? {
        guard menuPinID != nil, Self.menuTitles.contains(title) else { return nil }
        var stack = window.subviews.filter { !($0 is PinView) && $0 !== map }
        while let view = stack.popLast() {
            if view.isAccessibilityElement, view.accessibilityLabel == title, view.accessibilityTraits.contains(.button) {
                let f = view.accessibilityFrame
                return Point(x: f.midX, y: f.midY)
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    // MARK: Map gestures

    private func setUpGestures() {
        pan.maximumNumberOfTouches = 2
        pan.delegate = simultaneity
        pinch.delegate = simultaneity
        doubleTap.numberOfTapsRequired = 2
        pan.addAction { [weak self] g in self?.panChanged(g.state) }
        pinch.addAction { [weak self] g in self?.pinchChanged(g.state) }
        doubleTap.addAction { [weak self] _ in self?.doubleTapped() }
        longPress.addAction { [weak self] g in self?.longPressChanged(g.state) }
        for g in [pan, pinch, doubleTap, longPress] as [GestureRecognizer] { map.addGestureRecognizer(g) }
    }

    private func panChanged(_ state: GestureState) {
        switch state {
        case .began:
            panTotal = .zero
            applyPanTranslation()
        case .changed:
            applyPanTranslation()
        case .ended, .cancelled:
            applyPanTranslation()
            trace.emit(.mapPanned(dx: panTotal.x, dy: panTotal.y))
        default:
            break
        }
    }

    private func applyPanTranslation() {
        let t = pan.translation(in: map)
        guard t != .zero else { return }
        pan.setTranslation(.zero, in: map)
        panTotal = Point(x: panTotal.x + t.x, y: panTotal.y + t.y)
        moveCamera { $0.pan(by: t) }
    }

    private func pinchChanged(_ state: GestureState) {
        switch state {
        case .began, .changed:
            applyPinchScale()
        case .ended, .cancelled:
            applyPinchScale()
            trace.emit(.mapZoomed(scale: map.camera.scale))
        default:
            break
        }
    }

    private func applyPinchScale() {
        let factor = pinch.scale
        guard factor != 1, pinch.numberOfTouches > 0 else { return }
        let anchor = pinch.location(in: map)
        moveCamera { $0.zoom(by: factor, about: anchor) }
        pinch.scale = 1
    }

    private func doubleTapped() {
        let anchor = doubleTap.location(in: map)
        moveCamera { $0.zoom(by: 2, about: anchor) }
        trace.emit(.mapZoomed(scale: map.camera.scale))
    }

    private func longPressChanged(_ state: GestureState) {
        guard state == .began, menuPinID == nil else { return }
        let p = longPress.location(in: nil)
        let pin = addPin(atWindowPoint: p)
        dropIn(pin)
        trace.emit(.pinAdded(pin: pin.pinID, x: p.x, y: p.y))
    }

    /// How long a new pin takes to fall into place.
    static let dropDuration = 0.3

    /// A new pin falls onto the map from a little above, with a small bounce; it can be grabbed meanwhile.
    private func dropIn(_ pin: PinView) {
        pin.transform = AffineTransform(translationX: 0, y: -PinView.size.height)
        pin.alpha = 0
        View.animate(withDuration: Self.dropDuration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                     options: .allowUserInteraction) {
            pin.transform = .identity
            pin.alpha = 1
        }
    }
}

extension MapPinsScene: PinViewDelegate {
    func pinDidBeginDrag(_ pin: PinView) {
        // The dragged pin moves on its own surface: the map underneath is not repainted.
        pin.usesOwnSurface = true
    }

    func pin(_ pin: PinView, didDragTo p: Point) {
        pin.mapPoint = map.camera.mapPoint(p)
        place(pin)
    }

    func pinDidEndDrag(_ pin: PinView) {
        pin.usesOwnSurface = false
        let p = map.camera.windowPoint(pin.mapPoint)
        trace.emit(.pinMoved(pin: pin.pinID, x: p.x, y: p.y))
    }

    func pinDidCancelDrag(_ pin: PinView) {
        pin.usesOwnSurface = false
        place(pin)
        trace.emit(.dragCancelled(pin: pin.pinID))
    }
}

/// Lets the map's pan and pinch run together (two fingers pan and zoom at once).
@MainActor private final class Simultaneity: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (g is PanGestureRecognizer && other is PinchGestureRecognizer) || (g is PinchGestureRecognizer && other is PanGestureRecognizer)
    }
}
