import ProofsheetRaster

/// What the pixels of one segment of a text line hold for its contrast (`TextContrastCheck`, WCAG 2.2 §1.4.3): the
/// backdrop next to the ink, how many pixels are ink, and the fully covered ones.
///
/// A pixel of `part` (pixmap pixels, top-left origin, inside `nearInk.region`) with coverage 0 that lies next to the
/// ink (`InkNeighbourhood`) is backdrop; one with coverage ≥ `TextContrastCheck.inkCoverage` is ink, and with
/// `TextContrastCheck.fullCoverage` it is fully covered too; anti-aliased edges are neither. Pixels for which
/// `isOccluded` holds (a shape painted over the text) are none of these. Colours are added row by row, left to
/// right, as `ColorSample` runs: a run of one colour is counted locally and added once (issue #43), which gives the
/// sample that adding each pixel would.
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
        // The current run of each sample: a colour packed as R | G << 8 | B << 16, and how many pixels in a row.
        var backdropColor: UInt32 = 0, backdropCount = 0
        var fullColor: UInt32 = 0, fullCount = 0
        var ink = 0
        var backdrop = ColorSample(), fullInk = ColorSample()
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            coverage.withUnsafeBufferPointer { coverage in
                nearInk.flags.withUnsafeBufferPointer { near in
                    let coverageBytes = UnsafeRawBufferPointer(coverage), nearBytes = UnsafeRawBufferPointer(near)
                    for y in part.minY..<part.maxY {
                        let row = (y - region.y) * region.width - region.x
                        let nearRow = (y - region.y) * nearInk.rowBytes - region.x
                        let pixels = y * pixmap.width
                        var x = part.minX
                        while x < part.maxX {
                            // Eight pixels at once where none is covered or next to the ink: most of a line box.
                            if x + 8 <= part.maxX, coverageBytes.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
                                | nearBytes.loadUnaligned(fromByteOffset: nearRow + x, as: UInt64.self) == 0 {
                                x += 8
                                continue
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
                                if color != backdropColor || backdropCount == 0 {
                                    backdrop.add(Self.color(backdropColor), count: backdropCount)
                                    backdropColor = color
                                    backdropCount = 0
                                }
                                backdropCount += 1
                            } else {
                                ink += 1
                                guard c >= TextContrastCheck.fullCoverage else { continue }
                                if color != fullColor || fullCount == 0 {
                                    fullInk.add(Self.color(fullColor), count: fullCount)
                                    fullColor = color
                                    fullCount = 0
                                }
                                fullCount += 1
                            }
                        }
                    }
                }
            }
        }
        backdrop.add(Self.color(backdropColor), count: backdropCount)
        fullInk.add(Self.color(fullColor), count: fullCount)
        self.backdrop = backdrop
        self.fullInk = fullInk
        self.ink = ink
    }

    /// The opaque colour of a packed R | G << 8 | B << 16.
    private static func color(_ packed: UInt32) -> Color {
        Color(r: UInt8(truncatingIfNeeded: packed), g: UInt8(truncatingIfNeeded: packed >> 8), b: UInt8(truncatingIfNeeded: packed >> 16))
    }
}
