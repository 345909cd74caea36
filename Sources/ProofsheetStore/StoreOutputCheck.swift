/// Checks an encoded screenshot against its preset before it is written: PNG signature and IHDR (PNG §11.2.2)
/// read from the bytes themselves, exact size (App Store) or side and aspect limits (Google Play), colour
/// type 2 (truecolour, no alpha) at 8 bits, no `tRNS` chunk, and the file size limit.
package enum StoreOutputCheck {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Throws `StoreError.invalidOutput` naming `shot` (a path relative to the output folder) and the first problem.
    package static func validate(_ png: [UInt8], preset: StorePreset, shot: String) throws {
        if let problem = problem(png, preset: preset) {
            throw StoreError.invalidOutput(shot: shot, preset: preset.name, problem: problem)
        }
    }

    /// The first rule `png` breaks, or nil.
    package static func problem(_ png: [UInt8], preset: StorePreset) -> String? {
        guard png.count >= 33, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else {
            return "not a PNG file with an IHDR chunk"
        }
        let width = uint32(png, at: 16), height = uint32(png, at: 20)
        let bitDepth = png[24], colorType = png[25]
        switch preset.sizeRule {
        case .exact:
            if width != preset.width || height != preset.height {
                return "size is \(width)×\(height) px; the store takes exactly \(preset.width)×\(preset.height) px"
            }
        case .sides(let range, let maxAspect):
            if !range.contains(width) || !range.contains(height) {
                return "size is \(width)×\(height) px; each side must be \(range.lowerBound)–\(range.upperBound) px"
            }
            if Double(max(width, height)) > maxAspect * Double(min(width, height)) {
                return "size is \(width)×\(height) px; the long side may be at most \(maxAspect)× the short one"
            }
            if width != preset.width || height != preset.height {
                return "size is \(width)×\(height) px; the preset is \(preset.width)×\(preset.height) px"
            }
        }
        if colorType != 2 || bitDepth != 8 {
            return colorType == 6 || colorType == 4
                ? "has an alpha channel (PNG colour type \(colorType)); stores want opaque RGB"
                : "is PNG colour type \(colorType) at \(bitDepth) bits; expected 8-bit RGB (colour type 2)"
        }
        if containsChunk("tRNS", in: png) { return "has a tRNS (transparency) chunk; stores want opaque RGB" }
        if png.count > preset.maxFileBytes {
            return "file is \(png.count) bytes; the store takes at most \(preset.maxFileBytes)"
        }
        return nil
    }

    /// Walks the chunk list (length, type, data, CRC) looking for `type`.
    package static func containsChunk(_ type: String, in png: [UInt8]) -> Bool {
        let wanted = Array(type.utf8)
        var offset = 8
        while offset + 8 <= png.count {
            let length = uint32(png, at: offset)
            if Array(png[(offset + 4)..<(offset + 8)]) == wanted { return true }
            offset += 12 + length
        }
        return false
    }

    /// The unsigned 32-bit big-endian number at `offset`.
    package static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}

