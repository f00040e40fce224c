public import FlickGeometry

/// Where everything sits for a position (pure): the per-style frame functions of `PanelStyle`.
///
/// A side panel's *progress* is how far the position has gone towards it (the position's
/// component along the panel's direction, ≥ 0; above 1 while rubber-banding past it). With `D`
/// the container's size along the panel's axis and `e` its direction, its offset from the
/// resting frame is `e·D·(1 − t)` (cover, overlap, push) or `e·D·f·(1 − t)` (reveal, parallax
/// f), and the background's is `−e·D·t` (push, reveal), `−e·D·t·f` (overlap) or none (cover).
/// A rubber band towards a side with no panel moves the background like a push. A `panelLead`
/// (`NavigationConfiguration.panelsFollowFinger`) is added to the panels' progress only, never
/// taking one past its resting frame.
public struct NavigationLayout: Hashable, Sendable {
    /// The background's (and the centre panel's) offset from the container's bounds, points.
    public var backgroundOffset: Point
    /// Each present side panel's offset from the container's bounds, points.
    public var panelOffsets: [Panel: Point]
    /// The panels that show any part of themselves (progress > 0; the centre while the
    /// position is less than one panel away from it).
    public var visible: Set<Panel>

    /// The layout at `position` in a container of `size`, for the panels in `present` with
    /// their styles from `configuration`; the panels run `panelLead` ahead of the position.
    public static func at(
        _ position: Point, size: Size, present: Set<Panel>, configuration: NavigationConfiguration,
        panelLead: Point = .zero
    ) -> NavigationLayout {
        let p = position.isFinite ? position : .zero
        var background = Point.zero
        var offsets: [Panel: Point] = [:]
        var visible: Set<Panel> = []
        for panel in Panel.allCases where panel != .center {
            let e = panel.direction
            let axis = panel.axis ?? .horizontal
            let d = size.dimension(axis)
            let t = max(0, p.x * e.x + p.y * e.y)
            guard present.contains(panel) else {
                background = background - e * (d * t)
                continue
            }
            let lead = panelLead.x * e.x + panelLead.y * e.y
            let tp = lead == 0 || t == 0 ? t : min(max(0, t + lead), 1)
            if tp > 0 { visible.insert(panel) }
            switch configuration.style(of: panel) {
            case .cover:
                offsets[panel] = e * (d * (1 - tp))
            case .push:
                offsets[panel] = e * (d * (1 - tp))
                background = background - e * (d * t)
            case .overlap(let f):
                offsets[panel] = e * (d * (1 - tp))
                background = background - e * (d * t * f)
            case .reveal(let f):
                offsets[panel] = e * (d * f * (1 - tp))
                background = background - e * (d * t)
            }
        }
        if max(abs(p.x), abs(p.y)) < 1 { visible.insert(.center) }
        return NavigationLayout(backgroundOffset: background, panelOffsets: offsets, visible: visible)
    }

    /// The frame of a view filling `bounds` shifted by `offset`.
    public static func frame(_ bounds: Rect, offset: Point) -> Rect {
        Rect(x: bounds.origin.x + offset.x, y: bounds.origin.y + offset.y, width: bounds.width, height: bounds.height)
    }
}
