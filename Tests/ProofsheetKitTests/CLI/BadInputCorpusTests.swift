import Foundation
import XCTest
@testable import ProofsheetKit
@testable import ProofsheetPNG

/// The bad-input corpus (`Fixtures/corpus/corpus.json`): every case gives its exact message and exit class,
/// the other screen is still checked, no golden is lost and no partial file is left behind.
///
/// Each case changes one file of a tiny two-screen project (`home` and `about`, one 120×80 pt cell each) and runs
/// `Project.load` and `CheckRun` on it; a few cases also run the `proofsheet` binary as a child process. In expected
/// messages `$P` is the `layouts/` folder, `$R` the project root, `$G` the golden folder and `$O` a folder outside
/// the project. Together with `SpecBadInputTests` the corpus covers at least 60 distinct bad inputs.
final class BadInputCorpusTests: XCTestCase {
    /// One entry of `corpus.json`.
    struct Case: Decodable {
        /// config, screen, golden, asset or string: which file the case replaces.
        let kind: String
        let name: String
        /// A file of the corpus folder, copied over the kind's target.
        let file: String?
        /// Content made at run time: `rgb16`, `palette`, `resized`, `truncated` (goldens from the real render),
        /// `oversize` (a JSON file over 4 MiB), `remove` (no file), `folder` (a folder in the file's place).
        let make: String?
        /// Where the content goes instead of the kind's target (placeholders allowed).
        let placeAt: String?
        /// A symbolic link to create: `at` (relative to the project root) → `to`.
        let symlink: Link?
        /// A `--screen` filter value for the run.
        let filter: String?
        /// fatal, screenError, cellError, changed, pass, renders, filterError.
        let expect: String
        let message: String?
        /// 2 = configuration error, 1 = cell error, 0 = success.
        let exit: Int32
        /// The text cases: whether the render reports missing glyphs.
        let missingGlyphs: Bool?
        /// Also run the `proofsheet` binary on this case.
        let cli: Bool?
        /// `--scale` filter values for the run.
        let scales: [Double]?
        /// A `--record all` after a cell error is refused (the golden's folder leads out of the project).
        let recordRefused: Bool?
        /// Run only through the binary: these arguments (placeholders expanded; `--config` added, and `--jobs 1`
        /// for matrix commands; nothing for `diff`). `message` is then a line of standard error, `exit` the exit status.
        let run: [String]?
        /// A binary run before the case's own (`["check"]` makes a report), before `edit` is applied.
        let before: [String]?
        /// Text replacements (every occurrence) in a file after `before`: tampering with `report.json`.
        let edit: [Edit]?
        /// Text standard output must contain, or must not contain (`!text`).
        let stdout: String?

        struct Link: Decodable {
            let at: String
            let to: String
        }

        struct Edit: Decodable {
            let file: String
            let replace: String
            let with: String
        }
    }

    struct Manifest: Decodable {
        let cases: [Case]
    }

    static let corpusFolder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("corpus").path

    static let manifest: Manifest = {
        let data = try! Data(contentsOf: URL(fileURLWithPath: corpusFolder + "/corpus.json"))
        return try! JSONDecoder().decode(Manifest.self, from: data)
    }()

    /// The cell file name of both screens (one device, locale, mode and scale).
    static let cellFile = "phone-en-light-1.0x.png"

    // MARK: - The base project

    static let config = """
        {
          "projectRoot": "..",
          "paths": { "fonts": "../fonts" },
          "devices": { "phone": { "width": 120, "height": 80, "scale": 1 } },
          "matrix": { "locales": ["en"], "modes": ["light"], "textScales": [1.0] }
        }
        """

    /// Opaque rects on whole points only: the render has few colours, so it fits a palette golden.
    static let home = """
        {
          "id": "home",
          "root": {
            "type": "vstack",
            "background": "background",
            "children": [
              { "type": "rect", "height": 20, "background": "accent" },
              { "type": "rect", "height": 10, "background": "danger" }
            ]
          }
        }
        """

    static let about = """
        {
          "id": "about",
          "root": { "type": "vstack", "children": [{ "type": "rect", "height": 30, "background": "surface" }] }
        }
        """

    /// `home` with one text node showing string `t` at full width (for the `string` cases that render).
    static let textHome = """
        {
          "id": "home",
          "root": { "type": "vstack", "children": [{ "type": "text", "text": "t", "width": "fill" }] }
        }
        """

