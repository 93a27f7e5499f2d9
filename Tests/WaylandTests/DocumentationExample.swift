import WaylandClient

/// The client example of docs/PROTOCOL-LAYER.md, kept here so it keeps compiling (never called:
/// it needs a real compositor).
func documentationExample() throws {
    let display = try Display()
    let globals = try GlobalRegistry(display: display)
    try display.roundtrip()
    let compositor = try globals.bind(WlCompositor.self, versions: 4...6)
    let wmBase = try globals.bind(XdgWmBase.self, versions: 1...5)
    wmBase.onEvent = { [weak wmBase] in if case .ping(let serial) = $0 { try? wmBase?.pong(serial: serial) } }
    let surface = try compositor.createSurface()
    let toplevel = try wmBase.getXdgSurface(surface: surface).getToplevel()  // keeps its xdg_surface alive
    try toplevel.setTitle(title: "Hello")
    try surface.commit()
}
