import ProofsheetJSON
import ProofsheetProject

/// A cell's `error` member of report.json (docs/report-format.md, version 5).
extension CellFailure {
    package func jsonValue() -> JSONValue {
        func nullable(_ string: String?) -> JSONValue { string.map { .string($0) } ?? .null }
        func nullable(_ number: Int?) -> JSONValue { number.map { .number(Double($0)) } ?? .null }
        return .object([
            ("stage", .string(stage.rawValue)),
            ("file", nullable(cause.file)),
            ("line", nullable(cause.line)),
            ("column", nullable(cause.column)),
            ("path", nullable(cause.path)),
            ("message", .string(cause.message)),
        ])
    }

    package init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["stage", "file", "line", "column", "path", "message"])
        func string(_ key: String) throws -> String? {
            let value = try object.requiredValue(key)
            return value.isNull ? nil : try value.string()
        }
        func position(_ key: String) throws -> Int? {
            let value = try object.requiredValue(key)
            guard !value.isNull else { return nil }
            let number = try value.int()
            guard number >= 1 else { throw value.invalid("expected a line or column of at least 1, found \(number)") }
            return number
        }
        self.init(stage: try object.requiredCase("stage", Stage.self),
                  cause: ErrorCause(file: try string("file"), line: try position("line"), column: try position("column"),
                                    path: try string("path"), message: try object.requiredString("message")))
    }
}
