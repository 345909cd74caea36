import Foundation
import XCTest
@testable import ProofsheetKit

/// Issue #43 item 3 on the 8-cell en + ar `ScratchProject` in the manifest store: versions 2 and 3 store each part of the
/// cells' input records once per screen file (content-addressed), entries list their parts' digests, records read back
/// whole, version 1 files still read, and a part edited by hand is an error naming it.
final class LeanManifestTests: XCTestCase {
    func makeManifestProject() throws -> ScratchProject {
        try makeCheckProject(ScratchProject.Files.check(config: ScratchProject.Files.checkConfig(store: "manifest")))
    }

    func record(_ project: ScratchProject) throws -> CheckReport {
        var options = CheckRun.Options()
        options.record = .missing
        options.jobs = 2
        options.full = true
        return try CheckRun(project: try project.load(), options: options).run()
    }

    func testRecordWritesSharedInputPartsAndEntriesOfUnderAKilobyteThatReadBackWhole() throws {
        let project = try makeManifestProject()
        let recorded = try record(project)
        XCTAssertEqual(recorded.counts[.new], 8)
        let loaded = try project.load()
        let manifest = try GoldenManifest.load(project: loaded)
        XCTAssertEqual(manifest.entries.count, 8)
        // Every entry's record is the one the cell records now, whole (the fingerprint checks it on load too).
        let run = CheckRun(project: loaded, options: CheckRun.Options())
        for (id, entry) in manifest.entries {
            let cell = try XCTUnwrap(recorded.cells.first { $0.cell.description == id }?.cell)
            XCTAssertEqual(entry.stamp, try run.stamp(for: cell), id)
        }
        for screen in ["home", "list"] {
            let path = project.golden + "/manifest/\(screen).json"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let document = try JSONDocument.load(path: path, limits: GoldenManifest.limits)
            let object = try document.reader().object()
            XCTAssertEqual(try object.requiredValue("version").int(), 3)
            let parts = try object.requiredObject("inputs")
            let cells = try object.requiredArray("cells")
            XCTAssertEqual(cells.count, 4)
            // en and ar share the node, device, font and renderer parts (listed once, as `common`); light and dark
            // share the string parts.
            let common = try object.requiredArray("common").map { try $0.string() }
            XCTAssertFalse(common.isEmpty)
            var references = 0
            for cell in cells {
                let digests = try cell.object().requiredArray("inputs").map { try $0.string() } + common
                references += digests.count
                XCTAssertEqual(Set(digests).count, digests.count)
                XCTAssertTrue(digests.allSatisfy { parts.contains($0) })
            }
            XCTAssertLessThan(parts.members.count, references, "\(screen): parts are shared")
            // The file reads as diffable text: one member per line, each part's keys in order.
            XCTAssertTrue(text.contains("\"node:\(screen)/"), screen)
            // An entry alone (its lines in the file) is well under a kilobyte.
            let entry = try XCTUnwrap(text.components(separatedBy: "\"cell\": ").dropFirst().first)
            XCTAssertLessThan(entry.utf8.count, 600, entry)
        }
        XCTAssertEqual(Set(try record(project).cells.map(\.status)), [.pass], "the recorded manifest passes")
    }

