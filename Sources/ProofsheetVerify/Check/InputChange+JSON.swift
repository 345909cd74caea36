import ProofsheetJSON
import ProofsheetProject

/// One `changes[]` entry of a report.json cell (docs/report-format.md, "A change").
extension InputChange {
    package func jsonValue() -> JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("key", .string(causeKey)),
            ("input", .string(input)),
            ("variant", variant.map { .string($0) } ?? .null),
            ("before", before.map { .string($0) } ?? .null),
            ("after", after.map { .string($0) } ?? .null),
            ("text", .string(text)),
        ])
    }

    package init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["kind", "key", "input", "variant", "before", "after", "text"])
        func nullable(_ key: String) throws -> String? {
            let value = try object.requiredValue(key)
            return value.isNull ? nil : try value.string()
        }
        self.init(kind: try object.requiredCase("kind", InputKind.self),
                  input: try object.requiredString("input"), variant: try nullable("variant"), before: try nullable("before"),
                  after: try nullable("after"), text: try object.requiredString("text"), causeKey: try object.requiredString("key"))
    }
}

/// One `causes[]` entry of report.json (docs/report-format.md, "Causes").
extension CauseGroup {
    public func jsonValue() -> JSONValue {
        .object([
            ("id", .string(id)),
            ("title", .string(title)),
            ("kinds", .array(kinds.map { .string($0.rawValue) })),
            ("rendererOnly", .bool(rendererOnly)),
            ("changes", .array(changes.map { .string($0) })),
            ("count", .number(count)),
            ("cells", .array(cells.map { .string($0) })),
            ("approve", .string(approveCommand)),
        ])
    }
}
