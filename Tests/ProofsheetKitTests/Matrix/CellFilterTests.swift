import Foundation
import XCTest
@testable import ProofsheetKit

/// The typed cell filter (issue #44 item 3): each flag's value is read into its type where the flag is read
/// (`CellFilter.add(_:for:)`, the CLI's options), a value of a fixed kind (mode, orientation, size, on/off, a cell
/// id's shape) that is not one is refused there with the flag, the value and what the flag takes, and
/// `includes(_:)` compares typed values; a name the project lacks, malformed or not, keeps
/// `Matrix.cells(of:filter:)`'s message with the project's values (docs/hardening.md, "Messages").
final class CellFilterTests: XCTestCase {
    /// Two devices (one with a `-` in its name, so a cell id's middle has more than one reading), en + ar, two
    /// modes, a multiplier and a Dynamic Type size, both orientations, Bold Text off and on; `probe` with a state
    /// `empty` and a second screen `list`: 3 screen states × 2 × 2 × 2 × 2 × 2 × 2 = 192 cells.
    private static let devices = """
        { "phone": { "width": 160, "height": 200, "scale": 1, "landscapeSafeArea": { "leading": 10, "trailing": 10 } },
          "small-phone": { "width": 120, "height": 180, "scale": 1, "landscapeSafeArea": { "leading": 8, "trailing": 8 } } }
        """
    private static let matrix = """
        { "devices": ["phone", "small-phone"], "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0, "AX5"],
          "orientations": ["portrait", "landscape"], "boldText": [false, true] }
        """
    private static let text = #"{ "type": "vstack", "children": [ { "type": "text", "id": "back", "text": "nav.back", "style": "body" } ] }"#

    private func project(_ name: String, root: String = CellFilterTests.text) throws -> Project {
        var parts = ScratchProject.Parts()
        parts.devices = Self.devices
        parts.matrix = Self.matrix
        parts.root = root
        parts.states = #"{ "empty": { "nodes": { "back": null } } }"#
        parts.screens = ["list": Self.text]
        return try ScratchProject("cell-filter-\(name)", parts).load()
    }

    private func filter(_ flags: [(CellFilter.Flag, String)]) throws -> CellFilter {
        var filter = CellFilter()
        for (flag, text) in flags { try filter.add(text, for: flag) }
        return filter
    }

    func testEachFlagReadsItsValueIntoItsType() throws {
        let filter = try filter([(.cell, "probe@empty/small-phone-landscape-ar-dark-AX5-bold"), (.screen, "probe@empty"), (.screen, "list"),
                                 (.state, "default"), (.device, "small-phone"), (.locale, "ar"), (.mode, "highContrastDark"),
                                 (.scale, "1.3"), (.scale, "fs1.3"), (.orientation, "landscape"), (.boldText, "on")])
        XCTAssertEqual(filter.screens, [ScreenStateID(screen: "probe", state: "empty"), ScreenStateID(screen: "list")])
        XCTAssertEqual(filter.states, [StateName.asWritten])
        XCTAssertEqual(filter.devices, [DeviceName("small-phone")])
        XCTAssertEqual(filter.locales, [LocaleID("ar")])
        XCTAssertEqual(filter.modes, [.highContrastDark])
        XCTAssertEqual(filter.scales, [.multiplier(1.3), .fontScale(hundredths: 130)])
        XCTAssertEqual(filter.orientations, [.landscape])
        XCTAssertEqual(filter.boldText, [true])
        let id = try XCTUnwrap(filter.cells.first)
        XCTAssertEqual(id.screen, ScreenStateID(screen: "probe", state: "empty"))
        XCTAssertEqual(id.mode, .dark)
        XCTAssertEqual(id.textSize, .category(.ax5))
        XCTAssertTrue(id.boldText)
        // The middle reads as the device `small-phone` turned, or as a device named `small-phone-landscape` upright
        // (`small` + `phone-landscape-ar` is no locale): a project has at most one of them.
        XCTAssertEqual(id.placements.first { $0.orientation == .landscape },
                       CellID.Placement(device: "small-phone", orientation: .landscape, locale: "ar"))
        XCTAssertTrue(id.placements.contains(CellID.Placement(device: "small-phone-landscape", orientation: .portrait, locale: "ar")))
        XCTAssertEqual(filter.description, "--cell probe@empty/small-phone-landscape-ar-dark-AX5-bold --screen probe@empty --screen list --state default "
            + "--device small-phone --locale ar --mode highContrastDark --scale 1.3 --scale fs1.3 --orientation landscape --bold-text on")
    }

