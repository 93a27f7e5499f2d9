#if canImport(Glibc)
import Glibc
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// A row like list-demo's: a 20-point name where a picture would leave room for it.
@MainActor private final class NamedRow: CollectionViewCell {
    let title = Label(text: "")

    required init(frame: Rect) {
        super.init(frame: frame)
        title.fontSize = 20
        contentView.addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        title.frame = Rect(x: 72, y: 0, width: max(0, b.width - 84), height: b.height)
    }
}

/// 10,000 rows named from 1,000 strings made once, like the lists benchmark's data source.
@MainActor private final class NamedRows: CollectionViewDataSource {
    let titles = (0..<1_000).map { "\($0 + 1). Noodle soup number \($0 % 37) with rice" }
    var dequeued = 0

    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        dequeued += 1
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? NamedRow)?.title.text = titles[indexPath.item % titles.count]
        return cell
    }
}

/// A window scrolled 24 pt a frame and drawn as a window surface draws it: two buffers in turn,
/// each repainting the frame's damage and what it missed (buffer age).
@MainActor private final class ScrolledList {
    let clock = ManualClock()
    let window: Window
    let list: CollectionView
    let rows = NamedRows()
    let renderer = ViewRenderer()
    var buffers: [PixelImage] = []
    var tracker = BufferDamageTracker<Int>()
    var next = 0
    /// How many labels of the list had text to draw in the frames so far (summed per frame).
    var drawnLabels = 0

    init() throws {
        window = Window(frame: Rect(x: 0, y: 0, width: 480, height: 400), clock: clock)
        let layout = ListLayout()
        layout.rowHeight = 64
        list = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.backgroundColor = Color.white
        list.register(NamedRow.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        window.addSubview(list)
        window.prepareForFrame()
        for _ in 0..<2 { buffers.append(try PixelImage(width: 480, height: 400)) }
    }

    func frame() {
        clock.advance(by: .milliseconds(16))
        list.contentOffset = Point(x: 0, y: list.contentOffset.y + 24)
        window.prepareForFrame()
        var region = DamageRegion()
        for rect in window.damagedRects { region.formUnion(covering: rect) }
        window.clearDamage()
        let extent = DamageRegion(PixelRect(x: 0, y: 0, width: 480, height: 400))
        let changed = region.intersection(extent)
        var repaint = extent
        if let missed = tracker.damage(for: next) { repaint = changed.union(missed).intersection(extent) }
        if !repaint.isEmpty { renderer.render(window, into: buffers[next], scale: 1, damage: repaint) }
        tracker.add(changed)
        tracker.markPainted(next)
        next = 1 - next
    }

    /// 100 frames after 60 warm ones; their allocations (at most 250), 253 if too few new rows showed.
    static func measure() -> Int {
        guard let scene = try? ScrolledList() else { return 252 }
        for _ in 0..<60 { scene.frame() }
        let before = scene.rows.dequeued
        let count = AllocationCounter.measure { for _ in 0..<100 { scene.frame() } }
        // 2,400 points of scrolling: about 37 rows came into view, each with a new name.
        guard scene.rows.dequeued - before >= 30, scene.list.contentOffset.y >= 160 * 24 - 1 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}

@MainActor @Suite struct ListDrawAllocationTests {
    /// Counted in a child process: the runtime's allocation hook is process-wide.
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func scrollingAndDrawingAWarmListAllocatesNothingPerFrame() async {
        let result = await #expect(processExitsWith: .success) {
            let count = await MainActor.run { ScrolledList.measure() }
            _exit(Int32(count))
        }
        if case .exitCode(let code)? = result?.exitStatus {
            print("allocation probe: 100 frames of a list scrolled 24 pt a frame, drawn → \(code) (250: or more; 253: did not scroll)")
        }
    }
}
#endif
