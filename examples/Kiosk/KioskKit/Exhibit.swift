/// One exhibit of the kiosk: a tile on the home screen and a detail screen.
public struct Exhibit: Hashable, Sendable {
    /// The picture's file name without extension or scale ("aurora").
    public var picture: String
    /// The title on the tile and the detail screen.
    public var title: String
    /// The text of the detail screen.
    public var text: String

    /// The six exhibits of the demo, in tile order.
    public static let all: [Exhibit] = [
        Exhibit(picture: "aurora", title: "Aurora",
                text: "Charged particles from the sun meet the upper atmosphere and make it glow green, red and violet. "
                    + "The bands move with the magnetic field, so no two nights look alike."),
        Exhibit(picture: "prism", title: "Prism",
                text: "Glass bends short wavelengths more than long ones, so white light leaves a prism as a fan of colours. "
                    + "Newton used two prisms to show the colours were in the light, not in the glass."),
        Exhibit(picture: "tides", title: "Tides",
                text: "The moon pulls the near side of the ocean harder than the far side. Twice a day the water rises "
                    + "and falls; where a bay narrows, the difference can reach fifteen metres."),
        Exhibit(picture: "dunes", title: "Dunes",
                text: "Wind lifts sand grains and drops them just past a crest, so a dune creeps forward a few metres a year. "
                    + "Its shape tells which way the wind blows most."),
        Exhibit(picture: "orbit", title: "Orbits",
                text: "Every planet falls towards the sun and keeps missing it. The closer the orbit, the faster the fall: "
                    + "Mercury takes 88 days to go round, Neptune 165 years."),
        Exhibit(picture: "canopy", title: "Canopy",
                text: "In a rainforest most life is high up, where leaves catch the light. Less than two percent of the "
                    + "sunlight reaches the forest floor."),
    ]
}
