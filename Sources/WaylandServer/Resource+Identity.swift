/// Resources compare and hash by identity, so they can be dictionary keys and set members.
extension Resource: Hashable {
    public static func == (lhs: Resource, rhs: Resource) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
