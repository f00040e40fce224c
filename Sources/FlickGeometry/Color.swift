/// A colour in sRGB with straight (not premultiplied) alpha, each channel 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from channels in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 0…255 channels, as the articles write them (e.g. RGB(180, 100, 250)).
    public init(r255 r: Double, g255 g: Double, b255 b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` literal.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            r255: Double((hex >> 16) & 0xFF), g255: Double((hex >> 8) & 0xFF), b255: Double(hex & 0xFF),
            alpha: alpha)
    }

    /// A grey of the given white level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// The same colour with a different alpha.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Channel-wise linear interpolation (t is not clamped).
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(
            red: lerp(red, other.red, t), green: lerp(green, other.green, t),
            blue: lerp(blue, other.blue, t), alpha: lerp(alpha, other.alpha, t))
    }

    /// Channels as 0…255 bytes, rounded and clamped.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8(clamp((v * 255).rounded(), 0, 255)) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
