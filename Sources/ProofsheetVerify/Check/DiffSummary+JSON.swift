import ProofsheetJSON
import ProofsheetRaster

/// A cell's `diff` object in report.json (docs/report-format.md).
extension DiffSummary {
    /// report.json's `diff` object; `ratio` is derived (`differentPixels / totalPixels`) and ignored when read.
    package func jsonValue() -> JSONValue {
        .object([
            ("differentPixels", .number(differentPixels)),
            ("antiAliasedPixels", .number(antiAliasedPixels)),
            ("totalPixels", .number(totalPixels)),
            ("ratio", .number(ratio)),
            ("changedBounds", changedBounds.map {
                .object([("x", .number($0.x)), ("y", .number($0.y)), ("width", .number($0.width)), ("height", .number($0.height))])
            } ?? .null),
            ("algorithm", .string(algorithm)),
        ])
    }

    package init(decoding reader: JSONValueReader) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["differentPixels", "antiAliasedPixels", "totalPixels", "ratio", "changedBounds", "algorithm"])
        _ = try object.requiredNumber("ratio")
        var bounds: PixelRect?
        let boundsValue = try object.requiredValue("changedBounds")
        if !boundsValue.isNull {
            let rect = try boundsValue.object()
            try rect.rejectUnknownKeys(allowed: ["x", "y", "width", "height"])
            bounds = PixelRect(x: try rect.requiredInt("x"), y: try rect.requiredInt("y"),
                               width: try rect.requiredInt("width"), height: try rect.requiredInt("height"))
        }
        self.init(
            differentPixels: try DiffSummary.count(object, "differentPixels"),
            antiAliasedPixels: try DiffSummary.count(object, "antiAliasedPixels"),
            totalPixels: try DiffSummary.count(object, "totalPixels"),
            changedBounds: bounds,
            algorithm: try object.requiredString("algorithm"))
    }

    private static func count(_ object: JSONObjectReader, _ key: String) throws -> Int {
        let value = try object.requiredValue(key)
        let count = try value.int()
        guard count >= 0 else { throw value.invalid("a pixel count cannot be negative, found \(count)") }
        return count
    }
}
