import Foundation

/// Writes a check's reports into one folder (`report.json`, `junit.xml`, `index.html`), each file
/// atomically, and reads `report.json` back for `approve` and `merge`.
public enum ReportWriter {
    public static func write(_ report: CheckReport, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array((report.jsonValue().jsonText() + "\n").utf8), to: folder + "/report.json")
        try AtomicFile.write(Array(JUnitReport.xml(for: report).utf8), to: folder + "/junit.xml")
        try AtomicFile.write(Array(HTMLReport.html(for: report, title: "Proofsheet check").utf8), to: folder + "/index.html")
    }

    public static func read(from folder: String) throws -> CheckReport {
        let path = folder + "/report.json"
        guard FileManager.default.fileExists(atPath: path) else { throw ReportReadError.noReport(FileDisplay.shown(folder)) }
        return try CheckReport(decoding: JSONDocument.load(path: FileDisplay.shown(path)).reader(rootName: ""))
    }
}

public enum ReportReadError: Error, CustomStringConvertible {
    case noReport(String)

    public var description: String { "\(self.folder)/report.json does not exist; run 'proofsheet check' first" }

    var folder: String {
        switch self { case .noReport(let folder): return folder }
    }
}

extension CheckReport {
    /// The report with every path (artefacts, golden, config) made relative to `newFolder` instead of `folder`.
    public func rebased(from folder: String, to newFolder: String) -> CheckReport {
        func rebase(_ path: String?) -> String? {
            path.map { ProjectPath.relative(ProjectPath.resolve($0, against: folder), from: newFolder) }
        }
        var copy = self
        copy.config = rebase(config) ?? config
        copy.cells = cells.map { cell in
            var cell = cell
            cell.golden = rebase(cell.golden)
            cell.artefacts = CellArtefacts(actual: rebase(cell.artefacts.actual), diff: rebase(cell.artefacts.diff),
                                           strip: rebase(cell.artefacts.strip))
            return cell
        }
        return copy
    }
}
