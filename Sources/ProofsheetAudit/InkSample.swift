import ProofsheetRaster

/// What the pixels of one segment of a text line hold for its contrast (`TextContrastCheck`, WCAG 2.2 §1.4.3): the
/// backdrop next to the ink, how many pixels are ink, and the fully covered ones.
///
/// A pixel of `part` (pixmap pixels, top-left origin, inside `nearInk.region`) with coverage 0 that lies next to the
/// ink (`InkNeighbourhood`) is backdrop; one with coverage ≥ `TextContrastCheck.inkCoverage` is ink, and with
/// `TextContrastCheck.fullCoverage` it is fully covered too; anti-aliased edges are neither. Pixels for which
/// `isOccluded` holds (a shape painted over the text) are none of these. Colours are added row by row, left to
/// right, as `ColorSample` runs: a run of one colour is counted locally and added once (issue #43), which gives the
/// sample that adding each pixel would. Eight pixels are taken at once where none is ink or backdrop, and where all
/// are backdrop, or all fully covered, in one colour.
package struct InkSample {
    package private(set) var backdrop = ColorSample()
    package private(set) var fullInk = ColorSample()
    package private(set) var ink = 0

    /// `coverage` holds the glyph coverage of `nearInk.region`, row by row; `isOccluded` (pixmap x, y) is nil when no
    /// shape over the text reaches `part`.
    package init(_ part: PixelRect, pixmap: Pixmap, coverage: [UInt8], nearInk: InkNeighbourhood, isOccluded: ((Int, Int) -> Bool)?) {
        let region = nearInk.region
        // The reads below are unchecked: the segment must lie in its line's region, and the region in the pixmap.
        let screen = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        precondition(part.isEmpty || (part.intersection(region) == part && part.intersection(screen) == part
            && coverage.count == region.width * region.height && nearInk.flags.count == region.height * nearInk.rowBytes),
                     "segment outside its line")
        var backdropRun = Run(), fullRun = Run()
        var ink = 0
        var backdrop = ColorSample(), fullInk = ColorSample()
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            coverage.withUnsafeBufferPointer { coverage in
                nearInk.flags.withUnsafeBufferPointer { near in
                    let pixelBytes = UnsafeRawBufferPointer(bytes)
                    let coverageBytes = UnsafeRawBufferPointer(coverage), nearBytes = UnsafeRawBufferPointer(near)
                    for y in part.minY..<part.maxY {
                        let row = (y - region.y) * region.width - region.x
                        let nearRow = (y - region.y) * nearInk.rowBytes - region.x
                        let pixels = y * pixmap.width
                        var x = part.minX
                        while x < part.maxX {
                            if x + 8 <= part.maxX {
                                let covered = coverageBytes.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
                                let isNear = nearBytes.loadUnaligned(fromByteOffset: nearRow + x, as: UInt64.self)
                                // Eight pixels at once where none is covered or next to the ink: most of a line box.
                                if covered | isNear == 0 {
                                    x += 8
                                    continue
                                }
                                // Eight pixels of one colour, all backdrop (uncovered, next to the ink) or all fully
                                // covered, where no shape over the text reaches: a flat backdrop, the inside of a stem.
                                let isBackdrop = covered == 0 && !Self.hasZeroByte(isNear)
                                if isOccluded == nil, isBackdrop || covered == .max,
                                   let color = Self.uniformColor(pixelBytes, at: (pixels + x) * 4) {
                                    if isBackdrop {
                                        backdropRun.add(color, count: 8, to: &backdrop)
                                    } else {
                                        ink += 8
                                        fullRun.add(color, count: 8, to: &fullInk)
                                    }
                                    x += 8
                                    continue
                                }
                            }
                            defer { x += 1 }
                            let c = coverage[row + x]
                            if c == 0 {
                                if near[nearRow + x] == 0 { continue }
                            } else if c < TextContrastCheck.inkCoverage {
                                continue
                            }
                            if let isOccluded, isOccluded(x, y) { continue }
                            let i = (pixels + x) * 4
                            let color = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
                            if c == 0 {
                                backdropRun.add(color, count: 1, to: &backdrop)
                            } else {
                                ink += 1
                                guard c >= TextContrastCheck.fullCoverage else { continue }
                                fullRun.add(color, count: 1, to: &fullInk)
                            }
                        }
                    }
                }
            }
        }
        backdropRun.flush(to: &backdrop)
        fullRun.flush(to: &fullInk)
        self.backdrop = backdrop
        self.fullInk = fullInk
        self.ink = ink
    }

    /// The run of one colour being counted for a sample: added to it once, when the colour changes or at the end.
    private struct Run {
        /// R | G << 8 | B << 16.
        var color: UInt32 = 0
        var count = 0

        @inline(__always)
        mutating func add(_ packed: UInt32, count added: Int, to sample: inout ColorSample) {
            if packed != color || count == 0 {
                flush(to: &sample)
                color = packed
            }
            count += added
        }

        mutating func flush(to sample: inout ColorSample) {
            sample.add(Color(r: UInt8(truncatingIfNeeded: color), g: UInt8(truncatingIfNeeded: color >> 8),
                             b: UInt8(truncatingIfNeeded: color >> 16)), count: count)
            count = 0
        }
    }

    /// Whether one of the eight bytes of `word` is zero (the borrow of subtracting 1 from each reaches its top bit
    /// only through a byte that was zero).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// The colour (R | G << 8 | B << 16) of the eight RGBA pixels from byte `offset` when they all have it, else nil.
    @inline(__always)
    private static func uniformColor(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32? {
        let rgb: UInt64 = 0x00FF_FFFF_00FF_FFFF
        let first = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & rgb
        guard first >> 32 == first & 0xFFFF_FFFF else { return nil }
        for pair in 1..<4 where UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8 * pair, as: UInt64.self)) & rgb != first {
            return nil
        }
        return UInt32(truncatingIfNeeded: first)
    }
}
