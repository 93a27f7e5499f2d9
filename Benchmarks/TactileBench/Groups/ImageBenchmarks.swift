import CPixman
import CBenchPeers
import Glibc
import Tactile
import TactileTesting
import TactileTestSupport

/// Image decoding against libpng and libjpeg-turbo called from C, and a scaled `ImageView` frame
/// against the pixman fill floor.
enum ImageBenchmarks: BenchmarkGroup {
    static let name = "images"
    static let summary = "PNG/JPEG decoding against the same libraries from C; a scaled ImageView frame against the fill floor"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let (width, height) = run.isSmoke ? (480, 270) : (1920, 1080)
        let size = "\(width)×\(height)"
        let params = ["width": "\(width)", "height": "\(height)"]
        let picture = photoLike(width: width, height: height)
        let png = try ImageFixtures.png(picture, colour: .rgb)
        let jpeg = try ImageFixtures.jpeg(picture, quality: 90)

        // Where a decode's time goes besides the library: fresh pages for the pixels (each `Image` owns
        // its own mapping, which the kernel zeroes); the C peer's malloc reuses the heap's pages.
        run.measure(group: name, name: "fresh pixel memory \(size)", unit: "ms", parameters: params,
                    note: "PixelImage(width:height:): mmap + MAP_POPULATE of the frame, then unmap", samples: 21, warmUpSamples: 2) {
            _ = try? PixelImage(width: width, height: height)
        }
        for (format, bytes, peer) in [("PNG", png, cbench_decode_png), ("JPEG", jpeg, cbench_decode_jpeg)] {
            let fileParams = params.merging(["bytes": "\(bytes.count)"]) { $1 }
            func cPeer(freshPages: Bool, name figure: String, note: String) -> Figure {
                run.measure(group: name, name: figure, unit: "ms", parameters: fileParams, note: note,
                            samples: 21, warmUpSamples: 2) {
                    var w: UInt32 = 0, h: UInt32 = 0
                    let pixels = bytes.withUnsafeBufferPointer { peer($0.baseAddress, $0.count, freshPages ? 1 : 0, &w, &h) }
                    precondition(pixels != nil && w == UInt32(width), "the C peer failed")
                    cbench_free_frame(pixels, w, h, freshPages ? 1 : 0)
                }
            }
            let warmHeap = cPeer(freshPages: false, name: "\(format) decode \(size), C peer", note:
                "the library called from C into a malloc'd BGRA frame (the heap reuses the previous frame's pages)")
            let fresh = cPeer(freshPages: true, name: "\(format) decode \(size), C peer into fresh pages", note:
                "the library called from C into a BGRA frame of fresh pages (mmap + MAP_POPULATE), as an Image gets them")
            let swift = try run.measure(group: name, name: "\(format) decode \(size), Image(data:)", unit: "ms",
                                        parameters: fileParams, note: "probe, limit check, decode into a premultiplied pixman image",
                                        samples: 21, warmUpSamples: 2) {
                let image = try Image(data: bytes)
                precondition(image.pixelWidth == width)
            }
            run.record(Figure(group: name, name: "\(format) decode \(size) / C peer", unit: "×",
                              median: fresh.median > 0 ? swift.median / fresh.median : 0, samples: swift.samples,
                              target: run.isSmoke ? nil : .atMost(1.2), parameters: fileParams,
                              note: "Image(data:) median over the median of the C peer writing into fresh pages, same run: "
                                  + "both pay for zeroed pages, so the ratio is the toolkit's own overhead"))
            run.record(Figure(group: name, name: "\(format) decode \(size) / C peer on a warm heap", unit: "×",
                              median: warmHeap.median > 0 ? swift.median / warmHeap.median : 0, samples: swift.samples,
                              parameters: fileParams,
                              note: "Image(data:) median over the malloc C peer's median: the difference is the fresh pages "
                                  + "an Image maps for itself (see \"fresh pixel memory\")"))
        }

        let (pictureWidth, pictureHeight) = run.isSmoke ? (320, 180) : (1280, 720)
        try measureImageView(width: width, height: height,
                             jpeg: try ImageFixtures.jpeg(photoLike(width: pictureWidth, height: pictureHeight), quality: 90), in: run)
    }

    /// A full frame (1080p) of a window holding one `ImageView` that scales a smaller picture
    /// (1280×720) to fill it (aspect fill), against one pixman fill of the frame.
    @MainActor private static func measureImageView(width: Int, height: Int, jpeg: [UInt8], in run: BenchmarkRun) throws {
        let size = "\(width)×\(height)"
        var params = ["width": "\(width)", "height": "\(height)"]
        // The floor fills frame-sized buffers in turn, as the window draws into its buffers in turn
        // (one buffer filled back to back would stay in the cache).
        let floor = try FrameFillFloor(width: width, height: height)
        let whole = [[pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))]]
        let fills = Statistics((0..<run.count(21)).map { _ in floor.time(whole) / 1000 })
        let floorFigure = Figure(group: name, name: "floor: fill_boxes \(size)", unit: "µs", median: fills.median, p99: fills.p99,
                                 samples: fills.count, parameters: params,
                                 note: "one pixman_image_fill_boxes (SRC) over a whole a8r8g8b8 frame, three frames in turn; thread CPU time")
        run.record(floorFigure)
        let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), clock: ManualClock())
        let picture = try Image(data: jpeg)
        params["image"] = "\(picture.pixelWidth)×\(picture.pixelHeight)"
        let view = ImageView(image: picture)
        view.frame = window.bounds
        view.contentMode = .scaleAspectFill
        window.addSubview(view)
        let surface = try EmulatedWindowSurface(window: window)
        let cold = Stopwatch.time { surface.drawFrame(whole: true) }
        run.record(Figure(group: name, name: "scaled ImageView first frame \(size)", unit: "µs",
                          median: Double(cold) / 1000, samples: 1, parameters: params,
                          note: "includes resampling the picture once (cached for later frames)"))
        DrawingBenchmarks.savePNG(surface.lastBuffer, "imageview-\(width)x\(height)")
        let warm = run.measure(group: name, name: "scaled ImageView frame \(size)", unit: "µs", parameters: params,
                               note: "full repaint of the window: the cached scaled copy drawn over the window background; thread CPU time",
                               samples: 51, onCPUTime: true) {
            view.setNeedsDisplay()
            surface.drawFrame(whole: true)
        }
        run.record(Figure(group: name, name: "scaled ImageView frame \(size) / floor", unit: "×",
                          median: floorFigure.median > 0 ? warm.median / floorFigure.median : 0, samples: warm.samples,
                          target: run.isSmoke ? nil : .atMost(2), parameters: params,
                          note: "median over the floor's median, same run"))
    }

    /// A picture with smooth gradients, edges and fine texture, so files are photo-sized.
    static func photoLike(width: Int, height: Int) -> Bitmap {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        var seed: UInt32 = 0x1234_5678
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 28)
                let i = (y * width + x) * 4
                let stripe = (x / 97 + y / 61) % 2 == 0 ? 40 : 0
                rgba[i] = UInt8(clamping: x * 255 / max(1, width - 1) / 2 + stripe + noise)
                rgba[i + 1] = UInt8(clamping: y * 255 / max(1, height - 1) / 2 + 60 + noise)
                rgba[i + 2] = UInt8(clamping: (x + y) % 256 / 2 + 80 - stripe / 2 + noise)
            }
        }
        return try! Bitmap(width: width, height: height, rgba: rgba)
    }
}
