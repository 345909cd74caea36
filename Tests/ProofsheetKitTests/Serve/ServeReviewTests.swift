import Foundation
import XCTest
@testable import ProofsheetKit
#if canImport(Glibc)
import Glibc
#endif

/// `proofsheet serve` through HTTP, issue #42 items 1 and 2: an Approve button writes exactly what its label
/// names (a screen without its states; a cause of report.json by the id `approve --cause` takes), and the server
/// watches every file the project reads (an Android catalog named in `strings.sources`) but no editor temporary.
/// Each test builds its own small English + Arabic project.
final class ServeReviewTests: XCTestCase {
    /// `home` with a state `empty` (the button removed): 8 cells of `home` and 8 of `home@empty`.
    static let withState = ServeHarness.fixture.replacing(ScratchProject.Files.screenFile, with: """
        {
          "id": "home",
          "root": { "type": "vstack", "children": [
            { "type": "text", "id": "title", "text": "home.title", "style": "largeTitle" },
            { "type": "button", "id": "save", "label": "home.save" } ] },
          "states": { "empty": { "nodes": { "save": null } } },
        }
        """)

    /// The project's strings in an Android `res/` folder (`strings.sources`), not in `strings/<locale>.json`.
    static let android = ServeHarness.fixture
        .replacing("proofsheet.json", with: """
            {
              "projectRoot": "..",
              "devices": { "phone": { "width": 200, "height": 300, "scale": 1 } },
              "matrix": { "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0, 2.0] },
              "strings": { "baseLocale": "en", "sources": [ { "format": "android", "path": "android/res" } ] },
            }
            """)
        .removing("strings/en.json").removing("strings/ar.json")
        .replacing("android/res/values/strings.xml", with: strings("Home", "Save"))
        .replacing("android/res/values-ar/strings.xml", with: strings("الرئيسية", "حفظ"))