    /// `home` with one image node showing `photo.png` (for the `asset` cases).
    static let imageHome = """
        {
          "id": "home",
          "root": { "type": "vstack", "children": [{ "type": "image", "src": "photo.png", "width": 40, "height": 40 }] }
        }
        """

    static let strings = #"{ "t": "Hello", "home.title": "Home" }"#

    /// The kind's file: what a case replaces.
    static func target(of item: Case, in folders: CorpusFolders) -> String {
        switch item.kind {
        case "config": return folders.layouts + "/proofsheet.json"
        case "screen": return folders.layouts + "/screens/home.json"
        case "string": return folders.layouts + "/strings/en.json"
        case "asset": return folders.layouts + "/assets/photo.png"
        default: return folders.golden + "/home/" + cellFile
        }
    }

    /// Sets up one case: the base project, then the case's file, made content and symbolic link.
    func prepare(_ item: Case) throws -> CorpusFolders {
        let homeText = item.kind == "asset" ? Self.imageHome : item.kind == "string" && item.expect == "renders" ? Self.textHome : Self.home
        let folders = try makeCorpusProject(homeText: homeText)
        if item.kind == "golden" {
            // Both screens get goldens first, so the case's golden replaces a real one and `about` passes.
            var options = CheckRun.Options()
            options.record = .missing
            _ = try CheckRun(project: Project.load(configPath: folders.layouts + "/proofsheet.json"), options: options).run()
        }
        let target = item.placeAt.map(folders.expand) ?? Self.target(of: item, in: folders)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if let file = item.file {
            try? FileManager.default.removeItem(atPath: target)
            try Data(contentsOf: URL(fileURLWithPath: Self.corpusFolder + "/" + file)).write(to: URL(fileURLWithPath: target))
        }
        switch item.make {
        case nil: break
        case "remove": try FileManager.default.removeItem(atPath: target)
        case "folder":
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        case "fifo":
            try? FileManager.default.removeItem(atPath: target)
            XCTAssertEqual(mkfifo(target, 0o644), 0, "mkfifo \(target)")
        case "sparse200MB":
            // 200 MB that take no disk space: a font over the limit must be refused from its size, never read.
            XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: nil))
            XCTAssertEqual(truncate(target, 200 << 20), 0)
        case let recipe?: try Data(try made(recipe, folders: folders)).write(to: URL(fileURLWithPath: target))
        }
        if let link = item.symlink {
            let at = folders.root + "/" + link.at
            try FileManager.default.createDirectory(atPath: (at as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: at)
            try FileManager.default.createSymbolicLink(atPath: at, withDestinationPath: folders.expand(link.to))
        }
        return folders
    }

    /// Content made at run time from the base project's own render.
    func made(_ recipe: String, folders: CorpusFolders) throws -> [UInt8] {
        if recipe == "oversize" {
            return Array("{ \"t\": \"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 4 << 20) + Array("\" }".utf8)
        }
        let project = try Project.load(configPath: folders.layouts + "/proofsheet.json")
        let cell = Cell(screen: "home", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1)
        let pixmap = try CellRenderer(project: project).render(cell).pixmap
        switch recipe {
        case "rgb16": return try CorpusPNG.rgb16(pixmap)
        case "palette": return try CorpusPNG.palette(pixmap)
        case "resized": return try PNGEncoder(includeAlpha: false).encode(try XCTUnwrap(Pixmap(width: 60, height: 40, fill: .white)))
        case "truncated":
            let bytes = try PNGEncoder(includeAlpha: false).encode(pixmap)
            return Array(bytes.prefix(bytes.count / 2))
        default:
            XCTFail("unknown recipe \(recipe)")
            return []
        }
    }

    // MARK: - Running a case

    /// What one case gave: the exit class, the message, and the two cells' results.
    struct Result {
        var exit: Int32
        var message: String?
        var home: CellResult?
        var about: CellResult?
        var project: Project?
    }

    func run(_ item: Case, in folders: CorpusFolders, record: RecordMode) -> Result {
        let project: Project
        do {
            project = try Project.load(configPath: folders.layouts + "/proofsheet.json")
        } catch {
            return Result(exit: 2, message: String(describing: error))
        }
        var options = CheckRun.Options()
        options.jobs = 2
        options.record = record
        if let filter = item.filter { options.filter.screens = [ScreenStateID(filter)] }
        options.filter.scales = (item.scales ?? []).map(TextSize.multiplier)
        let report: CheckReport
        do {
            report = try CheckRun(project: project, options: options).run()
        } catch {
            return Result(exit: 2, message: String(describing: error), project: project)
        }
        let home = report.cells.first { $0.cell.screen == "home" }
        let about = report.cells.first { $0.cell.screen == "about" }
        let message = project.screenErrors["home"]?.description ?? home?.message
        return Result(exit: report.hasFailures ? 1 : 0, message: message, home: home, about: about, project: project)
    }

    func testTheBaseProjectPassesAndItsGoldensRoundTrip() throws {
        let folders = try makeCorpusProject()
        let first = run(Self.manifest.cases[0], in: folders, record: .missing)
        XCTAssertEqual(first.exit, 0)
        XCTAssertEqual(first.home?.recorded, true)
        let second = run(Self.manifest.cases[0], in: folders, record: .never)
        XCTAssertEqual(second.home?.status, .pass)
        XCTAssertEqual(second.about?.status, .pass)
    }

    func testTheCorpusAndTheSpecCasesReachSixtyDistinctInputs() {
        let names = Self.manifest.cases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "case names must be distinct")
        XCTAssertGreaterThanOrEqual(names.count + SpecBadInputTests.cases.count, 60)
        for kind in ["config", "screen", "golden", "asset", "string"] {
            XCTAssertTrue(Self.manifest.cases.contains { $0.kind == kind }, "no \(kind) case")
        }
    }

    func testEveryCaseGivesItsMessageExitClassAndKeepsTheOtherScreen() throws {
        for item in Self.manifest.cases where item.run == nil {
            let folders = try prepare(item)
            let goldenBefore = try? Data(contentsOf: URL(fileURLWithPath: folders.golden + "/home/" + Self.cellFile))
            let outsideBefore = try FolderSnapshot(folders.outside)
            let goldensBefore = try FolderSnapshot(folders.golden)
            let result = run(item, in: folders, record: item.kind == "golden" ? .never : .missing)
            XCTAssertEqual(try FolderSnapshot(folders.outside), outsideBefore, "\(item.name): something outside the project root changed")
            // `.missing` and `.never` never replace a golden: every golden there before is byte-identical.
            XCTAssertEqual(try FolderSnapshot(folders.golden).files.filter { goldensBefore.files[$0.key] != nil }, goldensBefore.files,
                           "\(item.name): a golden changed")
            if ProcessInfo.processInfo.environment["CORPUS_DUMP"] != nil {
                print("CORPUS \(item.name) | \(result.exit) | \(result.message.map { $0.replacingOccurrences(of: folders.base, with: "$B") } ?? "-") | \(result.home?.status.rawValue ?? "-")")
            }
            XCTAssertEqual(result.exit, item.exit, "\(item.name): exit class (\(result.message ?? "no message"))")
            if let message = item.message {
                XCTAssertEqual(result.message, folders.expand(message), item.name)
            }
            switch item.expect {
            case "fatal", "filterError":
                XCTAssertNil(result.home, item.name)
            case "screenError":
                XCTAssertEqual(result.home?.status, .error, item.name)
                XCTAssertEqual(result.home?.message, "could not render: screen 'home' could not be loaded: \(result.message ?? "")", item.name)
                XCTAssertEqual(result.project?.screens.map(\.id), ["about"], item.name)
            case "cellError", "changed":
                XCTAssertEqual(result.home?.status, item.expect == "changed" ? .changed : .error, item.name)
                if item.expect == "cellError" {
                    // A check never touches an unreadable golden (the run above left it as it was); only an
                    // explicit --record all replaces it, with a complete, decodable golden.
                    let untouched = try? Data(contentsOf: URL(fileURLWithPath: folders.golden + "/home/" + Self.cellFile))
                    XCTAssertEqual(untouched, goldenBefore, "\(item.name): the golden was changed by a plain check")
                    let again = run(item, in: folders, record: .all)
                    var isFolder: ObjCBool = false
                    _ = FileManager.default.fileExists(atPath: folders.golden + "/home/" + Self.cellFile, isDirectory: &isFolder)
                    if item.recordRefused == true {
                        XCTAssertEqual(again.home?.status, .error, item.name)
                        XCTAssertEqual(again.home?.recorded, false, item.name)
                        XCTAssertEqual(try FolderSnapshot(folders.outside), outsideBefore, "\(item.name): --record all wrote outside")
                    } else if isFolder.boolValue {
                        // A folder is not replaced: the cell stays an error that says why.
                        XCTAssertEqual(again.home?.status, .error, item.name)
                        XCTAssertEqual(again.home?.recorded, false, item.name)
                    } else {
                        XCTAssertEqual(again.home?.recorded, true, item.name)
                        XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: folders.golden + "/home/" + Self.cellFile), item.name)
                    }
                }
            case "pass":
                XCTAssertEqual(result.home?.status, .pass, "\(item.name): \(result.home?.message ?? "")")
            case "renders":
                XCTAssertEqual(result.home?.status, .new, "\(item.name): \(result.home?.message ?? "")")
                XCTAssertEqual(result.home?.recorded, true, item.name)
                if let project = result.project, item.kind == "string" {
                    try assertTextStaysInside(item, project: project)
                }
            default:
                XCTFail("\(item.name): unknown expectation \(item.expect)")
            }
            if item.expect != "fatal" && item.expect != "filterError" {
                // The other screen is checked whatever happened to `home`.
                let about = try XCTUnwrap(result.about, item.name)
                XCTAssertTrue(about.status == .pass || (about.status == .new && about.recorded), "\(item.name): about \(about.status)")
                XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: folders.golden + "/about/" + Self.cellFile), item.name)
            }
            XCTAssertEqual(try partialFiles(in: folders.root), [], item.name)
        }
    }

    /// A text case lays out without crashing, every line fits the text box, and missing glyphs are reported.
    func assertTextStaysInside(_ item: Case, project: Project) throws {
        let cell = Cell(screen: "home", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1)
        let composed = try CellRenderer(project: project).compose(cell)
        let layout = try XCTUnwrap(composed.scene.texts.values.first, item.name)
        let scalars = Array((project.strings[LocaleID("en")]?["t"] ?? "").unicodeScalars)
        XCTAssertLessThanOrEqual(layout.lines.count, scalars.count + 1, "\(item.name): more lines than characters")
        for line in layout.lines {
            // A line may overflow only when it holds a single grapheme wider than the box.
            let shown = line.range.clamped(to: 0..<scalars.count)
            if String(String.UnicodeScalarView(scalars[shown])).count > 1 {
                XCTAssertLessThanOrEqual(line.box.width, layout.width + 1e-6, "\(item.name): line \(line.range) overflows")
            }
            for glyph in line.glyphs {
                XCTAssertTrue(glyph.x.isFinite && glyph.y.isFinite, item.name)
            }
        }
        XCTAssertEqual(!layout.missingGlyphs.isEmpty, item.missingGlyphs ?? false, "\(item.name): missing glyphs \(layout.missingGlyphs)")
    }

    /// Temporary files of interrupted writes (`AtomicFile`'s `.<name>.tmp-<pid>-<n>`) anywhere below `folder`.
    func partialFiles(in folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if (path as NSString).lastPathComponent.contains(".tmp-") { found.append(path) }
        }
        return found
    }

    // MARK: - The command line

    /// `.build/<config>/proofsheet`: the test bundle's resources sit in the same folder.
    static var binary: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("proofsheet").path
    }

    /// Runs `proofsheet` with `arguments` in the folder `cwd`; returns the exit status and standard error.
    func runBinary(_ arguments: [String], cwd: String, killAfter seconds: Double = 600) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        defer { watchdog.cancel() }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testTheBinaryExitsWithTwoForConfigurationErrorsAndOneForCellErrors() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.binary),
                      "\(Self.binary) is missing: 'swift build' (or 'swift test', which builds it) first")
        let chosen = Self.manifest.cases.filter { $0.cli == true }
        XCTAssertGreaterThanOrEqual(chosen.count, 5)
        XCTAssertEqual(Set(chosen.map(\.exit)), [1, 2])
        for item in chosen {
            let folders = try prepare(item)
            let cwd = folders.base + "/cwd"
            try FileManager.default.createDirectory(atPath: cwd, withIntermediateDirectories: true)
            var arguments = ["check", "--config", folders.layouts + "/proofsheet.json", "--jobs", "1", "--record", "missing"]
            if let filter = item.filter { arguments += ["--screen", filter] }
            let (status, output, error) = try runBinary(arguments, cwd: cwd)
            XCTAssertEqual(status, item.exit, "\(item.name): \(error)")
            if item.exit == 2, let message = item.message {
                XCTAssertTrue(error.contains(folders.expand(message)), "\(item.name): \(error)")
            }
            if item.exit == 1 {
                XCTAssertTrue(output.contains("1 cell(s) failed"), "\(item.name): \(output)")
            }
            XCTAssertEqual(try partialFiles(in: folders.root), [], item.name)
        }
    }

    /// The cases that only the binary can run (approve, the run lock, --prune-orphans, diff, audits): the exit
    /// status, the exact message, nothing outside the root created, changed or deleted, every golden unchanged.
    /// A case with a FIFO must end at all (a hang is killed after 10 s and fails); its time is printed.
    func testTheBinaryRefusesEveryPathOutOfTheProject() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.binary), "\(Self.binary) is missing: 'swift build' first")
        let chosen = Self.manifest.cases.filter { $0.run != nil }
        XCTAssertGreaterThanOrEqual(chosen.count, 8)
        for item in chosen {
            let folders = try prepare(item)
            let cwd = folders.base + "/cwd"
            try FileManager.default.createDirectory(atPath: cwd, withIntermediateDirectories: true)
            func arguments(_ words: [String]) -> [String] {
                let expanded = words.map(folders.expand)
                switch expanded.first {
                case "diff": return expanded
                case "layout": return expanded + ["--config", folders.layouts + "/proofsheet.json"]
                default: return expanded + ["--config", folders.layouts + "/proofsheet.json", "--jobs", "1"]
                }
            }
            if let before = item.before {
                let (status, _, error) = try runBinary(arguments(before), cwd: cwd)
                XCTAssertNotEqual(status, 2, "\(item.name): the run before failed: \(error)")
            }
            for edit in item.edit ?? [] {
                let file = folders.expand(edit.file)
                let text = try String(contentsOfFile: file, encoding: .utf8)
                XCTAssertTrue(text.contains(edit.replace), "\(item.name): \(file) has no \(edit.replace)")
                try Data(text.replacingOccurrences(of: edit.replace, with: folders.expand(edit.with)).utf8).write(to: URL(fileURLWithPath: file))
            }
            let outsideBefore = try FolderSnapshot(folders.outside)
            let goldensBefore = try FolderSnapshot(folders.golden)
            let start = Date()
            let (status, output, error) = try runBinary(arguments(item.run ?? []), cwd: cwd, killAfter: 10)
            let seconds = Date().timeIntervalSince(start)
            if item.make == "fifo" { print("CORPUS-TIME \(item.name): \(String(format: "%.2f", seconds)) s") }
            XCTAssertEqual(status, item.exit, "\(item.name): \(error)")
            if let message = item.message {
                XCTAssertTrue(error.split(separator: "\n").contains { $0 == folders.expand(message) }, "\(item.name): \(error)")
            }
            // Every message clean: no control character but the line feed reaches either stream (MessageText).
            for (stream, text) in [("standard output", output), ("standard error", error)] {
                let controls = text.unicodeScalars.filter { $0 != "\n" && MessageText.isControl($0) }
                XCTAssertEqual(controls.map { "U+" + MessageText.hex4($0.value) }, [], "\(item.name): \(stream) holds control characters")
            }
            if let expected = item.stdout {
                let negated = expected.hasPrefix("!")
                XCTAssertEqual(output.contains(folders.expand(negated ? String(expected.dropFirst()) : expected)), !negated, "\(item.name): \(output)")
            }
            XCTAssertEqual(try FolderSnapshot(folders.outside), outsideBefore, "\(item.name): something outside the project root changed")
            XCTAssertEqual(try FolderSnapshot(folders.golden), goldensBefore, "\(item.name): a golden changed")
            XCTAssertEqual(try partialFiles(in: folders.root), [], item.name)
        }
    }

    /// A report folder outside the project given on the command line is the user's explicit choice: allowed.
    func testAReportFolderOutsideTheProjectIsAllowedOnTheCommandLine() throws {
        let folders = try makeCorpusProject()
        let report = folders.outside + "/report"
        let (status, _, error) = try runBinary(["check", "--config", folders.layouts + "/proofsheet.json", "--jobs", "1",
                                                "--record", "missing", "--report", report], cwd: folders.outside)
        XCTAssertEqual(status, 0, error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report + "/report.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folders.output + "/report/report.json"))
    }
}

