import Tactile

/// The map's colours. Detail colours only appear at the zooms that show that detail.
enum MapPalette {
    static let land = Color(red: 0.95, green: 0.93, blue: 0.88)
    static let landFar = Color(red: 0.91, green: 0.89, blue: 0.83)
    static let water = Color(red: 0.62, green: 0.79, blue: 0.93)
    static let waterEdge = Color(red: 0.55, green: 0.73, blue: 0.88)
    static let park = Color(red: 0.72, green: 0.87, blue: 0.64)
    static let parkTree = Color(red: 0.55, green: 0.76, blue: 0.49)
    static let majorRoad = Color(red: 0.98, green: 0.80, blue: 0.40)
    static let majorRoadCasing = Color(red: 0.86, green: 0.66, blue: 0.30)
    static let minorRoad = Color.white
    static let alley = Color(red: 0.99, green: 0.98, blue: 0.96)
    static let building = Color(red: 0.85, green: 0.82, blue: 0.78)
    static let pinHead = Color(red: 0xE5 / 255, green: 0x39 / 255, blue: 0x35 / 255)
    static let pinStalk = Color(red: 0.45, green: 0.10, blue: 0.09)
    static let pinShadow = Color(white: 0, alpha: 0.25)
    static let pinHighlight = Color(white: 1, alpha: 0.85)
}
