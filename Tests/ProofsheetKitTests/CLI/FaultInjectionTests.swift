import Foundation
import XCTest
@testable import ProofsheetKit

/// File-system faults during `check`: a read-only golden or output folder and a full disk give a clear error
/// naming the file, keep every existing golden, and leave no partial file behind.
///
/// Root ignores permission bits, so read-only and full folders are small tmpfs mounts over the corpus project's
/// folders (`mount -t tmpfs`, then `mount -o remount,ro`). Where mounting is not allowed the tests skip; the
/// last test covers an unwritable golden folder without mounting (its parent is a regular file).
final class FaultInjectionTests: XCTestCase {
    /// Runs `/bin/mount` or `/bin/umount`; true when it exited 0.
    @discardableResult
    func system(_ tool: String, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Mounts a tmpfs of `size` over `folder` (unmounted when the test ends); skips where mount is refused.
    func mountTmpfs(at folder: String, size: String) throws {
        try XCTSkipUnless(geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount"), "needs root and mount(8)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mounted = try system("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder])
        try XCTSkipUnless(mounted, "this sandbox does not allow mount; see docs/hardening.md")
        addTeardownBlock { [unowned self] in _ = try? self.system("/bin/umount", ["-l", folder]) }
    }

    func remountReadOnly(_ folder: String) throws {
        XCTAssertTrue(try system("/bin/mount", ["-o", "remount,ro", folder]), "remount of \(folder) failed")
    }

    func check(_ folders: CorpusFolders, record: RecordMode) throws -> CheckReport {
        var options = CheckRun.Options()
        options.jobs = 2
        options.record = record
        return try CheckRun(project: Project.load(configPath: folders.layouts + "/proofsheet.json"), options: options).run()
    }

    /// Every regular file below `folder` with its bytes.
    func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return files
    }

    /// Changes the `home` screen so its cell no longer matches its golden.
    func changeHome(_ folders: CorpusFolders) throws {
        let changed = BadInputCorpusTests.home.replacingOccurrences(of: "\"height\": 20", with: "\"height\": 24")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: folders.layouts + "/screens/home.json"))
    }

    func result(_ report: CheckReport, _ screen: String) -> CellResult? {
        report.cells.first { $0.cell.screen.name == screen }
    }

    func testAReadOnlyGoldenFolderIsReportedPerCellAndKeepsEveryGolden() throws {
        let folders = try makeCorpusProject()
        try mountTmpfs(at: folders.golden, size: "1m")
        XCTAssertFalse(try check(folders, record: .missing).hasFailures)
        let before = try snapshot(folders.golden)
        let sidecar = String(BadInputCorpusTests.cellFile.dropLast(4)) + AccessibilitySnapshot.fileSuffix
        let record = String(BadInputCorpusTests.cellFile.dropLast(4)) + LayoutSnapshot.fileSuffix
        XCTAssertEqual(before.keys.sorted(), ["about/" + sidecar, "about/" + record, "about/" + BadInputCorpusTests.cellFile,
                                              "home/" + sidecar, "home/" + record, "home/" + BadInputCorpusTests.cellFile])
        try changeHome(folders)
        // A new screen needs a folder of its own in golden/.
        try Data(BadInputCorpusTests.about.replacingOccurrences(of: "\"about\"", with: "\"extra\"").utf8)
            .write(to: URL(fileURLWithPath: folders.layouts + "/screens/extra.json"))
        try remountReadOnly(folders.golden)

        let report = try check(folders, record: .all)
        XCTAssertEqual(result(report, "extra")?.status, .error)
        XCTAssertEqual(result(report, "extra")?.message, "could not record the golden: \(folders.golden)/extra: cannot create folder: "
            + "Read-only file system (the parent folder is not writable)")
        let golden = folders.golden + "/home/" + BadInputCorpusTests.cellFile
        XCTAssertEqual(result(report, "home")?.status, .error)
        XCTAssertEqual(result(report, "home")?.message, "could not record the golden: \(golden): cannot create a temporary file "
            + "next to it: Read-only file system (the folder is not writable)")
        XCTAssertEqual(result(report, "about")?.status, .pass)
        XCTAssertEqual(try snapshot(folders.golden), before, "a golden changed or a partial file was left")
    }

