import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetAudit

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
    /// The digests of the cell's stored accessibility snapshot and layout record, each a file shared by every cell
    /// of the screen with the same text (`ManifestRecord`); empty for an entry of a version 1 or 2 file, whose
    /// records are still one file per cell beside the manifest.
    package var records: [ManifestRecord.Kind: ContentHash] = [:]

    public init(pixmap: Pixmap, stamp: GoldenStamp, findings: [Finding]) {
        pixels = pixmap.contentHash
        width = pixmap.width
        height = pixmap.height
        self.stamp = stamp
        self.findings = ManifestEntry.counts(findings)
    }

    /// Findings per severity.
    package static func counts(_ findings: [Finding]) -> [FindingSeverity: Int] {
        var counts: [FindingSeverity: Int] = [:]
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }

    package init(pixels: ContentHash, width: Int, height: Int, stamp: GoldenStamp, findings: [FindingSeverity: Int],
         records: [ManifestRecord.Kind: ContentHash] = [:]) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stamp = stamp
        self.findings = findings
        self.records = records
    }

    /// True when `pixmap` is the approved image.
    public func matches(_ pixmap: Pixmap) -> Bool {
        pixmap.width == width && pixmap.height == height && pixmap.contentHash == pixels
    }
}

extension ManifestEntry {
    /// The keyword of the text chunk a check writes into a manifest-store cell's `.actual.png`: the pixel hash and
    /// size of the render, so approve writes the entry without inflating the image (`<hash> <width>x<height>`).
    package static let actualPixelsKeyword = GoldenStamp.prefix + "pixels"

    /// The chunk that names `pixmap`'s pixels, as the check computed them.
    package static func actualPixelsChunk(_ pixmap: Pixmap) -> PNGTextChunk {
        PNGTextChunk(keyword: actualPixelsKeyword, text: "\(pixmap.contentHash) \(pixmap.width)x\(pixmap.height)")
    }

    /// The entry of an actual image from its leading text chunks alone (its stamp and the pixels chunk); nil when
    /// either is missing or malformed (an actual image of an older check: approve then decodes it).
    package init?(actualText text: [PNGTextChunk], findings: [Finding]) {
        guard let stamp = GoldenStamp(textChunks: text),
              let value = text.first(where: { $0.keyword == ManifestEntry.actualPixelsKeyword })?.text else { return nil }
        let parts = value.split(separator: " ")
        let size = parts.count == 2 ? parts[1].split(separator: "x") : []
        guard parts.count == 2, let hash = ContentHash(hex: String(parts[0])), size.count == 2,
              let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0 else { return nil }
        self.init(pixels: hash, width: width, height: height, stamp: stamp, findings: ManifestEntry.counts(findings))
    }
}
