import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

/// `proofsheet golden compact` (docs/goldens.md, "Fast goldens and compaction"): re-encodes chosen PNG goldens with
/// the smallest preset (`PNGEncoder.BandedCompression.smallest`, the preset of every golden written before record and
/// approve switched to `.fast`), for teams that want the bytes back, e.g. in a nightly job.
///
/// Only goldens Proofsheet wrote are touched: the cell-named PNG of a matrix cell that carries a Proofsheet stamp.
/// Each re-encode keeps the file's text chunks as they are, in order, and is decoded and compared before it is
/// written: same pixels, same text chunks, or nothing is written and the golden is named in the error. A golden is
/// replaced (atomically, `AtomicFile`) only when the new file is smaller, so compaction never grows a file and a
/// golden already at the smallest preset stays byte for byte as it is.
public enum GoldenCompaction {
    /// What one golden's compaction did.
    public enum Outcome: Sendable, Equatable {
        /// Re-encoded and replaced: `before` → `after` bytes.
        case compacted(before: Int, after: Int)
        /// Left as it is: the smallest preset's file is not smaller (`before` bytes, `after` of the re-encode).
        case kept(before: Int, after: Int)
        /// No golden for this cell.
        case missing
        /// A PNG without Proofsheet's stamp: not Proofsheet's file, never rewritten.
        case notProofsheets
    }

    /// Every chosen cell's outcome, in matrix order.
    public struct Summary: Sendable {
        public let outcomes: [(cell: String, outcome: Outcome)]

        public var compacted: Int { outcomes.filter { if case .compacted = $0.outcome { true } else { false } }.count }
        public var bytesBefore: Int { outcomes.reduce(0) { $0 + $1.outcome.bytes.before } }
        public var bytesAfter: Int { outcomes.reduce(0) { $0 + $1.outcome.bytes.after } }
    }

    /// The preset compaction writes.
    package static let effort = PNGEncoder.Effort.banded(.standard, .smallest)

    /// Compacts the PNG goldens of the cells `filter` chooses on `jobs` threads. Throws before writing anything
    /// in the manifest store (it holds no PNG goldens); a golden that cannot be read or decoded, or whose
    /// re-encode does not decode to its pixels and text, is an error naming it (goldens handled before it stay
    /// compacted: each write is atomic and keeps the pixels).
    public static func run(project: Project, filter: CellFilter = CellFilter(), jobs: Int = 1) throws -> Summary {
        guard project.config.goldenStore == .png else { throw CompactionError.manifestStore }
        let cells = try Matrix.cells(of: project, filter: filter)
        let results = try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { () throws -> GoldenStore.Codecs in
            guard let codecs = GoldenStore.Codecs(effort: effort) else { throw CheckError.outOfMemory }
            return codecs
        }) { codecs, i in
            Result { try compact(cells[i], project: project, codecs: codecs) }
        }
        return Summary(outcomes: try zip(cells, results).map { ($0.description, try $1.get()) })
    }

    /// One cell's golden: re-encoded, checked and written if smaller.
    package static func compact(_ cell: Cell, project: Project, codecs: GoldenStore.Codecs) throws -> Outcome {
        let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
        let shown = FileDisplay.shown(path)
        let bytes: [UInt8]
        do {
            bytes = try project.files.read(path, role: "golden", limit: PNGDecoder.maxFileBytes)
        } catch let error as RegularFileError where error.problem == .notFound {
            return .missing
        }
        let image = try PNGDecoder.decode(bytes, source: shown, using: codecs.decompressor)
        guard let stamp = GoldenStamp(textChunks: image.text) else { return .notProofsheets }
        // The stamp's chunks as the goldens carry them (the record compressed), when the file holds exactly them.
        let text = Self.same(stamp.textChunks, image.text) ? stamp.textChunks : image.text
        let encoded = try PNGEncoder(effort: effort, includeAlpha: !image.pixmap.isOpaque)
            .encode(image.pixmap, text: text, source: shown, replacing: bytes, compressor: codecs.compressor,
                    decompressor: codecs.decompressor).bytes
        guard encoded.count < bytes.count else { return .kept(before: bytes.count, after: encoded.count) }
        let check = try PNGDecoder.decode(encoded, source: shown, using: codecs.decompressor)
        guard check.pixmap == image.pixmap, Self.same(check.text, image.text) else { throw CompactionError.notPreserved(shown) }
        try AtomicFile.write(encoded, to: try project.files.checked(path, role: "golden"))
        return .compacted(before: bytes.count, after: encoded.count)
    }
}

extension GoldenCompaction {
    /// True when both hold the same text chunks in the same order (keyword, text, language tag and translated keyword;
    /// whether a chunk's text is stored compressed is how it is written, not what it says).
    package static func same(_ a: [PNGTextChunk], _ b: [PNGTextChunk]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.keyword == $1.keyword && $0.text == $1.text && $0.languageTag == $1.languageTag && $0.translatedKeyword == $1.translatedKeyword
        }
    }
}

extension GoldenCompaction.Outcome {
    /// File sizes before and after (the file's size twice when it was not rewritten; zeros when there is none).
    package var bytes: (before: Int, after: Int) {
        switch self {
        case .compacted(let before, let after): return (before, after)
        case .kept(let before, _): return (before, before)
        case .missing, .notProofsheets: return (0, 0)
        }
    }
}

/// Why `golden compact` wrote nothing (or stopped).
package enum CompactionError: Error, Equatable, CustomStringConvertible {
    case manifestStore
    case notPreserved(String)

    package var description: String {
        switch self {
        case .manifestStore:
            return "golden compact re-encodes PNG goldens; this project keeps its goldens in the manifest store (no PNG to compact)"
        case .notPreserved(let file):
            return "\(file): the compacted file does not decode to the same pixels and text chunks; the golden was left as it was"
        }
    }
}
