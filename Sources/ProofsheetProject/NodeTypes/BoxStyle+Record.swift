import ProofsheetLayout
import ProofsheetSpec

extension BoxStyle {
    /// The box's properties in a node's input record: each sizing value (`padding`, `width`, …, as `BoxSizing` declares
    /// them), then each box value (`background`, `borderRole`, …), when its text differs from a default box's; and
    /// `padding` and `cornerRadius` also when the spec writes them at their default, since a control draws a written 0
    /// unlike an absent key (`written`).
    package var recordedProperties: [RecordedProperty] {
        let base = BoxStyle()
        func changed(_ name: String, key: String? = nil, _ value: String, _ defaultValue: String, isWritten: Bool = false) -> RecordedProperty? {
            RecordedProperty.changed(name, keys: [key ?? name], value, from: defaultValue, isWritten: isWritten)
        }
        return RecordedProperty.list(
            changed("padding", sizing.padding.recordText, base.sizing.padding.recordText, isWritten: written.contains(.padding)),
            changed("width", sizing.width.recordText, base.sizing.width.recordText),
            changed("height", sizing.height.recordText, base.sizing.height.recordText),
            changed("minWidth", sizing.minWidth.recordText, base.sizing.minWidth.recordText),
            changed("minHeight", sizing.minHeight.recordText, base.sizing.minHeight.recordText),
            changed("maxWidth", sizing.maxWidth.recordText, base.sizing.maxWidth.recordText),
            changed("maxHeight", sizing.maxHeight.recordText, base.sizing.maxHeight.recordText),
            changed("flex", sizing.flex.recordText, base.sizing.flex.recordText),
            changed("background", background.recordText, base.background.recordText),
            changed("borderRole", key: "border", borderRole.recordText, base.borderRole.recordText),
            changed("borderWidth", key: "border", borderWidth.recordText, base.borderWidth.recordText),
            changed("cornerRadius", cornerRadius.recordText, base.cornerRadius.recordText, isWritten: written.contains(.cornerRadius)),
            changed("opacity", opacity.recordText, base.opacity.recordText),
            changed("clip", clip.recordText, base.clip.recordText))
    }
}
