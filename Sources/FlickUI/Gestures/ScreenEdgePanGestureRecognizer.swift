public import FlickGeometry

/// Edges of a rectangle.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window and moves away from it
/// (UIScreenEdgePanGestureRecognizer; the habr and flip scenes' interactive back swipe).
///
/// The first touch must go down within `edgeZone` points of one of `edges` of the window, and the
/// slop must be crossed along the axis across that edge, away from it; otherwise it fails.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges it listens at.
    public var edges: RectEdge = .left
    /// How far from the edge a touch may start, points. Android's `ViewDragHelper.EDGE_SIZE` =
    /// 20 dp (UIKit does not document its zone).
    public var edgeZone = 20.0
    /// The edge the current touch started at.
    public private(set) var startEdge: RectEdge?

    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count == touches.count, let first = touches.first {
            let bounds = first.window?.bounds ?? .zero
            startEdge = Self.edge(at: first.locationInWindow, in: bounds, edges: edges, zone: edgeZone)
            if startEdge == nil {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches)
    }

    /// The edge among `edges` whose zone contains `point` (the nearest when in two), or nil.
    public static func edge(at point: Point, in bounds: Rect, edges: RectEdge, zone: Double) -> RectEdge? {
        var best: (RectEdge, Double)?
        let candidates: [(RectEdge, Double)] = [
            (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
            (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
        ]
        for (edge, distance) in candidates where edges.contains(edge) && distance >= 0 && distance <= zone {
            if best == nil || distance < best!.1 { best = (edge, distance) }
        }
        return best?.0
    }

    open override func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool {
        switch startEdge {
        case .some(.left): return axis == .horizontal && translation.x > 0
        case .some(.right): return axis == .horizontal && translation.x < 0
        case .some(.top): return axis == .vertical && translation.y > 0
        case .some(.bottom): return axis == .vertical && translation.y < 0
        default: return false
        }
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }
}
