import ProofsheetSpec

/// The `store` section of `proofsheet.json`: which presets to draw, on which device, and the shots of the
/// listing in order. Read by `StoreConfig.load(from:)`; see docs/store.md for the format.
public struct StoreConfig: Hashable, Sendable {
    /// The most shots a listing may have (App Store's limit; Google Play takes 8).
    public static let maxShots = 10
    /// Allowed values of `captionMaxLines`.
    public static let captionLineRange = 2...3

    public var presets: [StorePreset]
    /// The device (from `devices`) whose screens are framed.
    public var device: String
    /// Typography token whose family and weight the caption uses (its size is the store layout's).
    public var captionStyle: TextStyleName
    /// Typography token whose family and weight the subtitle uses.
    public var subtitleStyle: TextStyleName
    /// Lines the caption may wrap to before it shrinks.
    public var captionMaxLines: Int
    public var shots: [StoreShot]

    public init(presets: [StorePreset] = StorePreset.builtIn, device: String, captionStyle: TextStyleName, subtitleStyle: TextStyleName,
                captionMaxLines: Int = 2, shots: [StoreShot]) {
        self.presets = presets
        self.device = device
        self.captionStyle = captionStyle
        self.subtitleStyle = subtitleStyle
        self.captionMaxLines = captionMaxLines
        self.shots = shots
    }
}
