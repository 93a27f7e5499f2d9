/// Resources compare and hash by identity, so they can be dictionary keys and set members.
extension Resource: Hashable {
    public static func == (lhs: Resource, rhs: Resource) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// `wl_surface@12 v5` (or `wl_surface@12 v5 destroyed`), for logs.
extension Resource: CustomStringConvertible {
    public var description: String {
        "\(Self.interfaceName)@\(id) v\(version)\(isAlive ? "" : " destroyed")"
    }
}
