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
        self.init(fonts: ProjectDigests.fontHashes(fonts, otherFaces: otherFaces), assets: ProjectDigests.assetHashes(project),
                  nodes: NodeRecords(screens: project.screens))
    }

    package init(fonts: [String: String], assets: [String: String], nodes: NodeRecords) {
        self.fonts = fonts
        self.assets = assets
        self.nodes = nodes
    }

    /// Font file name → `h:<hash>` of the bytes each face was loaded from.
    package static func fontHashes(_ fonts: [FontCollection], otherFaces: [FontFace] = []) -> [String: String] {
        var faces: [String: String] = [:]
        for face in fonts.flatMap(\.faces) + otherFaces { faces[face.fileName] = "h:" + face.contentHash.description }
        return faces
    }

    /// Asset `src` → `h:<hash>` of its decoded pixels.
    package static func assetHashes(_ project: Project) -> [String: String] {
        project.images.mapValues { "h:" + $0.contentHash.description }
    }
}
