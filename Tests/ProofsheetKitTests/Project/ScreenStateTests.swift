import Foundation
import XCTest
@testable import ProofsheetKit

/// Screen states (issue #15 item 4): a screen file declares states as node overrides of its tree; each state is
/// its own column of the matrix with its own goldens, filterable with `--screen id@state` and `--state`, and a
/// broken state fails its own cells with the place of the value that broke it.
final class ScreenStateTests: XCTestCase {
    private static let matrix = #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0] }"#

    /// A list screen: a title, a card of two rows, a promo and a hint that only shows at large text sizes.
    private static let root = """
    { "type": "vstack", "id": "page", "background": "background", "padding": 16, "spacing": 12, "alignment": "fill", "children": [
      { "type": "text", "id": "title", "literal": "Payments", "style": "title" },
      { "type": "card", "id": "list", "padding": { "top": 8, "bottom": 8, "leading": 12, "trailing": 12 }, "spacing": 4, "children": [
        { "type": "text", "id": "row-1", "literal": "Coffee" },
        { "type": "text", "id": "row-2", "literal": "Rent" } ] },
      { "type": "text", "id": "promo", "literal": "Invite a friend" },
      { "type": "text", "id": "hint", "literal": "Swipe to see more", "when": { "textScaleAtLeast": 3 } },
      { "type": "spacer" } ] }
    """

    private static let states = """
    { "empty": { "title": "Payments, none yet", "nodes": {
        "list": { "padding": { "top": 40 }, "children": [ { "type": "text", "id": "empty-title", "literal": "No payments yet", "align": "center" } ] },
        "promo": null } },
      "error": { "nodes": { "hint": { "when": null, "literal": "Could not load payments" }, "row-2": null } } }
    """

