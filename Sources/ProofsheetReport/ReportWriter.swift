#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProofsheetSupport
import ProofsheetVerify

/// Writes the three report files of a check into its report folder (usually `.proofsheet/report/`):
/// `report.json` (`CheckReport.jsonText()`), `junit.xml` (`JUnitReport`) and `index.html` (`HTMLReport`).
///
/// Each file is written atomically (`AtomicFile`), so a reader never sees half a report; a file that already holds
/// exactly the new bytes (a check in which nothing changed) is left as it is, without a write or fsync (issue #43).
/// The folder is created when missing; artefact images are written by the check itself, not here.
public enum ReportWriter {
    public static let jsonFileName = CheckReport.jsonFileName
    public static let junitFileName = "junit.xml"
    public static let htmlFileName = "index.html"

    /// Writes all three files; `title` heads the HTML page. Returns their paths in the order above.
    @discardableResult
    public static func write(_ report: CheckReport, toFolder folder: String, title: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The three texts are made on all cores, the page (the largest) first; each is a function of the report alone.
        let made = try WorkerPool.run(count: 3, jobs: ProcessInfo.processInfo.activeProcessorCount, makeState: { () }) { _, index -> [UInt8] in
            switch index {
            case 0: return Array(HTMLReport.html(for: report, title: title).utf8)
            case 1: return report.jsonValue().jsonBytes() + [UInt8(ascii: "\n")]
            default: return Array(JUnitReport.xml(for: report).utf8)
            }
        }
        let files: [(String, [UInt8])] = [(jsonFileName, made[1]), (junitFileName, made[2]), (htmlFileName, made[0])]
        var paths: [String] = []
        for (name, bytes) in files {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if !holds(bytes, path: path) { try AtomicFile.write(bytes, to: path) }
            paths.append(path)
        }
        return paths
    }

    /// True when `path` is a regular file (not followed through a link, never a FIFO) whose bytes are exactly `bytes`:
    /// the report of a run in which nothing changed is then left as it is, without a write or an fsync. The file was
    /// itself written by `AtomicFile`, so it is already on disk.
    package static func holds(_ bytes: [UInt8], path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count,
              let data = try? handle.readToEnd() ?? Data() else { return false }
        // Copied out whole, then compared as arrays: `Data`'s element iterator was a twentieth of a check with nothing
        // changed (issue #43).
        return [UInt8](data) == bytes
    }
}
