/// A two-dimensional alignment for the children of a z-stack: one horizontal, one vertical.
struct Alignment: Hashable, Sendable {
    var horizontal: HorizontalAlignment
    var vertical: VerticalAlignment

    init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    static let top = Alignment(horizontal: .center, vertical: .top)
    static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    static let leading = Alignment(horizontal: .leading, vertical: .center)
    static let center = Alignment(horizontal: .center, vertical: .center)
    static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Stretch `auto`-sized children to the inner box in both directions.
    static let fill = Alignment(horizontal: .fill, vertical: .fill)
}
