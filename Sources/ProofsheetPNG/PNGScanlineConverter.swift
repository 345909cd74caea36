/// Turns one reconstructed (unfiltered) scanline of any PNG pixel format into straight-alpha RGBA8 pixels.
///
/// Rescaling follows PNG §13.12: 1/2/4-bit grey is scaled exactly to 0...255 (x255, x85, x17); 16-bit samples are
/// reduced by rounding, `(v * 255 + 32767) / 65535`. Transparency follows §11.3.2.1: palette alpha from tRNS,
/// and for grey/truecolour a pixel equal to the tRNS colour key (compared at full depth) gets alpha 0.
package struct PNGScanlineConverter {
    package let colorType: PNGColorType
    package let bitDepth: Int
    /// RGBA for each palette entry (256 entries; those past `paletteCount` are never read).
    package let palette: [UInt8]
    package let paletteCount: Int
    /// The tRNS colour key as stored (grey uses `red`), or nil without tRNS.
    package let key: (red: Int, green: Int, blue: Int)?
    package let source: String

    /// §13.12 reduction of a 16-bit sample to 8 bits, rounding to nearest.
    @inline(__always)
    package static func reduce16(_ high: UInt8, _ low: UInt8) -> UInt8 {
        let value = UInt32(high) << 8 | UInt32(low)
        return UInt8((value * 255 + 32767) / 65535)
    }

    /// Converts `pixels` pixels from `row` to RGBA at `out`, advancing `step` bytes per output pixel.
    package func convert(_ row: UnsafePointer<UInt8>, pixels: Int, into out: UnsafeMutablePointer<UInt8>, step: Int) throws {
        switch (colorType, bitDepth) {
        case (.truecolorAlpha, 8):
            if step == 4 {
                out.update(from: row, count: pixels * 4)
            } else {
                for i in 0..<pixels {
                    let o = i * step, s = i * 4
                    out[o] = row[s]; out[o + 1] = row[s + 1]; out[o + 2] = row[s + 2]; out[o + 3] = row[s + 3]
                }
            }
        case (.truecolorAlpha, _):
            for i in 0..<pixels {
                let o = i * step, s = i * 8
                out[o] = Self.reduce16(row[s], row[s + 1])
                out[o + 1] = Self.reduce16(row[s + 2], row[s + 3])
                out[o + 2] = Self.reduce16(row[s + 4], row[s + 5])
                out[o + 3] = Self.reduce16(row[s + 6], row[s + 7])
            }
        case (.truecolor, 8):
            let (kr, kg, kb) = key ?? (-1, -1, -1)
            for i in 0..<pixels {
                let o = i * step, s = i * 3
                let r = row[s], g = row[s + 1], b = row[s + 2]
                out[o] = r; out[o + 1] = g; out[o + 2] = b
                out[o + 3] = Int(r) == kr && Int(g) == kg && Int(b) == kb ? 0 : 255
            }
        case (.truecolor, _):
            let (kr, kg, kb) = key ?? (-1, -1, -1)
            for i in 0..<pixels {
                let o = i * step, s = i * 6
                let r = Int(row[s]) << 8 | Int(row[s + 1])
                let g = Int(row[s + 2]) << 8 | Int(row[s + 3])
                let b = Int(row[s + 4]) << 8 | Int(row[s + 5])
                out[o] = Self.reduce16(row[s], row[s + 1])
                out[o + 1] = Self.reduce16(row[s + 2], row[s + 3])
                out[o + 2] = Self.reduce16(row[s + 4], row[s + 5])
                out[o + 3] = r == kr && g == kg && b == kb ? 0 : 255
            }
        case (.greyscaleAlpha, 8):
            for i in 0..<pixels {
                let o = i * step, s = i * 2
                let v = row[s]
                out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = row[s + 1]
            }
        case (.greyscaleAlpha, _):
            for i in 0..<pixels {
                let o = i * step, s = i * 4
                let v = Self.reduce16(row[s], row[s + 1])
                out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = Self.reduce16(row[s + 2], row[s + 3])
            }
        case (.greyscale, 16):
            let k = key?.red ?? -1
            for i in 0..<pixels {
                let o = i * step, s = i * 2
                let v = Self.reduce16(row[s], row[s + 1])
                out[o] = v; out[o + 1] = v; out[o + 2] = v
                out[o + 3] = Int(row[s]) << 8 | Int(row[s + 1]) == k ? 0 : 255
            }
        case (.greyscale, _):
            let k = key?.red ?? -1
            let scale = 255 / ((1 << bitDepth) - 1)
            for i in 0..<pixels {
                let o = i * step
                let sample = Int(sampleAt(i, row))
                let v = UInt8(truncatingIfNeeded: sample * scale)
                out[o] = v; out[o + 1] = v; out[o + 2] = v
                out[o + 3] = sample == k ? 0 : 255
            }
        case (.indexed, _):
            try palette.withUnsafeBufferPointer { table in
                for i in 0..<pixels {
                    let index = Int(sampleAt(i, row))
                    guard index < paletteCount else {
                        throw PNGError(source: source,
                                       reason: .paletteIndexOutOfRange(index: index, paletteCount: paletteCount))
                    }
                    let o = i * step, p = index * 4
                    out[o] = table[p]; out[o + 1] = table[p + 1]; out[o + 2] = table[p + 2]; out[o + 3] = table[p + 3]
                }
            }
        }
    }

    /// Sample `i` of a row packed at `bitDepth` bits (1, 2, 4 or 8), most significant bits first (§7.2).
    @inline(__always)
    private func sampleAt(_ i: Int, _ row: UnsafePointer<UInt8>) -> UInt8 {
        if bitDepth == 8 { return row[i] }
        let bit = i * bitDepth
        let shift = 8 - bitDepth - (bit & 7)
        return (row[bit >> 3] >> UInt8(shift)) & UInt8((1 << bitDepth) - 1)
    }
}
