/// `map-pins` next to the test bundle (`swift build --build-tests` builds it).
enum MapPinsBinary {
    static let path: String? = KioskApp.mapPins.path
}
