import TactileCore

/// Shows an `Image`, placed by `contentMode`, like UIKit's UIImageView.
///
/// An image made with `imageFlippedForRightToLeftLayoutDirection()` is drawn mirrored left to right
/// while the view's layout is right to left; every other image is drawn as it is.
///
/// When the image is drawn at a pixel size other than its own it is resampled once with pixman's
/// good filtering (`PixelImage.scaled(toWidth:height:)`) and the result is kept for that size, so
/// redrawing a scaled image costs a copy. A copy is made only while it stays small next to the
/// view: at most twice the view's pixels (an aspect fill that crops more than half the picture
/// away is not copied) and at most `maximumCopyPixels`. Beyond that the picture is drawn straight
/// from its own pixels, resampled (bilinear) only where the frame repaints, so a huge view costs no
/// memory. Placement snaps to whole buffer pixels. Not interactive by default
/// (`isUserInteractionEnabled` is false), so touches reach the views behind it.
@MainActor open class ImageView: View {
    /// The picture shown; nil draws nothing.
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            scaledCopy = nil
            mirroredPixels = nil
            setNeedsDisplay()
            if image?.size != oldValue?.size { superview?.setNeedsLayout() }
        }
    }

    /// The image resampled for the last pixel size it was drawn at (`flipped`: from its mirror image).
    private var scaledCopy: (width: Int, height: Int, flipped: Bool, pixels: PixelImage)?
    /// The image's pixels mirrored left to right, made once per image that draws mirrored.
    private var mirroredPixels: (of: PixelImage, pixels: PixelImage)?
    /// How many resampled copies were made (tests check the cache with it).
    private(set) var resampleCount = 0
    /// The largest resampled copy kept, in pixels: 16 M (64 MiB; twice a 4K screen).
    static let maximumCopyPixels = 1 << 24

    /// An image view the size of `image` (in points) at the origin.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// A view with no image.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's size in points, or no intrinsic size (`View.noIntrinsicMetric`) without an image.
    /// An image; an element only when the app gave it an `accessibilityLabel` (a picture without
    /// words is decoration a screen reader skips).
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: extras?.accessibility.label != nil, traits: .image)
    }

    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size: an image view does not resize its picture to fit.
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Where the image lands in the view's coordinates (before snapping to pixels).
    public var imageRect: Rect {
        guard let image else { return .zero }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    /// Whether a resampled copy is being kept, and its pixel size.
    public var cachedScaledPixelSize: (width: Int, height: Int)? {
        scaledCopy.map { ($0.width, $0.height) }
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let image else { return }
        let placed = imageRect
        // The placement in buffer pixels, snapped to whole pixels.
        let origin = canvas.devicePoint(.zero)
        let a = canvas.devicePoint(placed.origin), b = canvas.devicePoint(Point(x: placed.maxX, y: placed.maxY))
        let x0 = a.x.rounded(), y0 = a.y.rounded(), x1 = b.x.rounded(), y1 = b.y.rounded()
        // Nothing to draw for an empty placement, nor for one no buffer could hold a row of (a
        // degenerate frame); this also keeps the conversions below in range.
        let limit = Double(1 << 24)
        guard x1 - x0 >= 1, y1 - y0 >= 1, x1 - x0 <= limit, y1 - y0 <= limit else { return }
        let width = Int(x1 - x0), height = Int(y1 - y0)
        let scale = canvas.scale
        let snapped = Rect(x: (x0 - origin.x) / scale, y: (y0 - origin.y) / scale,
                           width: Double(width) / scale, height: Double(height) / scale)
        let viewPixels = bounds.width * bounds.height * scale * scale
        let flip = image.flipsForRightToLeftLayoutDirection && isRightToLeft
        canvas.draw(pixels(of: image, width: width, height: height, flipped: flip, viewPixels: viewPixels), in: snapped)
    }

    /// Whether this view draws its image mirrored now (a flipping image in a right-to-left layout).
    public var drawsImageMirrored: Bool { image?.flipsForRightToLeftLayoutDirection == true && isRightToLeft }

    /// `own` mirrored left to right (kept for the next draw); `own` itself when no copy can be made.
    private func mirrored(_ own: PixelImage) -> PixelImage {
        if let mirroredPixels, mirroredPixels.of === own { return mirroredPixels.pixels }
        guard let copy = try? PixelImage(width: own.width, height: own.height) else { return own }
        copy.copy(from: own, transformedBy: .flipped, region: DamageRegion(PixelRect(x: 0, y: 0, width: own.width, height: own.height)))
        copy.isOpaque = own.isOpaque
        mirroredPixels = (own, copy)
        return copy
    }

    /// The image's pixels at `width`×`height`: its own, or a resampled copy made once per size while
    /// the copy stays small next to the view's `viewPixels` (see the type's comment). Its own pixels
    /// are resampled by the canvas where it draws.
    private func pixels(of image: Image, width: Int, height: Int, flipped: Bool, viewPixels: Double) -> PixelImage {
        let own = flipped ? mirrored(image.pixels.pixelImage) : image.pixels.pixelImage
        if width == own.width && height == own.height { return own }
        let copyPixels = Double(width) * Double(height)
        guard copyPixels <= 2 * viewPixels, copyPixels <= Double(Self.maximumCopyPixels) else {
            scaledCopy = nil
            return own
        }
        if let scaledCopy, scaledCopy.width == width, scaledCopy.height == height, scaledCopy.flipped == flipped {
            return scaledCopy.pixels
        }
        guard let copy = try? own.scaled(toWidth: width, height: height) else { return own }
        scaledCopy = (width, height, flipped, copy)
        resampleCount += 1
        return copy
    }
}

extension ImageView: OpaqueDrawing {
    /// True when an opaque image covers the whole bounds (`scaleToFill`, `scaleAspectFill`, or an
    /// unscaled image at least as large as the view): the renderer then skips what lies beneath.
    public var drawsOpaquely: Bool {
        guard let image, image.isOpaque else { return false }
        let placed = imageRect, b = bounds
        return placed.minX <= b.minX && placed.minY <= b.minY && placed.maxX >= b.maxX && placed.maxY >= b.maxY
    }
}
