import ProofsheetRaster

extension PNGEncoder {
    /// The PNG file bytes of `pixmap` with the artefact preset (`.fast`), copying the compressed pieces of the bands
    /// of `golden` (a banded golden's whole file, just decoded to `decoded`: the caller decodes these very bytes, and
    /// the copied pieces are trusted to hold `decoded`'s rows) whose rows and row above are unchanged:
    /// a changed cell's actual image, most of whose rows are its golden's (issue #43 item 2, docs/png.md).
    ///
    /// The image is cut into bands by the golden index's rule (content-defined, so identical regions are cut
    /// identically, also after a vertical shift); each band whose rows and row above equal a golden band's, compared in
    /// full, gets that band's piece, and the others are filtered None on every row (`freshFilter`) and compressed on
    /// their own at `compressor`'s level. The file is IHDR, `text`, IDAT, IEND: no band index, as its
    /// pieces are of mixed settings (nothing may reuse them). Each copied piece is first inflated on its own and checked
    /// against its band's size and Adler-32 (`piecesInflate`): with the rows compared in full, that makes the file
    /// decode to `pixmap` without decoding it whole again (a third of the cost, issue #43). The bytes depend only on
    /// `golden` and `pixmap`.
    ///
    /// The plain encode of `encode(_:text:source:using:)` is returned instead (`reuse.bands` 0), with no error, when
    /// the golden offers no bands (no band index: a golden of an older preset; another width or colour type, such as
    /// an RGBA image over an RGB golden; an index that does not add up: `reuse.previous` says which), when no band
    /// matches (a whole-image encode is then cheaper), when `pixmap` is translucent and the encoder writes RGB (the
    /// plain encode then says which pixel would lose its alpha), or when a copied piece does not inflate alone to its
    /// band (the golden's index lied in a way its sums did not show). The golden itself decoded fine: it is a source of pieces
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
        // RGB keeps no alpha: the plain encode says which pixel would lose it.
        guard includeAlpha || pixmap.isOpaque else { return try plain(.unusable("a translucent image without alpha")) }
        let channels = includeAlpha ? 4 : 3
        let reusable: PNGReusableBands
        do {
            reusable = try PNGReusableBands(golden: golden, decoded: decoded, width: pixmap.width, channels: channels)
        } catch .unusable(let reason) {
            return try plain(.unusable(reason))
        } catch .inconsistent(let reason) {
            return try plain(.inconsistent(reason))
        }
        let stream = PNGBandedStream(rule: reusable.rule, filter: PNGEncoder.freshFilter, level: compressor.level)
        guard let output = try stream.encodeIfReusing(pixmap, channels: channels, compressor: compressor, reusable: reusable,
                                                      source: source) else {
            return try plain(.used)
        }
        guard PNGEncoder.piecesInflate(output, rowBytes: pixmap.width * channels, decompressor: decompressor) else {
            return try plain(.inconsistent("a band's piece in the golden does not inflate alone to its rows"))
        }
        var writer = PNGChunkWriter()
        writer.append(.header, PNGHeader(width: pixmap.width, height: pixmap.height,
                                         colorType: channels == 4 ? .truecolorAlpha : .truecolor).bytes)
        for chunk in try text.map({ try $0.encoded(source: source, level: textLevel) }) { writer.append(chunk.type, chunk.body) }
        writer.append(.imageData, output.imageData)
        writer.append(.end, [])
        return Encoding(bytes: writer.bytes, reuse: BandReuse(bands: output.index.bands.count, reusedBands: output.reusedBands,
                                                              previous: .used))
    }

    /// The filter of the bands an actual image compresses itself: None on every row. On screens (flat colours, text)
    /// libdeflate's matches find the repeats None leaves in place, which Sub turns into runs of other bytes: on 24
    /// shipped goldens at level 2, 24 % fewer bytes than Sub in the same time, and on the shipped example's 48 cells
    /// of a string edit 22 % smaller actual images (docs/performance.md). The plain `.fast` encode keeps Sub, its bytes
    /// fixed (`PNGEncoderByteIdentityTests`).
    static let freshFilter = PNGFilterStrategy.fixed(.none)

    /// True when each piece `output` copied from the golden inflates on its own (`ZlibDecompressor.adlerOfPiece`) to its
    /// band's filtered rows, `rowBytes` each after the filter byte, with the Adler-32 its index entry gives.
    ///
    /// That is what copying a piece needs: the golden's stream inflated whole to the golden's pixels, so a piece that
    /// inflates alone to its band's size, referring to nothing before it, inflates to exactly the golden's rows of
    /// that band, which equal the new image's (compared in full, row above included: `PNGReusableBands.match`); and
    /// its Adler-32 is the one joined into the new trailer. The other pieces were compressed here.
    static func piecesInflate(_ output: PNGBandedStream.Output, rowBytes: Int, decompressor: ZlibDecompressor) -> Bool {
        let bands = output.index.bands
        var starts = [Int](repeating: 2, count: bands.count)
        for i in bands.indices.dropFirst() { starts[i] = starts[i - 1] + bands[i - 1].compressedBytes }
        var scratch: [UInt8] = [], inflated: [UInt8] = []
        return output.reused.allSatisfy { i in
            let band = bands[i]
            let piece = output.imageData[starts[i]..<(starts[i] + band.compressedBytes)]
            return decompressor.adlerOfPiece(piece, inflatingTo: band.rows * (rowBytes + 1), scratch: &scratch,
                                             output: &inflated) == band.adler
        }
    }
}
