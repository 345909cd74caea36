import ProofsheetSpec

extension AccessibilitySpec {
    /// The accessibility values in a node's input record, as `a11y.<name>`: each whose text differs from an empty
    /// spec's (a hidden node records `a11y.isHidden true`; a visible one records nothing).
    package var recordedProperties: [RecordedProperty] {
        let base = AccessibilitySpec()
        func changed(_ name: String, key: String? = nil, _ value: String, _ defaultValue: String) -> RecordedProperty? {
            RecordedProperty.changed("a11y." + name, keys: ["a11y." + (key ?? name)], value, from: defaultValue)
        }
        return RecordedProperty.list(
            changed("label", label.recordText, base.label.recordText),
            changed("hint", hint.recordText, base.hint.recordText),
            changed("role", role.recordText, base.role.recordText),
            changed("isHidden", key: "hidden", isHidden.recordText, base.isHidden.recordText),
            changed("value", value.recordText, base.value.recordText),
            changed("sortPriority", sortPriority.recordText, base.sortPriority.recordText),
            changed("group", group.recordText, base.group.recordText),
            changed("isModal", key: "modal", isModal.recordText, base.isModal.recordText),
            changed("headingLevel", headingLevel.recordText, base.headingLevel.recordText),
            changed("errorFor", errorFor.recordText, base.errorFor.recordText),
            changed("summary", summary.recordText, base.summary.recordText))
    }
}

extension AccessibilityGrouping: RecordedValue {}
