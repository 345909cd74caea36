/// An ordered, non-empty list of faces: text takes the first face that has its glyphs, and text no face
/// covers is drawn with the first face's .notdef.
public struct FallbackChain: Hashable, Sendable {
    let faces: [FontFace]

    /// Nil when `faces` is empty.
    init?(_ faces: [FontFace]) {
        guard !faces.isEmpty else { return nil }
        self.faces = faces
    }

    /// The first choice, also the face that draws .notdef for text no face covers.
    var primary: FontFace { faces[0] }

    /// The faces' PostScript names in chain order, for reports.
    public var names: [String] { faces.map(\.name) }
}
