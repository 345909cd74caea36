import Foundation
import XCTest
@testable import ProofsheetKit

/// `proofsheet diff` as a user runs it: the verdict, the exit status of each outcome and the option ranges
/// (docs/diff.md). Skipped when the executable has not been built.
final class DiffCommandTests: XCTestCase {
    func testVerdictsExitStatusesAndOptionRanges() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-command-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let white = Color(r: 255, g: 255, b: 255)
        try write(Pixmap(width: 8, height: 8, fill: white)!, to: folder + "/a.png")
        var changed = Pixmap(width: 8, height: 8, fill: white)!
        changed.bytes[0] = 0
        changed.bytes[4 * 9] = 0
        try write(changed, to: folder + "/b.png")
        try write(Pixmap(width: 8, height: 9, fill: white)!, to: folder + "/tall.png")

        let cases: [(name: String, arguments: [String], status: Int32, output: String)] = [
            ("identical", ["a.png", "a.png"], 0, "same (exact-1): identical"),
            ("two pixels differ", ["a.png", "b.png"], 1, "different (exact-1): 2 pixels differ (3.125%)"),
            ("within a pixel budget", ["a.png", "b.png", "--max-diff-pixels", "2"], 0, "same (exact-1): 2 pixels differ"),
            ("within a ratio budget", ["a.png", "b.png", "--max-diff-ratio", "0.04"], 0, "same (exact-1)"),
            ("sizes differ", ["a.png", "tall.png"], 3, "different (exact-1): size mismatch (expected 8x8, found 8x9)"),
            ("sizes differ with a strip", ["a.png", "tall.png", "--strip", "s.png"], 3, "size mismatch"),
            ("no diff image for other sizes", ["a.png", "tall.png", "--out", "d.png"], 2, "--out: no diff image for images of different sizes"),
            ("ratio above 1", ["a.png", "b.png", "--max-diff-ratio", "2"], 2, "--max-diff-ratio must be from 0 to 1"),
            ("negative pixels", ["a.png", "b.png", "--max-diff-pixels", "-5"], 2, "--max-diff-pixels must be 0 or more, found -5"),
            ("threshold above 1", ["a.png", "b.png", "--tolerant", "--threshold", "1.5"], 2, "--threshold must be from 0 to 1"),
            ("threshold without tolerant", ["a.png", "b.png", "--threshold", "0.2"], 2, "--threshold applies to the tolerant comparison only"),
            ("include-aa without tolerant", ["a.png", "b.png", "--include-aa"], 2, "--include-aa applies to the tolerant comparison only"),
            ("tolerant", ["a.png", "b.png", "--tolerant"], 1, "different (pixelmatch-yiq-1): 2 pixels differ"),
        ]
        for (name, arguments, status, output) in cases {
            let outcome = try binary.run(["diff"] + arguments, in: folder)
            XCTAssertEqual(outcome.status, status, "\(name): \(outcome.stdout)\(outcome.stderr)")
            XCTAssertTrue((outcome.stdout + outcome.stderr).contains(output), "\(name): \(outcome.stdout)\(outcome.stderr)")
        }
    }

    /// A strip that cannot be written still leaves the verdict printed before the error.
    func testVerdictIsPrintedWhenTheStripCannotBeWritten() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-verdict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(Pixmap(width: 4, height: 4, fill: Color(r: 0, g: 0, b: 0))!, to: folder + "/a.png")
        // A missing folder is made (`--strip new/strip.png` works like `./new/strip.png`); a file in its place is not.
        let outcome = try binary.run(["diff", "a.png", "a.png", "--strip", "a.png/strip.png"], in: folder)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("a.png/strip.png: cannot write there"), outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("same (exact-1): identical"), outcome.stdout)
    }

    private func write(_ pixmap: Pixmap, to path: String) throws {
        try PNGEncoder(effort: .fast).write(pixmap, toPath: path)
    }
}
