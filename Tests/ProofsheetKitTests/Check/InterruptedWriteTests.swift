import XCTest
@testable import ProofsheetKit

/// Interrupted golden writes: a failed rename keeps the old golden and leaves no temporary file; a `check
/// --record all` killed with SIGKILL at seeded moments leaves only whole goldens, and the temporary files such
/// a kill can leave are swept by the next check or approve (`StaleTemporaryFiles`).
final class InterruptedWriteTests: XCTestCase {
    /// A pid above Linux's largest `pid_max` (2^22), so no process has it.
    static let deadPID = 999_999_999

    private func temporaryFiles(below folder: String) -> [String] {
        ScratchProject.files(below: folder).filter { path in
            StaleTemporaryFiles.owner(ofTemporaryName: (path as NSString).lastPathComponent) != nil
        }
    }

    func testGoldenStoreWhoseRenameFailsKeepsTheTargetAndLeavesNoTemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        let target = folder + "/home/phone-en-light-1.0x.png"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        let pixmap = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: .white))
        XCTAssertThrowsError(try GoldenStore.write(pixmap, stamp: GoldenStampTests.stamp, to: target, within: ProjectFiles(root: folder))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.step, .rename, "\(error)")
        }
        XCTAssertEqual(ScratchProject.files(below: folder), [], "no temporary file is left")
        XCTAssertTrue(FileManager.default.fileExists(atPath: target + "/inside"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/home"), ["phone-en-light-1.0x.png"])
    }

    func testApprovalThatCannotWriteOneGoldenSaysWhyAndApprovesTheOthers() throws {
        let project = try makeCheckProject()
        let run = try project.run()
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        let blocked = project.goldenPath(CheckRunTests.homeEnLight)
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        let outcomes = try Approval(project: try project.load(), report: try CheckReport.read(fromFolder: run.reportFolder),
                                reportFolder: run.reportFolder).run(filter: CellFilter(), jobs: 2)
        let failed = outcomes.filter { $0.error != nil }
        XCTAssertEqual(failed.map(\.cell.description), [CheckRunTests.homeEnLight])
        XCTAssertTrue(failed.first?.error?.contains("cannot rename the temporary file over it") == true, failed.first?.error ?? "")
        XCTAssertEqual(temporaryFiles(below: project.golden), [])
        for outcome in outcomes where outcome.error == nil {
            XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: outcome.golden), "\(outcome.cell)")
        }
    }

    func testStaleTemporaryFilesOfFinishedProcessesAreSweptAndOthersKept() throws {
        let folder = try makeTemporaryFolder()
        let own = Int(getpid())
        let cases: [(path: String, removed: Bool)] = [
            (".phone-en-light-1.0x.png.tmp-\(Self.deadPID)-0", true),
            ("home/.phone-en-light-1.0x.png.tmp-\(Self.deadPID)-12", true),
            ("home/.report.json.tmp-\(Self.deadPID)-0", true),
            ("home/deeper/.x.png.tmp-\(Self.deadPID)-0", false),   // below the sweep depth
            ("home/.x.png.tmp-\(own)-0", false),                    // this process may be writing it
            ("home/.x.png.tmp-1-0", false),                         // pid 1 is running
            ("home/x.png.tmp-\(Self.deadPID)-0", false),             // not hidden: not AtomicFile's
            ("home/.x.png.tmp-\(Self.deadPID)", false),              // no counter
            ("home/.x.png.tmp-abc-0", false),
            ("home/.tmp-\(Self.deadPID)-0", false),                 // no target name
            ("home/phone-en-light-1.0x.png", false),
        ]
        for (path, _) in cases {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([1]).write(to: URL(fileURLWithPath: full))
        }
        let removed = StaleTemporaryFiles.sweep(folder: folder, depth: 1)
        XCTAssertEqual(removed, cases.filter(\.removed).map { folder + "/" + $0.path }.sorted())
        XCTAssertEqual(ScratchProject.files(below: folder), cases.filter { !$0.removed }.map(\.path).sorted())
    }

    func testCheckAndApproveSweepStaleTemporaryFiles() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let leftovers = [project.golden + "/home/.phone-en-light-1.0x.png.tmp-\(Self.deadPID)-0",
                         project.golden + "/.x.tmp-\(Self.deadPID)-3",
                         project.defaultReport + "/.report.json.tmp-\(Self.deadPID)-0"]
        for path in leftovers { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50])), path) }
        let run = try project.run()
        let checked = try run.run()
        try ReportWriter.write(checked, toFolder: run.reportFolder, title: "test")
        XCTAssertEqual(Set(checked.cells.map(\.status)), [.pass], "leftovers are neither goldens nor orphans")
        XCTAssertEqual(checked.orphans, [])
        for path in leftovers { XCTAssertFalse(FileManager.default.fileExists(atPath: path), path) }

        XCTAssertTrue(FileManager.default.createFile(atPath: leftovers[0], contents: Data([0x89])))
        let report = try CheckReport.read(fromFolder: project.defaultReport)
        _ = try Approval(project: try project.load(), report: report, reportFolder: project.defaultReport).run(filter: CellFilter(), jobs: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftovers[0]), "approve sweeps too")
    }

    /// File name → inode of every file below `folder`: a golden replaced by rename gets a new inode.
    private static func inodes(below folder: String) -> [String: Int] {
        var inodes: [String: Int] = [:]
        for path in ScratchProject.files(below: folder) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            inodes[path] = (attributes?[.systemFileNumber] as? NSNumber)?.intValue ?? -1
        }
        return inodes
    }

    /// Kills `proofsheet check --record all` with SIGKILL at seeded moments; after every kill each golden must be
    /// absent or a whole PNG whose pixels are exactly the old or the new rendering its stamp names, and the
    /// temporary files such a kill can leave must be swept by the next run.
    func testKilledRecordLeavesOnlyWholeGoldens() throws {
        let binary = try ProofsheetBinary.locate()
        // Bigger cells than the other tests, so the child spends its time rendering and writing goldens.
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(width: 390, height: 844, scales: ["1.0", "2.0"])))
        let arguments = ["check", "--config", project.configPath, "--record", "all", "--jobs", "2"]
        let colours = ["\"#111111\"", "\"#1111EE\""]

        // The two renderings every golden can hold, by path and then by the input fingerprint in its stamp (dark
        // cells read another textPrimary value, so their two renderings can be equal); goldens end as colour 0's.
        var references: [String: [ContentHash: Pixmap]] = [:]
        var fingerprints: [String: [String: ContentHash]] = [:]
        for (old, new) in [(colours[0], colours[1]), (colours[1], colours[0])] {
            try project.edit("tokens.json", replacing: old, with: new)
            _ = try project.check(record: .all)
            for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".png") {
                let image = try PNGDecoder.decodeFile(atPath: project.golden + "/" + path)
                let fingerprint = try XCTUnwrap(GoldenStamp(textChunks: image.text)?.fingerprint, path)
                references[path, default: [:]][fingerprint] = image.pixmap
                fingerprints[new, default: [:]][path] = fingerprint
            }
        }
        XCTAssertEqual(references.count, 16)
        XCTAssertEqual(fingerprints.values.map(\.count), [16, 16])

        var generator = SeededGenerator(seed: 0x6B11_1000)
        var log: [String] = []
        var killsLeavingTemporaries = 0
        for iteration in 0..<10 {
            // Every cell differs from its golden (the text colour flips), and a few goldens are missing.
            try project.edit("tokens.json", replacing: colours[iteration % 2], with: colours[(iteration + 1) % 2])
            for path in ScratchProject.files(below: project.golden) where generator.next() % 4 == 0 {
                try FileManager.default.removeItem(atPath: project.golden + "/" + path)
            }
            let delay = 5 + Int(generator.next() % 196)
            let before = Self.inodes(below: project.golden)
            let process = try binary.start(arguments, in: project.root)
            // The delay counts from the child's first golden write (a debug build takes a while to start up).
            var polls = 0
            while process.isRunning, Self.inodes(below: project.golden) == before, polls < 60_000 {
                usleep(1000)
                polls += 1
            }
            usleep(UInt32(delay * 1000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let current = fingerprints[colours[(iteration + 1) % 2]] ?? [:]
            var counts = [0, 0]
            for path in ScratchProject.files(below: project.golden) where path.hasSuffix(".png") {
                let image = try PNGDecoder.decodeFile(atPath: project.golden + "/" + path)
                let stamp = try XCTUnwrap(GoldenStamp(textChunks: image.text), "iteration \(iteration): \(path)")
                let expected = stamp.fingerprint.flatMap { references[path]?[$0] }
                XCTAssertTrue(image.pixmap == expected, "iteration \(iteration): \(path) is not the rendering its stamp names")
                counts[stamp.fingerprint == current[path] ? 1 : 0] += 1
            }
            let temporaries = temporaryFiles(below: project.root)
            if !temporaries.isEmpty { killsLeavingTemporaries += 1 }
            let strays = ScratchProject.files(below: project.golden).filter { path in
                // Accessibility snapshots and layout records are written atomically beside their goldens.
                !path.hasSuffix(".png") && !path.hasSuffix(AccessibilitySnapshot.fileSuffix) && !path.hasSuffix(LayoutSnapshot.fileSuffix)
                    && StaleTemporaryFiles.owner(ofTemporaryName: (path as NSString).lastPathComponent) == nil
            }
            XCTAssertEqual(strays, [], "iteration \(iteration)")
            log.append("killed \(delay) ms after the first write (\(polls) polls after the start, status \(process.terminationStatus)): "
                       + "\(counts[0]) old + \(counts[1]) new goldens, \(temporaries.count) temporary file(s) \(temporaries)")
            // What the next check or approve does first: sweep the dead process's leftovers.
            StaleTemporaryFiles.sweep(folder: project.golden, depth: 1)
            StaleTemporaryFiles.sweep(folder: project.defaultReport, depth: 0)
            XCTAssertEqual(temporaryFiles(below: project.golden), [], "iteration \(iteration)")
        }
        print("kill loop:\n  " + log.joined(separator: "\n  ") + "\n  \(killsLeavingTemporaries) of 10 kills left temporary files")

        // Left alone, the same command finishes and the project then passes, with no temporary file anywhere.
        XCTAssertEqual(try binary.run(arguments, in: project.root).status, 0)
        let final = try binary.run(["check", "--config", project.configPath], in: project.root)
        XCTAssertEqual(final.status, 0, final.stdout + final.stderr)
        XCTAssertEqual(temporaryFiles(below: project.root), [])
    }
}
