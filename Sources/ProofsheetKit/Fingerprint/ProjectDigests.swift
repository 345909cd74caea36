import ProofsheetText

/// Hashes of a cell's binary inputs as the renderer holds them, shared by every `InputRecorder` of one
/// `CellRenderer`: each loaded font face by the bytes it was loaded from, and each asset image by its decoded
/// pixels (what is drawn: re-encoding an asset without changing a pixel changes no cell).
///
/// Nothing here reads a file: the faces come from the renderer's `FontCollection` and the images from
/// `Project.images`, both read and checked once, through the project's path resolver, when they were loaded.
package struct ProjectDigests: Sendable {
    /// Font file name → `h:<hash>` of its bytes.
    package let fonts: [String: String]
    /// Asset `src` → `h:<hash>` of its size and pixels (`Pixmap.contentHash`).
    package let assets: [String: String]
    /// Every screen node's record entries, described once (`NodeRecords`).
    package let nodes: NodeRecords

    /// `fonts`: the renderer's collections, one per platform its devices run (a file in two has the same bytes);
    /// `otherFaces`: faces outside the families (the Material Icons font).
    package init(project: Project, fonts: [FontCollection], otherFaces: [FontFace] = []) {
        var faces: [String: String] = [:]
        for face in fonts.flatMap(\.faces) + otherFaces { faces[face.fileName] = "h:" + face.contentHash.description }
        self.fonts = faces
        assets = project.images.mapValues { "h:" + $0.contentHash.description }
        nodes = NodeRecords(screens: project.screens)
    }
}
