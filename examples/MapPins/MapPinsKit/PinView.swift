import Tactile

/// What a pin reports to the scene that owns it.
@MainActor protocol PinViewDelegate: AnyObject {
    /// The pin started following a finger.
    func pinDidBeginDrag(_ pin: PinView)
    /// The pin's head should now be at window point `p`.
    func pin(_ pin: PinView, didDragTo p: Point)
    /// The finger lifted after a drag.
    func pinDidEndDrag(_ pin: PinView)
    /// The system cancelled the drag (`wl_touch.cancel`): the pin goes back.
    func pinDidCancelDrag(_ pin: PinView)
}

/// A map pin: a red head (radius 11 pt) centred on the pin's position, a stalk and a shadow below.
///
/// A finger landing within `grabRadius` of the head hits the pin and belongs to it for its whole
/// life — wherever it goes, however far one motion jumps; pins are the map's siblings, so the
/// map's recognizers never see it (the map does not pan). Movement beyond the long-press allowance
/// drags the pin; a finger held still opens the pin's context menu (`menu`, a
/// `ContextMenuInteraction` the scene adds), whose long press cancels the pin's touch.
@MainActor final class PinView: View {
    /// The pin's id in the trace.
    let pinID: Int
    /// Where the pin is, in map units.
    var mapPoint: Point
    weak var delegate: PinViewDelegate?
    /// The pin's context menu (Delete, Bring to Front, Cancel).
    var menu: ContextMenuInteraction?

    /// The view's size; the head's centre is `headOffset` from its top-left corner.
    static let size = Size(width: 40, height: 58)
    static let headOffset = Point(x: 20, y: 20)
    static let headRadius: Double = 11
    /// A touch-down this close to the pin's position grabs it.
    static let grabRadius: Double = 20

    /// The finger holding the pin, by identity: UIKit's advice is not to keep touch objects (and a
    /// weak reference would move every later retain of the touch onto the runtime's slow path).
    private var touchID: ObjectIdentifier?
    private var grabOffset = Point.zero
    private var touchStart = Point.zero
    /// Where the pin was when the current drag began (restored on cancel).
    private(set) var dragStartMapPoint: Point?

    /// Whether a finger is dragging the pin.
    var isDragging: Bool { dragStartMapPoint != nil }

    init(id: Int, mapPoint: Point) {
        pinID = id
        self.mapPoint = mapPoint
        super.init(frame: Rect(origin: .zero, size: Self.size))
    }

    /// Places the view so that its head is centred on window point `p`.
    func place(headAt p: Point) {
        let origin = Point(x: p.x - Self.headOffset.x, y: p.y - Self.headOffset.y)
        if frame.origin != origin { frame = Rect(origin: origin, size: Self.size) }
    }

    /// The head's centre in window coordinates.
    var headInWindow: Point { convert(Self.headOffset, to: nil) }

    override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        let dx = point.x - Self.headOffset.x, dy = point.y - Self.headOffset.y
        return dx * dx + dy * dy <= Self.grabRadius * Self.grabRadius
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let c = Self.headOffset, r = Self.headRadius
        canvas.fillEllipse(in: Rect(x: c.x - 9, y: 48, width: 18, height: 7), with: MapPalette.pinShadow)
        canvas.fillRoundedRect(Rect(x: c.x - 1.5, y: c.y + r - 2, width: 3, height: 21), radius: 1.5, with: MapPalette.pinStalk)
        canvas.fillEllipse(in: Rect(x: c.x - r - 1, y: c.y - r - 1, width: 2 * r + 2, height: 2 * r + 2), with: MapPalette.pinStalk)
        canvas.fillEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), with: MapPalette.pinHead)
        canvas.fillEllipse(in: Rect(x: c.x - 6, y: c.y - 7, width: 4, height: 4), with: MapPalette.pinHighlight)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touchID == nil, let t = touches.first else { return }
        touchID = ObjectIdentifier(t)
        touchStart = t.location(in: nil)
        let head = headInWindow
        grabOffset = Point(x: head.x - touchStart.x, y: head.y - touchStart.y)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let t = heldTouch(in: touches) else { return }
        let p = t.location(in: nil)
        if !isDragging {
            let dx = p.x - touchStart.x, dy = p.y - touchStart.y
            guard dx * dx + dy * dy > GestureDefaults.longPressAllowableMovement * GestureDefaults.longPressAllowableMovement else { return }
            dragStartMapPoint = mapPoint
            delegate?.pinDidBeginDrag(self)
        }
        delegate?.pin(self, didDragTo: Point(x: p.x + grabOffset.x, y: p.y + grabOffset.y))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard heldTouch(in: touches) != nil else { return }
        touchID = nil
        if dragStartMapPoint != nil {
            dragStartMapPoint = nil
            delegate?.pinDidEndDrag(self)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard heldTouch(in: touches) != nil else { return }
        touchID = nil
        if let start = dragStartMapPoint {
            mapPoint = start
            dragStartMapPoint = nil
            delegate?.pinDidCancelDrag(self)
        }
    }

    /// The finger holding the pin, if it is among `touches`.
    private func heldTouch(in touches: Set<Touch>) -> Touch? {
        guard let touchID else { return nil }
        return touches.first { ObjectIdentifier($0) == touchID }
    }
}
