public import FlickGeometry
public import FlickUI

/// The third article's 3-D flip (FEEL.md §1, flip): presenting, a card at `originFrame` turns
/// over to show a snapshot of the new screen, which then grows to fill it; dismissing plays it
/// backwards. Keyframes in thirds, on the container's perspective (m34 = −0.002):
///
/// presenting — (1) the `.from` view turns away to −π/2 about y; (2) the snapshot (of the `.to`
/// view, corner radius 25, starting edge-on at π/2) turns to 0; (3) it grows from `originFrame`
/// to the final frame while its corner radius goes 25 → 0. The real `.to` view stays hidden
/// until the end.
/// dismissing — (1) the snapshot of the `.from` view shrinks to `originFrame`, corners 0 → 25;
/// (2) it turns away to π/2; (3) the `.to` view turns in from −π/2 to 0: the presentation's
/// turns played backwards, as the tutorial's FlipDismissAnimationController does.
@MainActor
public final class FlipAnimation: TransitionAnimation {
    /// FEEL.md §1, flip: "perspective m34 = −0.002 on the container".
    public static let perspective = -0.002
    /// FEEL.md §1, flip: "corner radius 25 → 0".
    public static let cardCornerRadius = 25.0

    /// The card's frame in the container (where the snapshot starts or ends).
    public var originFrame: Rect
    /// The snapshot of the current transition (nil between transitions).
    public private(set) var snapshot: View?

    /// Creates a flip from (or back to) the card at `originFrame`.
    public init(originFrame: Rect) { self.originFrame = originFrame }

    /// A turn of `angle` radians about the y axis.
    public static func yRotation(_ angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }

    /// The perspective matrix (identity with m34 = `perspective`).
    public static var perspectiveTransform: Transform3D {
        var m = Transform3D.identity
        m.m34 = perspective
        return m
    }

    /// Adds the views to the container in the order this animation needs.
    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        let pictured = info.isForward ? toView : fromView
        guard let pictured else { return }
        if info.isForward, let toView {
            toView.frame = info.toFinalFrame
            containerView.addSubview(toView)
        }
        let shot = Snapshot.snapshotView(of: pictured)
        containerView.addSubview(shot)
        snapshot = shot
    }

    /// Places the views where the animation starts.
    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        guard let shot = snapshot, let container = shot.superview else { return }
        container.layer.sublayerTransform = Self.perspectiveTransform
        shot.layer.masksToBounds = true
        if info.isForward {
            toView?.isHidden = true
            fromView?.transform = turn(fromView, 0, in: container)
            shot.frame = originFrame
            shot.cornerRadius = Self.cardCornerRadius
            shot.transform = Self.yRotation(.pi / 2)
        } else {
            fromView?.isHidden = true
            shot.transform = Self.yRotation(0)
            shot.frame = info.fromInitialFrame
            shot.cornerRadius = 0
            toView?.transform = turn(toView, -.pi / 2, in: container)
        }
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        guard let shot = snapshot, let container = shot.superview else { return }
        let third = 1.0 / 3
        if info.isForward {
            TransitionKeyframes.add(relativeStart: 0, relativeDuration: third) {
                fromView?.transform = turn(fromView, -.pi / 2, in: container)
            }
            TransitionKeyframes.add(relativeStart: third, relativeDuration: third) {
                shot.transform = Self.yRotation(0)
            }
            TransitionKeyframes.add(relativeStart: 2 * third, relativeDuration: third) {
                shot.frame = info.toFinalFrame
                shot.cornerRadius = 0
            }
        } else {
            TransitionKeyframes.add(relativeStart: 0, relativeDuration: third) {
                shot.frame = originFrame
                shot.cornerRadius = Self.cardCornerRadius
            }
            TransitionKeyframes.add(relativeStart: third, relativeDuration: third) {
                shot.transform = Self.yRotation(.pi / 2)
            }
            TransitionKeyframes.add(relativeStart: 2 * third, relativeDuration: third) {
                toView?.transform = turn(toView, 0, in: container)
            }
        }
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        snapshot?.superview?.layer.sublayerTransform = .identity
        snapshot?.removeFromSuperview()
        snapshot = nil
        toView?.isHidden = false
        fromView?.isHidden = false
        fromView?.transform = .identity
        toView?.transform = .identity
    }

    /// A turn about y for `view`: inside the container the container's perspective applies;
    /// a view outside it (the presenting view, left in the window) carries its own.
    private func turn(_ view: View?, _ angle: Double, in container: View) -> Transform3D {
        let r = Self.yRotation(angle)
        return view?.superview === container ? r : r.concatenating(Self.perspectiveTransform)
    }
}
