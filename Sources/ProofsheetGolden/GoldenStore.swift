import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// Writes goldens: the banded PNG preset with its fast compression (goldens live in git and are replaced by approvals;
/// `golden compact` re-encodes them with the smallest, `GoldenCompaction`), RGB when opaque,
/// stamped, atomically (temporary file + rename, so an interrupted write leaves the old golden or the new one,
/// never half).
package enum GoldenStore {
    /// One worker's libdeflate state for goldens: a compressor at the goldens' level, and a decompressor that reads
    /// the golden being replaced and checks the new one (and, in approve, decodes the actual image).
    package struct Codecs {
        package let compressor: ZlibCompressor
        package let decompressor: ZlibDecompressor

        /// A compressor at `effort`'s level (the goldens' preset unless given: `golden compact` uses its own).
        package init?(effort: PNGEncoder.Effort = GoldenStore.effort) {
            guard let compressor = PNGEncoder(effort: effort).makeCompressor(),
                  let decompressor = ZlibDecompressor() else { return nil }
            self.compressor = compressor
            self.decompressor = decompressor
        }
    }

    /// Writes the golden at `path` after `files` has checked that it (and any link on the way) stays inside the
    /// project: a golden folder linked out of the project is refused before any folder is created. A golden already
    /// at `path` lends the compressed bands that did not change (`PNGEncoder.encode(_:text:source:replacing:…)`); the
    /// bytes written are a fresh encode's all the same, and a golden that cannot be read only means nothing is reused.
    /// `codecs` lets a worker that writes many goldens reuse one libdeflate state; `jobs` threads compress the
    /// golden's bands (for fewer goldens than workers; the bytes do not depend on it).
    @discardableResult
    package static func write(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String, within files: ProjectFiles,
                      using codecs: Codecs? = nil, jobs: Int = 1) throws -> PNGEncoder.BandReuse {
        try files.checked(path, role: "golden")
        try FileManagerFolders.create(parentOf: path)
        guard let codecs = codecs ?? Codecs() else {
            throw PNGError(source: path, reason: .compressorFailure(detail: "cannot allocate libdeflate's state"))
        }
        let (previous, unreadable) = previousGolden(at: path, within: files)
        let encoding = try PNGEncoder(effort: effort, includeAlpha: !pixmap.isOpaque)
            .encode(pixmap, text: stamp.textChunks, source: path, replacing: previous,
                    compressor: codecs.compressor, decompressor: codecs.decompressor, jobs: jobs)
        try AtomicFile.write(encoding.bytes, to: path)
        guard let unreadable else { return encoding.reuse }
        return PNGEncoder.BandReuse(bands: encoding.reuse.bands, reusedBands: 0, previous: .unusable(unreadable))
    }

    /// The bytes of the golden at `path`, or why there are none to reuse (nil, nil: no file).
    private static func previousGolden(at path: String, within files: ProjectFiles) -> ([UInt8]?, String?) {
        do {
            return (try files.read(path, role: "golden", limit: PNGDecoder.maxFileBytes), nil)
        } catch let error as RegularFileError where error.problem == .notFound {
            return (nil, nil)
        } catch {
            return (nil, "unreadable: \(error)")
        }
    }

    /// The goldens' PNG preset as record and approve write it: new goldens cost about a libpng level-6 encode
    /// (docs/performance.md, "Fast goldens").
    package static let effort = PNGEncoder.Effort.banded(.standard, .fast)
}