    func testAVersion1ManifestStillReadsAndIsWrittenAsVersion2OnTheNextRecord() throws {
        let project = try makeManifestProject()
        _ = try record(project)
        let loaded = try project.load()
        let manifest = try GoldenManifest.load(project: loaded)
        // The same entries as version 1 wrote them: every record inline, sorted by key.
        for screen in ["home", "list"] {
            let cells = manifest.entries.keys.filter { $0.hasPrefix(screen + "/") }.sorted()
            let value = JSONValue.object([
                ("format", .string(GoldenManifest.formatName)),
                ("version", .number(1)),
                ("cells", .array(cells.map { id in
                    let entry = manifest.entries[id]!
                    return .object([
                        ("cell", .string(id)), ("pixels", .string(entry.pixels.description)), ("width", .number(entry.width)),
                        ("height", .number(entry.height)), ("renderer", .string(entry.stamp.renderer)), ("diff", .string(entry.stamp.diffAlgorithm)),
                        ("fingerprint", .string(entry.stamp.fingerprint!.description)),
                        ("inputs", .object(entry.stamp.inputs!.sortedEntries.map { ($0.key, .string($0.value)) })),
                        ("findings", .object(FindingSeverity.allCases.map { ($0.rawValue, .number(entry.findings[$0] ?? 0)) })),
                    ])
                })),
            ])
            let path = project.golden + "/manifest/\(screen).json"
            let lean = try Data(contentsOf: URL(fileURLWithPath: path)).count
            let old = Data((value.jsonText() + "\n").utf8)
            XCTAssertLessThan(lean, old.count, "\(screen): version 3 is smaller even with 4 cells")
            try old.write(to: URL(fileURLWithPath: path))
            // Version 1 kept each cell's records as its own files beside the manifest.
            for id in cells {
                for kind in ManifestRecord.Kind.allCases {
                    let record = try XCTUnwrap(try manifest.record(kind, of: id, config: loaded.config, files: loaded.files))
                    try FileManager.default.createDirectory(atPath: project.golden + "/" + screen, withIntermediateDirectories: true)
                    try Data(record.bytes).write(to: URL(fileURLWithPath: project.golden + "/" + id + kind.suffix))
                }
            }
            try FileManager.default.removeItem(atPath: project.golden + "/manifest/" + screen)
        }
        // Version 1 has no shared records (its records are one file per cell): the same entries otherwise.
        XCTAssertEqual(try GoldenManifest.load(project: loaded).entries.mapValues(\.stamp), manifest.entries.mapValues(\.stamp), "version 1 reads to the same entries")
        XCTAssertEqual(Set(try record(project).cells.map(\.status)), [.pass])
        // Recording a new cell rewrites its screen's file as version 3 with the old entries kept.
        try project.edit("proofsheet.json", replacing: #""modes": ["light", "dark"]"#, with: #""modes": ["light", "dark", "highContrastLight"]"#)
        XCTAssertEqual(try record(project).counts[.new], 4)
        let home = try JSONDocument.load(path: project.golden + "/manifest/home.json", limits: GoldenManifest.limits)
        XCTAssertEqual(try home.reader().object().requiredValue("version").int(), 3)
        let after = try GoldenManifest.load(project: try project.load())
        XCTAssertEqual(after.entries.count, 12)
        for (id, entry) in manifest.entries where id.hasPrefix("home/") { XCTAssertEqual(after.entries[id]?.stamp, entry.stamp, id) }
    }

    func testAnInputPartEditedByHandOrMissingIsAnErrorNamingIt() throws {
        let project = try makeManifestProject()
        _ = try record(project)
        let path = project.golden + "/manifest/home.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // A value of the node part changed by hand: the part no longer hashes to its name.
        let line = try XCTUnwrap(text.range(of: #""node:home/[^"]*": ""#, options: .regularExpression))
        var edited = text
        edited.insert("x", at: line.upperBound)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try GoldenManifest.load(project: try project.load())) { error in
            XCTAssertTrue("\(error)".contains("home.json"), "\(error)")
            XCTAssertTrue("\(error)".contains("does not hash to its name"), "\(error)")
        }
        // A digest an entry lists that the file does not hold.
        let document = try JSONDocument.load(path: path, limits: GoldenManifest.limits)
        let first = try XCTUnwrap(try document.reader().object().requiredObject("inputs").members.first?.key)
        try Data(text.replacingOccurrences(of: "\"\(first)\": {", with: "\"\(String(repeating: "0", count: 32))\": {").utf8)
            .write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try GoldenManifest.load(project: try project.load())) { error in
            XCTAssertTrue("\(error)".contains("home.json"), "\(error)")
        }
    }
}
