/// An ordered, non-empty list of faces: text takes the first face that has its glyphs, and text no face
/// covers is drawn with the first face's .notdef.
public struct FallbackChain: Hashable, Sendable {
    package let faces: [FontFace]
    /// The family table entry the chain is, when it came from one: the family and the weight whose chain it is
    /// (the weight drawn, which may differ from the one asked for: `FontWeight.nearest(among:)`).
    package let family: String?
    package let weight: FontWeight?

    /// Nil when `faces` is empty.
    package init?(_ faces: [FontFace], family: String? = nil, weight: FontWeight? = nil) {
        guard !faces.isEmpty else { return nil }
        self.faces = faces
        self.family = family
        self.weight = weight
    }

    /// The first choice, also the face that draws .notdef for text no face covers.
    package var primary: FontFace { faces[0] }

    /// The faces' PostScript names in chain order, for reports.
    public var names: [String] { faces.map(\.name) }
}
