import ProofsheetProject
import ProofsheetVerify
import ProofsheetSpec

/// Combines the shard reports of one `check --shard i/n` run into the report the unsharded run would have made.
///
/// Every shard checks a disjoint part of the matrix but computes orphans against the whole matrix, so the
/// merged orphans are the union of the shards' lists (deduplicated, sorted). Cells are re-sorted into `Cell`
/// order and the summary follows from them; the result has no shard. The input order does not matter.
public enum ReportMerger {
    public static func merge(_ reports: [CheckReport]) throws -> CheckReport {
        guard !reports.isEmpty else { throw ReportMergeError.noReports }
        var shards: [(shard: CheckReport.Shard, report: CheckReport)] = []
        for (position, report) in reports.enumerated() {
            guard let shard = report.shard else { throw ReportMergeError.notAShard(position: position + 1) }
            shards.append((shard, report))
        }
        shards.sort { $0.shard.index < $1.shard.index }
        let first = shards[0]
        for other in shards.dropFirst() {
            guard other.shard.count == first.shard.count else {
                throw ReportMergeError.shardCountsDisagree(first: first.shard, other: other.shard)
            }
        }
        for (previous, next) in zip(shards, shards.dropFirst()) where previous.shard.index == next.shard.index {
            throw ReportMergeError.duplicateShard(next.shard)
        }
        let present = Set(shards.map(\.shard.index))
        let missing = (1...first.shard.count).filter { !present.contains($0) }
        guard missing.isEmpty else { throw ReportMergeError.missingShards(missing, count: first.shard.count) }

        let fields: [(String, KeyPath<CheckReport, String>)] = [
            ("tool", \.toolVersion), ("renderer", \.rendererVersion), ("diffAlgorithm", \.diffAlgorithm), ("config", \.config),
            ("run", \.kind.rawValue),
        ]
        for other in shards.dropFirst() {
            for (name, keyPath) in fields where other.report[keyPath: keyPath] != first.report[keyPath: keyPath] {
                throw ReportMergeError.mismatch(field: name, first: first.shard, firstValue: first.report[keyPath: keyPath],
                                                other: other.shard, otherValue: other.report[keyPath: keyPath])
            }
        }

        var owner: [Cell: CheckReport.Shard] = [:]
        var cells: [CellResult] = []
        for entry in shards {
            for result in entry.report.cells {
                if let previous = owner[result.cell] {
                    throw ReportMergeError.overlappingCell(result.cell.description, first: previous, other: entry.shard)
                }
                owner[result.cell] = entry.shard
                cells.append(result)
            }
        }
        cells.sort { $0.cell < $1.cell }
        let orphans = Set(shards.flatMap(\.report.orphans)).sorted()
        // Problems are derived from the cells' findings, so the merged report carries the unsharded run's problems.
        var merged = CheckReport(toolVersion: first.report.toolVersion, rendererVersion: first.report.rendererVersion,
                                 diffAlgorithm: first.report.diffAlgorithm, config: first.report.config,
                                 cells: cells, orphans: orphans, shard: nil)
        merged.kind = first.report.kind
        return merged
    }
}
