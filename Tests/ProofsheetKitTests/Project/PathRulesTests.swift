import Foundation
import XCTest
@testable import ProofsheetKit

/// The name rule (`ProjectName`), the path resolver (`ProjectFiles`), safe deletion and the file names deletion
/// may touch (docs/hardening.md, "Names", "Files", "Deletion").
final class PathRulesTests: XCTestCase {
    func testTheNameRuleAcceptsPlainNamesAndSaysWhyItRefusesOthers() {
        let cases: [(String, String?)] = [
            ("home", nil), ("ar", nil), ("en-GB", nil), ("pt_BR", nil), ("phone.small", nil), ("a", nil),
            (String(repeating: "x", count: 64), nil),
            ("", "a name cannot be empty"),
            (String(repeating: "x", count: 65), "a name has at most 64 characters, found 65"),
            (".", "a name cannot start with '.'"), ("..", "a name cannot start with '.'"), (".hidden", "a name cannot start with '.'"),
            ("../x", "a name cannot start with '.'"), ("a/b", "a name cannot contain '/'"),
            ("evil\u{0}", "a name cannot contain '\\u0000'"), ("tab\there", "a name cannot contain '\\u0009'"),
            ("with space", "a name cannot contain ' '"), ("a\\b", "a name cannot contain '\\'"),
            ("عربي", "a name cannot contain a non-ASCII character"), ("x:y", "a name cannot contain ':'"),
        ]
        for (text, problem) in cases {
            XCTAssertEqual(ProjectName.problem(in: text), problem, text.debugDescription)
            XCTAssertEqual(ProjectName(text) == nil, problem != nil, text.debugDescription)
        }
    }

    func testCellPathsAreMadeOnlyOfValidNames() throws {
        let good = Cell(screen: "home", device: "phone", locale: LocaleID("ar"), mode: .dark, textScale: 1.3)
        XCTAssertEqual(try ProjectFiles.cellPath(good, in: "/p/golden"), "/p/golden/home/phone-ar-dark-1.3x.png")
        XCTAssertEqual(try ProjectFiles.cellPath(good, in: "/r", suffix: ".actual.png"), "/r/home/phone-ar-dark-1.3x.actual.png")
        let state = Cell(screen: "home@empty", device: "phone", locale: LocaleID("ar"), mode: .dark, textScale: 1.3)
        XCTAssertEqual(try ProjectFiles.cellPath(state, in: "/p/golden"), "/p/golden/home@empty/phone-ar-dark-1.3x.png")
        let bad: [Cell] = [
            Cell(screen: "home@../../x", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "home@a@b", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "@empty", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "home@", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "../../outside/approved", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "home", device: "phone-en-light-1.0x.png\u{0}", locale: LocaleID("en"), mode: .light, textScale: 1),
            Cell(screen: "home", device: "phone", locale: LocaleID("../../x/xx"), mode: .light, textScale: 1),
            Cell(screen: "home", device: "a/b", locale: LocaleID("ar"), mode: .light, textScale: 1),
        ]
        for cell in bad {
            XCTAssertThrowsError(try ProjectFiles.cellPath(cell, in: "/p/golden"), cell.description)
        }
    }

