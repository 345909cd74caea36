import ProofsheetSpec
/// The screen's overlay layer: a `sheet`, `dialog` or `snackbar` is written anywhere in the screen's tree, and
/// the layout places it over the rest of the screen (docs/spec.md "Overlays").
///
/// After resolution, each overlay (a node whose part is `.overlay`) leaves its place in the tree, and the screen's
/// root becomes the first child of a z-stack (`#overlays`) that fills the safe area, with the overlays after it in
/// document order. The root is offered and placed exactly as before (the safe area, at its top leading corner), so
/// the screen's other content stays laid out as written beneath; each overlay fills the layer and places its own
/// surface. A screen without overlays keeps its tree unchanged.
extension SceneResolver {
    /// The id of the overlay layer: `#` is not a character of authored ids, so no node of a screen can have it.
    package static let overlayLayerID = "#overlays"

    /// `root` with its overlays lifted into the overlay layer; `root` itself when it has none.
    package static func liftOverlays(_ root: ResolvedNode) -> ResolvedNode {
        var root = root
        var overlays: [ResolvedNode] = []
        takeOverlays(from: &root, into: &overlays)
        guard !overlays.isEmpty else { return root }
        var box = ResolvedBox()
        box.sizing.width = .fill
        box.sizing.height = .fill
        return ResolvedNode(id: NodeID(overlayLayerID), path: overlayLayerID, type: "zstack", kind: .zstack(alignment: .topLeading), box: box,
                            children: [root] + overlays)
    }

    /// Moves the overlays below `node` (in document order) into `overlays`; an overlay inside an overlay stays in it.
    private static func takeOverlays(from node: inout ResolvedNode, into overlays: inout [ResolvedNode]) {
        var kept: [ResolvedNode] = []
        for var child in node.children {
            if case .overlay? = child.part {
                overlays.append(child)
            } else {
                takeOverlays(from: &child, into: &overlays)
                kept.append(child)
            }
        }
        node.children = kept
    }
}
