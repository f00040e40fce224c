public import FlickGeometry

/// Flattens a layer tree into a `DisplayList` (step 6 of the frame pipeline).
///
/// Pure with respect to the tree: it reads presentation values at the time it is given and
/// changes nothing. It keeps its item buffer between frames so a steady tree composes without
/// growing memory.
///
/// Order per layer: shadow; then, inside a group when one is needed, backdrop blur, background,
/// contents image, text, sublayers (stably sorted by zPosition), border. A layer needs a group
/// when it masks sublayers to its bounds or has opacity below 1 over more than one drawing.
/// Shadows come from the rounded bounds (as if `shadowPath` were set to them), and a masking
/// layer still casts its shadow — unlike Core Animation, where masksToBounds clips it away.
@MainActor
public final class Compositor {
    private var items: [DisplayItem] = []
    private var modelOnly = false
    /// The root `composeSubtree` composes even while hidden (nil: none).
    private weak var revealedRoot: Layer?

    /// Creates a compositor.
    public init() {}

    /// Composes `root` for a viewport of `viewport` points at `time` (the root's parent time, the
    /// frame's target timestamp in seconds).
    public func compose(_ root: Layer, viewport: Size, time: Double, clearColor: Color = .black) -> DisplayList {
        items.removeAll(keepingCapacity: true)
        visit(root, parentSublayer: nil, parentWorld: .identity, parentTime: time, inheritedOpacity: 1)
        return DisplayList(viewport: viewport, clearColor: clearColor, items: items)
    }

    /// Composes `layer`'s subtree alone from model values (running animations are neither
    /// applied nor advanced), as it would look with its bounds' origin at (0, 0) of a
    /// `size`-point viewport — its own transform and position removed. For snapshots.
    /// `revealingRoot` composes the layer even while it is hidden (its sublayers' own
    /// visibility still counts): what a hidden panel will show once revealed.
    public func composeSubtree(
        _ layer: Layer, size: Size, clearColor: Color = .clear, revealingRoot: Bool = false
    ) -> DisplayList {
        items.removeAll(keepingCapacity: true)
        modelOnly = true
        revealedRoot = revealingRoot ? layer : nil
        defer {
            modelOnly = false
            revealedRoot = nil
        }
        let p = layer.model
        let local = Self.localToParent(p, parentSublayer: nil).flattened
        let placeAtOrigin = Transform3D(translationX: -p.bounds.origin.x, y: -p.bounds.origin.y)
        let parentWorld = local.inverted().map { $0.concatenating(placeAtOrigin) } ?? placeAtOrigin
        visit(layer, parentSublayer: nil, parentWorld: parentWorld, parentTime: 0, inheritedOpacity: 1)
        return DisplayList(viewport: size, clearColor: clearColor, items: items)
    }

