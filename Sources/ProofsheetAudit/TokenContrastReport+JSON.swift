import Foundation
import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

extension TokenContrastReport {
    /// The report as pretty-printed JSON with sorted keys: same input, same bytes.
    ///
    /// Colours are "#RRGGBB" (the opaque colours seen); `ratio` is rounded to 3 decimals so that the last bits
    /// of `pow` cannot change the output; `ratioText` is the 2-decimal `ContrastRatio.description`.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(JSONReport(self))
    }
}

private struct JSONReport: Encodable {
    struct Summary: Encodable {
        var pairs: Int
        var failingPairs: Int
        var failingModes: [ThemeMode]
        var passes: Bool
        var text: String
    }

    struct Missing: Encodable {
        var role: String
        var modes: [ThemeMode]
    }

    struct Pair: Encodable {
        var foreground: String
        var backgrounds: [String]
        var kind: String
        var minimumRatio: Double
        var criterion: String
        var passes: Bool
        var failingModes: [ThemeMode]
        var unknownRoles: [String]
        var measurements: [Measurement]
    }

    struct Measurement: Encodable {
        var mode: ThemeMode
        var background: String
        var foregroundColor: String
        var backgroundColor: String
        var ratio: Double
        var ratioText: String
        var passes: Bool
    }

    var level: String
    var modes: [ThemeMode]
    var summary: Summary
    var pairs: [Pair]
    var missingHighContrast: [Missing]
    var problems: [String]
    var pairSource: String
    var undrawnPairs: [String]
    var onGradient: [String]

    init(_ report: TokenContrastReport) {
        level = report.level.rawValue
        modes = report.modes
        summary = Summary(pairs: report.pairs.count, failingPairs: report.failingPairs.count,
                          failingModes: report.failingModes, passes: report.isPassing, text: report.summary)
        pairs = report.pairs.map { result in
            Pair(foreground: result.pair.foreground, backgrounds: result.pair.backgrounds,
                 kind: result.pair.kind.rawValue, minimumRatio: result.requirement.minimumRatio,
                 criterion: result.requirement.criterion, passes: result.isPassing,
                 failingModes: result.failingModes, unknownRoles: result.unknownRoles,
                 measurements: result.measurements.map { measurement in
                     Measurement(mode: measurement.mode, background: measurement.background,
                                 foregroundColor: hex(measurement.foregroundColor),
                                 backgroundColor: hex(measurement.backgroundColor),
                                 ratio: (measurement.ratio.value * 1000).rounded() / 1000,
                                 ratioText: measurement.ratio.description, passes: measurement.isPassing)
                 })
        }
        missingHighContrast = report.missingHighContrast.map { Missing(role: $0.role, modes: $0.modes) }
        problems = report.problems.map(\.description)
        pairSource = report.pairSource
        undrawnPairs = report.undrawnPairs
        onGradient = report.onGradient
    }
}

/// "#RRGGBB", upper-case; alpha is left out because every measured colour is opaque.
private func hex(_ color: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for channel in [color.r, color.g, color.b] {
        text.append(digits[Int(channel >> 4)])
        text.append(digits[Int(channel & 0x0F)])
    }
    return text
}
