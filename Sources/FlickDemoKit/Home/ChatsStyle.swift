import FlickGeometry
import FlickLayers

/// The chats panel's looks and metrics: the article scenes' dark palette (`FlipStyle`) plus
/// Snapchat's status colours, and the row geometry the swipe and the focus ring rely on. Sizes
/// and colours that cite no source are the demo's own looks (as in `FlipStyle`).
enum ChatsStyle {
    /// Snapchat's snap red (a photo snap).
    static let snapRed = Color(hex: 0xF23C57)
    /// Snapchat's video purple (a snap with sound).
    static let videoPurple = Color(hex: 0xA05DCD)
    /// Snapchat's chat blue.
    static let chatBlue = Color(hex: 0x0FADFF)
    /// The cards of the list, one step above the background.
    static let card = Color(hex: 0x181A23)
    /// A pinned card.
    static let cardPinned = Color(hex: 0x1F2130)
    /// A card under a finger.
    static let cardPressed = Color(hex: 0x262938)
    /// Hairlines and quiet fills.
    static let quiet = Color(white: 1, alpha: 0.08)

    /// One row's height: a 72 pt card with 4 pt above and below (8 pt between cards).
    static let rowHeight = 80.0
    /// The gap between the card and its row's edges. It is also the focus ring's outset
    /// (docs/SCROLLING-AND-FOCUS.md, 4 pt), so a focused closed card shows its whole ring inside
    /// the row and the ring's reveal never scrolls the row open.
    static let cardInset = 4.0
    /// The list's side margin: the rows sit this far from the panel's edges.
    static let listMargin = 6.0
    /// The card's corner radius.
    static let cardCorner = 20.0
    /// One action button's width, and the step between them (4 pt gap).
    static let actionWidth = 68.0
    /// The distance between successive action buttons.
    static let actionStride = 72.0
    /// The header's height above the list.
    static let headerHeight = 120.0
    /// Room kept under the last row for the container's nav bar: height 80 + bottom inset 30
    /// (FEEL.md §1, two-axis buttons).
    static let navBarClearance = 110.0

    /// The name on a row.
    static var name: TextStyle { TextStyle(font: TextStyle.boldFont, size: 16, color: FlipStyle.text, wraps: false) }
    /// A status line of something new (coloured, bold).
    static func freshStatus(_ color: Color) -> TextStyle {
        TextStyle(font: TextStyle.boldFont, size: 13, color: color, wraps: false)
    }
    /// A status line of something seen (grey).
    static var seenStatus: TextStyle { TextStyle(size: 13, color: FlipStyle.secondaryText, wraps: false) }
    /// Initials in an avatar.
    static var initials: TextStyle {
        TextStyle(font: TextStyle.boldFont, size: 18, color: .white, alignment: .center, wraps: false)
    }
    /// An action button's label.
    static var actionLabel: TextStyle {
        TextStyle(font: TextStyle.boldFont, size: 12, color: .white, alignment: .center, wraps: false)
    }
    /// An action button's glyph.
    static var actionGlyph: TextStyle {
        TextStyle(font: TextStyle.boldFont, size: 20, color: .white, alignment: .center, wraps: false)
    }
}
