/// The sizing every box has, authored, resolved and laid out alike (points): padding, the width and height
/// rules with their bounds, and the flex weight. `BoxStyle` and `ResolvedBox` each hold one, so the fields are
/// declared once and copied whole from stage to stage; ``LayoutTree`` takes one per node and keeps it per axis,
/// sanitized (``AxisSizing``).
package struct BoxSizing: Hashable, Sendable {
    /// Space between the frame and the children (or the measured content), inside the frame.
    package var padding: Edges
    package var width: LayoutLength
    package var height: LayoutLength
    package var minWidth: Double?
    package var minHeight: Double?
    package var maxWidth: Double?
    package var maxHeight: Double?
    /// Weight for sharing free space along the parent h/v stack's axis (like CSS `flex-grow` with
    /// a zero basis). 0 means "not flexible" unless the length along that axis is `fill`, which
    /// has weight 1. Ignored outside h/v stacks and when the length along the axis is `points`.
    package var flex: Double

    package init(padding: Edges = .zero, width: LayoutLength = .auto, height: LayoutLength = .auto, minWidth: Double? = nil,
                minHeight: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil, flex: Double = 0) {
        self.padding = padding
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.flex = flex
    }
}
