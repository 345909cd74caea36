/// What the engine offers a node: a ``SizeProposal`` plus, per axis, whether the parent has
/// already decided the length (a flexible child's share, a stretched child's cross length), in
/// which case the node takes it whatever its own ``LayoutLength`` says (still min/max clamped).
/// Bounded values are sanitized: finite, `0...LayoutEngine.maximumLength`.
package struct LayoutOffer: Equatable {
    package var width: Double?
    package var height: Double?
    package var isExactWidth: Bool
    package var isExactHeight: Bool

    package init(width: Double?, height: Double?, isExactWidth: Bool = false, isExactHeight: Bool = false) {
        self.width = width
        self.height = height
        self.isExactWidth = isExactWidth && width != nil
        self.isExactHeight = isExactHeight && height != nil
    }

    package init(_ axis: LayoutAxis, main: Double?, isExactMain: Bool, cross: Double?, isExactCross: Bool) {
        switch axis {
        case .horizontal:
            self.init(width: main, height: cross, isExactWidth: isExactMain, isExactHeight: isExactCross)
        case .vertical:
            self.init(width: cross, height: main, isExactWidth: isExactCross, isExactHeight: isExactMain)
        }
    }

    package static let placeholder = LayoutOffer(width: nil, height: nil)
}
