import ProofsheetPNG
import ProofsheetRaster

extension CheckRun.Worker {
    /// The PNG bytes of a cell's actual image (`<cell>.actual.png`), with the artefact preset (`.fast`) and its stamp's
    /// text compressed at `PNGTextChunk.artefactLevel`.
    ///
    /// With the golden's file and its decoded pixels (`goldenFile`, `expected`: a changed cell of the PNG store), the
    /// bands of rows the render shares with the golden are copied from the golden's file and only the others are
    /// compressed (`PNGEncoder.encode(_:text:source:reusingBandsOf:decoded:compressor:decompressor:)`): most of a
    /// changed cell's rows are its golden's (issue #43 item 2). The file decodes to `actual` either way; a golden that
    /// offers no bands (an older preset, another colour type) gives the plain encode. Without a golden file (a new
    /// cell, an unreadable golden, the manifest store), the plain encode.
    package func actualImage(_ actual: Pixmap, text: [PNGTextChunk], expected: Pixmap?, goldenFile: [UInt8]?) throws -> PNGEncoder.Encoding {
        var encoder = PNGEncoder(effort: .fast, includeAlpha: !actual.isOpaque)
        // The stamp's record at the artefact level: approve re-encodes it at the goldens' own.
        encoder.textLevel = PNGTextChunk.artefactLevel
        guard let goldenFile, let expected else {
            return PNGEncoder.Encoding(bytes: try encoder.encode(actual, text: text, using: fastCompressor), reuse: .notBanded)
        }
        return try encoder.encode(actual, text: text, reusingBandsOf: goldenFile, decoded: expected, compressor: fastCompressor,
                                  decompressor: decompressor)
    }
}
