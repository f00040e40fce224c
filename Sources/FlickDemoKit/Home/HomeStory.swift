import FlickGeometry

/// One story of the home screen's discover grid: its picture (a `DemoAssets.Image`), headline,
/// publisher and the publisher's badge colour.
struct HomeStory: Hashable, Sendable {
    /// The picture, an asset path.
    var image: String
    /// The headline.
    var title: String
    /// Who published it.
    var publisher: String
    /// How long ago, as shown ("2h").
    var age: String
    /// The publisher badge's colour.
    var color: Color

    /// The discover grid's stories, one per landscape or abstract picture.
    static let all: [HomeStory] = [
        HomeStory(
            image: DemoAssets.Image.sunsetMountains, title: "Golden hour on the ridge", publisher: "Peak Weekly",
            age: "2h", color: Color(hex: 0xFF8A3D)),
        HomeStory(
            image: DemoAssets.Image.aurora, title: "The sky caught fire", publisher: "North Lights",
            age: "4h", color: Color(hex: 0x2EC4B6)),
        HomeStory(
            image: DemoAssets.Image.city, title: "Downtown after the rain", publisher: "Metro Daily",
            age: "5h", color: Color(hex: 0x3A86FF)),
        HomeStory(
            image: DemoAssets.Image.moonlitSea, title: "Night swim", publisher: "Tide",
            age: "7h", color: Color(hex: 0x5E60CE)),
        HomeStory(
            image: DemoAssets.Image.desert, title: "Big sun, bigger sand", publisher: "Roam",
            age: "9h", color: Color(hex: 0xF4A261)),
        HomeStory(
            image: DemoAssets.Image.forest, title: "Pines waking up", publisher: "Wild Things",
            age: "12h", color: Color(hex: 0x52B788)),
        HomeStory(
            image: DemoAssets.Image.blobs, title: "Colour of the year", publisher: "Studio",
            age: "1d", color: Color(hex: 0xE76F51)),
        HomeStory(
            image: DemoAssets.Image.waves, title: "Waves you can hear", publisher: "Sound & Shape",
            age: "2d", color: Color(hex: 0x9B5DE5)),
    ]
}
