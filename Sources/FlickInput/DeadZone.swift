public import FlickGeometry

/// A gamepad dead zone: deflections smaller than `radius` read as exactly 0, and the rest of the
/// travel is rescaled so the output starts at 0 just past the zone and still reaches 1 at full
/// deflection (no jump at the edge of the zone).
///
/// Sticks use the *radial* form (the zone is a circle on the stick's x/y pair, so diagonals behave
/// like the axes); triggers and lone axes use the one-dimensional form. Values are fractions of full
/// deflection: sticks −1…1, triggers 0…1. Invariant: `0 ≤ radius < 1`.
public struct DeadZone: Hashable, Sendable {
    /// The zone's size as a fraction of full deflection, 0 ≤ radius < 1.
    public let radius: Double

    /// Creates a dead zone; a radius outside 0 ≤ r < 1 is a programming error.
    public init(radius: Double) {
        precondition(
            radius >= 0 && radius < 1,
            "DeadZone radius is a fraction of full deflection in 0..<1; got \(radius)"
        )
        self.radius = radius
    }

    /// No dead zone: values pass through (clamped to full deflection).
    public static let none = DeadZone(radius: 0)

    /// Left stick: XInput's `XINPUT_GAMEPAD_LEFT_THUMB_DEADZONE` = 7849 of 32767 (≈ 0.24). Source:
    /// Microsoft, "Getting Started With XInput" (xinput.h).
    public static let leftStick = DeadZone(radius: 7849.0 / 32767.0)

    /// Right stick: XInput's `XINPUT_GAMEPAD_RIGHT_THUMB_DEADZONE` = 8689 of 32767 (≈ 0.27). Source:
    /// Microsoft, "Getting Started With XInput" (xinput.h).
    public static let rightStick = DeadZone(radius: 8689.0 / 32767.0)

    /// Triggers: XInput's `XINPUT_GAMEPAD_TRIGGER_THRESHOLD` = 30 of 255 (≈ 0.12). Source:
    /// Microsoft, "Getting Started With XInput" (xinput.h).
    public static let trigger = DeadZone(radius: 30.0 / 255.0)

    /// Applies the radial zone to a stick's (x, y) pair: inside the circle → (0, 0); outside, the
    /// direction is kept and the magnitude rescaled from radius…1 to 0…1 (clamped at 1, so a square
    /// stick gate's corners don't exceed full deflection).
    public func apply(stick: Point) -> Point {
        let magnitude = stick.length
        guard magnitude.isFinite, magnitude > radius else { return .zero }
        let rescaled = min(1, (magnitude - radius) / (1 - radius))
        return stick * (rescaled / magnitude)
    }

    /// Applies the zone to one axis: |v| ≤ radius → 0, else sign(v)·(|v| − radius)/(1 − radius),
    /// clamped to −1…1.
    public func apply(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude.isFinite, magnitude > radius else { return 0 }
        let rescaled = min(1, (magnitude - radius) / (1 - radius))
        return value < 0 ? -rescaled : rescaled
    }
}
