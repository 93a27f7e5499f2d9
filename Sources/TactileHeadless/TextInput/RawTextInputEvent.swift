import CWaylandServer
import CWaylandUtil
import WaylandServer

extension HeadlessCompositor {
    /// Posts event `opcode` with one string argument made of exactly `bytes` (the generated bindings
    /// only send valid UTF-8). The caller checked the size and that `bytes` holds no NUL.
    func postRawString(_ bytes: [UInt8], opcode: UInt32, on resource: Resource) {
        guard let target = resource.pointer else { return }
        var terminated = bytes
        terminated.append(0)
        terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                var argument = wl_argument(s: chars.baseAddress)
                wl_resource_post_event_array(target, opcode, &argument)
            }
        }
    }
}
