/// An AT-SPI object reference: the bus name of its application and its object path.
struct AtspiReference: Equatable, Sendable {
    var bus: String
    var path: String

    /// The reference AT-SPI uses for "no object".
    static let null = AtspiReference(bus: "", path: "/org/a11y/atspi/null")
}
