import CDeflate

/// The band index of a golden written by the banded preset: the private chunk `psBI`, just before IDAT.
///
/// `psBI` is ancillary (lowercase first letter: decoders that do not know it skip it), private (lowercase second),
/// reserved-bit clear (uppercase third) and unsafe to copy (uppercase fourth: it describes the IDAT bytes, so an
/// editor that changes the image must drop it); PNG §5.4. Its data, integers as unsigned LEB128 unless noted:
///
///     format version (1 byte), libdeflate major and minor version (1 byte each), libdeflate level (1 byte),
///     trial rows, [format 2 only: trial sample rows, the trial's filters as a bit mask (1 byte, bit n: filter n),]
///     band rule minRows, maxRows and gapRows, band count,
///     per band: rows, compressed bytes (of its DEFLATE piece), Adler-32 of its filtered bytes (4 bytes, big-endian)
///
/// Format 1 is written when each filter trial compresses its whole trial band (`BandedCompression.smallest`: every
/// golden written before the fast preset), format 2 when it compresses a sample of its rows (`.fast`). The fields
/// before the band count (`Settings`) say which encoder wrote the bands: a golden's bands are reused only by an
/// encoder with the same settings, whose fresh encode of a band would give the very same bytes.
package struct PNGBandIndex: Equatable, Sendable {
    /// Everything that decides a band's compressed bytes besides its pixels and the image's width and colour type.
    package struct Settings: Equatable, Sendable {
        /// The layout of the index: 1 without a trial sample (whole trial bands), 2 with one. Bumped when the band
        /// encoding changes in a way the other fields do not show.
        package var formatVersion: UInt8
        /// The newest layout this code writes and reads (a later one is another encoder's, not damage).
        package static let currentFormatVersion: UInt8 = 2
        package var libdeflateMajor = UInt8(LIBDEFLATE_VERSION_MAJOR)
        package var libdeflateMinor = UInt8(LIBDEFLATE_VERSION_MINOR)
        package var level: UInt8
        package var trialRows: Int
        /// Rows of each trial band compressed per candidate filter; `trialRows` in format 1.
        package var trialSampleRows: Int
        /// The trial's filters, bit n for filter n; all five (0x1F) in format 1.
        package var trialFilterMask: UInt8
        package var rule: PNGEncoder.BandRule

        /// The settings an encoder with `compression` and `rule` writes (format 1 when its trials cover whole bands).
        package init(compression: PNGEncoder.BandedCompression, rule: PNGEncoder.BandRule) {
            formatVersion = compression.trialsWholeBands ? 1 : 2
            level = UInt8(compression.level)
            trialRows = compression.trialRows
            trialSampleRows = compression.trialSampleRows
            trialFilterMask = compression.trialFilters.reduce(0) { $0 | 1 << $1.rawValue }
            self.rule = rule
        }

        package init(formatVersion: UInt8, libdeflateMajor: UInt8, libdeflateMinor: UInt8, level: UInt8, trialRows: Int,
             trialSampleRows: Int, trialFilterMask: UInt8, rule: PNGEncoder.BandRule) {
            self.trialFilterMask = trialFilterMask
            self.formatVersion = formatVersion
            self.libdeflateMajor = libdeflateMajor
            self.libdeflateMinor = libdeflateMinor
            self.level = level
            self.trialRows = trialRows
            self.trialSampleRows = trialSampleRows
            self.rule = rule
        }
    }

    /// One band: its rows, the length of its DEFLATE piece in IDAT, and the Adler-32 of its filtered rows.
    package struct Band: Equatable, Sendable {
        package let rows: Int
        package let compressedBytes: Int
        package let adler: UInt32
    }

    package let settings: Settings
    package let bands: [Band]

    package init(settings: Settings, bands: [Band]) {
        self.settings = settings
        self.bands = bands
    }

    /// The chunk's data.
    package var bytes: [UInt8] {
        var out: [UInt8] = [settings.formatVersion, settings.libdeflateMajor, settings.libdeflateMinor, settings.level]
        PNGBandIndex.appendVarint(settings.trialRows, to: &out)
        if settings.formatVersion >= 2 {
            PNGBandIndex.appendVarint(settings.trialSampleRows, to: &out)
            out.append(settings.trialFilterMask)
        }
        for value in [settings.rule.minRows, settings.rule.maxRows, settings.rule.gapRows, bands.count] {
            PNGBandIndex.appendVarint(value, to: &out)
        }
        for band in bands {
            PNGBandIndex.appendVarint(band.rows, to: &out)
            PNGBandIndex.appendVarint(band.compressedBytes, to: &out)
            out += [UInt8(band.adler >> 24), UInt8(band.adler >> 16 & 0xFF), UInt8(band.adler >> 8 & 0xFF), UInt8(band.adler & 0xFF)]
        }
        return out
    }

    /// Parses chunk data; nil when it is malformed (short, a number too large, bytes left over, a zero-row band).
    package init?(data: ArraySlice<UInt8>) {
        var reader = VarintReader(bytes: data)
        guard let version = reader.byte(), let major = reader.byte(), let minor = reader.byte(), let level = reader.byte(),
              let trialRows = reader.varint(), let trialSampleRows = version >= 2 ? reader.varint() : trialRows,
              let trialFilterMask = version >= 2 ? reader.byte() : 0x1F,
              let minRows = reader.varint(), let maxRows = reader.varint(),
              let gapRows = reader.varint(), let count = reader.varint(), count <= data.count else { return nil }
        let rule = PNGEncoder.BandRule(minRows: minRows, maxRows: maxRows, gapRows: gapRows)
        guard rule.minRows == minRows, rule.maxRows == maxRows, rule.gapRows == gapRows else { return nil }
        var bands: [Band] = []
        bands.reserveCapacity(count)
        for _ in 0..<count {
            guard let rows = reader.varint(), rows > 0, let length = reader.varint(), let adler = reader.uint32() else { return nil }
            bands.append(Band(rows: rows, compressedBytes: length, adler: adler))
        }
        guard reader.isAtEnd else { return nil }
        self.init(settings: Settings(formatVersion: version, libdeflateMajor: major, libdeflateMinor: minor, level: level,
                                     trialRows: trialRows, trialSampleRows: trialSampleRows, trialFilterMask: trialFilterMask,
                                     rule: rule), bands: bands)
    }

    package static func appendVarint(_ value: Int, to out: inout [UInt8]) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    /// Reads the chunk's fields front to back; every read is nil past the end.
    private struct VarintReader {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var isAtEnd: Bool { position == bytes.endIndex }

        mutating func byte() -> UInt8? {
            guard position < bytes.endIndex else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        /// At most 5 bytes (values below 2^35), so a hostile chunk cannot overflow.
        mutating func varint() -> Int? {
            var value = 0
            for shift in stride(from: 0, to: 35, by: 7) {
                guard let byte = byte() else { return nil }
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
            }
            return nil
        }

        mutating func uint32() -> UInt32? {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = byte() else { return nil }
                value = value << 8 | UInt32(byte)
            }
            return value
        }
    }
}
