public import FlickGeometry

/// How a text layer draws its string: font file, size, colour, alignment and wrapping.
public struct TextStyle: Hashable, Sendable {
    /// Horizontal placement of each line inside the layer's bounds.
    public enum Alignment: String, Hashable, Sendable { case left, center, right }

    /// The font as a path under the assets folder (e.g. `"fonts/DejaVuSans.ttf"`).
    public var font: String
    /// Font size in points.
    public var size: Double
    /// Text colour; its alpha multiplies the layer's opacity.
    public var color: Color
    /// Line placement.
    public var alignment: Alignment
    /// When true, lines wrap at word boundaries to the bounds' width; when false, one line that
    /// is clipped by nothing (like a label with `numberOfLines = 1` and no truncation).
    public var wraps: Bool

    /// The regular face shipped in Assets.
    public static let regularFont = "fonts/DejaVuSans.ttf"
    /// The bold face shipped in Assets.
    public static let boldFont = "fonts/DejaVuSans-Bold.ttf"

    /// Creates a style; the defaults give 17 pt white, left aligned, wrapping (UIKit's body size).
    public init(
        font: String = TextStyle.regularFont, size: Double = 17, color: Color = .white,
        alignment: Alignment = .left, wraps: Bool = true
    ) {
        self.font = font
        self.size = size
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
    }
}
