import Foundation
import ProofsheetKit

/// `proofsheet audit-image IMAGE.png --boxes BOXES.json [--json]`: a pixels-only contrast estimate for text
/// boxes of any screenshot (`PixelContrastEstimator`, in the manner of Android's Accessibility Test Framework).
///
/// BOXES.json: `[{"id", "x", "y", "width", "height", "large"}]` in pixels of the image. Prints one row per
/// box (or a JSON object with `--json`). Exit status: 0 when every box reaches 4.5:1 (3:1 when `large`),
/// 1 when one does not, 2 for unreadable input.
enum AuditImageCommand {
    static let options: [OptionSpec] = [.value("--boxes", "BOXES.json", required: true, "JSON file of text boxes to estimate contrast at"), .json]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count == 1, let imagePath = arguments.positionals.first else {
            throw UsageError(message: "audit-image takes exactly one IMAGE.png argument")
        }
        guard let boxesPath = arguments.value("--boxes") else { throw UsageError(message: "audit-image needs --boxes BOXES.json") }
        let image = try PNGDecoder.decodeFile(atPath: imagePath).pixmap
        let boxes = try EstimatorBox.list(decoding: JSONDocument.load(path: boxesPath).reader(rootName: ""))

        var rows: [JSONValue] = []
        var lines: [String] = []
        var failures = 0
        for box in boxes {
            let required = ContrastRequirement(.aa, for: box.isLarge ? .largeText : .text)
            guard let estimate = PixelContrastEstimator.estimate(image, in: box.rect) else {
                FileHandle.standardError.write(Data("proofsheet audit-image: \(boxesPath): box '\(box.id)' lies outside the \(image.width)×\(image.height) image\n".utf8))
                return 2
            }
            let passes = estimate.ratio.passes(required)
            if !passes { failures += 1 }
            rows.append(.object([
                ("id", .string(box.id)),
                ("x", .number(box.rect.x)), ("y", .number(box.rect.y)),
                ("width", .number(box.rect.width)), ("height", .number(box.rect.height)),
                ("large", .bool(box.isLarge)),
                ("foreground", .string(estimate.foreground.hexString)),
                ("background", .string(estimate.background.hexString)),
                ("ratio", .number((estimate.ratio.value * 1000).rounded() / 1000)),
                ("ratioText", .string(estimate.ratio.description)),
                ("required", .number(required.minimumRatio)),
                ("colors", .number(estimate.colorCount)),
                ("passes", .bool(passes)),
            ]))
            let verdict = passes ? "ok" : "FAIL (needs \(required.minimumRatio == 3 ? "3" : "4.5"):1)"
            lines.append("\(box.id)  \(estimate.ratio)  \(estimate.foreground.hexString) on \(estimate.background.hexString)  \(verdict)")
        }
        let summary = "\(boxes.count) box(es), \(failures) below the minimum (pixel-only estimate)"
        if arguments.has("--json") {
            print(JSONValue.object([
                ("image", .string(imagePath)), ("method", .string("histogram: most frequent colour each side of the mean luminance")),
                ("boxes", .array(rows)), ("summary", .string(summary)),
            ]).jsonText())
        } else {
            lines.append(summary)
            CommandLineTool.printOutput(lines.joined(separator: "\n"))
        }
        return failures == 0 ? 0 : 1
    }
}