    /// A value that is not of its flag's kind never reaches the matrix: the message names the flag, the value and
    /// what the flag takes.
    func testAValueNotOfItsKindIsRefusedWhereTheFlagIsRead() {
        let cases: [(CellFilter.Flag, String, String)] = [
            (.mode, "sepia", "--mode expects one of light, dark, highContrastLight, highContrastDark, found 'sepia'"),
            (.mode, "Dark", "--mode expects one of light, dark, highContrastLight, highContrastDark, found 'Dark'"),
            (.orientation, "upside-down", "--orientation expects portrait or landscape, found 'upside-down'"),
            (.scale, "big", "--scale expects a number or a text size's name (AX5, fs1.3), found 'big'"),
            (.boldText, "yes", "--bold-text expects on or off, found 'yes'"),
        ]
        for (flag, text, message) in cases {
            var filter = CellFilter()
            XCTAssertThrowsError(try filter.add(text, for: flag), "\(flag) \(text)") { error in
                XCTAssertEqual(String(describing: error), message)
            }
            XCTAssertTrue(filter.isEmpty, "nothing added for \(flag) \(text)")
        }
        let cell = CellFilter.Flag.cell.expected
        let cells: [(String, String)] = [
            ("probe", "no '/' between the screen and the rest"),
            ("../x/phone-en-light-1.0x", "'..' is not a screen id: a name cannot start with '.'"),
            ("probe/phone-en-light", "expected <device>[-landscape]-<locale>-<mode>-<size>[-bold] after the '/'"),
            ("probe/phone-en-light-1.0", "'1.0' is not a text size (a multiplier such as 1.3x, or AX5, fs1.3)"),
            ("probe/phone-en-sepia-1.0x", "'sepia' is not a mode (light, dark, highContrastLight, highContrastDark)"),
            ("probe/phone-e1-light-1.0x", "'phone-e1' is no device name followed by a BCP 47 locale"),
        ]
        for (text, problem) in cells {
            var filter = CellFilter()
            XCTAssertThrowsError(try filter.add(text, for: .cell), text) { error in
                XCTAssertEqual(String(describing: error), "--cell expects \(cell), found '\(text)': \(problem)")
            }
        }
    }

    /// Every flag narrows the English and Arabic project's matrix to the cells with that value, and every cell's
    /// id selects exactly that cell.
    func testEveryFlagSelectsItsCellsOfAnEnglishAndArabicProject() throws {
        let project = try project("select")
        let all = try Matrix.cells(of: project)
        XCTAssertEqual(all.count, 192)
        let cases: [(flags: [(CellFilter.Flag, String)], selects: (Cell) -> Bool, count: Int)] = [
            ([(.screen, "probe")], { $0.screen.screen == "probe" }, 128),
            ([(.screen, "probe@empty")], { $0.screen.state == "empty" }, 64),
            ([(.state, "default")], { $0.screen.state == nil }, 128),
            ([(.state, "empty"), (.screen, "probe")], { $0.screen.state == "empty" }, 64),
            ([(.device, "small-phone")], { $0.device == "small-phone" }, 96),
            ([(.locale, "ar")], { $0.locale.direction == .rtl }, 96),
            ([(.mode, "dark")], { $0.mode.isDark }, 96),
            ([(.scale, "AX5")], { $0.textSize == .category(.ax5) }, 96),
            ([(.scale, "1")], { $0.textSize == .multiplier(1) }, 96),
            ([(.orientation, "landscape")], { $0.orientation == .landscape }, 96),
            ([(.boldText, "off")], { !$0.boldText }, 96),
            ([(.screen, "list"), (.device, "phone"), (.locale, "ar"), (.mode, "light"), (.scale, "AX5"), (.orientation, "portrait"), (.boldText, "on")],
             { $0.description == "list/phone-ar-light-AX5-bold" }, 1),
        ]
        for (flags, selects, count) in cases {
            let cells = try Matrix.cells(of: project, filter: filter(flags))
            XCTAssertEqual(cells, all.filter(selects), "\(flags)")
            XCTAssertEqual(cells.count, count, "\(flags)")
        }
        for cell in all {
            let one = try filter([(.cell, cell.description)])
            XCTAssertEqual(try Matrix.cells(of: project, filter: one), [cell])
            XCTAssertEqual(all.filter(CellFilter.exactly(cell).includes), [cell])
        }
        XCTAssertEqual(try Matrix.cells(of: project, filter: filter([(.cell, "probe/small-phone-landscape-ar-light-1.0x"),
                                                                     (.cell, "list/phone-en-dark-AX5-bold")])).map(\.description),
                       ["list/phone-en-dark-AX5-bold", "probe/small-phone-landscape-ar-light-1.0x"])
    }

