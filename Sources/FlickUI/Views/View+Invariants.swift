extension View {
    /// A broken rule of the view tree, as found by `checkInvariants()`.
    public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
        /// What is wrong and how to fix it.
        public let description: String
    }

    /// Walks the subtree and reports every broken rule: a subview whose `superview` is not its
    /// parent, a view reached twice, a subview whose layer is not a sublayer of its parent's
    /// layer, subview layers out of the subviews' order, and every problem of the layer tree
    /// (`Layer.checkInvariants()`). Run in tests after every scripted step.
    public func checkInvariants() -> [InvariantViolation] {
        var problems: [InvariantViolation] = []
        var seen = Set<ObjectIdentifier>()
        func label(_ v: View) -> String { v.name.map { "'\($0)'" } ?? "\(type(of: v))" }
        func visit(_ view: View) {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                problems.append(
                    .init(description: "view \(label(view)) is reached twice: remove it from one superview"))
                return
            }
            var lastIndex = -1
            for child in view.subviews {
                if child.superview !== view {
                    problems.append(
                        .init(
                            description: "view \(label(child)) is listed under \(label(view)) but its superview differs"
                        ))
                }
                if let i = view.layer.sublayers.firstIndex(where: { $0 === child.layer }) {
                    if i <= lastIndex {
                        problems.append(
                            .init(
                                description: """
                                    view \(label(child))'s layer is out of order under \(label(view)): \
                                    reorder with insertSubview, not the layer
                                    """))
                    }
                    lastIndex = i
                } else {
                    problems.append(
                        .init(
                            description: """
                                view \(label(child))'s layer is not a sublayer of \(label(view))'s layer: \
                                move views with addSubview, not their layers
                                """))
                }
                visit(child)
            }
        }
        visit(self)
        problems += layer.checkInvariants().map { .init(description: $0.description) }
        return problems
    }
}
