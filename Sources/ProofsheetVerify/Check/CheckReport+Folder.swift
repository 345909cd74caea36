import Foundation
import ProofsheetSupport

extension CheckReport {
    /// The name of a report folder's JSON report.
    public static let jsonFileName = "report.json"

    /// Reads `<folder>/report.json`, saying what to run when there is none.
    public static func read(fromFolder folder: String) throws -> CheckReport {
        let path = folder + "/" + CheckReport.jsonFileName
        guard FileManager.default.fileExists(atPath: path) else { throw ReportReadError.noReport(FileDisplay.shown(folder)) }
        return try load(path: FileDisplay.shown(path))
    }

    /// Reads `<folder>/report.json` and insists it is a check's report (what `approve` accepts): an audit's
    /// report compares no goldens, so approving from it would approve nothing or the wrong cells.
    public static func readCheck(fromFolder folder: String) throws -> CheckReport {
        let report = try read(fromFolder: folder)
        guard report.kind == .check else { throw ReportReadError.notACheck(FileDisplay.shown(folder), report.kind) }
        return report
    }

    /// The report with every path (artefacts, golden, config) made relative to `newFolder` instead of `folder`,
    /// so shard reports merged into another folder still point at their images.
    public func rebased(from folder: String, to newFolder: String) -> CheckReport {
        func rebase(_ path: String?) -> String? {
            path.map { ProjectPath.relative(ProjectPath.resolve($0, against: folder), from: newFolder) }
        }
        var copy = self
        copy.config = rebase(config) ?? config
        copy.cells = cells.map { cell in
            var cell = cell
            cell.golden = rebase(cell.golden)
            // Every path moves; what is no path (the expected and diff bands, the legend's screenshot rectangle) stays.
            for path in [\CellArtefacts.actual, \.diff, \.strip, \.accessibility, \.legend, \.layout, \.expected] {
                cell.artefacts[keyPath: path] = rebase(cell.artefacts[keyPath: path])
            }
            return cell
        }
        return copy
    }
}

/// There is no report to read.
package enum ReportReadError: Error, CustomStringConvertible {
    case noReport(String)
    /// The report in the folder was written by another command than `check`.
    case notACheck(String, ReportKind)

    package var description: String {
        switch self {
        case .noReport(let folder): return "\(folder)/report.json does not exist; run 'proofsheet check' first"
        case let .notACheck(folder, kind):
            return "\(folder)/report.json was written by 'proofsheet \(kind.rawValue)', which compares no goldens; approve reads a check's report (run 'proofsheet check', whose report is in <output>/report)"
        }
    }
}
