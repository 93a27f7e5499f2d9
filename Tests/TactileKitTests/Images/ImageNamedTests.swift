import Testing
import TactileCore
import TactileKit

/// `Image(named:)` over registered `ImageAssets`: which variant a scale picks, names with an
/// extension or an `@Nx` suffix, and what happens to missing or damaged pictures. The registry is
/// process-wide, so every test uses names of its own.
@Suite struct ImageNamedTests {
    /// 2×1 red, 4×2 blue and 6×3 green PNGs.
    static let red2x1: StaticString = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR42mP4z8AARAAI/gH/GcBr5wAAAABJRU5ErkJggg=="
    static let blue4x2: StaticString = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAD0lEQVR42mNgYPiPhJA4AF+6B/nwq1KlAAAAAElFTkSuQmCC"
    static let green6x3: StaticString = "iVBORw0KGgoAAAANSUhEUgAAAAYAAAADCAIAAAA/Y+msAAAAEElEQVR42mNg+M+AjogSAgD/RxHvMrN+SQAAAABJRU5ErkJggg=="

    @Test func theScalePicksTheVariant() throws {
        Image.register(assets: ImageAssets([
            .init(name: "variant-badge.png", base64: Self.red2x1),
            .init(name: "variant-badge@2x.png", base64: Self.blue4x2),
        ]))
        let one = try #require(Image(named: "variant-badge"))
        #expect(one.pixelWidth == 2 && one.scale == 1)
        #expect(one.size == Size(width: 2, height: 1))
        let two = try #require(Image(named: "variant-badge", scale: 2))
        #expect(two.pixelWidth == 4 && two.scale == 2)
        #expect(two.size == Size(width: 2, height: 1))
        #expect(Image(named: "variant-badge", scale: 1.5)?.scale == 2)
        #expect(Image(named: "variant-badge", scale: 3)?.scale == 2, "above every variant: the largest")
        #expect(Image(named: "variant-badge", scale: 0)?.scale == 1, "a scale that is not positive means 1")
    }

    @Test func namesMayCarryTheExtensionOrTheScale() {
        Image.register(assets: ImageAssets([
            .init(name: "suffix-tile.png", base64: Self.red2x1),
            .init(name: "suffix-tile@3x.png", base64: Self.green6x3),
        ]))
        #expect(Image(named: "suffix-tile.png")?.pixelWidth == 2)
        #expect(Image(named: "suffix-tile.png", scale: 2)?.pixelWidth == 6)
        #expect(Image(named: "suffix-tile@3x")?.scale == 3)
        #expect(Image(named: "suffix-tile@3x.png")?.scale == 3)
        #expect(Image(named: "suffix-tile@2x") == nil, "no file has that scale")
        #expect(Image(named: "suffix-tile.jpg") == nil, "no file has that extension")
        #expect(Image(named: "suffix") == nil)
    }

    @Test func onlyADoubleScaleFileServesScaleOne() {
        Image.register(assets: ImageAssets([.init(name: "sharp-icon@2x.png", base64: Self.blue4x2)]))
        let image = Image(named: "sharp-icon")
        #expect(image?.scale == 2)
        #expect(image?.size == Size(width: 2, height: 1))
    }

    @Test func theFirstRegisteredTableWins() {
        let first = ImageAssets([.init(name: "shared-name.png", base64: Self.red2x1)])
        Image.register(assets: first)
        Image.register(assets: ImageAssets([.init(name: "shared-name.png", base64: Self.green6x3)]))
        Image.register(assets: first)
        #expect(Image(named: "shared-name")?.pixelWidth == 2)
    }

    @Test func missingOrDamagedPicturesAreNil() {
        Image.register(assets: ImageAssets([
            .init(name: "damaged-base64.png", base64: "iVBORw0K*"),
            .init(name: "damaged-bytes.png", base64: "AAAAAAAA"),
        ]))
        #expect(Image(named: "never-registered") == nil)
        #expect(Image(named: "damaged-base64") == nil)
        #expect(Image(named: "damaged-bytes") == nil)
    }

    @Test func bytesDecodeTheBase64() {
        let assets = ImageAssets([
            .init(name: "three.png", base64: "TWFu"),
            .init(name: "two.png", base64: "TWE="),
            .init(name: "one.png", base64: "TQ=="),
            .init(name: "none.png", base64: ""),
            .init(name: "short.png", base64: "TQ="),
            .init(name: "alphabet.png", base64: "T@=="),
            .init(name: "early-padding.png", base64: "TQ==TWFu"),
            .init(name: "all.png", base64: "AP8Q"),
        ])
        #expect(assets.fileNames.count == 8 && assets.fileNames.first == "three.png")
        #expect(assets.bytes(of: "three.png") == Array("Man".utf8))
        #expect(assets.bytes(of: "two.png") == Array("Ma".utf8))
        #expect(assets.bytes(of: "one.png") == Array("M".utf8))
        #expect(assets.bytes(of: "none.png") == [])
        #expect(assets.bytes(of: "all.png") == [0x00, 0xFF, 0x10])
        for broken in ["short.png", "alphabet.png", "early-padding.png", "missing.png"] {
            #expect(assets.bytes(of: broken) == nil, "\(broken)")
        }
    }
}