    /// A value of its kind that the project lacks keeps the matrix's message with the project's values; filters
    /// that together select nothing too.
    func testAValueTheProjectLacksListsWhatItHas() throws {
        let project = try project("unknown")
        let cases: [([(CellFilter.Flag, String)], String)] = [
            ([(.screen, "nosuch")], "--screen 'nosuch' is not in the project (known: list, probe, probe@empty)"),
            ([(.screen, "list@empty")], "--screen 'list@empty' is not in the project (known: list, probe, probe@empty)"),
            ([(.screen, "../probe")], "--screen '../probe' is not in the project (known: list, probe, probe@empty)"),
            ([(.screen, "pro\u{0}be")], #"--screen 'pro\u0000be' is not in the project (known: list, probe, probe@empty)"#),
            ([(.state, "a@b")], "--state 'a@b' is not in the project (known: default, empty)"),
            ([(.device, "a/b")], "--device 'a/b' is not in the project (known: phone, small-phone)"),
            ([(.locale, "en_US")], "--locale 'en_US' is not in the project (known: en, ar)"),
            ([(.state, "loading")], "--state 'loading' is not in the project (known: default, empty)"),
            ([(.device, "tablet")], "--device 'tablet' is not in the project (known: phone, small-phone)"),
            ([(.locale, "fr")], "--locale 'fr' is not in the project (known: en, ar)"),
            ([(.mode, "highContrastDark")], "--mode 'highContrastDark' is not in the project (known: light, dark)"),
            ([(.scale, "2")], "--scale '2.0' is not in the project (known: 1.0, AX5)"),
            ([(.cell, "probe/phone-ar-light-AX5-bold-x")], "--cell expects \(CellFilter.Flag.cell.expected), found 'probe/phone-ar-light-AX5-bold-x': "
                + "'x' is not a text size (a multiplier such as 1.3x, or AX5, fs1.3)"),
            ([(.cell, "probe/phone-ar-light-2.0x")], "--cell 'probe/phone-ar-light-2.0x' is not a cell of the matrix; did you mean "
                + "'probe/phone-ar-light-1.0x'? ('proofsheet check' lists every cell)"),
            ([(.screen, "list"), (.state, "empty")], "the filters --screen list --state empty select no cell of the matrix (a screen drawn on one device only?); "
                + "'proofsheet check' lists every cell"),
        ]
        for (flags, message) in cases {
            XCTAssertThrowsError(try Matrix.cells(of: project, filter: filter(flags)), "\(flags)") { error in
                XCTAssertEqual(String(describing: error), message)
            }
        }
        XCTAssertThrowsError(try Matrix.cells(of: project, filter: filter([(.cell, "probe/tablet-fr-light-1.0x")]))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("--cell 'probe/tablet-fr-light-1.0x' is not a cell of the matrix; the nearest of its 192 cells: "),
                          "\(error)")
        }
    }

