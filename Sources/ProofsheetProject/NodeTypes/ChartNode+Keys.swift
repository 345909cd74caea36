import ProofsheetJSON

extension ChartNode {
    /// The keys a `chart` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Data: a chart (bar, line, ring or progress ring) read as one element whose value is its summary (docs/charts.md).", [
        JSONKey("kind", .cases(of: ChartKind.self), required: true, "bar and line: series over the categories of labels, on a value axis; ring: one series' parts of a whole; progressRing: one value from 0 to 1."),
        JSONKey("labels", .json(##"{"type": "array", "items": {"$ref": "#/$defs/text"}, "minItems": 1, "maxItems": 31}"##), "The categories (texts), in order along the axis (right to left in right-to-left locales) or around the ring. bar, line and ring only."),
        JSONKey("series", ["type": "array", "minItems": 1, "maxItems": 8, "items": JSONSchemaFragment.object(seriesKeyTable).value], "The data: 1 to 8 series (a ring takes 1), each with one value per label. bar, line and ring only."),
        JSONKey("colors", .json(##"{"type": "array", "items": {"$ref": "#/$defs/colorRole"}}"##), "A ring's category colour roles, one per label. Default chart.1, chart.2, …"),
        JSONKey("value", .ref("unit"), "A progress ring's value from 0 to 1. progressRing only."),
        JSONKey("color", .ref("colorRole"), default: "accent", "A progress ring's colour role. Default accent. progressRing only."),
        JSONKey("title", .ref("text"), "A title shown above the chart; also its accessible name unless a11y.label is set."),
        JSONKey("unit", .ref("text"), "The unit written after a value in the generated summary (\"12 km\")."),
        JSONKey("summary", .oneOf(["generated"]), "Generate the accessible summary (English and Arabic: \"Bar chart, 7 values, highest Fri 12 km\"); else write a11y.summary. A chart with neither is a missingName finding."),
    ])

    /// One element of `series`.
    package static let seriesKeyTable = JSONKeyTable([
        JSONKey("values", .json(#"{"type": "array", "items": {"type": "number", "minimum": 0, "maximum": 1000000000}}"#), required: true, "One value per label, 0 or more."),
        JSONKey("label", .ref("text"), "The series' name, shown in the legend beside its swatch; a chart whose series all have one is not colorOnly."),
        JSONKey("color", .ref("colorRole"), "The series' colour role. Default chart.<n> (chart.1 for the first series). Not for a ring (use colors)."),
    ])
}
