/// Porter–Duff source-over onto straight-alpha RGBA8 pixels, in integer arithmetic with exact rounding.
///
/// With source alpha `sa` and destination alpha `da` (bytes), the result is the straight-alpha form of
/// Porter & Duff (SIGGRAPH 1984) "A over B": `αo = αs + αd(1 − αs)`, `Co = (Cs·αs + Cd·αd(1 − αs)) / αo`.
/// Each output byte is that exact rational rounded to nearest, computed in integers, so it is bit-identical
/// everywhere. An opaque destination takes the cheaper `div255(Cs·sa + Cd·(255 − sa))`, which is the same value.
package struct SourceOver {
    package enum Source {
        case solid(Color)
        case gradient(GradientTable)
    }

    package let source: Source

    /// The paint with its opacity folded into the colour alpha (`div255(a · opacity)`).
    package init(_ paint: Paint) {
        let opacity = paint.opacityByte
        switch paint.source {
        case var .solid(color):
            color.a = UInt8(RasterMath.mul255(Int(color.a), Int(opacity)))
            source = .solid(color)
        case let .linearGradient(gradient):
            source = .gradient(GradientTable(gradient, opacity: opacity))
        }
    }

    /// True when nothing this paint draws can change a pixel.
    package var isInvisible: Bool {
        if case let .solid(color) = source { return color.a == 0 }
        return false
    }

    /// Blends `count` pixels of row `y` starting at column `x0`, each scaled by `coverage[i]`.
    ///
    /// Runs of zero coverage are skipped eight bytes at a time; an opaque source (colour or gradient) at full
    /// coverage is stored without arithmetic, since source-over then gives exactly the source; a translucent colour
    /// at full coverage over opaque pixels is blended four pixels per step. Every shortcut gives the bytes `blend`
    /// would.
    package func blendRow(pixels: UnsafeMutablePointer<UInt8>, width: Int, y: Int, x0: Int, count: Int,
                  coverage: UnsafePointer<UInt8>) {
        let row = pixels + (y * width + x0) * 4
        let raw = UnsafeMutableRawPointer(row)
        let coverageBytes = UnsafeRawPointer(coverage)
        switch source {
        case let .solid(color):
            let (r, g, b, a) = (Int(color.r), Int(color.g), Int(color.b), Int(color.a))
            // An opaque colour at full coverage replaces whole runs of pixels: store 4 bytes at a time.
            let opaquePixel: UInt32 = a == 255 ? SourceOver.packed(color) : 0
            var i = 0
            while i < count {
                let m = Int(coverage[i])
                if m == 0 {
                    i = SourceOver.endOfZeroRun(coverageBytes, from: i, count: count)
                    continue
                }
                if m == 255 && a == 255 {
                    // Eight pixels per step while all eight coverage bytes are 255.
                    let four = SIMD4<UInt32>(repeating: opaquePixel)
                    while i + 8 <= count && coverageBytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) == ~0 {
                        raw.storeBytes(of: four, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
                        raw.storeBytes(of: four, toByteOffset: i * 4 + 16, as: SIMD4<UInt32>.self)
                        i += 8
                    }
                    while i < count && coverage[i] == 255 {
                        raw.storeBytes(of: opaquePixel, toByteOffset: i * 4, as: UInt32.self)
                        i += 1
                    }
                    continue
                }
                if m == 255 {
                    // A translucent colour at full coverage: one source alpha for the whole run, four opaque
                    // destination pixels per step.
                    let run = SourceOver.blendFullCoverageRun(raw, from: i, count: count, coverage: coverageBytes,
                                                              color: color)
                    if run > i {
                        i = run
                        continue
                    }
                }
                SourceOver.blend(row + i * 4, r: r, g: g, b: b, alpha: RasterMath.mul255(a, m))
                i += 1
            }
        case let .gradient(table):
            let t0 = table.t(x: x0, y: y)
            let dt = table.dtdx
            table.colors.withUnsafeBufferPointer { colors in
                table.packedColors.withUnsafeBufferPointer { packed in
                    var i = 0
                    while i < count {
                        let m = Int(coverage[i])
                        if m == 0 {
                            i = SourceOver.endOfZeroRun(coverageBytes, from: i, count: count)
                            continue
                        }
                        if m == 255 && table.isOpaque {
                            // A run at full coverage of an opaque gradient is just the table's colours.
                            let end = SourceOver.endOfFullRun(coverageBytes, from: i, count: count)
                            table.storeRun(packed, t: t0 &+ i &* dt, count: end - i, into: raw + i * 4)
                            i = end
                            continue
                        }
                        let c = colors[GradientTable.index(t0 &+ i &* dt)]
                        SourceOver.blend(row + i * 4, r: Int(c.r), g: Int(c.g), b: Int(c.b),
                                         alpha: RasterMath.mul255(Int(c.a), m))
                        i += 1
                    }
                }
            }
        }
    }

    /// Blends a translucent `color` (alpha 1...254) at full coverage onto groups of four pixels starting at `start`
    /// while all four have coverage 255 and alpha 255; returns the index after the last group blended.
    ///
    /// Per channel this is the opaque-destination formula of `blend`, `div255(C·sa + D·(255 − sa))`, in 16-bit
    /// lanes (every intermediate stays below 2^16), so the bytes are the same; alpha stays 255.
    package static func blendFullCoverageRun(_ pixels: UnsafeMutableRawPointer, from start: Int, count: Int,
                                     coverage: UnsafeRawPointer, color: Color) -> Int {
        let sa = UInt16(color.a)
        let source = SIMD8<UInt16>(UInt16(color.r), UInt16(color.g), UInt16(color.b), 0,
                                   UInt16(color.r), UInt16(color.g), UInt16(color.b), 0) &* sa
        let inverse = SIMD8<UInt16>(repeating: 255 - sa)
        let alpha = SIMD4<UInt32>(repeating: SourceOver.packed(Color(r: 0, g: 0, b: 0, a: 255)))
        @inline(__always) func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let t = x &+ 128
            return (t &+ (t &>> 8)) &>> 8
        }
        var i = start
        while i + 4 <= count && coverage.loadUnaligned(fromByteOffset: i, as: UInt32.self) == ~0 {
            let destination = pixels.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            guard (destination & alpha) == alpha else { break }
            let bytes = unsafeBitCast(destination, to: SIMD16<UInt8>.self)
            let low = div255(SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf) &* inverse &+ source)
            let high = div255(SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf) &* inverse &+ source)
            let blended = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low),
                                        highHalf: SIMD8<UInt8>(truncatingIfNeeded: high))
            pixels.storeBytes(of: unsafeBitCast(blended, to: SIMD4<UInt32>.self) | alpha, toByteOffset: i * 4,
                              as: SIMD4<UInt32>.self)
            i += 4
        }
        return i
    }

    /// The index after the run of full (255) coverage bytes that starts at `start` (eight bytes per step).
    @inline(__always)
    package static func endOfFullRun(_ coverage: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var i = start
        while i + 8 <= count && coverage.loadUnaligned(fromByteOffset: i, as: UInt64.self) == ~0 { i += 8 }
        while i < count && coverage.load(fromByteOffset: i, as: UInt8.self) == 255 { i += 1 }
        return i
    }

    /// The index after the run of zero coverage bytes that starts at `start` (eight bytes per step).
    @inline(__always)
    package static func endOfZeroRun(_ coverage: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var i = start
        while i + 8 <= count && coverage.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 { i += 8 }
        while i < count && coverage.load(fromByteOffset: i, as: UInt8.self) == 0 { i += 1 }
        return i
    }

    /// The colour's four bytes in memory order, as one 32-bit value (the same on either endianness).
    package static func packed(_ color: Color) -> UInt32 {
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            bytes[0] = color.r; bytes[1] = color.g; bytes[2] = color.b; bytes[3] = color.a
        }
        return value
    }

    /// One pixel: straight-alpha source (r, g, b, alpha) over the straight-alpha pixel at `p`.
    @inline(__always)
    package static func blend(_ p: UnsafeMutablePointer<UInt8>, r: Int, g: Int, b: Int, alpha sa: Int) {
        if sa == 0 { return }
        let da = Int(p[3])
        if sa == 255 || da == 0 {
            p[0] = UInt8(r); p[1] = UInt8(g); p[2] = UInt8(b); p[3] = UInt8(sa)
            return
        }
        let inverse = 255 - sa
        if da == 255 {
            p[0] = UInt8(RasterMath.div255(r * sa + Int(p[0]) * inverse))
            p[1] = UInt8(RasterMath.div255(g * sa + Int(p[1]) * inverse))
            p[2] = UInt8(RasterMath.div255(b * sa + Int(p[2]) * inverse))
            return
        }
        // Both translucent: weights in units of 1/255², output = round(Σ C·w / Σ w).
        let sw = sa * 255, dw = da * inverse
        let total = sw + dw
        p[0] = UInt8((2 * (r * sw + Int(p[0]) * dw) + total) / (2 * total))
        p[1] = UInt8((2 * (g * sw + Int(p[1]) * dw) + total) / (2 * total))
        p[2] = UInt8((2 * (b * sw + Int(p[2]) * dw) + total) / (2 * total))
        p[3] = UInt8(RasterMath.div255(total))
    }
}