    private func visit(
        _ layer: Layer, parentSublayer: Transform3D?, parentWorld: Transform3D, parentTime: Double,
        inheritedOpacity: Double
    ) {
        let time = layer.localTime(fromParentTime: parentTime)
        var p = modelOnly ? layer.model : layer.presentationProperties(atLocalTime: time)
        if layer === revealedRoot {
            p.isHidden = false
            p.opacity = 1
        }
        guard !p.isHidden, p.opacity > 0 else { return }

        let world: Transform3D
        if p.transform.isIdentity && parentSublayer == nil {
            // Plain placement: a translation in the parent's plane (zPosition is flattened away).
            let a = p.anchorInBounds
            world = parentWorld.prependingTranslation(x: p.position.x - a.x, y: p.position.y - a.y)
        } else {
            world = Self.localToParent(p, parentSublayer: parentSublayer).flattened.concatenating(parentWorld)
        }
        guard world.isFinite else { return }

        let bounds = p.bounds
        let radii = p.cornerRadii.clamped(to: bounds.size)
        let hasChildren = !layer.sublayers.isEmpty
        let ownDrawings =
            (p.backgroundColor.alpha > 0 ? 1 : 0) + (layer.contents != nil ? 1 : 0)
            + (layer.text?.isEmpty == false ? 1 : 0) + (p.borderWidth > 0 ? 1 : 0) + (p.blurRadius > 0 ? 1 : 0)
        let masks = p.masksToBounds && hasChildren
        let grouped = masks || (p.opacity < 1 && (hasChildren || ownDrawings > 1))
        let alpha = grouped ? 1 : inheritedOpacity * p.opacity
        let outerAlpha = inheritedOpacity * p.opacity

        if p.shadowOpacity > 0, p.shadowColor.alpha > 0 {
            items.append(
                .shadow(
                    .init(
                        transform: world, rect: bounds, radii: radii, color: p.shadowColor,
                        radius: p.shadowRadius, offset: p.shadowOffset, opacity: outerAlpha * p.shadowOpacity)))
        }
        if grouped {
            let clip = masks ? DisplayItem.Clip(transform: world, rect: bounds, radii: radii) : nil
            items.append(.pushGroup(.init(opacity: inheritedOpacity * p.opacity, clip: clip)))
        }
        if p.blurRadius > 0 {
            items.append(
                .backdropBlur(
                    .init(transform: world, rect: bounds, radii: radii, radius: p.blurRadius, tint: p.blurTint,
                          opacity: alpha)))
        }
        if p.backgroundColor.alpha > 0 {
            items.append(
                .fill(.init(transform: world, rect: bounds, radii: radii, color: p.backgroundColor, opacity: alpha)))
        }
        if let image = layer.contents {
            let clip = p.masksToBounds ? DisplayItem.Clip(transform: world, rect: bounds, radii: radii) : nil
            items.append(
                .image(
                    .init(transform: world, image: image, bounds: bounds, gravity: layer.contentsGravity,
                          clip: clip, opacity: alpha)))
        }
        if let text = layer.text, !text.isEmpty {
            items.append(
                .text(.init(transform: world, string: text, style: layer.textStyle, rect: bounds, opacity: alpha)))
        }
        if hasChildren {
            let childSublayer = Self.sublayerMatrix(p)
            let children = layer.sublayers
            if layer.zPositionedSublayerCount > 0 {
                let order = children.indices.sorted {
                    let (za, zb) = (children[$0].model.zPosition, children[$1].model.zPosition)
                    return za != zb ? za < zb : $0 < $1
                }
                for i in order {
                    visit(children[i], parentSublayer: childSublayer, parentWorld: world, parentTime: time,
                          inheritedOpacity: alpha)
                }
            } else {
                for child in children {
                    visit(child, parentSublayer: childSublayer, parentWorld: world, parentTime: time,
                          inheritedOpacity: alpha)
                }
            }
        }
        if p.borderWidth > 0, p.borderColor.alpha > 0 {
            items.append(
                .border(
                    .init(transform: world, rect: bounds, radii: radii, width: p.borderWidth, color: p.borderColor,
                          opacity: alpha)))
        }
        if grouped { items.append(.popGroup) }
    }

    /// The parent's sublayerTransform applied about its anchor, or nil when it is the identity.
    static func sublayerMatrix(_ p: LayerProperties) -> Transform3D? {
        guard !p.sublayerTransform.isIdentity else { return nil }
        let a = p.anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y)
            .concatenating(p.sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y))
    }

    /// Local → parent plane, with the parent's sublayer matrix already about its anchor.
    static func localToParent(_ p: LayerProperties, parentSublayer: Transform3D?) -> Transform3D {
        let a = p.anchorInBounds
        var m: Transform3D
        if p.transform.isIdentity {
            m = Transform3D(translationX: p.position.x - a.x, y: p.position.y - a.y, z: p.zPosition)
        } else {
            m = Transform3D(translationX: -a.x, y: -a.y)
                .concatenating(p.transform)
                .concatenating(Transform3D(translationX: p.position.x, y: p.position.y, z: p.zPosition))
        }
        if let s = parentSublayer { m = m.concatenating(s) }
        return m
    }
}
