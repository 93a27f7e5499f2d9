/// Proxies compare and hash by identity, so they can be dictionary keys and set members.
extension Proxy: Hashable {
    public static func == (lhs: Proxy, rhs: Proxy) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// `wl_surface@12 v5` (or `wl_surface@destroyed v5`), for logs.
extension Proxy: CustomStringConvertible {
    public var description: String {
        "\(Self.interfaceName)@\(isAlive ? String(id) : "destroyed") v\(version)"
    }
}
