import ProofsheetSpec

/// What the input types record of themselves (`NodeKind.recordedProperties`). Names are the ones stored records
/// carry (`minimum` for the key `min`); each property names the JSON keys it is decoded from.

extension CheckboxNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("checked", checked), RecordedProperty("isDisabled", key: "disabled", isDisabled),
            RecordedProperty("error", error))
    }
}

extension RadioGroupNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("options", options), RecordedProperty("selected", selected),
            RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension StepperNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("label", label), RecordedProperty("value", value), RecordedProperty("min", min), RecordedProperty("max", max),
            RecordedProperty("step", step), RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension SliderNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("value", value), RecordedProperty("minimum", key: "min", minimum), RecordedProperty("maximum", key: "max", maximum),
            RecordedProperty("step", step), RecordedProperty("label", label), RecordedProperty("unit", unit),
            RecordedProperty("minIcon", minIcon), RecordedProperty("maxIcon", maxIcon), RecordedProperty("minLabel", minLabel),
            RecordedProperty("maxLabel", maxLabel), RecordedProperty("colorRole", key: "color", colorRole),
            RecordedProperty("showsValueIndicator", key: "valueIndicator", showsValueIndicator),
            RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension ChipNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("variant", variant), RecordedProperty("label", label), RecordedProperty("icon", icon),
            RecordedProperty("isSelected", key: "selected", isSelected), RecordedProperty("removeLabel", removeLabel),
            RecordedProperty("isDisabled", key: "disabled", isDisabled))
    }
}

extension SearchFieldNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("placeholder", placeholder), RecordedProperty("value", value), RecordedProperty("clear", clear),
            RecordedProperty("cancel", cancel))
    }
}

extension UploadNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("status", status),
            // The idle title, or the file's name in the other statuses; the idle `choose` action, or `retry` when failed.
            RecordedProperty("title", keys: ["title", "file"], title), RecordedProperty("message", message),
            RecordedProperty("action", keys: ["choose", "retry"], action), RecordedProperty("remove", remove), RecordedProperty("icon", icon),
            RecordedProperty("progress", progress))
    }
}
