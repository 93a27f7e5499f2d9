import CSystemdBus
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// One D-Bus connection (sd-bus), served on the main queue: dispatch sources watch its socket (and,
/// while output waits, its writability) and its next timeout, so nothing runs at rest and nothing
/// ever waits for the bus. Every call is asynchronous with a timeout; a reply (or its timeout)
/// comes back to a closure on the main actor.
@MainActor final class BusConnection {
    /// Why a connection could not be made or ended.
    struct Failure: Error, CustomStringConvertible { var description: String }

    private var bus: OpaquePointer?
    private var readSource: (any DispatchSourceRead)?
    private var writeSource: (any DispatchSourceWrite)?
    private var timer: (any DispatchSourceTimer)?
    private var timerDeadline: UInt64 = .max
    private var processScheduled = false
    private var handlers: [Unmanaged<MessageHandlerBox>] = []
    /// Called once when the connection is lost (the peer closed it, or a read or write failed).
    var onClosed: (@MainActor (String) -> Void)?

    /// Connects to `address` (a D-Bus address, "unix:path=..."), or to the session bus when nil.
    /// Connecting to a Unix socket does not wait; the `Hello` exchange completes asynchronously.
    init(address: String?) throws(Failure) {
        var made: OpaquePointer?
        if let address {
            guard sd_bus_new(&made) >= 0, let made else { throw Failure(description: "sd_bus_new failed") }
            bus = made
            var status = address.withCString { sd_bus_set_address(made, $0) }
            if status >= 0 { status = sd_bus_set_bus_client(made, 1) }
            if status >= 0 { status = sd_bus_start(made) }
            if status < 0 {
                bus = sd_bus_close_unref(made)
                throw Failure(description: "cannot connect to \(address): \(String(cString: strerror(-status)))")
            }
        } else {
            let status = sd_bus_open_user(&made)
            guard status >= 0, let made else {
                throw Failure(description: "no session bus: \(String(cString: strerror(-status)))")
            }
            bus = made
        }
        watch()
    }

    /// Whether the connection is open.
    var isOpen: Bool { bus != nil }

