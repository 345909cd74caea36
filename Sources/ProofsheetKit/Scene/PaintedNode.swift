/// What the painter applied to one node of the scene, recorded as it paints (`DisplayList.nodes`): the opacity its
/// paint is multiplied by and the clips its content is drawn inside. The audits read this record, so they measure
/// the pixels the painter drew under the clips it used.
package struct PaintedNode: Sendable {
    /// The product of the node's and its ancestors' opacity; 0 when nothing of it is painted.
    package let opacity: Double
    /// The clips of every clipping ancestor, outermost first (all apply).
    package let clips: [ClipShape]
}
