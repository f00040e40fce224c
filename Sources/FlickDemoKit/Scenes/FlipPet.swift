import FlickGeometry

/// One card of the flip scene's guessing game (the third article's app: each card describes a
/// pet; tapping it reveals which one).
struct FlipPet: Hashable, Sendable {
    /// The answer ("cat").
    var name: String
    /// The clue on the card's face.
    var clue: String
    /// The illustration under `Assets/` (`DemoAssets.Image`).
    var image: String
    /// The card face's colour.
    var color: Color

    /// The game's cards, one per pet illustration.
    static let all: [FlipPet] = [
        FlipPet(
            name: "cat", clue: "Sleeps 16 hours a day and still acts tired.", image: DemoAssets.Image.cat,
            color: Color(hex: 0xFF7A59)),
        FlipPet(
            name: "dog", clue: "Thinks every walk is the best walk ever.", image: DemoAssets.Image.dog,
            color: Color(hex: 0x2EC4B6)),
        FlipPet(
            name: "fox", clue: "Bushy tail, sharp ears, raids your garden at dusk.", image: DemoAssets.Image.fox,
            color: Color(hex: 0xF5A524)),
        FlipPet(
            name: "owl", clue: "Turns its head almost all the way round.", image: DemoAssets.Image.owl,
            color: Color(hex: 0x8E6CFF)),
    ]
}
