import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// Starts `kiosk-demo` from parsed options on the Wayland display.
@MainActor public enum KioskLauncher {
    /// The executable that plays the headless tour; it sits next to `kiosk-demo`, so that the
    /// shipped app links no test support.
    public static let tourExecutable = "kiosk-demo-tour"

    /// Runs the app until its window closes.
    public static func run(_ options: KioskOptions) -> Never {
        if let directory = options.headlessTour { runTour(directory, options: options) }
        let size = Size(width: Double(options.size.width), height: Double(options.size.height))
        let window = KioskWindow(frame: Rect(origin: .zero, size: size))
        let trace = KioskTrace(echo: options.trace)
        if let language = options.language { Application.shared.localization.preferredLanguages = [language] }
        let scene = KioskScene(window: window, trace: trace)
        if options.idle > 0 {
            Application.shared.idleTimeout = .milliseconds(Int64((options.idle * 1000).rounded()))
            Application.shared.onIdle = { [weak scene] in scene?.becameIdle() }
            // "Do you need more time?" this long before the reset (WCAG 2.2.1): the toolkit's alert.
            Application.shared.idleWarningInterval = options.idleWarning > 0
                ? .milliseconds(Int64((options.idleWarning * 1000).rounded())) : nil
        }
        var runOptions = RunOptions(title: "Kiosk", appID: "org.tactile.kiosk-demo", size: size, fullscreen: options.fullscreen)
        runOptions.onFirstFrame = { size in trace.emit(.ready(width: Int(size.width), height: Int(size.height))) }
        runOptions.textEntry = options.textEntry.mode
        withExtendedLifetime(scene) {
            Application.shared.run(window, options: runOptions)
        }
        exit(0)
    }

    /// Replaces this process with `kiosk-demo-tour DIR --size WxH [--trace]` from the same directory.
    private static func runTour(_ directory: String, options: KioskOptions) -> Never {
        let path = siblingPath(tourExecutable)
        var arguments = [path, directory, "--size", "\(options.size.width)x\(options.size.height)"]
        if options.trace { arguments.append("--trace") }
        var cArguments = arguments.map { strdup($0) }
        cArguments.append(nil)
        execv(path, cArguments)
        let reason = String(cString: strerror(errno))
        fail("--headless-tour needs \(tourExecutable) next to kiosk-demo (\(path)): \(reason)")
    }

    /// `name` in the directory of the running executable.
    private static func siblingPath(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return name }
        var own = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while !own.isEmpty, !own.hasSuffix("/") { own.removeLast() }
        return own + name
    }

    private static func fail(_ message: String) -> Never {
        let line = Array("kiosk-demo: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
    }
}
