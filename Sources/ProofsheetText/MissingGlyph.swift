/// A character that no face of the chain has (never a default-ignorable one); it is drawn as the chain's first
/// face's .notdef.
public struct MissingGlyph: Hashable, Sendable {
    /// The character's logical index in the text (one scalar).
    public var scalarRange: Range<Int>
    public var scalars: [Unicode.Scalar]
    /// PostScript names of the faces tried, in chain order.
    public var chain: [String]

    public init(scalarRange: Range<Int>, scalars: [Unicode.Scalar], chain: [String]) {
        self.scalarRange = scalarRange
        self.scalars = scalars
        self.chain = chain
    }
}
