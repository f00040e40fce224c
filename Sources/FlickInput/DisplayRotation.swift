/// How the app's content is turned on the panel, clockwise, in quarter turns — for panels mounted
/// sideways or upside down.
///
/// With `.clockwise90` the app's top-left corner is drawn at the panel's top-right corner: a
/// 800×1280 portrait panel mounted on its side shows a 1280×800 landscape app. The renderer turns
/// the content by this amount; `InputTransform` undoes it for input.
public enum DisplayRotation: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Content upright on the panel.
    case upright = 0
    /// Content turned a quarter turn clockwise.
    case clockwise90 = 90
    /// Content upside down.
    case clockwise180 = 180
    /// Content turned three quarter turns clockwise (a quarter turn anticlockwise).
    case clockwise270 = 270

    /// The rotation for a whole number of degrees (any multiple of 90, negative or past 360 too),
    /// or nil with no rotation for anything else (e.g. from a command-line flag: report it).
    public init?(degrees: Int) {
        let normalised = ((degrees % 360) + 360) % 360
        self.init(rawValue: normalised)
    }

    /// The clockwise angle in degrees: 0, 90, 180 or 270.
    public var degrees: Int { rawValue }

    /// True for the quarter turns, which swap width and height.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }
}
