/// The platform's event loop while it runs the app, as the application sees it: what
/// `terminate(status:)` ends.
@MainActor package protocol ApplicationLoop: AnyObject {
    /// Ends the loop after the current event; the process then ends with `status`.
    func end(status: Int32)
}