    func testTheResolverRefusesWhatResolvesOutsideTheRootAndHonoursOnlyFoldersOutsideIt() throws {
        let base = try makeTemporaryFolder()
        let root = base + "/root", outside = base + "/outside"
        for folder in [root + "/golden", outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: root + "/golden/today", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/report", withDestinationPath: outside)
        let files = ProjectFiles(root: root, explicitFolders: [outside + "/chosen", root + "/report"])
        XCTAssertNoThrow(try files.checked(root + "/golden/home/phone-en-light-1.0x.png", role: "golden"))
        XCTAssertNoThrow(try files.checked(outside + "/chosen/cells/x.png", role: "report folder"), "a folder named outside the root is the user's choice")
        let refused = [root + "/golden/today/phone-en-light-1.0x.png", root + "/golden/../../outside/x.png", "/etc/passwd",
                       root + "/report/cells/x.png"]
        for path in refused {
            XCTAssertThrowsError(try files.checked(path, role: "golden"), path) { error in
                XCTAssertTrue(String(describing: error).contains("lies outside the project root \(root)"), "\(error)")
            }
        }
        XCTAssertEqual(files.explicitFolders, [outside + "/chosen"], "a project folder named on the command line is still held to the rule")
    }

    /// Only names a run writes are ever deleted: `<device>-<locale>-<mode>-<size>[-bold]` plus the suffix.
    func testDeletionRecognisesOnlyCellFileNames() {
        let cases: [(String, String, Bool)] = [
            ("phone-en-light-1.0x.png", ".png", true), ("phone-ar-highContrastDark-3.15x.png", ".png", true),
            ("tablet-pt-BR-dark-2.0x.png", ".png", true), ("phone-en-light-1.0x.actual.png", ".actual.png", true),
            ("notes.png", ".png", false), ("photo-1.0x.png", ".png", false), ("phone-en-sepia-1.0x.png", ".png", false),
            ("phone-en-light-1x.png", ".png", false), ("phone-en-light-1.00000x.png", ".png", false),
            ("phone-en-light-1.0x.actual.png", ".png", false), ("phone-en-light-1.0x.png.bak", ".png", false),
            ("phone en-light-1.0x.png", ".png", false), ("-light-1.0x.png", ".png", false),
            // Named text sizes and Bold Text (`TextSize.label`, `Cell.sizeLabel`).
            ("phone-en-light-AX5.png", ".png", true), ("phone-ar-dark-xSmall.a11y.txt", ".a11y.txt", true),
            ("pixel7-ar-light-fs1.3.png", ".png", true), ("pixel7-en-dark-fs2.0-bold.actual.png", ".actual.png", true),
            ("phone-en-light-1.0x-bold.png", ".png", true), ("phone-en-light-large-bold.layout.txt", ".layout.txt", true),
            ("phone-en-light-AX6.png", ".png", false), ("phone-en-light-fs9.5.png", ".png", false),
            ("phone-en-light-fs1.30.png", ".png", false), ("phone-en-light-bold.png", ".png", false),
            ("phone-en-light-1.0x-bold-bold.png", ".png", false), ("phone-en-light-Large.png", ".png", false),
        ]
        for (name, suffix, matches) in cases {
            XCTAssertEqual(CellFileName.matches(name, suffix: suffix), matches, name)
        }
    }

    func testSafeDeletionNeverFollowsLinksNorRemovesForeignFilesOrTheirFolders() throws {
        let base = try makeTemporaryFolder()
        let golden = base + "/golden", outside = base + "/outside"
        let manager = FileManager.default
        for folder in [golden + "/home", golden + "/gone", golden + "/mixed", golden + "/home/notes.png", outside] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let cell = "phone-ar-light-1.0x.png"
        for path in [golden + "/home/" + cell, golden + "/gone/" + cell, golden + "/mixed/" + cell, golden + "/mixed/README.md",
                     golden + "/home/notes.png/keep.txt", outside + "/" + cell] {
            XCTAssertTrue(manager.createFile(atPath: path, contents: Data("x".utf8)))
        }
        try manager.createSymbolicLink(atPath: golden + "/zz", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: golden + "/home/phone-en-light-1.0x.png", withDestinationPath: outside + "/" + cell)
        let removed = try SafeDeletion.removeFiles(inSubfoldersOf: golden) { _, file in CellFileName.matches(file, suffix: ".png") }
        XCTAssertEqual(removed, ["gone/" + cell, "home/" + cell, "mixed/" + cell])
        XCTAssertFalse(manager.fileExists(atPath: golden + "/gone"), "an emptied folder goes")
        XCTAssertTrue(manager.fileExists(atPath: golden + "/mixed/README.md"), "a foreign file stays, with its folder")
        XCTAssertTrue(manager.fileExists(atPath: golden + "/home/notes.png/keep.txt"), "a folder named like a golden stays")
        XCTAssertTrue(manager.fileExists(atPath: outside + "/" + cell), "neither the linked folder nor the linked file was followed")
        XCTAssertNotNil(try? manager.destinationOfSymbolicLink(atPath: golden + "/home/phone-en-light-1.0x.png"), "the link itself stays")
    }
}
