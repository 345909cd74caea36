import Foundation
import XCTest
@testable import ProofsheetKit

/// Issue #43 item 3 on en + ar scratch projects in the manifest store (version 3): entries of well under a kilobyte,
/// input parts every cell reads listed once, accessibility snapshots and layout records stored once per distinct text
/// (`ManifestRecord`) and read back as each cell's own file; record → check → change one string → approve → check, in
/// a git repository whose diff of the approval shows the changed record's lines; old files read; garbage collection
/// deletes only unreferenced record files Proofsheet wrote; damaged files are errors naming the file and JSON path.
final class ManifestRecordsTests: XCTestCase {
    /// 2 screens × en, ar × light, dark × 1.0, 1.3: 16 cells.
    func makeProject() throws -> ScratchProject {
        let project = try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(scales: ["1.0", "1.3"], store: "manifest")))
        try Data(".proofsheet/\n".utf8).write(to: URL(fileURLWithPath: project.root + "/.gitignore"))
        try git(["init", "-q"], in: project.root)
        return project
    }

    func check(_ project: ScratchProject, record: RecordMode = .never, full: Bool = true) throws -> CheckRun.Outcome {
        var options = CheckRun.Options()
        options.record = record
        options.jobs = 2
        options.full = full
        return try CheckRun(project: try project.load(), options: options).execute()
    }

    func commitAll(_ project: ScratchProject, _ message: String) throws {
        try git(["add", "-A", "."], in: project.root)
        try git(["commit", "-q", "-m", message], in: project.root)
    }

    /// Record files below `manifest/` (`<screen>/<digest><suffix>`), sorted.
    static func recordFiles(_ project: ScratchProject) -> [String] {
        ScratchProject.files(below: project.golden + "/manifest").filter { $0.hasSuffix(".txt") }
    }

    func testRecordCheckChangeOneStringApproveCheckSharesRecordsAndTheApprovalDiffReadsAsText() throws {
        let project = try makeProject()
        XCTAssertEqual(try check(project, record: .missing).report.counts[.new], 16)
        let manifest = try GoldenManifest.load(project: try project.load())
        XCTAssertEqual(manifest.entries.count, 16)

        // Every entry names both records, and no per-cell file is left beside the manifest.
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { !$0.hasPrefix("manifest/") }, [])
        let records = Self.recordFiles(project)
        for (id, entry) in manifest.entries {
            for kind in ManifestRecord.Kind.allCases {
                let digest = try XCTUnwrap(entry.records[kind], "\(id) \(kind)")
                XCTAssertTrue(records.contains(id.prefix { $0 != "/" } + "/" + digest.description + kind.suffix), id)
            }
            // Light and dark cells read and lay out the same: one record each.
            let dark = try XCTUnwrap(manifest.entries[id.replacingOccurrences(of: "-light-", with: "-dark-")])
            XCTAssertEqual(entry.records, dark.records, id)
        }
        XCTAssertEqual(records.count, Set(manifest.entries.values.flatMap { $0.records.values }).count)
        XCTAssertLessThanOrEqual(records.count, 16, "32 per-cell files before; at most half with light and dark shared")
        // The Arabic snapshot reads right to left, and a record names its screen, not a cell.
        let arabic = try XCTUnwrap(manifest.entries["home/phone-ar-light-1.0x"]?.records[.accessibility])
        let arabicText = try String(contentsOfFile: project.golden + "/manifest/home/\(arabic).a11y.txt", encoding: .utf8)
        XCTAssertTrue(arabicText.hasPrefix(AccessibilitySnapshot.headerPrefix + "home, right-to-left, ios\n"), arabicText)
        XCTAssertTrue(arabicText.contains("الرئيسية"), arabicText)

        // Bytes per cell of the manifest files (the records are counted apart).
        let jsonBytes = ["home", "list"].map { (try? Data(contentsOf: URL(fileURLWithPath: project.golden + "/manifest/\($0).json")).count) ?? 0 }.reduce(0, +)
        XCTAssertLessThan(jsonBytes / 16, 1_100, "manifest bytes per cell")
        let text = try String(contentsOfFile: project.golden + "/manifest/home.json", encoding: .utf8)
        let entryText = try XCTUnwrap(text.components(separatedBy: "\n    {\n").dropFirst().first)
        XCTAssertLessThan(entryText.utf8.count, 700, entryText)
        print("manifest records test: \(jsonBytes) manifest bytes for 16 cells (\(jsonBytes / 16) per cell), \(records.count) record files for 32 records")
        try commitAll(project, "goldens")

        // Nothing changed: every cell passes, and the next incremental check reuses every cell (the cache reads the
        // shared records as the cells' own files).
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])
        _ = try check(project, full: false)
        XCTAssertEqual(try check(project, full: false).reused, 16)

        // One English string: the 8 English cells change, with their snapshots.
        try project.edit("strings/en.json", replacing: "\"Home\"", with: "\"Homepage\"")
        let changed = try check(project).report
        let english = changed.cells.filter { $0.cell.locale.identifier == "en" }
        XCTAssertEqual(changed.cells.filter { $0.status == .changed }.map(\.cell.description), english.map(\.cell.description))
        XCTAssertTrue(english.allSatisfy { $0.accessibilityChanges.contains { $0.contains("Homepage") } }, "\(english.map(\.accessibilityChanges))")
        let approval = Approval(project: try project.load(), report: changed, reportFolder: project.defaultReport)
        XCTAssertEqual(try approval.run(filter: CellFilter(), jobs: 2).compactMap(\.error), [])

        let approved = try GoldenManifest.load(project: try project.load())
        for (id, entry) in approved.entries {
            let before = try XCTUnwrap(manifest.entries[id])
            if id.contains("-ar-") {
                XCTAssertEqual(entry, before, "\(id): an Arabic entry is as it was")
            } else {
                XCTAssertNotEqual(entry.records[.accessibility], before.records[.accessibility], id)
            }
        }
        // The English records nothing names any more are gone; every record left is named.
        let after = Self.recordFiles(project)
        XCTAssertEqual(after.count, Set(approved.entries.values.flatMap { $0.records.values }).count)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { !$0.hasPrefix("manifest/") }, [])
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])

        // The approval's diff: the entries name new digests, and git pairs each old English snapshot with its new one
        // (a rename with the changed line), so a reviewer reads what changed as text.
        try commitAll(project, "approve Homepage")
        let stat = try git(["show", "-M", "--format=", "--stat=200", "HEAD"], in: project.root)
        XCTAssertTrue(stat.contains(".a11y.txt => "), stat)
        let patch = try git(["show", "-M", "--format=", "HEAD", "--", "golden/manifest/home"], in: project.root)
        XCTAssertTrue(patch.contains("rename from golden/manifest/home/"), patch)
        XCTAssertTrue(patch.contains("-2. header level 1 \"Home\"") || patch.contains("\"Home\""), patch)
        XCTAssertTrue(patch.contains("+") && patch.contains("\"Homepage\""), patch)
    }

    func testAVersion2ManifestWithPerCellRecordsReadsAndIsWrittenAsVersion3WithSharedRecords() throws {
        let project = try makeProject()
        _ = try check(project, record: .missing)
        let loaded = try project.load()
        let manifest = try GoldenManifest.load(project: loaded)
        try Self.rewriteAsVersion2(project, manifest)
        let version2 = try GoldenManifest.load(project: try project.load())
        XCTAssertEqual(version2.entries.mapValues(\.stamp), manifest.entries.mapValues(\.stamp), "version 2 reads to the same records")
        XCTAssertTrue(version2.entries.values.allSatisfy(\.records.isEmpty))
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass], "the per-cell records are read")

        // A run that records takes the per-cell files in: version 3, shared records, the same entries as before.
        XCTAssertEqual(Set(try check(project, record: .missing).report.cells.map(\.status)), [.pass])
        let home = try JSONDocument.load(path: project.golden + "/manifest/home.json", limits: GoldenManifest.limits)
        XCTAssertEqual(try home.reader().object().requiredValue("version").int(), 3)
        XCTAssertEqual(try GoldenManifest.load(project: try project.load()), manifest)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { !$0.hasPrefix("manifest/") }, [])
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])
    }

    /// `golden convert --to manifest` on a project already in the manifest store is the migration: nothing to convert,
    /// every file written as version 3.
    func testConvertingAVersion2ManifestToTheManifestRewritesItAsVersion3() throws {
        let project = try makeProject()
        _ = try check(project, record: .missing)
        let manifest = try GoldenManifest.load(project: try project.load())
        try Self.rewriteAsVersion2(project, manifest)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { !$0.hasPrefix("manifest/") }.count, 32)
        XCTAssertEqual(try GoldenConversion.toManifest(project: try project.load()), 0)
        for screen in ["home", "list"] {
            let file = try JSONDocument.load(path: project.golden + "/manifest/\(screen).json", limits: GoldenManifest.limits)
            XCTAssertEqual(try file.reader().object().requiredValue("version").int(), 3)
        }
        XCTAssertEqual(try GoldenManifest.load(project: try project.load()), manifest)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { !$0.hasPrefix("manifest/") }, [])
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])
    }

    func testGarbageCollectionDeletesOnlyUnreferencedRecordFilesProofsheetWrote() throws {
        let project = try makeProject()
        _ = try check(project, record: .missing)
        let folder = project.golden + "/manifest/home"
        // A foreign file, a record-named link to a file outside, and a record-named file nothing names.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/README.txt"))
        let outside = try makeTemporaryFolder() + "/keep.txt"
        try Data("outside".utf8).write(to: URL(fileURLWithPath: outside))
        let linkName = String(repeating: "a", count: 32) + ".a11y.txt"
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + linkName, withDestinationPath: outside)
        let stray = String(repeating: "b", count: 32) + ".layout.txt"
        try Data("# proofsheet layout record v1: home\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + stray))

        try project.edit("strings/en.json", replacing: "\"Home\"", with: "\"Homepage\"")
        let changed = try check(project).report
        let approval = Approval(project: try project.load(), report: changed, reportFolder: project.defaultReport)
        XCTAssertEqual(try approval.run(filter: CellFilter(), jobs: 2).compactMap(\.error), [])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        XCTAssertTrue(names.contains("README.txt"))
        XCTAssertTrue(names.contains(linkName), "a link is never removed or followed")
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "outside")
        XCTAssertFalse(names.contains(stray), "an unreferenced record file is collected")
        let manifest = try GoldenManifest.load(project: try project.load())
        let named = Set(manifest.entries.filter { $0.key.hasPrefix("home/") }.values.flatMap { $0.records.map { $0.value.description + $0.key.suffix } })
        XCTAssertEqual(names.subtracting(["README.txt", linkName]), named, "exactly the named records remain")
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])

        // A screen that leaves the project: pruning its entries deletes its records, not the foreign files.
        try FileManager.default.removeItem(atPath: project.layouts + "/screens/list.json")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: project.golden + "/manifest/list/README.txt"))
        _ = try Orphans.prune(project: try project.load())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.golden + "/manifest/list"), ["README.txt"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.golden + "/manifest/list.json"))
    }

    /// A project switched to the manifest store without `golden convert` keeps its PNG goldens, and their own records
    /// beside them: recording into the manifest takes in no per-cell file that belongs to a PNG golden.
    func testRecordingIntoTheManifestBesidePNGGoldensLeavesTheirRecords() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        let sidecars = ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(sidecars.count, 16)
        try project.write("proofsheet.json", ScratchProject.Files.checkConfig(store: "manifest"))
        XCTAssertEqual(try check(project, record: .missing).report.counts[.new], 8)
        XCTAssertEqual(try GoldenManifest.load(project: try project.load()).entries.count, 8)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".txt") && !$0.hasPrefix("manifest/") }, sidecars)
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])
        try project.write("proofsheet.json", ScratchProject.Files.checkConfig())
        XCTAssertEqual(Set(try project.check().cells.map(\.status)), [.pass])
    }

    /// Damaged or hand-edited manifest files: each an error naming the file and the JSON path, never a crash.
    func testDamagedOrHandEditedManifestFilesAreErrorsNamingTheFileAndThePlace() throws {
        let project = try makeProject()
        _ = try check(project, record: .missing)
        let path = project.golden + "/manifest/home.json"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let digest = #"[0-9a-f]{32}"#
        let cases: [(String, (String) -> String, String)] = [
            ("truncated", { String($0.prefix($0.count / 2)) }, "home.json:"),
            ("unknown version", { $0.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 9") }, "version 1, 2 or 3"),
            ("unknown key", { $0.replacingOccurrences(of: "\"common\":", with: "\"extra\": 1,\n  \"common\":") }, "extra"),
            ("common part missing", { Self.replacingFirst(digest, in: $0, after: "\"common\": [", with: String(repeating: "0", count: 32)) }, "common"),
            ("cell part missing", { Self.replacingFirst(digest, in: $0, after: "\"inputs\": [\"", with: String(repeating: "1", count: 32)) }, "inputs"),
            ("fingerprint edited", { Self.replacingFirst(digest, in: $0, after: "\"fingerprint\": \"", with: String(repeating: "2", count: 32)) }, "does not match the inputs"),
            ("record digest not a hash", { Self.replacingFirst(digest, in: $0, after: "\"a11y\": \"", with: "xyz") }, "32 lowercase hex digits"),
            ("negative size", { $0.replacingOccurrences(of: "\"width\": 160", with: "\"width\": -1") }, "pixel size"),
            ("negative count", { $0.replacingOccurrences(of: "\"error\": 0", with: "\"error\": -3") }, "0 or more"),
            ("cell outside the screen", { $0.replacingOccurrences(of: "\"home/phone-ar-dark-1.0x\"", with: "\"home/../list/x\"") }, "is not a cell of this screen"),
            ("part edited", { $0.replacingOccurrences(of: "\"renderer:version\": \"", with: "\"renderer:version\": \"9") }, "does not hash to its name"),
            ("not an object", { _ in "[1, 2]\n" }, "home.json"),
        ]
        for (name, edit, expected) in cases {
            let edited = edit(original)
            XCTAssertNotEqual(edited, original, name)
            try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try GoldenManifest.load(project: try project.load()), name) { error in
                XCTAssertTrue("\(error)".contains("manifest/home.json"), "\(name): \(error)")
                XCTAssertTrue("\(error)".contains(expected), "\(name): \(error)")
            }
            // The check says it before any cell renders.
            XCTAssertThrowsError(try check(project), name)
        }
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))

        // A record file edited by hand, or missing: the cells naming it are errors naming the file; others pass.
        let manifest = try GoldenManifest.load(project: try project.load())
        let layout = try XCTUnwrap(manifest.entries["home/phone-en-light-1.0x"]?.records[.accessibility])
        let recordPath = project.golden + "/manifest/home/\(layout).a11y.txt"
        try Data((try String(contentsOfFile: recordPath, encoding: .utf8) + "3. button \"Extra\"\n").utf8).write(to: URL(fileURLWithPath: recordPath))
        var report = try check(project).report
        let sharing = manifest.entries.filter { $0.value.records[.accessibility] == layout }.keys.sorted()
        XCTAssertEqual(report.cells.filter { $0.status == .error }.map(\.cell.description), sharing)
        for id in sharing {
            let message = try XCTUnwrap(report.result(id)?.message)
            XCTAssertTrue(message.contains("golden/manifest/home/\(layout).a11y.txt does not hash to its name"), message)
            XCTAssertTrue(message.contains("home.json"), message)
        }
        try FileManager.default.removeItem(atPath: recordPath)
        report = try check(project).report
        XCTAssertEqual(report.cells.filter { $0.status == .error }.map(\.cell.description), sharing)
        XCTAssertTrue(try XCTUnwrap(report.result(sharing[0])?.message).contains("cannot be read"), "\(report.result(sharing[0])?.message ?? "")")
        // Recording the changed snapshots stores the record anew.
        _ = try check(project, record: .changed)
        XCTAssertEqual(Set(try check(project).report.cells.map(\.status)), [.pass])
    }

    /// Rewrites the store as version 2 wrote it: every part listed in every entry, one record file per cell.
    static func rewriteAsVersion2(_ project: ScratchProject, _ manifest: GoldenManifest) throws {
        let loaded = try project.load()
        for screen in ["home", "list"] {
            var parts: [String: CellInputs] = [:]
            let cells = manifest.entries.keys.filter { $0.hasPrefix(screen + "/") }.sorted()
            let values: [JSONValue] = cells.map { id in
                let entry = manifest.entries[id]!
                return .object([
                    ("cell", .string(id)), ("pixels", .string(entry.pixels.description)), ("width", .number(entry.width)),
                    ("height", .number(entry.height)), ("renderer", .string(entry.stamp.renderer)), ("diff", .string(entry.stamp.diffAlgorithm)),
                    ("fingerprint", .string(entry.stamp.fingerprint!.description)),
                    ("inputs", .array(entry.partDigests(into: &parts)!.map { .string($0) })),
                    ("findings", .object(FindingSeverity.allCases.map { ($0.rawValue, .number(entry.findings[$0] ?? 0)) })),
                ])
            }
            let value = JSONValue.object([
                ("format", .string(GoldenManifest.formatName)), ("version", .number(2)),
                ("inputs", .object(parts.keys.sorted().map { digest in (digest, .object(parts[digest]!.sortedEntries.map { ($0.key, .string($0.value)) })) })),
                ("cells", .array(values)),
            ])
            try Data((value.jsonText() + "\n").utf8).write(to: URL(fileURLWithPath: project.golden + "/manifest/\(screen).json"))
            for id in cells {
                for kind in ManifestRecord.Kind.allCases {
                    let record = try XCTUnwrap(try manifest.record(kind, of: id, config: loaded.config, files: loaded.files))
                    try FileManager.default.createDirectory(atPath: project.golden + "/" + screen, withIntermediateDirectories: true)
                    try Data(record.bytes).write(to: URL(fileURLWithPath: project.golden + "/" + id + kind.suffix))
                    // A cell's own file holds its name in the first line, as version 2 wrote it.
                    XCTAssertTrue(String(decoding: record.bytes, as: UTF8.self).hasPrefix("# proofsheet"))
                    XCTAssertTrue(String(decoding: record.bytes.prefix(200), as: UTF8.self).contains(id), id)
                }
            }
            try FileManager.default.removeItem(atPath: project.golden + "/manifest/" + screen)
        }
    }

    /// `text` with the first match of `pattern` after `marker` replaced.
    static func replacingFirst(_ pattern: String, in text: String, after marker: String, with replacement: String) -> String {
        guard let start = text.range(of: marker),
              let match = text.range(of: pattern, options: .regularExpression, range: start.upperBound..<text.endIndex) else { return text }
        return text.replacingCharacters(in: match, with: replacement)
    }
}
