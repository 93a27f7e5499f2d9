// WaylandServer: generated server bindings (one `...Resource` class per protocol interface, e.g.
// `WlSurfaceResource`) plus the runtime: `ServerDisplay`, `ServerClient`, `Global`, `Resource`,
// `WaylandServerError`. See docs/PROTOCOL-LAYER.md.
@_exported import WaylandCommon
