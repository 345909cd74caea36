import ProofsheetProject
import ProofsheetSpec

/// The audit of one declared `ContrastPair`: every background in every audited mode.
public struct TokenContrastPairResult: Hashable, Sendable {
    public var pair: ContrastPair
    public var requirement: ContrastRequirement
    /// Mode-major (in the audit's mode order), then in the pair's background order. Empty if the pair could
    /// not be measured.
    package var measurements: [ContrastMeasurement]
    /// Role names the pair uses that the tokens do not define, in the order first used.
    public var unknownRoles: [String]

    package init(pair: ContrastPair, requirement: ContrastRequirement, measurements: [ContrastMeasurement],
                unknownRoles: [String]) {
        self.pair = pair
        self.requirement = requirement
        self.measurements = measurements
        self.unknownRoles = unknownRoles
    }

    /// "fg on bg1, bg2".
    public var label: String { "\(pair.foreground) on \(pair.backgrounds.joined(separator: ", "))" }

    /// False when a role is unknown or the pair lists no background.
    public var isMeasurable: Bool { unknownRoles.isEmpty && !pair.backgrounds.isEmpty }

    /// The lowest-contrast measurement in `mode` (the first background on a tie); nil if none was made.
    package func worst(in mode: ThemeMode) -> ContrastMeasurement? {
        var worst: ContrastMeasurement?
        for measurement in measurements where measurement.mode == mode {
            if let current = worst, current.ratio <= measurement.ratio { continue }
            worst = measurement
        }
        return worst
    }

    /// Modes with at least one failing measurement, in measurement order.
    public var failingModes: [ThemeMode] {
        var modes: [ThemeMode] = []
        for measurement in measurements where !measurement.isPassing && !modes.contains(measurement.mode) {
            modes.append(measurement.mode)
        }
        return modes
    }

    /// Measurable and passing in every mode.
    public var isPassing: Bool { isMeasurable && failingModes.isEmpty }
}