/// PNG files the encoder never writes (16-bit RGB, 8-bit palette), built from a pixmap for the golden cases.
enum CorpusPNG {
    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, palette: [UInt8]?, scanlines: [UInt8]) throws -> [UInt8] {
        var writer = PNGChunkWriter()
        func be32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)] }
        writer.append(.header, be32(width) + be32(height) + [bitDepth, colorType, 0, 0, 0])
        if let palette { writer.append(.palette, palette) }
        let compressor = try XCTUnwrap(ZlibCompressor(level: 6))
        let compressed = try XCTUnwrap(scanlines.withUnsafeBytes { compressor.compress($0) })
        writer.append(.imageData, compressed)
        writer.append(.end, [])
        return writer.bytes
    }

    /// Colour type 2, 16 bits per sample: each 8-bit value v becomes v × 257 (exact when read back).
    static func rgb16(_ pixmap: Pixmap) throws -> [UInt8] {
        var lines: [UInt8] = []
        for y in 0..<pixmap.height {
            lines.append(0)
            for x in 0..<pixmap.width {
                let i = (y * pixmap.width + x) * 4
                for c in 0..<3 { lines += [pixmap.bytes[i + c], pixmap.bytes[i + c]] }
            }
        }
        return try file(width: pixmap.width, height: pixmap.height, bitDepth: 16, colorType: 2, palette: nil, scanlines: lines)
    }

    /// Colour type 3, 8-bit indices into a palette of the pixmap's colours (fails over 256 colours).
    static func palette(_ pixmap: Pixmap) throws -> [UInt8] {
        var index: [UInt32: UInt8] = [:]
        var table: [UInt8] = []
        var lines: [UInt8] = []
        for y in 0..<pixmap.height {
            lines.append(0)
            for x in 0..<pixmap.width {
                let i = (y * pixmap.width + x) * 4
                let key = UInt32(pixmap.bytes[i]) << 16 | UInt32(pixmap.bytes[i + 1]) << 8 | UInt32(pixmap.bytes[i + 2])
                if index[key] == nil {
                    XCTAssertLessThan(index.count, 256, "the render has more than 256 colours")
                    index[key] = UInt8(truncatingIfNeeded: index.count)
                    table += pixmap.bytes[i..<(i + 3)]
                }
                lines.append(index[key] ?? 0)
            }
        }
        return try file(width: pixmap.width, height: pixmap.height, bitDepth: 8, colorType: 3, palette: table, scanlines: lines)
    }
}

