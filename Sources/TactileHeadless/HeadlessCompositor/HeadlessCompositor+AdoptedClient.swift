import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

extension HeadlessCompositor {
    /// Makes a client of one end of an already connected socket (e.g. from `socketpair`), whose other
    /// end belongs to a client elsewhere — typically a child process started with `WAYLAND_SOCKET`.
    /// On success the compositor owns `fileDescriptor`; on failure the caller still does.
    ///
    /// Unlike `connectClient()` there is no in-process `Display`: drive the compositor with `dispatch()`
    /// (e.g. when `eventLoopFileDescriptor` is readable) and disconnect with `ServerClient.destroy()`.
    public func connectClient(fileDescriptor: Int32) throws(HeadlessCompositorError) -> ServerClient {
        do {
            return try server.createClient(fileDescriptor: fileDescriptor)
        } catch {
            throw .server(error)
        }
    }

    /// A descriptor that becomes readable when a client sent something (for `poll`, then `dispatch()`).
    public var eventLoopFileDescriptor: Int32 { server.eventLoopFileDescriptor }

    /// The toplevels whose surface belongs to `client`, in creation order.
    public func toplevels(of client: ServerClient) -> [HeadlessToplevel] {
        toplevels.filter { $0.surface.resource.client === client }
    }
}
