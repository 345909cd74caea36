#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import ProofsheetKit

/// `ReportWriter` leaves a report file that already holds the new bytes as it is (no write, no fsync: issue #43, a
/// check in which nothing changed) and replaces every other one atomically, never through a link.
final class ReportWriterTests: XCTestCase {
    private func inode(_ path: String) throws -> UInt64 {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return UInt64(info.st_ino)
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testAnUnchangedReportIsLeftAsItIsAndAChangedOneIsReplaced() throws {
        // English and Arabic cells, recorded, then checked twice with nothing changed.
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let run = try project.run()
        let report = try run.run()
        XCTAssertEqual(Set(report.cells.map(\.cell.locale.identifier)), ["en", "ar"])
        XCTAssertEqual(Set(report.cells.map(\.status)), [.pass])
        let paths = try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet check")
        XCTAssertEqual(paths.map { ($0 as NSString).lastPathComponent }, ["report.json", "junit.xml", "index.html"])
        let inodes = try paths.map(inode)
        let written = try paths.map(bytes)

        let again = try ReportWriter.write(try project.run().run(), toFolder: run.reportFolder, title: "Proofsheet check")
        XCTAssertEqual(again, paths)
        XCTAssertEqual(try paths.map(inode), inodes, "nothing changed: no file is replaced")
        XCTAssertEqual(try paths.map(bytes), written)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: run.reportFolder).filter { $0.hasPrefix(".") }, [],
                       "no temporary file either")

        // Another title changes the page only: it alone is replaced, with the new bytes.
        try ReportWriter.write(report, toFolder: run.reportFolder, title: "Другой отчёт")
        XCTAssertEqual(try inode(paths[0]), inodes[0])
        XCTAssertEqual(try inode(paths[1]), inodes[1])
        XCTAssertNotEqual(try inode(paths[2]), inodes[2])
        XCTAssertEqual(try bytes(paths[2]), Data(HTMLReport.html(for: report, title: "Другой отчёт").utf8))

        // Same size, one byte different (edited by hand): replaced with the report's bytes.
        var edited = written[0]
        edited[edited.startIndex] = UInt8(ascii: " ")
        try edited.write(to: URL(fileURLWithPath: paths[0]))
        try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet check")
        XCTAssertEqual(try bytes(paths[0]), written[0])
        // Longer and shorter files holding the report's bytes and more, or fewer.
        try (written[1] + Data("\n".utf8)).write(to: URL(fileURLWithPath: paths[1]))
        try written[2].dropLast().write(to: URL(fileURLWithPath: paths[2]))
        try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet check")
        XCTAssertEqual(try paths.map(bytes), written)
    }

    func testALinkWhereAReportGoesIsRefusedEvenWhenItsTargetHoldsTheSameBytes() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let run = try project.run()
        let report = try run.run()
        let paths = try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet check")
        let copy = run.reportFolder + "/copy.json"
        try FileManager.default.moveItem(atPath: paths[0], toPath: copy)
        try FileManager.default.createSymbolicLink(atPath: paths[0], withDestinationPath: copy)
        XCTAssertThrowsError(try ReportWriter.write(report, toFolder: run.reportFolder, title: "Proofsheet check")) { error in
            XCTAssertEqual((error as? AtomicFileError)?.step, .symbolicLink, "\(error)")
        }
        XCTAssertFalse(ReportWriter.holds(Array(try bytes(copy)), path: paths[0]), "a link is never read as the report")
        XCTAssertTrue(ReportWriter.holds(Array(try bytes(copy)), path: copy))
    }
}
