import CSpeechd
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// One connection to speech-dispatcher, used only from its own serial queue: libspeechd's calls
/// block (the first one connects, and may wait for a daemon that never answers), so none of them
/// ever runs on the main thread.
///
/// `@unchecked Sendable`: its mutable state (`connection`, `opening`, `language`, `rate`) is read and written
/// only inside blocks run on `queue`, a serial queue, so no two threads ever access it at once;
/// `address` and `clientName` are immutable.
final class SpeechdConnection: @unchecked Sendable {
    private let queue = DispatchQueue(label: "tactile.speech")
    private let address: String?
    private let clientName: String
    private var connection: UnsafeMutablePointer<SPDConnection>?
    private var language: String?
    private var rate: Int32 = 0

    /// A connection to `address` (a Unix socket path; nil: speech-dispatcher's default, which
    /// `SPEECHD_ADDRESS` may set, starting the daemon when none runs).
    init(address: String?, clientName: String) {
        self.address = address
        self.clientName = clientName
    }

    /// The outcome of `open` once it has run: nil inside for success, else the reason it failed.
    private var opening: String??

    /// Connects, then calls `done` (on the queue) with nil or the reason it failed.
    func open(_ done: @escaping @Sendable (String?) -> Void) {
        queue.async { [self] in
            let failure = connect()
            opening = .some(failure)
            done(failure)
        }
    }

    /// Waits for an `open` already asked for to finish and returns its outcome (nil: `open` was
    /// never called). Blocks the caller: for tests.
    func waitForOpening() -> String?? { queue.sync { opening } }

    private func connect() -> String? {
        var error: UnsafeMutablePointer<CChar>?
        defer { free(error) }
        if let address {
            var spd = SPDConnectionAddress()
            spd.method = SPD_METHOD_UNIX_SOCKET
            spd.unix_socket_name = strdup(address)
            defer { free(spd.unix_socket_name) }
            connection = spd_open2(clientName, "main", nil, SPD_MODE_SINGLE, &spd, 0, &error)
        } else {
            connection = spd_open2(clientName, "main", nil, SPD_MODE_SINGLE, nil, 1, &error)
        }
        if connection != nil { return nil }
        return error.map { String(cString: $0) } ?? "cannot connect"
    }

    /// Says `text` (after cancelling what is spoken when `interrupt`).
    func say(_ text: String, language: String?, interrupt: Bool, rate: Int32) {
        queue.async { [self] in
            guard let connection else { return }
            if interrupt { _ = spd_cancel(connection) }
            if let language, language != self.language, spd_set_language(connection, language) == 0 {
                self.language = language
            }
            if rate != self.rate, spd_set_voice_rate(connection, rate) == 0 { self.rate = rate }
            _ = spd_say(connection, SPD_MESSAGE, text)
        }
    }

    /// Stops speech and drops what is queued.
    func cancel() {
        queue.async { [self] in
            if let connection { _ = spd_cancel(connection) }
        }
    }

    /// Closes the connection (after what is queued).
    func close() {
        queue.async { [self] in
            if let connection { spd_close(connection) }
            connection = nil
        }
    }
}
