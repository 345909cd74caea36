import Foundation
import ProofsheetKit

/// `proofsheet diff EXPECTED.png ACTUAL.png`: compares two PNG files with the check's diff.
enum DiffCommand {
    static let usage = "diff EXPECTED.png ACTUAL.png [--tolerant] [--threshold T] [--include-aa] [--max-diff-pixels N] [--max-diff-ratio R] [--out DIFF.png] [--strip STRIP.png]"
    static let options: [OptionSpec] = [
        .flag("--tolerant"), .value("--threshold"), .flag("--include-aa"), .value("--max-diff-pixels"), .value("--max-diff-ratio"),
        .value("--out"), .value("--strip"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count == 2 else { throw UsageError(message: "diff takes EXPECTED.png and ACTUAL.png") }
        let expected = try PNGDecoder.decodeFile(atPath: arguments.positionals[0]).pixmap
        let actual = try PNGDecoder.decodeFile(atPath: arguments.positionals[1]).pixmap
        var options = DiffOptions(mode: arguments.has("--tolerant") ? .tolerant : .exact)
        if let threshold = try arguments.number("--threshold") {
            guard threshold >= 0, threshold <= 1 else { throw UsageError(message: "--threshold must be from 0 to 1") }
            options.mode = .tolerant
            options.threshold = threshold
        }
        options.includeAA = arguments.has("--include-aa")
        options.maxDiffPixels = try arguments.integer("--max-diff-pixels") ?? 0
        options.maxDiffRatio = try arguments.number("--max-diff-ratio") ?? 0
        options.producesDiffImage = arguments.value("--out") != nil || arguments.value("--strip") != nil
        let outcome = ImageDiff.compare(expected: expected, actual: actual, options: options)
        if let out = arguments.value("--out"), let image = outcome.result?.diffImage {
            try PNGEncoder(effort: .fast).write(image, toPath: out)
        }
        if let out = arguments.value("--strip") {
            let strip = try ComparisonStrip().render(expected: expected, diff: outcome.result?.diffImage, actual: actual)
            try PNGEncoder(effort: .fast).write(strip, toPath: out)
        }
        print("\(outcome.passes ? "same" : "different") (\(options.mode.algorithmVersion)): \(outcome)")
        return outcome.passes ? 0 : 1
    }
}
