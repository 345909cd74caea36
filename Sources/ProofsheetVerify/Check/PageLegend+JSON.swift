import ProofsheetJSON
import ProofsheetRaster

/// `PageLegend` in report.json (`artefacts.pageLegend`, docs/report-format.md):
/// `{ "direction": "ltr" | "rtl", "width", "height", "elements": [{ "number", "frame": [x, y, width, height], "line" }] }`,
/// sizes and frames in points.
extension PageLegend {
    package func jsonValue() -> JSONValue {
        .object([
            ("direction", .string(rightToLeft ? "rtl" : "ltr")),
            ("width", .number(width)),
            ("height", .number(height)),
            ("elements", .array(elements.map { element in
                .object([
                    ("number", .number(element.number)),
                    ("frame", .array([element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map { .number($0) })),
                    ("line", .string(element.line)),
                ])
            })),
        ])
    }

    /// Reads what `jsonValue()` writes; a frame of other than four finite numbers, a negative size or an element
    /// number below 1 is an error at its path.
    package init(decoding object: JSONObjectReader) throws {
        try object.rejectUnknownKeys(allowed: ["direction", "width", "height", "elements"])
        let direction = try object.requiredString("direction", oneOf: ["ltr", "rtl"])
        let elements = try object.requiredArray("elements").map { value -> Element in
            let element = try value.object()
            try element.rejectUnknownKeys(allowed: ["number", "frame", "line"])
            let numberValue = try element.requiredValue("number")
            let number = try numberValue.int()
            guard number >= 1 else { throw numberValue.invalid("an element's number is 1 or more, found \(number)") }
            let frameValue = try element.requiredValue("frame")
            let frame = try frameValue.array().map { try $0.number() }
            guard frame.count == 4, frame.allSatisfy(\.isFinite), frame[2] >= 0, frame[3] >= 0 else {
                throw frameValue.invalid("a frame is [x, y, width, height]: four finite numbers, the sizes not negative")
            }
            return Element(number: number, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                           line: try element.requiredString("line"))
        }
        let widthValue = try object.requiredValue("width"), heightValue = try object.requiredValue("height")
        let (width, height) = (try widthValue.number(), try heightValue.number())
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw widthValue.invalid("the screen's size in points is positive, found \(width) × \(height)")
        }
        self.init(rightToLeft: direction == "rtl", width: width, height: height, elements: elements)
    }
}
