import CWaylandServer

/// Flushing from inside libwayland's callbacks.
///
/// `wl_display_flush_clients` destroys every client whose socket fails. Called from a destroy handler
/// while libwayland is destroying a client (its socket broke, or `ServerClient.destroy()`), it
/// destroys that client a second time and libwayland frees its memory twice; called from a request
/// handler, it can destroy the client whose request is being dispatched. So while a call into
/// libwayland that runs handlers is in progress, `flushClients()` only notes the wish, and the
/// outermost such call flushes when it returns, with no handler on the stack.
extension ServerDisplay {
    /// Runs `body`, a call into libwayland that may run resource and client handlers; a flush asked
    /// for meanwhile happens after it.
    func runningHandlers<T>(_ body: () -> T) -> T {
        handlerDepth += 1
        let result = body()
        handlerDepth -= 1
        if handlerDepth == 0 { flushDeferredClients() }
        return result
    }

    /// Sends every client's queued events, or, inside a handler, once the handler has returned.
    public func flushClients() {
        guard displayPointer != nil else { return }
        flushDeferred = true
        if handlerDepth == 0 { flushDeferredClients() }
    }

    /// Flushes while a flush is owed; a client destroyed by a flush can run handlers that ask for
    /// another (bounded: each round destroys clients, which are finite).
    private func flushDeferredClients() {
        var rounds = 0
        while flushDeferred, rounds < 16, let display = displayPointer {
            flushDeferred = false
            rounds += 1
            handlerDepth += 1
            wl_display_flush_clients(display)
            handlerDepth -= 1
        }
    }
}
