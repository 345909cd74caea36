import ProofsheetRaster

/// A display item the rasteriser could not draw: the scene node it paints and the reason.
struct ItemDrawError: Error, CustomStringConvertible {
    /// Index in `SceneLayout.nodes` of the item's node.
    let node: Int
    /// The node's id and JSON path, added by `CellRenderer`, which knows the scene.
    var nodeName: String?
    let reason: RasterError

    var description: String {
        "\(nodeName.map { "node \($0)" } ?? "the item of scene node \(node)") cannot be drawn: \(reason)"
    }
}
