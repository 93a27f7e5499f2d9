// WaylandClient: generated client bindings (one class per protocol interface, e.g. `WlSurface`,
// `XdgToplevel`) plus the runtime: `Display`, `Proxy`, `GlobalRegistry`, `WaylandError`.
// See docs/PROTOCOL-LAYER.md.
@_exported import WaylandCommon
