import ProofsheetJSON
import ProofsheetLayout

extension FirstFitNode {
    /// The keys a `firstFit` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Container: shows the first child whose ideal size fits the offered size along 'axes', else the last child; the other children are not drawn, audited or announced (docs/spec.md, Layouts that adapt: firstFit).", [
        JSONKey("children", .json(##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/node"}}"##), required: true, "The candidates, in order of preference (the widest first); at least one."),
        JSONKey("axes", .cases(of: FitAxes.self), default: "horizontal", "Which lengths must fit: 'horizontal' the width (default), 'vertical' the height, 'both' both."),
    ])
}
