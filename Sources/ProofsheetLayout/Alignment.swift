/// A two-dimensional alignment for the children of a z-stack: one horizontal, one vertical.
package struct Alignment: Hashable, Sendable {
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment

    package init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    package static let top = Alignment(horizontal: .center, vertical: .top)
    package static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    package static let leading = Alignment(horizontal: .leading, vertical: .center)
    package static let center = Alignment(horizontal: .center, vertical: .center)
    package static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    package static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    package static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    package static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Stretch `auto`-sized children to the inner box in both directions.
    package static let fill = Alignment(horizontal: .fill, vertical: .fill)
}
