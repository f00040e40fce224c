extension Layer {
    /// A broken rule of the layer tree, as found by `checkInvariants()`.
    public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
        /// What is wrong and how to fix it.
        public let description: String
    }

    /// Walks the subtree and reports every broken rule: a child whose `superlayer` is not its
    /// parent, a layer reached twice (a cycle or a shared child), a non-finite value in the
    /// geometry, or an animation the walks that look for them would miss (`subtreeMayAnimate`).
    /// Run in tests after every scripted step; cheap enough for debug builds.
    public func checkInvariants() -> [InvariantViolation] {
        var problems: [InvariantViolation] = []
        var seen = Set<ObjectIdentifier>()
        func label(_ l: Layer) -> String { l.name.map { "'\($0)'" } ?? "\(ObjectIdentifier(l))" }
        func visit(_ layer: Layer) {
            guard seen.insert(ObjectIdentifier(layer)).inserted else {
                problems.append(.init(description: "layer \(label(layer)) is reached twice: remove it from one parent"))
                return
            }
            let m = layer.model
            if !(m.position.isFinite && m.bounds.origin.isFinite && m.bounds.width.isFinite
                && m.bounds.height.isFinite && m.anchorPoint.isFinite)
            {
                problems.append(.init(description: "layer \(label(layer)) has non-finite geometry: \(m.frame)"))
            }
            if !m.transform.isFinite || !m.sublayerTransform.isFinite {
                problems.append(.init(description: "layer \(label(layer)) has a non-finite transform"))
            }
            if !m.opacity.isFinite || m.opacity < 0 || m.opacity > 1 {
                problems.append(.init(description: "layer \(label(layer)) has opacity \(m.opacity) outside 0…1"))
            }
            let zCount = layer.sublayers.reduce(0) { $0 + ($1.model.zPosition != 0 ? 1 : 0) }
            if zCount != layer.zPositionedSublayerCount {
                problems.append(
                    .init(
                        description: """
                            layer \(label(layer)) counts \(layer.zPositionedSublayerCount) z-positioned sublayers \
                            but has \(zCount): a sublayer changed outside Layer's API
                            """))
            }
            if layer.hasAnimations && !layer.subtreeMayAnimate {
                problems.append(
                    .init(
                        description: """
                            layer \(label(layer)) has animations but is not marked as animating: \
                            attach them through Layer's API
                            """))
            }
            for child in layer.sublayers {
                if child.superlayer !== layer {
                    problems.append(
                        .init(
                            description: """
                                layer \(label(child)) is listed under \(label(layer)) but its superlayer differs
                                """))
                }
                if child.subtreeMayAnimate && !layer.subtreeMayAnimate {
                    problems.append(
                        .init(
                            description: """
                                layer \(label(child)) may animate but its superlayer \(label(layer)) is not \
                                marked so: a sublayer was added outside Layer's API
                                """))
                }
                visit(child)
            }
        }
        visit(self)
        return problems
    }
}
