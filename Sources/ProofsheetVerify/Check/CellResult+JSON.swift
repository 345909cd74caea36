import ProofsheetJSON
import ProofsheetAudit
import ProofsheetProject
import ProofsheetSpec

/// One cell of report.json (docs/report-format.md, `cells[]`).
extension CellResult {
    /// One element of report.json's `cells`.
    public func jsonValue() -> JSONValue {
        func nullable(_ string: String?) -> JSONValue { string.map { .string($0) } ?? .null }
        // `expected` and `expectedBand` (manifest store only), `diffBand` (marks written as a band), `legendScreenshot` (a
        // legend image of an earlier build, drawn without its screenshot) and `pageLegend` (the legend the page draws) are
        // absent otherwise, so reports without them keep their bytes.
        func band(_ key: String, _ band: ImageBand?) -> [(String, JSONValue)] {
            band.map { [(key, .object([("top", .number($0.top)), ("height", .number($0.height)), ("imageHeight", .number($0.imageHeight))]))] } ?? []
        }
        let expected: [(String, JSONValue)] = (artefacts.expected.map { [("expected", .string($0))] } ?? [])
            + band("expectedBand", artefacts.expectedBand) + band("diffBand", artefacts.diffBand)
            + (artefacts.legendScreenshot.map { placement in
                [("legendScreenshot", .object(zip(LegendScreenshot.keys, placement.values).map { ($0, .number($1)) }))]
            } ?? [])
            + (artefacts.pageLegend.map { [("pageLegend", $0.jsonValue())] } ?? [])
        let files: JSONValue = .object([
            ("actual", nullable(artefacts.actual)),
            ("diff", nullable(artefacts.diff)),
            ("strip", nullable(artefacts.strip)),
            ("accessibility", nullable(artefacts.accessibility)),
            ("legend", nullable(artefacts.legend)),
            ("layout", nullable(artefacts.layout)),
        ] + expected)
        let inputChanges: JSONValue = .array(changes.map { $0.jsonValue() })
        // `orientation` appears only on landscape cells, so reports of portrait-only projects keep their bytes.
        let orientation: [(String, JSONValue)] = cell.orientation == .portrait ? [] : [("orientation", .string(cell.orientation.rawValue))]
        // `error` appears only on cells that could not be checked (version 5).
        let error: [(String, JSONValue)] = failure.map { [("error", $0.jsonValue())] } ?? []
        return .object([
            ("id", .string(cell.description)),
            ("screen", .string(cell.screen.name)),
            ("device", .string(cell.device)),
        ] + orientation + [
            ("locale", .string(cell.locale.identifier)),
            ("mode", .string(cell.mode.rawValue)),
            ("textScale", cell.textSize.jsonValue),
        ] + (cell.boldText ? [("boldText", JSONValue.bool(true))] : []) + [
            ("status", .string(status.rawValue)),
            ("message", message.map { .string($0) } ?? .null),
        ] + error + [
            ("diff", diff?.jsonValue() ?? .null),
            ("golden", golden.map { .string($0) } ?? .null),
            ("artefacts", files),
            ("accessibilityChanges", .array(accessibilityChanges.map { .string($0) })),
            ("layoutChanges", .array(layoutChanges.map { .string($0) })),
            ("recorded", .bool(recorded)),
            ("pixelScale", pixelScale.map { .number($0) } ?? .null),
            ("cause", cause.map { .string($0) } ?? .null),
            ("changes", inputChanges),
            ("findings", .array(findings.map { $0.jsonValue() })),
        ])
    }

