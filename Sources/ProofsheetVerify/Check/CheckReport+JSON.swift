import ProofsheetJSON
import ProofsheetSupport
import ProofsheetAudit

/// `CheckReport` as report.json, format `proofsheet-report` version 4 (docs/report-format.md).
///
/// Writing is stable byte for byte (`JSONValue.jsonText()`: members in a fixed order, cells in `Cell` order).
/// Reading is strict: unknown keys, wrong kinds, an unknown format version or a summary that disagrees with the
/// cells are `SpecError`s that name the file, line:column and JSON path.
extension CheckReport {
    /// The `format` member every report.json starts with.
    public static let formatName = "proofsheet-report"

    /// The versions `init(decoding:)` reads: the current one, versions 2 and 3 (no causes) and version 1 (read as a check
    /// without problem fields).
    public static let readableVersions = 1...formatVersion

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
            ("run", .string(kind.rawValue)),
            ("summary", .object(summary)),
            ("findings", .array(findingSummary())),
            ("problems", .array(problems.map { $0.jsonValue() })),
            ("causes", .array(causes.map { $0.jsonValue() })),
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
        guard CheckReport.readableVersions.contains(version) else {
            throw versionValue.invalid(
                "report format version \(version) is not supported: proofsheet \(ProofsheetVersion.tool) reads versions \(CheckReport.readableVersions.lowerBound) to "
                    + "\(CheckReport.formatVersion); re-run 'proofsheet check' with this build or read it with the build that wrote it")
        }
        // Version 1 had no run, no problems and no per-finding problem fields (docs/report-format.md, migration).
        try object.rejectUnknownKeys(allowed: [
            "format", "version", "tool", "renderer", "diffAlgorithm", "config", "shard", "summary", "findings", "cells", "orphans",
        ] + (version >= 2 ? ["run", "problems"] : []) + (version >= 4 ? ["causes"] : []))
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
        let cells = try object.requiredArray("cells").map { try CellResult(decoding: $0, version: version) }
        let findingsValue = try object.requiredValue("findings")
        self.init(
            toolVersion: try object.requiredString("tool"),
            rendererVersion: try object.requiredString("renderer"),
            diffAlgorithm: try object.requiredString("diffAlgorithm"),
            config: try object.requiredString("config"),
            cells: cells,
            orphans: try object.requiredArray("orphans").map { try $0.string() },
            shard: shard)
        try checkSummary(try object.requiredObject("summary"))
        try checkFindingSummary(findingsValue)
        guard version >= 2 else { return }
        kind = try object.requiredCase("run", ReportKind.self)
        let problemsValue = try object.requiredValue("problems")
        guard try problemsValue.array().count == problems.count, problemsValue.value == JSONValue.array(problems.map { $0.jsonValue() }) else {
            throw problemsValue.invalid("the problems do not match the cells' findings (problems are derived from them: re-run the check)")
        }
        if version >= 4 {
            // Derived from the cells like `summary`: a reader checks the two agree.
            let causesValue = try object.requiredValue("causes")
            let ids = try causesValue.array().map { try $0.object().requiredString("id") }
            guard ids == causes.map(\.id) else {
                throw causesValue.invalid("causes list \(ids) but the cells' causes give \(causes.map(\.id))")
            }
        }
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

    /// Counts of the cells' findings per criterion and severity (derived: recomputed when read), in
    /// criterion then severity order: `{ "criterion", "severity", "count", "blocking" }`.
    package func findingSummary() -> [JSONValue] {
        var counts: [String: (criterion: AuditCriterion, severity: FindingSeverity, count: Int, blocking: Int)] = [:]
        for finding in cells.flatMap(\.findings) {
            let key = finding.criterion.rawValue + "/" + finding.severity.rawValue
            var entry = counts[key] ?? (finding.criterion, finding.severity, 0, 0)
            entry.count += 1
            if finding.isBlocking { entry.blocking += 1 }
            counts[key] = entry
        }
        return counts.values.sorted { ($0.criterion, $0.severity) < ($1.criterion, $1.severity) }.map { entry in
            .object([("criterion", .string(entry.criterion.rawValue)), ("severity", .string(entry.severity.rawValue)),
                     ("count", .number(entry.count)), ("blocking", .number(entry.blocking))])
        }
    }

    /// The top-level findings summary is derived from the cells; one that disagrees means the file was edited.
    package func checkFindingSummary(_ value: JSONValueReader) throws {
        guard try value.array().count == findingSummary().count, value.value == JSONValue.array(findingSummary()) else {
            throw value.invalid("the findings summary does not match the cells' findings")
        }
    }
}
