/// How two images are compared and how many differing pixels still pass.
///
/// Budgets are in pixels of the compared images. A comparison passes when the count of differing pixels is within
/// `maxDiffPixels` *or* its fraction of all pixels is within `maxDiffRatio` (either budget suffices; both default to
/// 0, so by default any differing pixel fails).
public struct DiffOptions: Hashable, Sendable {
    /// Which comparison algorithm runs; each has its own `algorithmVersion` recorded in golden stamps.
    public enum Mode: Hashable, Sendable {
        /// Byte-exact RGBA comparison. The default: Proofsheet renders deterministically, so goldens match exactly.
        case exact
        /// Perceptual comparison (YIQ colour distance + anti-aliasing detection, the classic pixelmatch algorithm),
        /// for goldens produced elsewhere or by an older renderer.
        case tolerant

        /// The version string of this mode's algorithm; see `ImageDiff.algorithmVersion`.
        public var algorithmVersion: String {
            switch self {
            case .exact: return ImageDiff.exactAlgorithmVersion
            case .tolerant: return ImageDiff.algorithmVersion
            }
        }
    }

    public var mode: Mode
    /// Tolerant mode only: matching threshold in 0...1 (smaller is stricter). Two colours differ when their squared
    /// YIQ distance exceeds `35215 * threshold²`. Values outside 0...1 are clamped; NaN means the default 0.1.
    public var threshold: Double {
        didSet { threshold = DiffOptions.clampedThreshold(threshold) }
    }
    /// Tolerant mode only: count pixels judged anti-aliased as differences instead of excusing them.
    public var includeAA: Bool
    /// Differing pixels allowed; negative values act as 0.
    public var maxDiffPixels: Int
    /// Differing pixels allowed as a fraction of all pixels (0.01 = 1 %); negative or NaN values act as 0.
    public var maxDiffRatio: Double
    /// Build the diff image (`DiffResult.diffImage`). Off by default so passing cells stay cheap.
    public var producesDiffImage: Bool

    public init(
        mode: Mode = .exact,
        threshold: Double = 0.1,
        includeAA: Bool = false,
        maxDiffPixels: Int = 0,
        maxDiffRatio: Double = 0,
        producesDiffImage: Bool = false
    ) {
        self.mode = mode
        self.threshold = DiffOptions.clampedThreshold(threshold)
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.producesDiffImage = producesDiffImage
    }

    /// Byte-exact comparison, no differing pixel allowed.
    public static let exact = DiffOptions()
    /// The classic pixelmatch defaults: threshold 0.1, anti-aliasing excused, no differing pixel allowed.
    public static let tolerant = DiffOptions(mode: .tolerant)

    /// True when `differentPixels` out of `totalPixels` is within either budget.
    public func passes(differentPixels: Int, totalPixels: Int) -> Bool {
        if differentPixels <= max(maxDiffPixels, 0) { return true }
        guard totalPixels > 0, maxDiffRatio > 0 else { return false }
        // Division (correctly rounded) rather than `ratio * total`, so 3 of 100 passes a budget written as 0.03.
        return Double(differentPixels) / Double(totalPixels) <= maxDiffRatio
    }

    private static func clampedThreshold(_ value: Double) -> Double {
        value.isNaN ? 0.1 : min(max(value, 0), 1)
    }
}
