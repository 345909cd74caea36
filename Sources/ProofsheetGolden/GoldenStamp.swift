import ProofsheetPNG
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// What produced a golden, stored in its PNG text chunks: the renderer and diff-algorithm versions, the cell's
/// input fingerprint and its input record (`CellInputs`: every token, string, node property, font, asset and
/// device value the cell read). No dates: a golden's bytes depend only on its inputs. When a cell changes,
/// comparing records names exactly what changed (`token accent (dark) #5AA2FF → #4C8DF0`); when a cell's
/// current fingerprint equals its golden's, an incremental check need not render it.
public struct GoldenStamp: Sendable, Equatable {
    public var renderer: String
    public var diffAlgorithm: String
    /// nil for goldens stamped before input records existed (they carried whole-file hashes instead).
    public var inputs: CellInputs?

    package static let prefix = "proofsheet:"

    public init(renderer: String, diffAlgorithm: String, inputs: CellInputs?) {
        self.renderer = renderer
        self.diffAlgorithm = diffAlgorithm
        self.inputs = inputs
    }

    /// The stamp of a cell rendered now, from what it read.
    public init(inputs: CellInputs, diffAlgorithm: String) {
        self.init(renderer: ProofsheetVersion.renderer, diffAlgorithm: diffAlgorithm, inputs: inputs)
    }

    /// The input fingerprint (`inputs.digest`), nil without a record.
    public var fingerprint: ContentHash? { inputs?.digest }

    /// The stamp as PNG text chunks: `proofsheet:renderer`, `proofsheet:diff`, `proofsheet:fingerprint` and
    /// `proofsheet:inputs` (the record, deflated: about 1–2 KB per golden).
    public var textChunks: [PNGTextChunk] {
        var chunks = [PNGTextChunk(keyword: GoldenStamp.prefix + "renderer", text: renderer),
                      PNGTextChunk(keyword: GoldenStamp.prefix + "diff", text: diffAlgorithm)]
        if let inputs {
            chunks.append(PNGTextChunk(keyword: GoldenStamp.prefix + "fingerprint", text: inputs.digest.description))
            chunks.append(PNGTextChunk(keyword: GoldenStamp.prefix + "inputs", text: inputs.text, compressed: true))
        }
        return chunks
    }

    /// Reads a stamp from a PNG's text chunks; nil when it has none (a golden made elsewhere). A record whose
    /// digest disagrees with the stored fingerprint (a damaged or hand-edited chunk) is dropped: the golden then
    /// counts as unrecorded and is always rendered and compared.
    public init?(textChunks: [PNGTextChunk]) {
        var values: [String: String] = [:]
        for chunk in textChunks where chunk.keyword.hasPrefix(GoldenStamp.prefix) {
            values[String(chunk.keyword.dropFirst(GoldenStamp.prefix.count))] = chunk.text
        }
        guard let renderer = values["renderer"] else { return nil }
        var inputs = values["inputs"].flatMap { CellInputs(text: $0) }
        if let record = inputs, values["fingerprint"] != record.digest.description { inputs = nil }
        self.init(renderer: renderer, diffAlgorithm: values["diff"] ?? "", inputs: inputs)
    }

    /// What differs from `newer`, input by input; `[.unrecorded]` when either side has no record, and the
    /// renderer and diff algorithm versions of the stamp itself when the record does not already name them.
    package func changes(to newer: GoldenStamp, cell: Cell) -> [InputChange] {
        var changes = [InputChange.unrecorded]
        if let old = inputs, let new = newer.inputs { changes = InputChanges.between(old, new, cell: cell) }
        if renderer != newer.renderer, !changes.contains(where: { $0.kind == .renderer }) {
            changes.append(InputChanges.describe(InputKey(.renderer, "version"), before: renderer, after: newer.renderer, cell: cell))
        }
        if diffAlgorithm != newer.diffAlgorithm {
            var change = InputChanges.describe(InputKey(.diff, cell.screen.name), before: diffAlgorithm, after: newer.diffAlgorithm, cell: cell)
            change.input = "algorithm"
            change.text = "diff algorithm" + InputChange.suffix(diffAlgorithm, newer.diffAlgorithm)
            changes.append(change)
        }
        return changes.sorted()
    }
}
