import ProofsheetSpec

/// What the chart, the overlays and the banner record of themselves (`NodeKind.recordedProperties`). Names are the
/// ones stored records carry; each property names the JSON keys it is decoded from.

extension ChartNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("kind", kind), RecordedProperty("labels", labels),
            // A progress ring's one series holds its `value` and `color`.
            RecordedProperty("series", keys: ["series", "value", "color"], series),
            // A ring's category colours: `colors`, else one default role per label; empty for the other kinds.
            RecordedProperty("categoryRoles", keys: ["colors", "kind", "labels"], categoryRoles), RecordedProperty("value", value),
            RecordedProperty("title", title), RecordedProperty("unit", unit),
            RecordedProperty("generatesSummary", key: "summary", generatesSummary))
    }
}

extension SheetNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(
            RecordedProperty("detent", detent), RecordedProperty("hasGrabber", key: "grabber", hasGrabber), RecordedProperty("spacing", spacing))
    }
}

extension DialogNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("title", title), RecordedProperty("message", message), RecordedProperty("variant", variant))
    }
}

extension SnackbarNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("message", message), RecordedProperty("action", action))
    }
}

extension BannerNode {
    package var recordedProperties: [RecordedProperty] {
        RecordedProperty.list(RecordedProperty("message", message), RecordedProperty("icon", icon), RecordedProperty("tone", tone))
    }
}
