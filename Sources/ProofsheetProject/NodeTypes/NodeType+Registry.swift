import ProofsheetJSON
import ProofsheetLayout

/// Every node type of the screen format, once (docs/spec.md, "Node types"; ARCHITECTURE.md, "Where to add
/// things"). A `{"type": "use"}` component use is not a node type: the decoder replaces it with the component's
/// body (ScreenDecoder+Components.swift).
extension NodeType {
    package static let all: [NodeType] = [
        // Containers
        VStackNode.type, HStackNode.type, ZStackNode.type, ScrollNode.type, FirstFitNode.type, CardNode.type,
        // Leaves
        TextNode.type, IconNode.type, ImageNode.type, SpacerNode.type, DividerNode.type, RectNode.type,
        // Controls
        ButtonNode.type, IconButtonNode.type, TextFieldNode.type, ToggleNode.type, BadgeNode.type, ListRowNode.type,
        SegmentedNode.type, NavBarNode.type, TabBarNode.type, ProgressNode.type, FABNode.type,
        // Data
        ChartNode.type,
        // Overlays (placed over the screen by `SceneResolver+Overlays`), and the inline banner
        SheetNode.type, DialogNode.type, SnackbarNode.type, BannerNode.type,
        // Inputs
        CheckboxNode.type, RadioGroupNode.type, StepperNode.type, SliderNode.type, ChipNode.type, ChipGroupNode.type,
        SearchFieldNode.type, UploadNode.type,
    ]

    /// By `type` name.
    package static let named: [String: NodeType] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// A vstack's or card's `alignment` across the stack.
    package static func horizontalAlignment(_ o: JSONObjectReader) throws -> HorizontalAlignment {
        try o.optionalCase("alignment", HorizontalAlignment.self) ?? .fill
    }
}
