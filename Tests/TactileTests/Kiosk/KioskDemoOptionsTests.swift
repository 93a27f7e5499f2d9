import Testing
import Tactile
@testable import KioskKit

/// kiosk-demo's command line and built-in pictures.
@MainActor @Suite struct KioskDemoOptionsTests {
    @Test(arguments: [
        ["--size", "0x480"], ["--size", "800"], ["--size", "huge"], ["--idle", "-1"], ["--idle", "abc"],
        ["--idle", "nan"], ["--idle", "100000"], ["--idle-warning", "-5"], ["--idle-warning", "inf"],
        ["--headless-tour", ""], ["--bogus"], ["extra"],
        ["--text-entry", "voice"], ["--text-entry"],
    ])
    func badFlagsAreUsageErrors(arguments: [String]) {
        do {
            _ = try KioskOptions.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(KioskOptions.exitCode(for: error).rawValue == 64, "\(arguments)")
        }
    }

    @Test func goodFlagsParse() throws {
        let options = try KioskOptions.parse(["--size", "1080x1920", "--fullscreen", "--idle", "0", "--trace", "--text-entry", "both"])
        #expect(options.size.width == 1080 && options.size.height == 1920)
        #expect(options.fullscreen && options.trace && options.idle == 0 && options.textEntry == .both)
        #expect(try KioskOptions.parse(["--text-entry", "input-method"]).textEntry == .inputMethod)
        let defaults = try KioskOptions.parse([])
        #expect(defaults.idle == 90 && defaults.idleWarning == 20 && defaults.size.width == 1280 && defaults.size.height == 800)
        #expect(defaults.textEntry == .inApp)
    }

    @Test func everyBuiltInPictureDecodesAtItsScale() throws {
        let names = KioskImages.fileNames
        #expect(names.count == 20)
        for name in names {
            let image = try Image(data: KioskImages.bytes(of: name), scale: name.contains("@2x") ? 2 : 1)
            let banner = name.hasPrefix("banner")
            #expect(image.size == (banner ? Size(width: 640, height: 360) : Size(width: 320, height: 200)), "\(name)")
        }
    }

    @Test func largeWindowsLoadTheDoubleScalePictures() {
        #expect(KioskImages(windowSize: Size(width: 1280, height: 800)).scale == 1)
        #expect(KioskImages(windowSize: Size(width: 1080, height: 1920)).scale == 2)
        let images = KioskImages(scale: 2)
        #expect(images.tile("aurora")?.scale == 2)
        #expect(images.banner(3)?.size == Size(width: 640, height: 360))
        #expect(images.tile("no-such-picture") == nil)
        #expect(images.banner(9) == nil)
    }

    @Test func traceLinesAreJSON() {
        #expect(KioskEvent.ready(width: 800, height: 480).jsonLine == #"{"event":"ready","width":800,"height":480}"#)
        #expect(KioskEvent.screenShown(screen: "detail", exhibit: "tides").jsonLine
                == #"{"event":"screen-shown","screen":"detail","exhibit":"tides"}"#)
        #expect(KioskEvent.tileTapped(index: 2).jsonLine == #"{"event":"tile-tapped","tile":2}"#)
        #expect(KioskEvent.pageChanged(page: 1).jsonLine == #"{"event":"page-changed","page":1}"#)
        #expect(KioskEvent.idleReset.jsonLine == #"{"event":"idle-reset"}"#)
    }
}