    private func project(_ name: String, states: String = ScreenStateTests.states) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: Self.root, matrix: Self.matrix, states: states)
    }

    private func check(_ project: ScratchProject.Rendered, record: RecordMode = .never, filter: CellFilter = CellFilter()) throws -> CheckReport {
        var options = CheckRun.Options()
        options.record = record
        options.filter = filter
        options.jobs = 2
        options.reportFolder = project.folder.appendingPathComponent("report").path
        return try CheckRun(project: project.project, options: options).run()
    }

    /// The ids of the screen's nodes in layout order (the system bars' `system:` nodes left out).
    private func ids(_ project: ScratchProject.Rendered, _ screen: String, locale: String = "en") throws -> [String] {
        var cell = project.cell(locale: locale)
        cell.screen = ScreenStateID(screen)
        return try project.renderer.render(cell).composed.scene.nodes.map(\.id.name).filter { !$0.hasPrefix("system:") }
    }

    /// The manifest store keeps one file per state (`manifest/probe@empty.json`), as the PNG store keeps a folder.
    func testTheManifestStoreKeepsAFilePerState() throws {
        let states = try project("states-manifest")
        var config = states.project.config
        config.goldenStore = .manifest
        let project = states.project.with(config: config)
        func check(_ record: RecordMode) throws -> Set<CellStatus> {
            var options = CheckRun.Options()
            options.record = record
            options.full = true
            options.reportFolder = states.folder.appendingPathComponent("report").path
            return Set(try CheckRun(project: project, options: options).run().cells.map(\.status))
        }
        XCTAssertEqual(try check(.missing), [.new])
        // A file per state, each with the folder of its shared records beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: GoldenManifest.folder(config)).sorted(),
                       ["probe", "probe.json", "probe@empty", "probe@empty.json", "probe@error", "probe@error.json"])
        XCTAssertEqual(try GoldenManifest.load(project: project).entries.keys.sorted(), try Matrix.cells(of: project).map(\.description))
        XCTAssertEqual(try check(.never), [.pass])
    }

    /// Each state is a column: its own cells, goldens in `golden/<id>@<state>/`, and its own pixels; a second
    /// check passes them all.
    func testEachStateIsItsOwnColumnWithItsOwnGoldens() throws {
        let project = try project("states-columns")
        XCTAssertEqual(project.project.screens.map(\.id), ["probe", "probe@empty", "probe@error"])
        XCTAssertEqual(project.project.screens.map(\.state), [nil, "empty", "error"])
        XCTAssertEqual(project.project.screens.map(\.title), ["probe", "Payments, none yet", "probe (error)"])
        let cells = try Matrix.cells(of: project.project)
        XCTAssertEqual(cells.map(\.description), [
            "probe/phone-ar-light-1.0x", "probe/phone-en-light-1.0x", "probe@empty/phone-ar-light-1.0x",
            "probe@empty/phone-en-light-1.0x", "probe@error/phone-ar-light-1.0x", "probe@error/phone-en-light-1.0x",
        ])
        let recorded = try check(project, record: .missing)
        XCTAssertEqual(recorded.cells.filter(\.recorded).count, 6)
        let golden = project.project.config.paths.golden
        for cell in cells {
            XCTAssertTrue(FileManager.default.fileExists(atPath: golden + "/" + cell.relativePath), cell.relativePath)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden + "/probe@empty/phone-ar-light-1.0x.png"))
        XCTAssertEqual(try check(project).cells.map(\.status), Array(repeating: .pass, count: 6))
        XCTAssertEqual(try Orphans.find(project: project.project), [])

        let images = try cells.map { try PNGDecoder.decodeFile(atPath: golden + "/" + $0.relativePath).pixmap.bytes }
        XCTAssertEqual(Set(images).count, 6, "every state and locale draws its own pixels")
    }

    /// The overrides are a JSON merge patch per node: members replaced, an object member merged, `null` removing a
    /// member (the hint's condition) or a node; nodes the state leaves alone are drawn as in the default state.
    func testOverridesPatchNodesByID() throws {
        let project = try project("states-patch")
        XCTAssertEqual(try ids(project, "probe").filter { !$0.hasPrefix("root") },
                       ["page", "title", "list", "row-1", "row-2", "promo"])
        XCTAssertEqual(try ids(project, "probe@empty").filter { !$0.hasPrefix("root") }, ["page", "title", "list", "empty-title"])
        XCTAssertEqual(try ids(project, "probe@error").filter { !$0.hasPrefix("root") }, ["page", "title", "list", "row-1", "promo", "hint"])

        let empty = project.project.screens.first { $0.id == "probe@empty" }!
        guard case .some(let list) = empty.root.children.first(where: { $0.id == "list" }) else { return XCTFail("no list") }
        // `padding: { top: 40 }` merged into the authored padding: the other sides are kept.
        XCTAssertEqual(list.box.sizing.padding, Edges(top: 40, leading: 12, bottom: 8, trailing: 12))

        for locale in ["en", "ar"] {
            var cell = project.cell(locale: locale)
            cell.screen = "probe@error"
            let scene = try project.renderer.render(cell).composed.scene
            let hint = scene.nodes.firstIndex { $0.id.name == "hint" }!
            XCTAssertGreaterThan(scene.frames[hint].size.height, 0, locale)
            let title = scene.nodes.firstIndex { $0.id.name == "title" }!
            let defaultScene = try project.renderer.render(project.cell(locale: locale)).composed.scene
            XCTAssertEqual(scene.frames[title], defaultScene.frames[defaultScene.nodes.firstIndex { $0.id.name == "title" }!], locale)
        }
    }

    /// `--screen probe` takes the screen with its states, `--screen probe@empty` one state, `--state` a state of
    /// every screen; a name that selects nothing is an error listing the known ones.
    func testFiltersSelectStates() throws {
        let project = try project("states-filters")
        func cells(screens: [ScreenStateID] = [], states: [StateName] = []) throws -> [String] {
            var filter = CellFilter()
            filter.screens = screens
            filter.states = states
            filter.locales = ["ar"]
            return try Matrix.cells(of: project.project, filter: filter).map(\.screen.name)
        }
        XCTAssertEqual(try cells(screens: ["probe"]), ["probe", "probe@empty", "probe@error"])
        XCTAssertEqual(try cells(screens: ["probe@empty"]), ["probe@empty"])
        XCTAssertEqual(try cells(states: ["error"]), ["probe@error"])
        XCTAssertEqual(try cells(states: ["default"]), ["probe"])
        XCTAssertEqual(try cells(screens: ["probe"], states: ["default", "empty"]), ["probe", "probe@empty"])
        XCTAssertThrowsError(try cells(states: ["loading"])) { error in
            XCTAssertEqual("\(error)", "--state 'loading' is not in the project (known: default, empty, error)")
        }
        XCTAssertThrowsError(try cells(screens: ["probe@loading"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--screen 'probe@loading' is not in the project (known: probe, probe@empty, probe@error)"), "\(error)")
        }
        // `--cell` (what the report's approve commands use) takes exactly one cell, not the screen's other states.
        var one = CellFilter()
        one.cells = [try CellID(parsing: "probe/phone-ar-light-1.0x")]
        XCTAssertEqual(try Matrix.cells(of: project.project, filter: one).map(\.description), ["probe/phone-ar-light-1.0x"])
        one.cells = [try CellID(parsing: "probe@empty/phone-ar-light-1.3x")]
        XCTAssertThrowsError(try Matrix.cells(of: project.project, filter: one)) { error in
            XCTAssertEqual("\(error)", "--cell 'probe@empty/phone-ar-light-1.3x' is not a cell of the matrix; did you mean "
                + "'probe@empty/phone-ar-light-1.0x'? ('proofsheet check' lists every cell)")
        }
        var exactly = CellFilter.exactly(Cell(screen: "probe", device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1))
        XCTAssertEqual(try Matrix.cells(of: project.project, filter: exactly).map(\.description), ["probe/phone-en-light-1.0x"])
        exactly.states = []
        XCTAssertEqual(try Matrix.cells(of: project.project, filter: exactly).count, 3)
    }

    /// A check narrowed to one state writes and compares only that state's cells.
    func testACheckOfOneStateTouchesOnlyItsCells() throws {
        let project = try project("states-one")
        var filter = CellFilter()
        filter.states = ["empty"]
        let report = try check(project, record: .missing, filter: filter)
        XCTAssertEqual(report.cells.map(\.cell.screen), ["probe@empty", "probe@empty"])
        let golden = project.project.config.paths.golden
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: golden).sorted(), ["probe@empty"])
    }

    /// Bad states: each an error with file, line:column, JSON path and what was found; a broken override fails only
    /// its own state, the others load; a broken `states` section fails the screen.
    func testBadStatesAreErrorsAtTheirPlace() throws {
        let cases: [(name: String, states: String, failing: String, message: String)] = [
            ("an id that names no node", #"{ "empty": { "nodes": { "row-3": null } } }"#, "probe@empty",
             "states.empty.nodes.row-3: state 'empty' overrides node 'row-3', but the screen has no node with that id; did you mean 'row-1'?"),
            ("a patch that is not an object", #"{ "empty": { "nodes": { "promo": "hidden" } } }"#, "probe@empty",
             "states.empty.nodes.promo: expected an object of the node's changed members, or null to remove the node, found the string \"hidden\""),
            ("removing the root", #"{ "empty": { "nodes": { "page": null } } }"#, "probe@empty",
             "states.empty.nodes.page: the root node cannot be removed; override its members instead"),
            ("an override that breaks the node", #"{ "empty": { "nodes": { "promo": { "style": "titel" } } } }"#, "probe@empty",
             "root.children[2].style: "),
            ("a state named default", #"{ "default": { "nodes": { "promo": null } } }"#, "probe",
             "states.default: 'default' is the screen as written; give the state another name"),
            ("a state name that cannot be a folder", #"{ "no/empty": { "nodes": { "promo": null } } }"#, "probe",
             "states[\"no/empty\"]: a state name becomes part of its cells' folder (screen@state), so it must be 1 to 64"),
            ("no overrides", #"{ "empty": { "nodes": {} } }"#, "probe",
             "states.empty.nodes: a state overrides at least one node"),
            ("an unknown state key", #"{ "empty": { "nodes": { "promo": null }, "when": {} } }"#, "probe",
             "states.empty: unknown key 'when'"),
        ]
        for (name, states, failing, message) in cases {
            let screens: ScratchProject.Rendered
            do {
                screens = try project("states-bad", states: states)
            } catch let error as ScratchProject.ScreenError {
                XCTAssertEqual(failing, "probe", "\(name): the default state failed: \(error.message)")
                XCTAssertTrue(error.message.contains("screens/probe.json:8:"), "\(name): \(error.message)")
                XCTAssertTrue(error.message.contains(message), "\(name): \(error.message)")
                continue
            }
            XCTAssertNotEqual(failing, "probe", "\(name): the screen loaded")
            let error = try XCTUnwrap(screens.project.screenErrors[failing]?.description, name)
            XCTAssertTrue(error.contains("screens/probe.json:8:"), "\(name): \(error)")
            XCTAssertTrue(error.contains(message), "\(name): \(error)")
            XCTAssertEqual(screens.project.screens.map(\.id), ["probe"], "\(name): the default state still loads")
            if name == "an override that breaks the node" {
                XCTAssertTrue(error.contains("; in state 'empty' declared at "), error)
            } else {
                XCTAssertFalse(error.contains("; in state "), "\(name): the states section already names the state: \(error)")
            }
            // The failing state is a column of error cells, not a missing one.
            let report = try check(screens)
            XCTAssertEqual(report.cells.filter { $0.cell.screen.name == failing }.map(\.status), [.error, .error], name)
        }
    }

    /// The command line: `--state` and `--screen id@state` choose what `render` draws, and a state no screen
    /// declares is a usage error (exit 2) naming the known states.
    func testTheCommandLineSelectsStates() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try project("states-cli")
        let out = project.folder.appendingPathComponent("out").path
        let config = project.configFile
        let render = try binary.run(["render", "--config", config, "--state", "error", "--out", out], in: project.folder.path)
        XCTAssertEqual(render.status, 0, render.stdout + render.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out + "/probe@error").sorted(),
                       ["phone-ar-light-1.0x.png", "phone-en-light-1.0x.png"])
        let one = try binary.run(["render", "--config", config, "--screen", "probe@empty", "--locale", "ar", "--out", out], in: project.folder.path)
        XCTAssertTrue(one.stdout.contains("rendered 1 of 1 cells"), one.stdout + one.stderr)
        let unknown = try binary.run(["check", "--config", config, "--state", "loading"], in: project.folder.path)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--state 'loading' is not in the project (known: default, empty, error)"), unknown.stderr)
        let help = try binary.run(["check", "--help"], in: project.folder.path)
        XCTAssertTrue(help.stdout.contains("--state NAME"), help.stdout)
    }

    /// A waiver written for the screen covers its states; one written for a state covers that state only.
    func testWaiversForAScreenCoverItsStates() throws {
        let finding = { (screen: String) in
            Finding(criterion: .textContrast, severity: .error, nodeID: "promo", nodePath: "root.children[2]",
                    cell: Cell(screen: ScreenStateID(screen), device: "phone", locale: LocaleID("en"), mode: .light, textScale: 1),
                    rect: Rect(x: 0, y: 0, width: 10, height: 10), message: "low")
        }
        let waiver = { (screen: String) in
            AuditWaiver(target: .node(screen: screen, node: "promo", criterion: .textContrast), reason: "r", owner: "o",
                        expires: CalendarDate(year: 2099, month: 1, day: 1)!)
        }
        XCTAssertTrue(waiver("probe").matches(finding("probe@empty")))
        XCTAssertTrue(waiver("probe").matches(finding("probe")))
        XCTAssertTrue(waiver("probe@empty").matches(finding("probe@empty")))
        XCTAssertFalse(waiver("probe@empty").matches(finding("probe")))
        XCTAssertFalse(waiver("probe@empty").matches(finding("probe@error")))
        XCTAssertFalse(waiver("prob").matches(finding("probe@empty")))
    }
}
