import ProofsheetRaster

extension PNGReusableBands {
    /// Reads the bands of a golden that was just decoded (`decoded`, from `file`), for an artefact `width` pixels wide
    /// of `channels` (3: RGB, 4: RGBA) that copies its pieces (`PNGEncoder.encode(_:text:source:reusingBandsOf:decoded:…)`).
    ///
    /// A cheaper reading than `init(previous:…)`: the file is not inflated, walked or unfiltered again. It checks the
    /// index's structure (`layout`: a known format version of any settings, the header, row and byte sums, zlib
    /// header, final block, joined Adler-32 against the trailer) and that `decoded` has the header's size, and finds
    /// the bands in `decoded`'s rows. What it does not check (each piece whole blocks inflating to its own band's
    /// rows, each band's own Adler-32) the artefact's encoder checks for each piece it copies, by inflating it alone
    /// (`PNGEncoder.piecesInflate`), falling back to a plain encode on any difference.
    package init(golden file: [UInt8], decoded: Pixmap, width: Int, channels: Int) throws(Refusal) {
        let layout = try PNGReusableBands.layout(of: file, width: width, channels: channels, settings: nil)
        // `match` reads both images with the new image's width.
        guard decoded.width == width, decoded.height == layout.header.height else {
            throw .inconsistent("the decoded image is not the file's size")
        }
        self.init(pixmap: decoded, imageData: layout.imageData, bands: layout.bands, rule: layout.index.settings.rule)
    }
}
