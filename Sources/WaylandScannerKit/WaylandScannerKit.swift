/// Parses, validates and generates Swift bindings from Wayland protocol XML.
public enum WaylandScannerKit {}
