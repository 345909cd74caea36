import ProofsheetRaster
import ProofsheetProject

/// One system bar as a cell draws it: its resolved tree (ids `system:<bar>…`, never authored) and the frame the
/// bar fills, in points, device coordinates. `SceneLayout` lays the tree out in that frame like any node and
/// appends it to the scene after the screen's own nodes, as a root of its own.
package struct SystemBarLayer: Sendable {
    package let root: ResolvedNode
    package let frame: Rect
}