    /// Reads a cell of a report of format `version` (findings of version 1 lack their problem fields; cells before
    /// version 4 lack `cause` and `changes`, before version 5 `error`).
    public init(decoding reader: JSONValueReader, version: Int = CheckReport.formatVersion) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: [
            "id", "screen", "device", "orientation", "locale", "mode", "textScale", "boldText", "status", "message", "diff", "golden", "artefacts",
            "recorded", "pixelScale", "findings", "accessibilityChanges", "layoutChanges",
        ] + (version >= 4 ? ["cause", "changes"] : []) + (version >= 5 ? ["error"] : []))
        let scaleValue = try object.requiredValue("textScale")
        let size: TextSize
        if case .string(let name) = scaleValue.value.kind {
            guard let named = TextSize(name: name) else { throw scaleValue.expected(TextSize.nameHint) }
            size = named
        } else {
            let scale = try scaleValue.number()
            guard scale > 0 else { throw scaleValue.invalid("text scale must be greater than 0, found \(scale)") }
            size = .multiplier(scale)
        }
        let cell = Cell(
            screen: ScreenStateID(try object.requiredString("screen")),
            device: try object.requiredString("device"),
            locale: LocaleID(try object.requiredString("locale")),
            mode: try object.requiredCase("mode", ThemeMode.self),
            textSize: size,
            orientation: try object.optionalCase("orientation", Orientation.self) ?? .portrait,
            boldText: try object.optionalValue("boldText")?.bool() ?? false)
        let idValue = try object.requiredValue("id")
        let id = try idValue.string()
        guard id == cell.description else {
            throw idValue.invalid("id '\(id)' does not match the cell's fields, which name '\(cell.description)'")
        }
        let artefacts = try object.requiredObject("artefacts")
        try artefacts.rejectUnknownKeys(allowed: ["actual", "diff", "strip", "accessibility", "legend", "layout"] + (version >= 4 ? ["expected", "expectedBand"] : [])
            + (version >= 5 ? ["legendScreenshot", "diffBand", "pageLegend"] : []))
        let findings = try object.requiredArray("findings").map { try Finding(decoding: $0, cell: cell, version: version) }
        let scaleOfPixels = try object.optionalValue("pixelScale").flatMap { $0.isNull ? nil : try $0.number() }
        self.init(
            cell: cell,
            status: try object.requiredCase("status", CellStatus.self),
            message: try CellResult.nullableString(object, "message"),
            diff: try object.requiredValue("diff").isNull ? nil : DiffSummary(decoding: try object.requiredValue("diff")),
            artefacts: CellArtefacts(
                actual: try CellResult.nullableString(artefacts, "actual"),
                diff: try CellResult.nullableString(artefacts, "diff"),
                strip: try CellResult.nullableString(artefacts, "strip"),
                accessibility: try CellResult.optionalString(artefacts, "accessibility"),
                legend: try CellResult.optionalString(artefacts, "legend"),
                layout: try CellResult.optionalString(artefacts, "layout"),
                expected: try artefacts.optionalString("expected")),
            golden: try CellResult.nullableString(object, "golden"),
            recorded: try object.requiredBool("recorded"))
        self.findings = findings
        func band(_ key: String) throws -> ImageBand? {
            try artefacts.optionalObject(key).map { band in
                try band.rejectUnknownKeys(allowed: ["top", "height", "imageHeight"])
                let (top, height, imageHeight) = (try band.requiredValue("top").int(), try band.requiredValue("height").int(), try band.requiredValue("imageHeight").int())
                guard top >= 0, height > 0, top + height <= imageHeight else {
                    throw try band.requiredValue("height").invalid("the band of rows \(top)..<\(top + height) does not lie inside an image of \(imageHeight) rows")
                }
                return ImageBand(top: top, height: height, imageHeight: imageHeight)
            }
        }
        self.artefacts.expectedBand = try band("expectedBand")
        self.artefacts.diffBand = try band("diffBand")
        self.artefacts.pageLegend = try artefacts.optionalObject("pageLegend").map { try PageLegend(decoding: $0) }
        self.artefacts.legendScreenshot = try artefacts.optionalObject("legendScreenshot").map { placement in
            try placement.rejectUnknownKeys(allowed: LegendScreenshot.keys)
            let v = try LegendScreenshot.keys.map { try placement.requiredValue($0).int() }
            let screenshot = LegendScreenshot(x: v[0], y: v[1], width: v[2], height: v[3], legendWidth: v[4], legendHeight: v[5])
            guard screenshot.isInsideLegend else {
                throw try placement.requiredValue("width").invalid("the screenshot's rectangle (\(v[0]), \(v[1]), \(v[2])×\(v[3])) does not lie inside a legend of \(v[4])×\(v[5]) pixels")
            }
            return screenshot
        }
        self.failure = try object.optionalValue("error").map(CellFailure.init(decoding:))
        if version >= 5, (status == .error) != (failure != nil) {
            throw (object.optionalValue("error") ?? reader).invalid(status == .error
                ? "a cell of status 'error' needs its 'error' member (stage and cause)" : "only a cell of status 'error' has an 'error' member")
        }
        self.pixelScale = scaleOfPixels
        self.accessibilityChanges = try object.optionalValue("accessibilityChanges").map { try $0.array().map { try $0.string() } } ?? []
        self.layoutChanges = try object.optionalValue("layoutChanges").map { try $0.array().map { try $0.string() } } ?? []
        // Reports before version 4 have neither member: such a cell reads as having no recorded cause.
        self.changes = try object.optionalArray("changes")?.map { try InputChange(decoding: $0) } ?? []
        self.cause = try object.optionalValue("cause").flatMap { $0.isNull ? nil : try $0.string() }
        let expected = CauseGroup.id(of: changes)
        if cause != expected, let value = object.optionalValue("cause") {
            throw value.invalid("cause '\(cause ?? "null")' does not match the cell's changes, which give '\(expected ?? "null")'")
        }
    }

    /// A key that may be absent (reports written before it existed), holding a string or `null`.
    private static func optionalString(_ object: JSONObjectReader, _ key: String) throws -> String? {
        guard let value = object.optionalValue(key), !value.isNull else { return nil }
        return try value.string()
    }

    /// A key that must be present, holding a string or `null`.
    private static func nullableString(_ object: JSONObjectReader, _ key: String) throws -> String? {
        let value = try object.requiredValue(key)
        return value.isNull ? nil : try value.string()
    }
}
