import Foundation
import ProofsheetKit

/// `proofsheet diff EXPECTED.png ACTUAL.png`: compares two PNG files with the check's diff (docs/diff.md).
///
/// Exit status: 0 the images match within the budgets, 1 pixels differ beyond them, 3 the sizes differ (nothing
/// to compare pixel by pixel), 2 a usage error or an unreadable file. The verdict line is printed before any
/// image is written, so a failed `--out`/`--strip` write never hides it.
enum DiffCommand {
    static let options: [OptionSpec] = [
        .flag("--tolerant", "compare with the tolerant (pixelmatch-style) diff instead of exact bytes"),
        .value("--threshold", "T", "tolerant per-pixel colour threshold, 0 to 1 (default 0.1)"),
        .flag("--include-aa", "count anti-aliased pixels as differences"),
        .value("--max-diff-pixels", "N", "pass with at most N differing pixels"),
        .value("--max-diff-ratio", "R", "pass with at most this fraction of differing pixels"),
        .out.meaning("write the diff image to this PNG file", valueName: "DIFF.png"),
        .value("--strip", "STRIP.png", "write an expected | diff | actual strip"),
    ]
    /// The exit status of a size mismatch: its own, so scripts can tell "other image" from "changed pixels".
    static let sizeMismatchStatus: Int32 = 3

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count == 2 else { throw UsageError(message: "diff takes EXPECTED.png and ACTUAL.png") }
        let options = try diffOptions(arguments)
        let expected = try PNGDecoder.decodeFile(atPath: arguments.positionals[0]).pixmap
        let actual = try PNGDecoder.decodeFile(atPath: arguments.positionals[1]).pixmap
        let outcome = ImageDiff.compare(expected: expected, actual: actual, options: options)
        CommandLineTool.printOutput("\(outcome.passes ? "same" : "different") (\(options.mode.algorithmVersion)): \(outcome)")
        if let out = arguments.value("--out") {
            // A size mismatch has no diff image: say so rather than write nothing silently.
            guard let image = outcome.result?.diffImage else {
                throw UsageError(message: "--out: no diff image for images of different sizes")
            }
            try PNGEncoder(effort: .fast).write(image, toPath: try OutputFile.prepared(out))
        }
        if let out = arguments.value("--strip") {
            let strip = try ComparisonStrip().render(expected: expected, diff: outcome.result?.diffImage, actual: actual)
            try PNGEncoder(effort: .fast).write(strip, toPath: try OutputFile.prepared(out))
        }
        switch outcome {
        case .sizeMismatch: return sizeMismatchStatus
        case .compared(let result): return result.passes ? 0 : 1
        }
    }

    /// The comparison the options ask for. Every number is checked against its documented range, and the
    /// options that only the tolerant comparison has (`--threshold`, `--include-aa`) require `--tolerant`.
    static func diffOptions(_ arguments: ParsedArguments) throws -> DiffOptions {
        let isTolerant = arguments.has("--tolerant")
        var options = DiffOptions(mode: isTolerant ? .tolerant : .exact)
        for tolerantOnly in ["--threshold", "--include-aa"] where !isTolerant {
            if arguments.has(tolerantOnly) || arguments.value(tolerantOnly) != nil {
                throw UsageError(message: "\(tolerantOnly) applies to the tolerant comparison only: add --tolerant")
            }
        }
        if let threshold = try arguments.number("--threshold") {
            guard (0...1).contains(threshold) else { throw UsageError(message: "--threshold must be from 0 to 1, found \(threshold)") }
            options.threshold = threshold
        }
        options.includeAA = arguments.has("--include-aa")
        if let pixels = try arguments.integer("--max-diff-pixels") {
            guard pixels >= 0 else { throw UsageError(message: "--max-diff-pixels must be 0 or more, found \(pixels)") }
            options.maxDiffPixels = pixels
        }
        if let ratio = try arguments.number("--max-diff-ratio") {
            guard (0...1).contains(ratio) else { throw UsageError(message: "--max-diff-ratio must be from 0 to 1 (a fraction of all pixels), found \(ratio)") }
            options.maxDiffRatio = ratio
        }
        options.producesDiffImage = arguments.value("--out") != nil || arguments.value("--strip") != nil
        return options
    }
}
