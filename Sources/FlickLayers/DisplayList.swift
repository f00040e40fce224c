public import FlickGeometry

/// A frame's worth of drawing as plain data: what the compositor produces and a `Renderer`
/// executes. Tests assert on it without a window.
///
/// Items are in painter's order. `pushGroup`/`popGroup` always balance.
public struct DisplayList: Hashable, Sendable {
    /// The viewport in points; item transforms map into this space.
    public var viewport: Size
    /// The colour the frame is cleared to before the items are drawn.
    public var clearColor: Color
    /// The drawing instructions, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(viewport: Size, clearColor: Color = .black, items: [DisplayItem] = []) {
        self.viewport = viewport
        self.clearColor = clearColor
        self.items = items
    }

    /// The number of items that draw something (groups excluded).
    public var drawCount: Int {
        items.reduce(0) { n, item in
            switch item {
            case .pushGroup, .popGroup: n
            default: n + 1
            }
        }
    }

    /// True when every `pushGroup` has a matching `popGroup` after it.
    public var groupsBalance: Bool {
        var depth = 0
        for item in items {
            switch item {
            case .pushGroup: depth += 1
            case .popGroup:
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0
    }
}
