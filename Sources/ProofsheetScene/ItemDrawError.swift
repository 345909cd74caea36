import ProofsheetRaster

/// A display item the rasteriser could not draw: the scene node it paints and the reason.
package struct ItemDrawError: Error, CustomStringConvertible {
    /// The item's scene node; nil for an item of no scene node.
    package let node: NodeIndex?
    /// The node's id and JSON path, added by `CellRenderer`, which knows the scene.
    package var nodeName: String?
    package let reason: RasterError

    package var description: String {
        "\(nodeName.map { "node \($0)" } ?? node.map { "the item of scene node \($0)" } ?? "a display item of no scene node") cannot be drawn: \(reason)"
    }
}
