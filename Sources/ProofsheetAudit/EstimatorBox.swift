import ProofsheetJSON
import ProofsheetRaster

/// A text box for `PixelContrastEstimator` as `proofsheet audit-image --boxes` reads it: an id, a rectangle
/// in pixels of the image (top-left origin) and whether the text is large (3:1 instead of 4.5:1).
///
///     [ { "id": "title", "x": 32, "y": 120, "width": 300, "height": 48, "large": true }, … ]
public struct EstimatorBox: Hashable, Sendable {
    public var id: String
    public var rect: PixelRect
    public var isLarge: Bool

    public init(id: String, rect: PixelRect, isLarge: Bool = false) {
        self.id = id
        self.rect = rect
        self.isLarge = isLarge
    }

    /// Decodes the list; errors name file:line:column and `[i].key`.
    public static func list(decoding reader: JSONValueReader) throws -> [EstimatorBox] {
        try reader.array().map { value in
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: ["id", "x", "y", "width", "height", "large"])
            let width = try object.requiredInt("width"), height = try object.requiredInt("height")
            guard width > 0 else { throw try object.requiredValue("width").invalid("expected a width of at least 1 pixel") }
            guard height > 0 else { throw try object.requiredValue("height").invalid("expected a height of at least 1 pixel") }
            return EstimatorBox(id: try object.requiredString("id"),
                                rect: PixelRect(x: try object.requiredInt("x"), y: try object.requiredInt("y"), width: width, height: height),
                                isLarge: try object.optionalBool("large") ?? false)
        }
    }
}
