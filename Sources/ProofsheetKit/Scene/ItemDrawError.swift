import ProofsheetRaster

/// A display item the rasteriser could not draw: the scene node it paints and the reason.
package struct ItemDrawError: Error, CustomStringConvertible {
    /// Index in `SceneLayout.nodes` of the item's node.
    package let node: Int
    /// The node's id and JSON path, added by `CellRenderer`, which knows the scene.
    package var nodeName: String?
    package let reason: RasterError

    package var description: String {
        "\(nodeName.map { "node \($0)" } ?? "the item of scene node \(node)") cannot be drawn: \(reason)"
    }
}
