/// `CheckReport` as report.json, format `proofsheet-report` version 1 (docs/report-format.md).
///
/// Writing is stable byte for byte (`JSONValue.jsonText()`: members in a fixed order, cells in `Cell` order).
/// Reading is strict: unknown keys, wrong kinds, an unknown format version or a summary that disagrees with the
/// cells are `SpecError`s that name the file, line:column and JSON path.
extension CheckReport {
    /// The `format` member every report.json starts with.
    public static let formatName = "proofsheet-report"

    /// The report as a JSON tree in the documented member order.
    public func jsonValue() -> JSONValue {
        let counts = self.counts
        let summary: [(String, JSONValue)] = [("total", .number(cells.count))]
            + CellStatus.allCases.map { ($0.rawValue, .number(counts[$0] ?? 0)) }
        return .object([
            ("format", .string(CheckReport.formatName)),
            ("version", .number(CheckReport.formatVersion)),
            ("tool", .string(toolVersion)),
            ("renderer", .string(rendererVersion)),
            ("diffAlgorithm", .string(diffAlgorithm)),
            ("config", .string(config)),
            ("shard", shard.map { .object([("index", .number($0.index)), ("count", .number($0.count))]) } ?? .null),
            ("summary", .object(summary)),
            ("findings", .array([])),
            ("cells", .array(cells.map { $0.jsonValue() })),
            ("orphans", .array(orphans.map { .string($0) })),
        ])
    }

    /// The report.json text (no trailing newline, like every `jsonText()`).
    public func jsonText() -> String { jsonValue().jsonText() }

    /// Reads a report tree; `reader` is usually `JSONDocument.load(path:).reader()`, so errors name the file.
    public init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        let formatValue = try object.requiredValue("format")
        let format = try formatValue.string()
        guard format == CheckReport.formatName else {
            throw formatValue.invalid("not a Proofsheet report: format is '\(format)', expected '\(CheckReport.formatName)'")
        }
        let versionValue = try object.requiredValue("version")
        let version = try versionValue.int()
        guard version == CheckReport.formatVersion else {
            throw versionValue.invalid(
                "report format version \(version) is not supported: proofsheet \(ProofsheetVersion.tool) reads version "
                    + "\(CheckReport.formatVersion); re-run 'proofsheet check' with this build or read it with the build that wrote it")
        }
        try object.rejectUnknownKeys(allowed: [
            "format", "version", "tool", "renderer", "diffAlgorithm", "config", "shard", "summary", "findings", "cells", "orphans",
        ])
        var shard: Shard?
        if let shardObject = try object.optionalObject("shard") {
            try shardObject.rejectUnknownKeys(allowed: ["index", "count"])
            let countValue = try shardObject.requiredValue("count")
            let count = try countValue.int()
            guard count >= 1 else { throw countValue.invalid("shard count must be at least 1, found \(count)") }
            let indexValue = try shardObject.requiredValue("index")
            let index = try indexValue.int()
            guard (1...count).contains(index) else {
                throw indexValue.invalid("shard index must be between 1 and \(count), found \(index)")
            }
            shard = Shard(index: index, count: count)
        }
        let cells = try object.requiredArray("cells").map { try CellResult(decoding: $0) }
        try CheckReport.requireNoFindings(try object.requiredValue("findings"))
        self.init(
            toolVersion: try object.requiredString("tool"),
            rendererVersion: try object.requiredString("renderer"),
            diffAlgorithm: try object.requiredString("diffAlgorithm"),
            config: try object.requiredString("config"),
            cells: cells,
            orphans: try object.requiredArray("orphans").map { try $0.string() },
            shard: shard)
        try checkSummary(try object.requiredObject("summary"))
    }

    /// Loads and decodes the report.json at `path`; every error names `path`.
    public static func load(path: String) throws -> CheckReport {
        try CheckReport(decoding: JSONDocument.load(path: path).reader())
    }

    /// The summary is derived data; one that disagrees with the cells means the file was edited or truncated.
    private func checkSummary(_ summary: JSONObjectReader) throws {
        try summary.rejectUnknownKeys(allowed: ["total"] + CellStatus.allCases.map(\.rawValue))
        let counts = self.counts
        let expected = [("total", cells.count)] + CellStatus.allCases.map { ($0.rawValue, counts[$0] ?? 0) }
        for (key, count) in expected {
            let value = try summary.requiredValue(key)
            let found = try value.int()
            guard found == count else {
                throw value.invalid("summary says \(found) but the report has \(count) \(key == "total" ? "cells" : "'\(key)' cells")")
            }
        }
    }

    /// Audit findings are reserved in version 1: written as empty arrays. Refusing non-empty ones keeps a
    /// build that cannot represent them from dropping them silently (e.g. while merging shards).
    static func requireNoFindings(_ value: JSONValueReader) throws {
        let findings = try value.array()
        guard findings.isEmpty else {
            throw value.invalid("this proofsheet (\(ProofsheetVersion.tool)) cannot read audit findings yet; use the build that wrote the report")
        }
    }
}
