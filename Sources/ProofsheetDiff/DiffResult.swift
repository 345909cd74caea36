import ProofsheetRaster

/// The outcome of comparing two images of the same size.
///
/// Counts and the bounding box are in pixels, top-left origin, in the coordinate space of the compared images.
public struct DiffResult: Equatable, Sendable {
    /// The algorithm that produced this result (`ImageDiff.algorithmVersion` or `ImageDiff.exactAlgorithmVersion`).
    public let algorithmVersion: String
    public let width: Int
    public let height: Int
    /// Pixels counted as different (beyond the threshold and not excused as anti-aliasing).
    public let differentPixels: Int
    /// Pixels beyond the threshold but excused as anti-aliasing (Vysniauskas 2009). Always 0 in exact mode and when
    /// `includeAA` is set (then such pixels are in `differentPixels`).
    public let antiAliasedPixels: Int
    /// True when the two RGBA buffers were byte-for-byte equal (the fast path ran).
    public let isByteIdentical: Bool
    /// Whether `differentPixels` is within the options' budgets.
    public let passes: Bool
    /// The smallest box holding every pixel counted in `differentPixels`; nil when there are none.
    public let changedBounds: PixelRect?
    /// Changed pixels red, anti-aliased ones yellow, the rest a faded grey copy of the expected image (or transparent:
    /// the style `ImageDiff.compare` was asked for); only present when an image was asked for. See `DiffImage`.
    /// The marks alone (`DiffImageStyle.marks`) hold only the rows from the first to the last that differ (one
    /// transparent row when none does), starting at row `diffImageTop` of the compared images.
    public let diffImage: Pixmap?
    /// The row of the compared images where `diffImage`'s first row sits: 0 but for the marks alone.
    public let diffImageTop: Int

    public init(
        algorithmVersion: String,
        width: Int,
        height: Int,
        differentPixels: Int,
        antiAliasedPixels: Int,
        isByteIdentical: Bool,
        passes: Bool,
        changedBounds: PixelRect?,
        diffImage: Pixmap?,
        diffImageTop: Int = 0
    ) {
        self.algorithmVersion = algorithmVersion
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.isByteIdentical = isByteIdentical
        self.passes = passes
        self.changedBounds = changedBounds
        self.diffImage = diffImage
        self.diffImageTop = diffImageTop
    }

    public var totalPixels: Int { width * height }
    /// `differentPixels / totalPixels`, in 0...1.
    public var ratio: Double { Double(differentPixels) / Double(totalPixels) }
}
