#if canImport(Glibc)
import Glibc
#endif

/// Prints the seed of the stream being run when the process traps (a precondition failure in the
/// engine is a crash, not a returned problem), so it can be rerun with `--stream-seed`. The handler
/// runs on its own stack, so a stack overflow is reported too.
enum CrashNote {
    /// A preformatted message, rewritten before each stream and written by the signal handler.
    /// Safe without synchronization: it is written only on the main thread between streams, and read
    /// only by a signal handler running on that same thread after a trap (no concurrent access).
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
    nonisolated(unsafe) private static var length = 0

    static func install() {
        set(nil)
        let size = 1 << 16
        var alternate = stack_t()
        alternate.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        alternate.ss_size = size
        alternate.ss_flags = 0
        sigaltstack(&alternate, nil)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                _ = write(2, CrashNote.buffer, CrashNote.length)
                signal(sig, SIG_DFL)
                raise(sig)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(sig, &action, nil)
        }
    }

    static func set(_ streamSeed: UInt64?) {
        var text = "\ntactile-fuzz: CRASH"
        if let streamSeed { text += " in stream seed \(streamSeed): rerun with --stream-seed \(streamSeed)" }
        set(text: text + "\n")
    }

    /// Sets the message itself (at most 128 bytes are kept).
    static func set(text: String) {
        let bytes = Array(text.utf8.prefix(128))
        for (i, b) in bytes.enumerated() { buffer[i] = b }
        length = bytes.count
    }
}
