#if canImport(Glibc)
import Glibc
#endif

/// Prints the seed of the stream being run when the process traps (a precondition failure in the
/// engine is a crash, not a returned problem), so it can be rerun with `--stream-seed`.
enum CrashNote {
    /// A preformatted message, rewritten before each stream and written by the signal handler.
    /// Safe without synchronization: it is written only on the main thread between streams, and read
    /// only by a signal handler running on that same thread after a trap (no concurrent access).
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
    nonisolated(unsafe) private static var length = 0

    static func install() {
        set(nil)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            signal(sig) { sig in
                _ = write(2, CrashNote.buffer, CrashNote.length)
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    static func set(_ streamSeed: UInt64?) {
        var text = "\ntactile-fuzz: CRASH"
        if let streamSeed { text += " in stream seed \(streamSeed): rerun with --stream-seed \(streamSeed)" }
        text += "\n"
        let bytes = Array(text.utf8.prefix(128))
        for (i, b) in bytes.enumerated() { buffer[i] = b }
        length = bytes.count
    }
}