    static func strings(_ title: String, _ save: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="home.title">\(title)</string>
            <string name="home.save">\(save)</string>
        </resources>
        """
    }

    private func check(_ harness: ServeHarness, record: RecordMode = .never) throws -> CheckReport {
        let project = try Project.load(configPath: harness.config)
        var options = CheckRun.Options()
        options.jobs = 2
        options.record = record
        let run = CheckRun(project: project, options: options)
        let report = try run.run()
        try ReportWriter.write(report, toFolder: run.reportFolder, title: "test")
        return report
    }

    private func goldens(_ harness: ServeHarness) throws -> [String] {
        let project = try Project.load(configPath: harness.config)
        return ScratchProject.files(below: project.config.paths.golden).filter { $0.hasSuffix(".png") }
    }

    private func approve(_ body: String, _ harness: ServeHarness) throws -> RawResponse {
        try RawResponse.post("/api/approve", body: body, port: harness.port, headers: ["X-Proofsheet-Secret: \(try harness.secret())"])
    }

    private func approved(_ response: RawResponse) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        return (object?["approved"] as? [String] ?? []).sorted()
    }

    private func review(_ harness: ServeHarness) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try RawResponse.get("/api/review", port: harness.port).body)) as? [String: Any] ?? [:]
    }

    func testApproveByScreenWritesOnlyThatScreensGoldensAndAStateIsApprovedByItsOwnId() throws {
        let harness = try ServeHarness(self, fixture: Self.withState)
        let report = try check(harness)
        XCTAssertEqual(report.cells.filter { $0.status == .new }.count, 16)
        try harness.wait(until: { (try review(harness)["cells"] as? [Any])?.count == 16 })

        let home = try approve(#"{"screen": "home"}"#, harness)
        XCTAssertEqual(home.status, 200, home.text)
        XCTAssertEqual(try approved(home), report.cells.map(\.cell).filter { $0.screen == "home" }.map(\.description).sorted())
        XCTAssertEqual(try approved(home).count, 8)
        XCTAssertEqual(try goldens(harness).filter { $0.hasPrefix("home@empty/") }, [], "the state's goldens are not written")
        XCTAssertEqual(try goldens(harness).count, 8)

        let state = try approve(#"{"screen": "home@empty"}"#, harness)
        XCTAssertEqual(state.status, 200, state.text)
        XCTAssertEqual(try approved(state), report.cells.map(\.cell).filter { $0.screen == "home@empty" }.map(\.description).sorted())
        XCTAssertEqual(try goldens(harness).count, 16)
        XCTAssertEqual(try approve(#"{"screen": "home"}"#, harness).status, 200, "approving again rewrites the same 8")
        XCTAssertEqual(try goldens(harness).count, 16)
    }

    func testApproveScreenInTheCLIWritesOnlyThatScreenAndNamesItsStatesLeftOut() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try ScratchProject(root: try makeTemporaryFolder(), files: Self.withState)
        XCTAssertEqual(try binary.run(["check", "--config", project.configPath], in: project.root).status, 1)
        let home = try binary.run(["approve", "--config", project.configPath, "--screen", "home"], in: project.root)
        XCTAssertEqual(home.status, 0, home.stdout)
        XCTAssertTrue(home.stdout.contains("approved 8 of 8 cell(s)"), home.stdout)
        XCTAssertTrue(home.stdout.contains("note: home@empty has 8 changed or new cell(s) too, not approved; approve them with --screen home@empty"), home.stdout)
        let written = ScratchProject.files(below: project.golden).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(written.count, 8)
        XCTAssertTrue(written.allSatisfy { $0.hasPrefix("home/") }, "\(written)")
        // With --state, --screen names the screen file again: that state of it.
        let state = try binary.run(["approve", "--config", project.configPath, "--screen", "home", "--state", "empty"], in: project.root)
        XCTAssertTrue(state.stdout.contains("approved 8 of 8 cell(s)"), state.stdout)
        XCTAssertEqual(ScratchProject.files(below: project.golden).filter { $0.hasPrefix("home@empty/") && $0.hasSuffix(".png") }.count, 8)
    }

    func testACauseOfTheReportIsApprovedFromServeByTheIdApproveCauseTakes() throws {
        let harness = try ServeHarness(self)
        _ = try check(harness, record: .missing)
        XCTAssertEqual(try goldens(harness).count, 8)
        // One token (dark mode only) and one Arabic string change: three causes, as report.json and the terminal name them.
        let tokens = harness.layouts + "/tokens.json"
        let text = try String(contentsOfFile: tokens, encoding: .utf8)
        let edited = text.replacingOccurrences(of: ##""textPrimary":     { "light": "#111111", "dark": "#EEEEEE""##,
                                               with: ##""textPrimary":     { "light": "#111111", "dark": "#CCCCCC""##)
        XCTAssertNotEqual(edited, text)
        try harness.write("tokens.json", edited)
        try harness.write("strings/ar.json", #"{ "home.title": "البيت", "home.save": "حفظ" }"#)
        let report = try check(harness)
        let causes = Dictionary(uniqueKeysWithValues: report.causes.map { ($0.id, $0.cells) })
        XCTAssertEqual(causes.keys.sorted(), ["string:ar:home.title", "string:ar:home.title+token:textPrimary", "token:textPrimary"])
        try harness.wait(until: { (try review(harness)["cells"] as? [Any])?.count == report.causes.reduce(0) { $0 + $1.count } })

        // Serve offers one Approve button per cause, by the cause's id.
        let groups = try review(harness)["groups"] as? [[String: Any]] ?? []
        XCTAssertEqual(groups.filter { $0["kind"] as? String == "cause" }.compactMap { $0["id"] as? String }.sorted(), causes.keys.sorted())

        for id in ["token:textPrimary", "string:ar:home.title"] {
            let answer = try approve(#"{"cause": "\#(id)"}"#, harness)
            XCTAssertEqual(answer.status, 200, answer.text)
            XCTAssertEqual(try approved(answer), causes[id]?.sorted(), id)
        }
        let unknown = try approve(#"{"cause": "home/title"}"#, harness)
        XCTAssertEqual(unknown.status, 404)
        XCTAssertTrue(unknown.text.contains("'home/title' is not a cause of the last check; its causes: "), unknown.text)
        // The cells of the third cause are still open.
        let open = (try review(harness)["cells"] as? [[String: Any]] ?? []).filter { $0["approved"] as? Bool == false }.compactMap { $0["name"] as? String }
        XCTAssertEqual(open.sorted(), causes["string:ar:home.title+token:textPrimary"]?.sorted())
    }

    func testAnAndroidCatalogEditMakesAGenerationAndEditorTemporariesDoNot() throws {
        let harness = try ServeHarness(self, fixture: Self.android)
        let generation = harness.server.generation
        try harness.write("android/res/values-ar/strings.xml", Self.strings("البيت", "حفظ"))
        try harness.waitForGeneration(after: generation)
        let state = try JSONSerialization.jsonObject(with: Data(try RawResponse.get("/api/state", port: harness.port).body)) as? [String: Any] ?? [:]
        XCTAssertEqual(state["changedFiles"] as? [String], ["layouts/android/res/values-ar/strings.xml"])
        XCTAssertEqual((state["renderedCells"] as? [String])?.sorted(),
                       ["home/phone-ar-dark-1.0x", "home/phone-ar-dark-2.0x", "home/phone-ar-light-1.0x", "home/phone-ar-light-2.0x"])
        try harness.wait(until: { harness.log.contains { $0.hasPrefix("generation \(generation + 1): layouts/android/res/values-ar/strings.xml changed → re-rendered 4 of 8 cells") } })

        // Editors' temporaries beside the catalog, the tokens and the config start no generation.
        let quiet = harness.server.generation
        for name in ["android/res/values-ar/sedAb12Cd", "android/res/values-ar/strings.xml~", "android/res/values-ar/4913",
                     "android/res/values-ar/.#strings.xml", "android/res/values/#strings.xml#", "sedQw3Er5", ".tokens.json.swp"] {
            try harness.write(name, "scratch")
        }
        usleep(1_500_000)
        XCTAssertEqual(harness.server.generation, quiet, "\(harness.log)")

        // `sed -i` on the tokens: a temporary file renamed over tokens.json is one change of tokens.json.
        let tokens = harness.layouts + "/tokens.json"
        let text = try String(contentsOfFile: tokens, encoding: .utf8)
        try harness.write("sedZx9Yw8", text.replacingOccurrences(of: "\"dark\": \"#EEEEEE\"", with: "\"dark\": \"#DDDDDD\""))
        XCTAssertEqual(rename(harness.layouts + "/sedZx9Yw8", tokens), 0)
        try harness.waitForGeneration(after: quiet)
        let after = try JSONSerialization.jsonObject(with: Data(try RawResponse.get("/api/state", port: harness.port).body)) as? [String: Any] ?? [:]
        XCTAssertEqual(after["changedFiles"] as? [String], ["layouts/tokens.json"])
        XCTAssertEqual((after["renderedCells"] as? [String])?.count, 8)
    }

    /// Issue #42 item 8: an optional catalog that is not there is no error for serve either, and when it appears
    /// (a folder made and a file written at once) its file makes a generation.
    func testAnOptionalCatalogThatAppearsMakesAGeneration() throws {
        let fixture = Self.android.replacing("proofsheet.json", with: """
            {
              "projectRoot": "..",
              "devices": { "phone": { "width": 200, "height": 300, "scale": 1 } },
              "matrix": { "locales": ["en", "ar"], "modes": ["light", "dark"], "textScales": [1.0, 2.0] },
              "strings": { "baseLocale": "en", "sources": [ { "format": "android", "path": "android/res" },
                                                          { "format": "android", "path": "library/res", "optional": true } ] },
            }
            """)
        let harness = try ServeHarness(self, fixture: fixture)
        let generation = harness.server.generation
        try FileManager.default.createDirectory(atPath: harness.layouts + "/library/res/values-ar", withIntermediateDirectories: true)
        try harness.write("library/res/values-ar/strings.xml", #"<resources><string name="lib.ok">حسنًا</string></resources>"#)
        try harness.waitForGeneration(after: generation)
        try harness.wait(until: { harness.log.contains { $0.contains("library/res/values-ar/strings.xml") } })
        let state = try JSONSerialization.jsonObject(with: Data(try RawResponse.get("/api/state", port: harness.port).body)) as? [String: Any] ?? [:]
        XCTAssertTrue((state["changedFiles"] as? [String] ?? []).contains("layouts/library/res/values-ar/strings.xml"), "\(state["changedFiles"] ?? "")")
    }

    func testSedOnADTCGTokenFileIsOneChangeOfThatFile() throws {
        let fixture = try DTCGTokensTests.usingDTCG(ServeHarness.fixture, modes: [.light, .dark])
        let harness = try ServeHarness(self, fixture: fixture)
        let generation = harness.server.generation
        // What `sed -i` does: write `tokens/sedXXXXXX` beside the file, then rename it over the file.
        let file = harness.layouts + "/" + DTCGFixture.fileName(.dark)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(text.contains("{palette.background-dark}"))
        try harness.write("tokens/sedG9Mto8", text.replacingOccurrences(of: "{palette.background-dark}", with: "{palette.accent-dark}"))
        XCTAssertEqual(rename(harness.layouts + "/tokens/sedG9Mto8", file), 0)
        try harness.waitForGeneration(after: generation)
        let state = try JSONSerialization.jsonObject(with: Data(try RawResponse.get("/api/state", port: harness.port).body)) as? [String: Any] ?? [:]
        XCTAssertEqual(state["changedFiles"] as? [String], ["layouts/tokens/dark.tokens.json"])
        XCTAssertEqual((state["renderedCells"] as? [String])?.count, 8)
        try harness.wait(until: { harness.log.contains { $0.hasPrefix("generation \(generation + 1): layouts/tokens/dark.tokens.json changed → re-rendered 8 of 8 cells") } })
    }
}
