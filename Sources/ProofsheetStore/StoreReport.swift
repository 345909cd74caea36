import ProofsheetKit
import ProofsheetAudit
import ProofsheetSpec

/// What a store run produced: every shot with its file and measurements, the contact sheets, and the
/// findings, in a fixed order (preset, locale, shot number) whatever the thread count.
public struct StoreReport: Sendable {
    /// One shot of one preset and locale.
    public struct Shot: Sendable {
        public let preset: StorePreset
        public let locale: LocaleID
        public let shot: StoreShot
        /// `<preset>/<locale>/<file>` relative to the output folder; written only when `error` is nil.
        public let relativePath: String
        /// Size of the PNG file in bytes (0 when it was not written).
        public let fileBytes: Int
        /// The composition's measurements; nil when the shot could not be composed.
        package let caption: StoreTextFit?
        public let captionContrast: ContrastRatio?
        public let subtitleContrast: ContrastRatio?
        public let renderScale: Double?
        /// Why the shot was not written.
        public let error: String?
        /// The layout units the caption size is measured in (pixels per unit).
        public let unit: Double
    }

    public let outputFolder: String
    public let presets: [StorePreset]
    public let locales: [LocaleID]
    public let shots: [Shot]
    /// Contact sheet paths relative to the output folder.
    public let contactSheets: [String]
    public let findings: [StoreFinding]

    /// Shots that could not be drawn or failed validation.
    public var failedShots: [Shot] { shots.filter { $0.error != nil } }

    /// True when any shot failed or any finding is an error (the CLI then exits 1).
    public var hasErrors: Bool {
        !failedShots.isEmpty || findings.contains { $0.severity == .error }
    }
}