    /// Our unique name on the bus (":1.42"), once the `Hello` exchange is done (after any reply).
    var uniqueName: String? {
        guard let bus else { return nil }
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &name) >= 0, let name else { return nil }
        return String(cString: name)
    }

    /// Calls `member` and hands the reply (or the error, or the timeout's error) to `reply`.
    func call(destination: String, path: String, interface: String, member: String, timeout: Duration,
              arguments: (BusMessage) -> Void = { _ in },
              reply: @escaping @MainActor (BusMessage) -> Void) -> Bool {
        guard let bus else { return false }
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &message, destination, path, interface, member) >= 0, let message else { return false }
        defer { sd_bus_message_unref(message) }
        arguments(BusMessage(pointer: message))
        let box = Unmanaged.passRetained(MessageHandlerBox(reply))
        var slot: OpaquePointer?
        let usec = UInt64(timeout.components.seconds) * 1_000_000 + UInt64(timeout.components.attoseconds / 1_000_000_000_000)
        guard sd_bus_call_async(bus, &slot, message, busMessageTrampoline, box.toOpaque(), usec) >= 0, let slot else {
            box.release()
            return false
        }
        // The bus owns the slot from now on and releases the closure when the slot goes.
        sd_bus_slot_set_destroy_callback(slot, busBoxRelease)
        sd_bus_slot_set_floating(slot, 1)
        sd_bus_slot_unref(slot)
        flushSoon()
        return true
    }

    /// Hands every method call to an object path under `prefix` to `handler`, which replies and
    /// returns true, or returns false for sd-bus to answer that nothing is there.
    func serve(prefix: String, handler: @escaping @MainActor (BusMessage) -> Bool) {
        guard let bus else { return }
        let box = Unmanaged.passRetained(MessageHandlerBox { handler($0) })
        handlers.append(box)
        _ = sd_bus_add_fallback(bus, nil, prefix, busMessageTrampoline, box.toOpaque())
    }

    /// Sends a reply to `call` built by `body`.
    func reply(to call: BusMessage, _ body: (BusMessage) -> Void = { _ in }) {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_return(call.pointer, &message) >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        body(BusMessage(pointer: message))
        send(message)
    }

    /// Replies to `call` with the error `name`.
    func replyError(to call: BusMessage, name: String, message text: String) {
        name.withCString { namePointer in
            text.withCString { textPointer in
                var error = sd_bus_error(name: namePointer, message: textPointer, _need_free: 0)
                _ = sd_bus_reply_method_error(call.pointer, &error)
            }
        }
        flushSoon()
    }

    /// Emits a signal from `path`.
    func signal(path: String, interface: String, member: String, _ body: (BusMessage) -> Void) {
        guard let bus else { return }
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, path, interface, member) >= 0, let message else { return }
        defer { sd_bus_message_unref(message) }
        body(BusMessage(pointer: message))
        send(message)
    }

    private func send(_ message: OpaquePointer) {
        guard let bus else { return }
        _ = sd_bus_send(bus, message, nil)
        flushSoon()
    }

    /// Closes the connection (no callback; `onClosed` is not called).
    func close() {
        onClosed = nil
        readSource?.cancel()
        writeSource?.cancel()
        timer?.cancel()
        readSource = nil
        writeSource = nil
        timer = nil
        if let bus { sd_bus_close_unref(bus) }
        bus = nil
        for box in handlers { box.release() }
        handlers = []
    }

    // MARK: Serving the socket

    /// Watches the socket for input. The source watches a duplicate of the descriptor, closed when
    /// the source is cancelled, so closing the connection never pulls a descriptor from under it.
    private func watch() {
        guard let bus else { return }
        let fd = dup(sd_bus_get_fd(bus))
        guard fd >= 0 else { return lost("dup: \(String(cString: strerror(errno)))") }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { [weak self] in self?.process() } }
        source.setCancelHandler { Glibc.close(fd) }
        source.resume()
        readSource = source
        flushSoon()
    }

    /// Processes on the next turn of the main queue (after a send, output is written from there).
    private func flushSoon() {
        guard !processScheduled else { return }
        processScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.process() } }
    }

    /// Reads, dispatches and writes what sd-bus can without waiting, a bounded batch at a time,
    /// then re-arms the write source and timer as sd-bus asks.
    private func process() {
        processScheduled = false
        guard let bus else { return }
        var batch = 0
        while bus == self.bus {
            let status = sd_bus_process(bus, nil)
            if status < 0 { return lost(String(cString: strerror(-status))) }
            if status == 0 { break }
            batch += 1
            if batch == 64 { flushSoon(); break }
        }
        guard self.bus != nil else { return }
        rearm()
    }

    private func rearm() {
        guard let bus else { return }
        let events = sd_bus_get_events(bus)
        if events < 0 { return lost(String(cString: strerror(-events))) }
        if Int16(events) & Int16(POLLOUT) != 0 {
            if writeSource == nil {
                let fd = dup(sd_bus_get_fd(bus))
                if fd >= 0 {
                    let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
                    source.setEventHandler { MainActor.assumeIsolated { [weak self] in self?.process() } }
                    source.setCancelHandler { Glibc.close(fd) }
                    source.resume()
                    writeSource = source
                }
            }
        } else if let source = writeSource {
            source.cancel()
            writeSource = nil
        }
        var deadline: UInt64 = .max
        _ = sd_bus_get_timeout(bus, &deadline)
        guard deadline != timerDeadline else { return }
        timer?.cancel()
        timer = nil
        timerDeadline = deadline
        guard deadline != .max else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowUsec = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
        let wait = deadline > nowUsec ? deadline - nowUsec : 0
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .microseconds(Int(min(wait, UInt64(Int32.max)))))
        source.setEventHandler { MainActor.assumeIsolated { [weak self] in
            self?.timerDeadline = .max
            self?.process()
        } }
        source.resume()
        timer = source
    }

    private func lost(_ reason: String) {
        let onClosed = self.onClosed
        close()
        onClosed?(reason)
    }
}

/// The closure a C callback of sd-bus calls (userdata).
@MainActor final class MessageHandlerBox {
    let handler: @MainActor (BusMessage) -> Bool
    init(_ handler: @escaping @MainActor (BusMessage) -> Bool) { self.handler = handler }
    convenience init(_ reply: @escaping @MainActor (BusMessage) -> Void) { self.init { reply($0); return true } }
}

/// sd-bus calls back only from `sd_bus_process`, which `BusConnection` runs on the main actor; the
/// pointers cross into the main actor's closure as plain numbers (they are used on this thread only).
private let busMessageTrampoline: sd_bus_message_handler_t = { message, userdata, _ in
    let messageBits = Int(bitPattern: message), boxBits = Int(bitPattern: userdata)
    return MainActor.assumeIsolated {
        guard let message = OpaquePointer(bitPattern: messageBits), let userdata = UnsafeRawPointer(bitPattern: boxBits) else { return 0 }
        let box = Unmanaged<MessageHandlerBox>.fromOpaque(userdata).takeUnretainedValue()
        return box.handler(BusMessage(pointer: message)) ? 1 : 0
    }
}

/// Releases a call's closure when sd-bus drops its slot (after the reply, the timeout or the close).
private let busBoxRelease: sd_bus_destroy_t = { userdata in
    let boxBits = Int(bitPattern: userdata)
    MainActor.assumeIsolated {
        guard let userdata = UnsafeRawPointer(bitPattern: boxBits) else { return }
        Unmanaged<MessageHandlerBox>.fromOpaque(userdata).release()
    }
}
