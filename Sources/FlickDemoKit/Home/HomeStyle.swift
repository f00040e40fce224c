import FlickGeometry
import FlickLayers

/// The home screen's looks, on top of the article scenes' shared palette (`FlipStyle`): the
/// panel backgrounds, the nav bar's tints towards the side panels and the text styles the
/// panels share.
enum HomeStyle {
    /// The panels' background (a touch lighter than `FlipStyle.background`, so a panel reads as
    /// a sheet over the black camera edge).
    static let panel = Color(hex: 0x101218)
    /// The nav bar's tint towards the chats (left): Snapchat's chat blue, a shade darker so the
    /// white icon stays legible.
    static let chatsTint = Color(hex: 0x1E88E5)
    /// The nav bar's tint towards discover (right): Snapchat's stories purple, a shade darker.
    static let discoverTint = Color(hex: 0x8E44EC)
    /// The round buttons' fill over the camera and on the nav bar.
    static let buttonFill = Color(white: 0, alpha: 0.32)
    /// The size of the home screen's round icon buttons, points.
    static let iconButtonSize = 40.0

    /// A panel's title (top left).
    static var title: TextStyle { TextStyle(font: TextStyle.boldFont, size: 24, color: FlipStyle.text, wraps: false) }
    /// A section header inside a panel ("This week").
    static var section: TextStyle {
        TextStyle(font: TextStyle.boldFont, size: 15, color: FlipStyle.text, wraps: false)
    }
    /// Secondary text under a title.
    static var subtitle: TextStyle { TextStyle(size: 13, color: FlipStyle.secondaryText, wraps: false) }
}
