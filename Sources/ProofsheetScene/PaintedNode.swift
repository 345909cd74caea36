/// What the painter applied to one node of the scene, recorded as it paints (`DisplayList.nodes`): the opacity its
/// paint is multiplied by, the clips its content is drawn inside, and the colour roles it was painted on. The audits
/// read this record, so they measure the pixels the painter drew under the clips it used, and pair roles as painted.
package struct PaintedNode: Sendable {
    /// The product of the node's and its ancestors' opacity; 0 when nothing of it is painted.
    package let opacity: Double
    /// The clips of every clipping ancestor, outermost first (all apply).
    package let clips: [ClipShape]
    /// The role(s) under the node: what its own fill and border are painted on.
    package var backdrop: PaintedBackdrop = .role(ScenePainter.canvasRole)
    /// The role(s) its text, icon and children are painted on: its own fill when it has one, else `backdrop`.
    package var contentBackdrop: PaintedBackdrop = .role(ScenePainter.canvasRole)
}