/// Folders of one case: the project root, its layouts and golden folders, and a folder outside the root.
struct CorpusFolders {
    let base: String
    var root: String { base + "/root" }
    var layouts: String { root + "/layouts" }
    var golden: String { root + "/golden" }
    var output: String { root + "/.proofsheet" }
    var outside: String { base + "/outside" }

    func expand(_ text: String) -> String {
        text.replacingOccurrences(of: "$P", with: layouts).replacingOccurrences(of: "$R", with: root)
            .replacingOccurrences(of: "$G", with: golden).replacingOccurrences(of: "$O", with: outside)
    }
}

extension XCTestCase {
    /// Writes the base project (with `home` replaced by `homeText`) with hard links of the repository's fonts
    /// (a `ScratchProject` from files), and the case's empty folders.
    func makeCorpusProject(homeText: String = BadInputCorpusTests.home) throws -> CorpusFolders {
        let folders = CorpusFolders(base: try makeTemporaryFolder())
        _ = try ScratchProject(root: folders.root, files: ScratchProject.Files(files: [
            "proofsheet.json": BadInputCorpusTests.config, "tokens.json": ScratchProject.Files.tokens,
            "strings/en.json": BadInputCorpusTests.strings, "screens/home.json": homeText,
            "screens/about.json": BadInputCorpusTests.about,
        ]))
        for folder in [folders.layouts + "/assets", folders.golden, folders.outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        return folders
    }
}
