import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// The config's `audits` section and the waivers file: defaults, values, and errors that say where and what.
final class AuditSettingsTests: XCTestCase {
    private func decode(_ json: String?) throws -> AuditSettings {
        let reader = try json.map { try JSONDocument(parsing: $0, file: "proofsheet.json").reader(rootName: "audits") }
        return try AuditSettings(decoding: reader, configFolder: "/nonexistent")
    }

    func testDefaults() throws {
        let settings = try decode(nil)
        XCTAssertEqual(settings.enforced, AuditCriterion.allCases.filter { $0 != .touchTargetSpacing })
        XCTAssertEqual(settings.reported, [.touchTargetSpacing])
        XCTAssertEqual([settings.textContrast, settings.largeTextContrast, settings.nonTextContrast], [4.5, 3, 3])
        XCTAssertEqual([settings.largeTextSize, settings.largeBoldTextSize, settings.minSpacing], [18, 14, 8])
        XCTAssertNil(settings.minTarget)
        XCTAssertEqual([settings.touchRule(on: .ios).minimum, settings.touchRule(on: .android).minimum], [44, 48])
        XCTAssertNil(settings.waiversFile)
    }

    func testValues() throws {
        let cases: [(json: String, check: (AuditSettings) -> Bool)] = [
            (#"{ "touch": { "profile": "android" } }"#, { $0.touchProfile == .android && $0.touchRule(on: .ios).minimum == 48 }),
            (#"{ "touch": { "profile": "web", "minSpacing": 4 } }"#, { $0.touchRule(on: .android).minimum == 24 && $0.minSpacing == 4 }),
            (#"{ "touch": { "minTarget": 40 } }"#, { $0.touchProfile == nil && $0.touchRule(on: .android) == TouchRule(profile: .android, minimum: 40, isProjectMinimum: true, platform: .android) }),
            (#"{ "touch": { "minSpacing": 4 } }"#, { $0.touchRule(on: .ios).minimum == 44 && $0.touchRule(on: .android).minimum == 48 }),
            (#"{ "contrast": { "text": 7, "largeText": 4.5 } }"#, { $0.textContrast == 7 && $0.largeTextContrast == 4.5 && $0.nonTextContrast == 3 }),
            (#"{ "enforced": ["textContrast"] }"#, { $0.enforced == [.textContrast] && $0.reported.count == AuditCriterion.allCases.count - 1 }),
            (#"{ "reported": ["clippedText", "textContrast"] }"#, { $0.reported == [.textContrast, .clippedText] && !$0.enforced.contains(.textContrast) }),
            (#"{ "enforced": ["colorOnly"], "reported": [] }"#, { !$0.audits(.textContrast) && $0.audits(.colorOnly) }),
        ]
        for c in cases {
            XCTAssertTrue(c.check(try decode(c.json)), c.json)
        }
    }

    func testErrorsNameTheLocationAndTheProblem() {
        let cases: [(json: String, message: String)] = [
            (#"{ "contrasts": {} }"#, "proofsheet.json:1:3: audits: unknown key 'contrasts'; did you mean 'contrast'?"),
            (#"{ "enforced": ["textContrst"] }"#, "proofsheet.json:1:16: audits.enforced[0]: expected one of"),
            (#"{ "enforced": ["colorOnly"], "reported": ["colorOnly"] }"#, "audits.reported: 'colorOnly' is listed in both"),
            (#"{ "contrast": { "text": 0.5 } }"#, "audits.contrast.text: expected a contrast ratio from 1 to 21"),
            (#"{ "touch": { "profile": "watch" } }"#, "audits.touch.profile: expected one of 'ios', 'android', 'web'"),
            (#"{ "waivers": "missing.json" }"#, "audits.waivers: waivers file 'missing.json' does not exist"),
        ]
        for c in cases {
            XCTAssertThrowsError(try decode(c.json), c.json) { error in
                XCTAssertTrue(String(describing: error).contains(c.message), "\(error)")
            }
        }
    }

    func testWaiverFileErrors() {
        let base = #""reason": "legacy", "owner": "design", "expires": "2030-01-31""#
        let cases: [(json: String, message: String)] = [
            (#"{ "waivers": [ { "screen": "a", "node": "b", "criterion": "textContrast", "owner": "x", "expires": "2030-01-01" } ] }"#,
             "waivers[0]: missing required key 'reason'"),
            (#"{ "waivers": [ { "id": "0123456789ab", "reason": "r", "owner": "o", "expires": "2030-02-30" } ] }"#,
             "waivers[0].expires: expected a date written YYYY-MM-DD"),
            (#"{ "waivers": [ { "id": "XYZ", \#(base) } ] }"#, "waivers[0].id: expected a finding id of 12 lower-case hex digits"),
            (#"{ "waivers": [ { "id": "0123456789ab", "screen": "a", \#(base) } ] }"#, "names one of \"id\", \"problem\" or"),
            (#"{ "waivers": [ { "problem": "0123456789ab", "id": "0123456789ab", \#(base) } ] }"#, "not 'id' and 'problem'"),
            (#"{ "waivers": [ { "problem": "XYZ", \#(base) } ] }"#, "waivers[0].problem: expected a problem id of 12 lower-case hex digits"),
            (#"{ "waivers": [ { "screen": "a", "node": "b", "criterion": "contrast", \#(base) } ] }"#, "waivers[0].criterion: expected one of"),
            (#"{ "waivers": [ { "id": "0123456789ab", "reason": " ", "owner": "o", "expires": "2030-01-01" } ] }"#, "\"reason\" must not be empty"),
        ]
        for c in cases {
            XCTAssertThrowsError(try AuditWaivers(decoding: JSONDocument(parsing: c.json, file: "waivers.json").reader(rootName: "")), c.json) { error in
                XCTAssertTrue(String(describing: error).contains(c.message), "\(error)")
            }
        }
    }

    func testCalendarDates() {
        let cases: [(text: String, valid: Bool)] = [
            ("2024-02-29", true), ("2023-02-29", false), ("2100-02-29", false), ("2000-02-29", true),
            ("2025-04-31", false), ("2025-12-31", true), ("2025-1-01", false), ("2025-13-01", false), ("20250101", false),
        ]
        for c in cases { XCTAssertEqual(CalendarDate(c.text) != nil, c.valid, c.text) }
        XCTAssertLessThan(CalendarDate("2025-12-31")!, CalendarDate("2026-01-01")!)
        XCTAssertEqual(CalendarDate("2026-03-09")?.description, "2026-03-09")
    }

    func testTheTokensTouchValuesApplyWhenTheConfigSetsNone() throws {
        let project = try ScratchProject.rendered("touch-tokens", root: #"{ "type": "vstack", "children": [] }"#)
        let settings = try AuditSettings.load(config: project.project.config, touch: TouchTokens(minTarget: 40, minSpacing: 6))
        XCTAssertEqual([settings.minTarget, settings.minSpacing], [40, 6])
        // Tokens that write no minTarget leave each platform its own.
        let unwritten = try AuditSettings.load(config: project.project.config, touch: TouchTokens(minSpacing: 6))
        XCTAssertEqual([unwritten.touchRule(on: .ios).minimum, unwritten.touchRule(on: .android).minimum, unwritten.minSpacing], [44, 48, 6])
    }

    /// proofsheet.json is read once, by `Project.load`: the audits and store sections come from that parse, so
    /// a file rewritten (here: broken) after loading changes nothing the run decodes.
    func testTheAuditsAndStoreSectionsComeFromTheOneParseOfTheConfig() throws {
        let project = try ScratchProject.rendered("config-once", root: #"{ "type": "vstack", "children": [] }"#,
                                           audits: #"{ "enforced": ["textContrast"], "contrast": { "text": 7 } }"#)
        try "{ not json".write(toFile: project.configFile, atomically: true, encoding: .utf8)
        let settings = try AuditSettings.load(config: project.project.config)
        XCTAssertEqual(settings.enforced, [.textContrast])
        XCTAssertEqual(settings.textContrast, 7)
        XCTAssertThrowsError(try StoreConfig.load(from: project.project)) { error in
            guard case StoreError.noStoreSection = error else { return XCTFail("re-read the config: \(error)") }
        }
    }
}