    /// A node's `when.devices` matches a cell by its typed device name, as `--device` does: in English and Arabic,
    /// the node is in the trees of the named device's cells only.
    func testANodeConditionMatchesTheCellsDevice() throws {
        let project = try project("when-devices", root: """
            { "type": "vstack", "children": [ { "type": "text", "id": "back", "text": "nav.back", "style": "body" },
              { "type": "rect", "id": "small-only", "height": 4, "background": "accent", "when": { "devices": ["small-phone"] } } ] }
            """)
        let renderer = try CellRenderer(project: project)
        let cells = try Matrix.cells(of: project, filter: filter([(.screen, "probe"), (.state, "default"), (.mode, "light"), (.scale, "1.0"),
                                                                  (.orientation, "portrait"), (.boldText, "off")]))
        XCTAssertEqual(cells.map(\.description), ["probe/phone-ar-light-1.0x", "probe/phone-en-light-1.0x",
                                                  "probe/small-phone-ar-light-1.0x", "probe/small-phone-en-light-1.0x"])
        for cell in cells {
            let ids = try renderer.compose(cell).scene.nodes.map(\.id.name)
            XCTAssertEqual(ids.contains("small-only"), cell.deviceName == "small-phone", cell.description)
            XCTAssertTrue(ids.contains("back"), cell.description)
        }
    }

    /// Through the built executable on the en + ar check project: each flag's value narrows `render`, a value not
    /// of its kind is a usage error (exit 2) of every command that takes the filters, and one the project lacks
    /// is refused with the project's values.
    func testTheCommandsReadEveryFlagOnce() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try makeCheckProject()
        let config = ["--config", project.configPath]
        let out = project.root + "/render"
        let renders: [([String], [String])] = [
            (["--cell", "list/phone-ar-dark-1.0x"], ["list/phone-ar-dark-1.0x.png"]),
            (["--screen", "home", "--locale", "ar", "--mode", "light"], ["home/phone-ar-light-1.0x.png"]),
            (["--state", "default", "--device", "phone", "--locale", "en", "--mode", "dark", "--scale", "1.0", "--orientation", "portrait",
              "--bold-text", "off"], ["home/phone-en-dark-1.0x.png", "list/phone-en-dark-1.0x.png"]),
        ]
        for (flags, files) in renders {
            try? FileManager.default.removeItem(atPath: out)
            let outcome = try binary.run(["render"] + flags + config + ["--out", out], in: project.root)
            XCTAssertEqual(outcome.status, 0, "\(flags): \(outcome.stdout)\(outcome.stderr)")
            XCTAssertTrue(outcome.stdout.contains("rendered \(files.count) of \(files.count) cells"), "\(flags): \(outcome.stdout)")
            XCTAssertEqual(ScratchProject.files(below: out), files, "\(flags)")
        }
        let refused: [([String], String)] = [
            (["check", "--mode", "sepia"], "--mode expects one of light, dark, highContrastLight, highContrastDark, found 'sepia'"),
            (["render", "--orientation", "sideways"], "--orientation expects portrait or landscape, found 'sideways'"),
            (["approve", "--cell", "home"], "--cell expects \(CellFilter.Flag.cell.expected), found 'home': no '/' between the screen and the rest"),
            (["golden", "compact", "--scale", "huge"], "--scale expects a number or a text size's name (AX5, fs1.3), found 'huge'"),
            (["serve", "--mode", "sepia"], "--mode expects one of light, dark, highContrastLight, highContrastDark, found 'sepia'"),
            (["layout", "home", "--orientation", "landscape"], "unknown option '--orientation'"),
            (["layout", "home", "--mode", "Dark"], "--mode expects one of light, dark, highContrastLight, highContrastDark, found 'Dark'"),
            (["check", "--bold-text", "maybe"], "--bold-text expects on or off, found 'maybe'"),
            (["golden", "compact", "--screen", "../home"], "--screen '../home' is not in the project (known: home, list)"),
            (["layout", "home", "--locale", "e"], "--locale 'e' is not in the project (known: en, ar)"),
            (["render", "--state", "a@b"], "--state 'a@b' is not in the project (known: default)"),
            (["check", "--orientation", "landscape"], "--orientation 'landscape' is not in the project (known: portrait)"),
            (["render", "--locale", "fr"], "--locale 'fr' is not in the project (known: en, ar)"),
            (["render", "--cell", "home/phone-ar-dark-2.0x"], "--cell 'home/phone-ar-dark-2.0x' is not a cell of the matrix; did you mean 'home/phone-ar-dark-1.0x'?"),
        ]
        for (arguments, message) in refused {
            let outcome = try binary.run(arguments + config, in: project.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.stdout)\(outcome.stderr)")
            XCTAssertTrue(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
        }
    }
}
