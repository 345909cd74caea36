import Foundation
import XCTest
@testable import ProofsheetKit

/// Every command that takes `--out` (or `--report`, `--strip`) accepts a bare relative path that does not exist yet
/// (`out`, `sub/new`) like `./out`: it creates it and finishes (a bare name once made the path resolver walk up
/// forever: issue #45). Each run has a time limit, so a hang fails the test instead of stalling the suite.
final class RelativeOutputPathTests: XCTestCase {
    /// The longest any of these runs may take (each renders at most a few cells).
    static let timeLimit: TimeInterval = 120

    /// Runs the binary in `folder`, killing it after the time limit.
    func run(_ arguments: [String], in folder: String, binary: ProofsheetBinary) throws -> ProofsheetBinary.Outcome {
        let process = try binary.start(arguments, in: folder)
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("proofsheet \(arguments.joined(separator: " ")) did not finish within \(Int(Self.timeLimit)) s")
        }
        process.waitUntilExit()
        let stdout = (try? String(contentsOfFile: folder + "/proofsheet.out", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: folder + "/proofsheet.err", encoding: .utf8)) ?? ""
        return ProofsheetBinary.Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    func testEveryOutputOptionTakesABareRelativePath() throws {
        let binary = try ProofsheetBinary.locate()
        let temporary = try makeTemporaryFolder()
        // A 200 × 300 pt phone at 1×: what is checked is where the files go, not what they show.
        let config = try ScratchProject.Files.minimal.replacing("proofsheet.json", with: Self.smallPhoneConfig).write(into: temporary)
        let project = (config as NSString).deletingLastPathComponent
        // Inside the project (the current folder is `layouts/`) and outside it (a sibling folder).
        let outside = temporary + "/elsewhere"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let cell = ["--config", config, "--screen", "home", "--locale", "ar", "--mode", "dark", "--scale", "2.0", "--jobs", "1"]
        for folder in [project, outside] {
            for out in ["out", "sub/new"] {
                let render = try run(["render"] + cell + ["--out", out], in: folder, binary: binary)
                XCTAssertEqual(render.status, 0, "render --out \(out) in \(folder): \(render.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)/home/phone-ar-dark-2.0x.png"), "render --out \(out)")

                let check = try run(["check"] + cell + ["--shard", "1/1", "--report", out + "-report"], in: folder, binary: binary)
                XCTAssertEqual(check.status, 1, "check --report \(out)-report (a new cell): \(check.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)-report/report.json"), "check --report \(out)-report")

                let merge = try run(["merge", out + "-report", "--out", out + "-merged"], in: folder, binary: binary)
                XCTAssertEqual(merge.status, 1, "merge --out \(out)-merged (one new cell): \(merge.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)-merged/index.html"), "merge --out \(out)-merged")

                let icons = try run(["icons", "--config", config, "--out", out + "-icons/sheet.png"], in: folder, binary: binary)
                XCTAssertEqual(icons.status, 0, "icons --out \(out)-icons/sheet.png: \(icons.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)-icons/sheet.png"))

                let image = "\(folder)/\(out)/home/phone-ar-dark-2.0x.png"
                let diff = try run(["diff", image, image, "--out", out + "-diff/d.png", "--strip", out + "-strip/s.png"], in: folder, binary: binary)
                XCTAssertEqual(diff.status, 0, "diff --out \(out)-diff/d.png: \(diff.stderr)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)-diff/d.png"))
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(out)-strip/s.png"))
            }
        }
    }

    static let smallPhoneConfig = """
        { "projectRoot": "..",
          "devices": { "phone": { "width": 200, "height": 300, "scale": 1 } },
          "matrix": { "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0, 2.0] } }
        """

    /// `store --out` on a project with a store section (a small en + ar project with one shot, one preset and
    /// locale; a folder two levels deep, so the bare-name case is covered by `render` above, which shares the resolver).
    func testStoreTakesABareRelativePath() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try makeTemporaryFolder()
        let project = try ScratchProject.strings("relative-store", files: [
            "strings/en.json": #"{ "greeting": "Good morning", "store.caption": "Plan your day" }"#,
            "strings/ar.json": #"{ "greeting": "صباح الخير", "store.caption": "خطط ليومك" }"#,
        ], strings: nil, screen: #"{ "type": "vstack", "padding": 16, "children": [{ "type": "text", "text": "greeting", "style": "title" }] }"#,
           devices: #"{ "phone": { "width": 200, "height": 300, "scale": 1 } }"#,
           store: #"{ "presets": ["googlePlayPhone"], "device": "phone", "shots": [{ "screen": "probe", "caption": "store.caption" }] }"#)
        let config = project.configPath
        for out in ["sub/new"] {
            let store = try run(["store", "--config", config, "--preset", "googlePlayPhone", "--locale", "ar", "--out", out, "--jobs", "1"],
                                in: folder, binary: binary)
            XCTAssertEqual(store.status, 0, "store --out \(out): \(store.stderr)")
            let written = FileManager.default.enumerator(atPath: folder + "/" + out)?.allObjects.compactMap { $0 as? String } ?? []
            XCTAssertFalse(written.filter { $0.hasSuffix(".png") }.isEmpty, "store --out \(out) wrote no shot")
        }
    }

    /// The resolver's own walk: a relative path that does not exist resolves against the current folder.
    func testRealPathOfARelativePathIsAbsolute() {
        let current = ProjectPath.realPath(FileManager.default.currentDirectoryPath)
        XCTAssertEqual(ProjectPath.realPath("no-such-folder-\(getpid())/x"), current + "/no-such-folder-\(getpid())/x")
        XCTAssertEqual(ProjectFiles(root: "/nonexistent-root", explicitFolders: ["out"]).explicitFolders,
                       [ProjectPath.normalize(FileManager.default.currentDirectoryPath) + "/out"])
    }
}
