import Foundation
import XCTest
@testable import ProofsheetKit

/// Whole checks of a scratch project: `Files.check()` is `Files.minimal`'s tokens and strings with two screens (`home`,
/// `list`) on a 160x200 pt device at scale 1, locales en and ar, modes light and dark, text scale 1.0: eight cells of
/// 32,000 pixels, so a whole check takes a fraction of a second even in a debug build. Goldens go to `root/golden/`,
/// reports to `root/.proofsheet/` (the config's default paths).
extension ScratchProject.Files {
    /// The check project's config text; `diff` is the JSON of a `diff` section, `size` the device in points; `fonts`
    /// true names the project's own `fonts/` folder (else the bundled fonts are used); `store` is the `golden.store` value.
    static func checkConfig(diff: String? = nil, width: Int = 160, height: Int = 200, scales: [String] = ["1.0"], fonts: Bool = false,
                            store: String? = nil) -> String {
        """
        // Check-test project.
        {
          "projectRoot": "..",
          \(fonts ? #""paths": { "fonts": "../fonts" },"# : "")
          "devices": { "phone": { "width": \(width), "height": \(height), "scale": 1 } },
          "matrix": {
            "locales": ["en", "ar"],
            "modes": ["light", "dark"],
            "textScales": [\(scales.joined(separator: ", "))],
          },
          \(diff.map { "\"diff\": \($0)," } ?? "")
          \(store.map { #""golden": { "store": "\#($0)" },"# } ?? "")
        }
        """
    }

    static let listScreen = screenText(id: "list", node: """
        { "type": "text", "text": "home.save", "style": "body" },
              { "type": "text", "text": "home.title", "style": "headline" }
        """)

    /// The check project's files: `minimal` with `config` and a second screen.
    static func check(config: String = checkConfig()) -> ScratchProject.Files {
        minimal
            .replacing("proofsheet.json", with: config)
            .replacing("screens/list.json", with: listScreen)
    }
}

extension ScratchProject {
    /// Replaces a file below `layouts/`.
    func write(_ relativePath: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: layouts + "/" + relativePath))
    }

    /// Replaces the first occurrence of `old` in a file below `layouts/`.
    func edit(_ relativePath: String, replacing old: String, with new: String) throws {
        let path = layouts + "/" + relativePath
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = text.range(of: old) else { throw EditError.textNotFound(old, relativePath) }
        try write(relativePath, text.replacingCharacters(in: range, with: new))
    }

    enum EditError: Error {
        case textNotFound(String, String)
    }

    /// Loads the project and checks it.
    func check(record: RecordMode = .never, filter: CellFilter = CellFilter(), shard: (Int, Int)? = nil,
               jobs: Int = 2, report: String? = nil) throws -> CheckReport {
        try run(record: record, filter: filter, shard: shard, jobs: jobs, report: report).run()
    }

    /// The run `check` performs (for its report folder and golden paths).
    func run(record: RecordMode = .never, filter: CellFilter = CellFilter(), shard: (Int, Int)? = nil,
             jobs: Int = 2, report: String? = nil, strips: Bool = false) throws -> CheckRun {
        var options = CheckRun.Options()
        options.writesComparisonStrip = strips
        options.record = record
        options.filter = filter
        options.shard = shard.map { (index: $0.0, count: $0.1) }
        options.jobs = jobs
        options.reportFolder = report
        return CheckRun(project: try load(), options: options)
    }

    /// Path of a cell's golden.
    func goldenPath(_ id: String) -> String { golden + "/" + id + ".png" }

    /// Every file below `folder` (relative paths, sorted), hidden ones included.
    static func files(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}

extension XCTestCase {
    /// A check project (`Files.check()`, or `files`) in a new temporary folder.
    func makeCheckProject(_ files: ScratchProject.Files = .check()) throws -> ScratchProject {
        try ScratchProject(root: makeTemporaryFolder(), files: files)
    }
}

extension CheckReport {
    /// The result of the cell whose id (`Cell.description`) is `id`.
    func result(_ id: String) -> CellResult? { cells.first { $0.cell.description == id } }

    /// Cell id → status.
    var statuses: [String: CellStatus] {
        Dictionary(uniqueKeysWithValues: cells.map { ($0.cell.description, $0.status) })
    }
}
