import TactileCore
import CTactilePlatform
// Links libdispatch, whose main-queue hooks the C shim calls (nothing else here imports it).
import Dispatch

/// Hosts the main dispatch queue — and with it Swift's main actor, whose executor on Linux is that
/// queue — inside the toolkit's event loop.
///
/// libdispatch exposes the main queue to run loops as a descriptor that becomes readable when work
/// is queued (the hook CoreFoundation uses). The loop polls it with the Wayland socket and drains the
/// queue when it fires, so `Task { @MainActor in … }`, `DispatchQueue.main.async` and main-actor
/// continuations run on the loop's thread, on time, without a busy wait.
enum MainQueuePump {
    /// The descriptor to poll for readability, or -1 when libdispatch does not provide one.
    @MainActor static let descriptor: Int32 = tactile_main_queue_fd()

    /// Runs every job queued on the main queue.
    @MainActor static func drain() {
        tactile_main_queue_drain()
    }
}
