import ProofsheetRaster

extension PNGEncoder {
    /// The PNG file bytes of `pixmap` with the artefact preset (`.fast`), copying the compressed pieces of the bands
    /// of `golden` (a banded golden's whole file, just decoded to `decoded`) whose rows and row above are unchanged:
    /// a changed cell's actual image, most of whose rows are its golden's (issue #43 item 2, docs/png.md).
    ///
    /// The image is cut into bands by the golden index's rule (content-defined, so identical regions are cut
    /// identically, also after a vertical shift); each band whose rows and row above equal a golden band's, compared in
    /// full, gets that band's piece, and the others are filtered as this preset filters (Sub on every row) and
    /// compressed on their own at `compressor`'s level. The file is IHDR, `text`, IDAT, IEND: no band index, as its
    /// pieces are of mixed settings (nothing may reuse them). Before returning, the file is decoded and compared with
    /// `pixmap`; the bytes depend only on `golden` and `pixmap`.
    ///
    /// The plain encode of `encode(_:text:source:using:)` is returned instead (`reuse.bands` 0), with no error, when
    /// the golden offers no bands (no band index: a golden of an older preset; another width or colour type, such as
    /// an RGBA image over an RGB golden; an index that does not add up: `reuse.previous` says which), when no band
    /// matches (a whole-image encode is then cheaper), or when what was assembled does not decode to `pixmap` (the
    /// golden's index lied in a way its sums did not show). The golden itself decoded fine: it is a source of pieces
    /// here, and a golden that offers none is not an error of the check.
    package func encode(_ pixmap: Pixmap, text: [PNGTextChunk] = [], source: String = "<memory>",
                        reusingBandsOf golden: [UInt8], decoded: Pixmap,
                        compressor: ZlibCompressor, decompressor: ZlibDecompressor) throws -> Encoding {
        func plain(_ previous: BandReuse.Previous) throws -> Encoding {
            Encoding(bytes: try encode(pixmap, text: text, source: source, using: compressor),
                     reuse: BandReuse(bands: 0, reusedBands: 0, previous: previous))
        }
        // Only the artefact preset's filter works band by band without a trial, as the plain encode filters.
        guard effort == .fast, filterStrategyOverride == nil else { return try plain(.unusable("another preset")) }
        let channels = includeAlpha ? 4 : 3
        let reusable: PNGReusableBands
        do {
            reusable = try PNGReusableBands(golden: golden, decoded: decoded, width: pixmap.width, channels: channels)
        } catch .unusable(let reason) {
            return try plain(.unusable(reason))
        } catch .inconsistent(let reason) {
            return try plain(.inconsistent(reason))
        }
        let stream = PNGBandedStream(rule: reusable.rule, filter: effort.filterStrategy, level: compressor.level)
        guard let output = try stream.encodeIfReusing(pixmap, channels: channels, compressor: compressor, reusable: reusable,
                                                      source: source) else {
            return try plain(.used)
        }
        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: pixmap.width, height: pixmap.height,
                                         colorType: channels == 4 ? .truecolorAlpha : .truecolor).bytes)
        for chunk in try text.map({ try $0.encoded(source: source, level: textLevel) }) { writer.append(chunk.type, chunk.body) }
        writer.append(.imageData, output.imageData)
        writer.append(.end, [])
        // A translucent pixel in an RGB file, or a piece the index placed wrongly, shows here as a difference.
        guard PNGEncoder.decodes(writer.bytes, to: pixmap, decompressor: decompressor) else {
            return try plain(.inconsistent("the golden's bands do not decode to the image"))
        }
        return Encoding(bytes: writer.bytes, reuse: BandReuse(bands: output.index.bands.count, reusedBands: output.reusedBands,
                                                              previous: .used))
    }
}
