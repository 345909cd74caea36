import Foundation
import ProofsheetSupport
import ProofsheetVerify

/// Writes the three report files of a check into its report folder (usually `.proofsheet/report/`):
/// `report.json` (`CheckReport.jsonText()`), `junit.xml` (`JUnitReport`) and `index.html` (`HTMLReport`).
///
/// Each file is written atomically (`AtomicFile`), so a reader never sees half a report. The folder is created
/// when missing; artefact images are written by the check itself, not here.
public enum ReportWriter {
    public static let jsonFileName = CheckReport.jsonFileName
    public static let junitFileName = "junit.xml"
    public static let htmlFileName = "index.html"

    /// Writes all three files; `title` heads the HTML page. Returns their paths in the order above.
    @discardableResult
    public static func write(_ report: CheckReport, toFolder folder: String, title: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files: [(String, String)] = [
            (jsonFileName, report.jsonText() + "\n"),
            (junitFileName, JUnitReport.xml(for: report)),
            (htmlFileName, HTMLReport.html(for: report, title: title)),
        ]
        var paths: [String] = []
        for (name, text) in files {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            try AtomicFile.write(Array(text.utf8), to: path)
            paths.append(path)
        }
        return paths
    }
}
