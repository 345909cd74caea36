import ProofsheetSpec

/// What the control types record of themselves (`NodeKind.recordedProperties`). Names are the ones stored records
/// carry (`isDisabled` for the key `disabled`); each property names the JSON keys it is decoded from.

extension ButtonNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("icon", icon), RecordedProperty("variant", variant),
            RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension IconButtonNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("icon", icon), RecordedProperty("colorRole", key: "color", colorRole))
    }
}

extension TextFieldNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("placeholder", placeholder), RecordedProperty("value", value),
            RecordedProperty("error", error), RecordedProperty("isRequired", key: "required", isRequired),
            RecordedProperty("variant", variant))
    }
}

extension ToggleNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("isOn", key: "on", isOn), RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension BadgeNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("tone", tone), RecordedProperty("icon", icon), RecordedProperty("label", label))
    }
}

extension ListRowNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("icon", icon), RecordedProperty("title", title), RecordedProperty("subtitle", subtitle),
            RecordedProperty("value", value), RecordedProperty("hasChevron", key: "chevron", hasChevron))
    }
}

extension SegmentedNode {
    package var recordedProperties: [RecordedProperty] {
        [RecordedProperty("options", options), RecordedProperty("selected", selected)]
    }
}

extension NavBarNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("title", title), RecordedProperty("hasBack", key: "back", hasBack), RecordedProperty("variant", variant))
    }
}

extension TabBarNode {
    package var recordedProperties: [RecordedProperty] { [RecordedProperty("items", items)] }
}

extension ProgressNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("value", value), RecordedProperty("label", label), RecordedProperty("colorRole", key: "color", colorRole))
    }
}

extension FABNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("icon", icon), RecordedProperty("label", label), RecordedProperty("size", size))
    }
}