    func testAReadOnlyOutputFolderFailsBeforeRenderingWithTheRunLock() throws {
        let folders = try makeCorpusProject()
        try mountTmpfs(at: folders.output, size: "1m")
        try remountReadOnly(folders.output)
        XCTAssertThrowsError(try RunLock(folder: folders.output, command: "check")) { error in
            XCTAssertEqual(String(describing: error), "\(folders.output)/.lock: cannot open the run lock file: Read-only file system "
                + "(the output folder is not writable; choose another with paths.output or --report)")
        }
        // Without the lock, the check itself still says which file it could not write, and the report writer throws.
        let report = try check(folders, record: .missing)
        XCTAssertEqual(result(report, "home")?.recorded, true)
        XCTAssertThrowsError(try ReportWriter.write(report, toFolder: folders.output + "/report", title: "t")) { error in
            XCTAssertTrue(String(describing: error).contains("Read-only file system") || String(describing: error).contains("read-only"),
                          String(describing: error))
        }
        XCTAssertEqual(try snapshot(folders.output), [:])
    }

    func testAFullDiskReportsNoSpaceNamingTheGoldenAndKeepsTheOldOne() throws {
        let folders = try makeCorpusProject()
        try mountTmpfs(at: folders.golden, size: "64k")
        XCTAssertFalse(try check(folders, record: .missing).hasFailures)
        let before = try snapshot(folders.golden)
        try changeHome(folders)
        // Fill what is left of the 64 KiB.
        let filler = folders.golden + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        close(fd)
        let filled = try snapshot(folders.golden)

        let report = try check(folders, record: .all)
        let golden = folders.golden + "/home/" + BadInputCorpusTests.cellFile
        XCTAssertEqual(result(report, "home")?.status, .error)
        XCTAssertEqual(result(report, "home")?.message, "could not record the golden: \(golden): cannot write: "
            + "No space left on device (the disk is full or over quota)")
        XCTAssertEqual(try snapshot(folders.golden), filled, "a golden changed or a partial file was left")
        XCTAssertEqual(filled.filter { $0.key != "filler" }, before)

        // With space again, the same command records it.
        try FileManager.default.removeItem(atPath: filler)
        let again = try check(folders, record: .all)
        XCTAssertEqual(result(again, "home")?.recorded, true, result(again, "home")?.message ?? "")
    }

    /// Without mounting: a golden folder below a regular file cannot exist, and the cell says so (an error naming the
    /// file in the way, not a new cell: something stands where the golden's folder should be).
    func testAGoldenFolderBelowAFileIsReportedWithoutMounting() throws {
        let folders = try makeCorpusProject()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folders.root + "/blocker"))
        let config = BadInputCorpusTests.config.replacingOccurrences(of: "\"paths\": { \"fonts\": \"../fonts\" },",
                                                                       with: "\"paths\": { \"fonts\": \"../fonts\", \"golden\": \"../blocker/golden\" },")
        try Data(config.utf8).write(to: URL(fileURLWithPath: folders.layouts + "/proofsheet.json"))
        let report = try check(folders, record: .missing)
        for screen in ["about", "home"] {
            XCTAssertEqual(result(report, screen)?.status, .error)
            XCTAssertEqual(result(report, screen)?.recorded, false)
            XCTAssertEqual(result(report, screen)?.message, "golden unreadable: \(folders.root)/blocker/golden/\(screen)/"
                + "\(BadInputCorpusTests.cellFile): cannot read file: is not a regular file: its folder \(folders.root)/blocker "
                + "is not a folder (it is a file)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folders.root + "/blocker")), Data("not a folder".utf8))
    }
}
