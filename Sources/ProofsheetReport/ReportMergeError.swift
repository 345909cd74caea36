import ProofsheetVerify

/// Why shard reports cannot be merged into one; each case names the shards involved and what to do.
package enum ReportMergeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `merge` was given no reports.
    case noReports
    /// A report without shard information (a whole run or an earlier merge); `position` is 1-based in the input.
    case notAShard(position: Int)
    /// Two shards disagree on how many shards the run had.
    case shardCountsDisagree(first: CheckReport.Shard, other: CheckReport.Shard)
    /// The same shard index appears twice.
    case duplicateShard(CheckReport.Shard)
    /// These shard indices (1-based) of `count` are absent.
    case missingShards([Int], count: Int)
    /// Shards made by different builds or projects: `field` is `tool`, `renderer`, `diffAlgorithm` or `config`.
    case mismatch(field: String, first: CheckReport.Shard, firstValue: String, other: CheckReport.Shard, otherValue: String)
    /// The same cell was checked by two shards.
    case overlappingCell(String, first: CheckReport.Shard, other: CheckReport.Shard)

    package var description: String {
        switch self {
        case .noReports:
            return "nothing to merge: no shard reports given"
        case .notAShard(let position):
            return "report \(position) is not a shard report (its 'shard' is null); merge only the reports of 'check --shard i/n'"
        case .shardCountsDisagree(let first, let other):
            return "shard \(ReportMergeError.name(first)) and shard \(ReportMergeError.name(other)) come from runs with different shard counts"
        case .duplicateShard(let shard):
            return "shard \(ReportMergeError.name(shard)) was given twice"
        case .missingShards(let indices, let count):
            let list = indices.map { "\($0)/\(count)" }.joined(separator: ", ")
            return "missing shard\(indices.count == 1 ? "" : "s") \(list): merge needs all \(count) shard reports"
        case .mismatch(let field, let first, let firstValue, let other, let otherValue):
            return "shard \(ReportMergeError.name(first)) has \(field) '\(firstValue)' but shard \(ReportMergeError.name(other)) has '\(otherValue)'; "
                + "re-run every shard with the same build and config"
        case .overlappingCell(let id, let first, let other):
            return "cell \(id) is in both shard \(ReportMergeError.name(first)) and shard \(ReportMergeError.name(other)); "
                + "shards must split the matrix without overlap"
        }
    }

    package static func name(_ shard: CheckReport.Shard) -> String { "\(shard.index)/\(shard.count)" }
}
