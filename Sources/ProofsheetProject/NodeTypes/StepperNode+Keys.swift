import ProofsheetJSON

extension StepperNode {
    /// The keys a `stepper` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a value with decrease and increase buttons, each its own touch target.", [
        JSONKey("label", .ref("text"), "The stepper's label (a text); names the value and the buttons."),
        JSONKey("value", .number, required: true, "The value shown (between min and max)."),
        JSONKey("min", .number, "The smallest value; the decrease button is disabled at it. Default: none."),
        JSONKey("max", .number, "The largest value; the increase button is disabled at it. Default: none."),
        JSONKey("step", .number(exclusiveMinimum: 0), default: 1, "How much one tap changes the value. Default 1."),
        JSONKey("disabled", .boolean, default: false, "Render disabled."),
    ])
}
