/// A fallback cluster that no face of the chain could draw; it was shaped with the chain's first face as .notdef.
public struct MissingGlyph: Hashable, Sendable {
    /// Logical indices of the cluster's scalars in the paragraph.
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
