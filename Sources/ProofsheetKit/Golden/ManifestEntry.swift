/// One cell of a golden manifest (`<paths.golden>/manifest/<screen>.json`, docs/goldens.md): what a PNG golden
/// would hold, without the image. The pixels are known by their hash (`Pixmap.contentHash`, XXH3-128 of the size
/// and RGBA bytes), so a check hashes its render and compares: no golden to decode.
public struct ManifestEntry: Sendable, Equatable {
    public var pixels: ContentHash
    /// Pixel size of the approved image.
    public var width: Int
    public var height: Int
    /// Renderer, diff algorithm and input record, as a PNG golden's text chunks would carry them.
    public var stamp: GoldenStamp
    /// How many findings of each severity the approved cell had (a reviewer reads them in the manifest's diff).
    public var findings: [FindingSeverity: Int]

    public init(pixmap: Pixmap, stamp: GoldenStamp, findings: [Finding]) {
        pixels = pixmap.contentHash
        width = pixmap.width
        height = pixmap.height
        self.stamp = stamp
        self.findings = ManifestEntry.counts(findings)
    }

    /// Findings per severity.
    static func counts(_ findings: [Finding]) -> [FindingSeverity: Int] {
        var counts: [FindingSeverity: Int] = [:]
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }

    init(pixels: ContentHash, width: Int, height: Int, stamp: GoldenStamp, findings: [FindingSeverity: Int]) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stamp = stamp
        self.findings = findings
    }

    /// True when `pixmap` is the approved image.
    public func matches(_ pixmap: Pixmap) -> Bool {
        pixmap.width == width && pixmap.height == height && pixmap.contentHash == pixels
    }
}
