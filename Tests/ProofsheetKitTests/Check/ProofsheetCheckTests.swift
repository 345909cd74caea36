import XCTest
@testable import ProofsheetKit

/// `ProofsheetCheck.verify`: one cell from Swift, the way an app's XCTest uses it.
final class ProofsheetCheckTests: XCTestCase {
    /// A state is verified by its id, and the screen's id is its tree as written: one cell each (in a copy of the
    /// shipped example: a verify writes the project's output folder).
    func testAShippedStateIsVerifiedByItsID() throws {
        let project = try Project.load(configPath: try ScratchProject.copy(of: .shipped, for: self))
        for screen in ["wallet", "wallet@empty", "wallet@error"] {
            let verification = try ProofsheetCheck.verify(project: project, screen: screen, locale: "ar", mode: .highContrastDark, textScale: 2)
            XCTAssertEqual(verification.result.cell.description, "\(screen)/phone-ar-highContrastDark-2.0x")
            XCTAssertNil(verification.failureMessage, screen)
        }
    }

    func testMissingGoldenFailsWithArtefactPathsAndTheApproveCommand() throws {
        let project = try makeCheckProject()
        let verification = try ProofsheetCheck.verify(config: project.configPath, screen: "home", locale: "en", mode: .light, textScale: 1)
        XCTAssertEqual(verification.result.status, .new)
        XCTAssertTrue(verification.isFailing)
        let folder = project.root + "/.proofsheet/verify/home/phone-en-light-1.0x"
        XCTAssertEqual(verification.reportFolder, folder)
        let message = try XCTUnwrap(verification.failureMessage)
        let actual = folder + "/cells/home/phone-en-light-1.0x.actual.png"
        XCTAssertEqual(message, """
            Proofsheet: home/phone-en-light-1.0x new: \(verification.result.message ?? "")
              actual:  \(actual)
              report:  \(folder)/index.html
            To accept the new image as the golden: proofsheet approve --config \(project.configPath) --report \(folder)
            """)
        XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: actual))
        XCTAssertEqual(try CheckReport.read(fromFolder: folder).cells.map(\.cell.description), ["home/phone-en-light-1.0x"])
    }

    func testApprovingFromTheVerifyFolderMakesTheCellPassAndRemovesTheFolder() throws {
        let project = try makeCheckProject()
        let first = try ProofsheetCheck.verify(config: project.configPath, screen: "list", locale: "ar", mode: .dark, textScale: 1)
        XCTAssertTrue(first.isFailing)
        // What `proofsheet approve --report <folder>` does.
        let outcomes = try Approval(project: try project.load(), report: try CheckReport.read(fromFolder: first.reportFolder),
                                reportFolder: first.reportFolder).run(filter: CellFilter(), jobs: 1)
        XCTAssertEqual(outcomes.map(\.cell.description), ["list/phone-ar-dark-1.0x"])
        XCTAssertEqual(outcomes.compactMap(\.error), [])
        let second = try ProofsheetCheck.verify(config: project.configPath, screen: "list", locale: "ar", mode: .dark, textScale: 1)
        XCTAssertNil(second.failureMessage)
        XCTAssertEqual(second.result.status, .pass)
        XCTAssertFalse(FileManager.default.fileExists(atPath: second.reportFolder))
    }

    func testChangedCellNamesGoldenActualDiffAndStrip() throws {
        let project = try makeCheckProject()
        _ = try project.check(record: .missing)
        try project.edit("tokens.json", replacing: "\"#111111\"", with: "\"#1111EE\"")
        let verification = try ProofsheetCheck.verify(project: try project.load(), screen: "home", locale: "en", mode: .light,
                                                      textScale: 1, device: "phone")
        let message = try XCTUnwrap(verification.failureMessage)
        XCTAssertTrue(message.hasPrefix("Proofsheet: home/phone-en-light-1.0x changed: "), message)
        XCTAssertTrue(message.contains("since the golden: token textPrimary (light) #111111 → #1111EE"), message)
        for (label, path) in [("golden", project.goldenPath("home/phone-en-light-1.0x")),
                              ("actual", verification.reportFolder + "/cells/home/phone-en-light-1.0x.actual.png"),
                              ("diff", verification.reportFolder + "/cells/home/phone-en-light-1.0x.diff.png"),
                              ("strip", verification.reportFolder + "/cells/home/phone-en-light-1.0x.strip.png")] {
            XCTAssertTrue(message.contains("\n  \(label):" + String(repeating: " ", count: 8 - label.count) + path + "\n"), "\(label): \(message)")
            XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: path), label)
        }
    }

    func testRecordingAMissingGoldenIsNotAFailure() throws {
        let project = try makeCheckProject()
        let verification = try ProofsheetCheck.verify(config: project.configPath, screen: "home", locale: "ar", mode: .dark,
                                                      textScale: 1, record: .missing)
        XCTAssertNil(verification.failureMessage)
        XCTAssertTrue(verification.result.recorded)
        XCTAssertNoThrow(try PNGDecoder.decodeFile(atPath: project.goldenPath("home/phone-ar-dark-1.0x")))
    }

    func testCellsOutsideTheMatrixThrow() throws {
        let project = try makeCheckProject()
        let loaded = try project.load()
        let cases: [(String, () throws -> ProofsheetCheck.Verification, String)] = [
            ("scale", { try ProofsheetCheck.verify(project: loaded, screen: "home", locale: "en", mode: .light, textScale: 1.5) },
             "--scale '1.5' is not in the project (known: 1.0)"),
            ("mode", { try ProofsheetCheck.verify(project: loaded, screen: "home", locale: "en", mode: .highContrastDark, textScale: 1) },
             "--mode 'highContrastDark' is not in the project (known: light"),
            ("locale", { try ProofsheetCheck.verify(project: loaded, screen: "home", locale: "fr", mode: .light, textScale: 1) },
             "--locale 'fr' is not in the project"),
            ("screen", { try ProofsheetCheck.verify(project: loaded, screen: "away", locale: "en", mode: .light, textScale: 1) },
             "--screen 'away' is not in the project"),
            ("device", { try ProofsheetCheck.verify(project: loaded, screen: "home", locale: "en", mode: .light, textScale: 1, device: "tablet") },
             "--device 'tablet' is not in the project"),
        ]
        for (name, verify, text) in cases {
            XCTAssertThrowsError(try verify(), name) { error in
                XCTAssertTrue("\(error)".contains(text), "\(name): \(error)")
            }
        }
    }
}
