import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// The shipped example project, loaded once, and variations of it for the store tests.
enum StoreFixtures {
    static let configPath: String = TestPaths.repository("layouts/proofsheet.json").path

    static let project: Project = try! Project.load(configPath: configPath)
    static let config: StoreConfig = try! StoreConfig.load(from: project)

    /// The shipped project with some strings replaced (locale → key → text).
    static func project(replacing replacements: [String: [String: String]]) -> Project {
        var strings = project.strings
        for (locale, table) in replacements {
            for (key, text) in table { strings[LocaleID(locale), default: [:]][key] = text }
        }
        return Project(config: project.config, tokens: project.tokens, strings: strings, catalog: project.catalog, screens: project.screens,
                       screenErrors: project.screenErrors, images: project.images)
    }

    /// Decodes `store` from a config text against the shipped project.
    static func decode(_ storeJSON: String) throws -> StoreConfig {
        let document = try JSONDocument(parsing: "{\n  \"store\": \(storeJSON)\n}", file: "proofsheet.json")
        return try StoreConfig(decoding: document.reader(rootName: "").object().requiredValue("store"), project: project)
    }
}

/// `StoreConfig`: the shipped section, and strict decoding errors with file:line:col and path.
final class StoreConfigTests: XCTestCase {
    func testShippedStoreSection() throws {
        let config = StoreFixtures.config
        XCTAssertEqual(config.presets.map(\.name), ["appStore69", "appStore65", "googlePlayPhone"])
        XCTAssertEqual(config.device, "phone")
        XCTAssertEqual(config.shots.map(\.fileName),
                       ["01-today-light.png", "02-workout-light.png", "03-wallet-dark.png", "04-send-light.png", "05-settings-dark.png"])
        XCTAssertTrue(config.shots.contains { $0.mode.isDark })
        for shot in config.shots {
            for locale in ["en", "ar"] {
                XCTAssertNotNil(StoreFixtures.project.strings[LocaleID(locale)]?[shot.caption], "\(locale) \(shot.caption)")
            }
        }
    }

    func testDefaultsForAMinimalSection() throws {
        let config = try StoreFixtures.decode(#"{ "shots": [ { "screen": "today", "caption": "store.today.caption" } ] }"#)
        XCTAssertEqual(config.presets, StorePreset.builtIn)
        XCTAssertEqual(config.captionStyle, "largeTitle")
        XCTAssertEqual(config.captionMaxLines, 2)
        XCTAssertEqual(config.shots[0].mode, .light)
        XCTAssertEqual(config.shots[0].background, .role("background"))
        XCTAssertEqual(config.shots[0].captionColor, "textPrimary")
        XCTAssertNil(config.shots[0].subtitle)
    }

    func testErrorsNameFileLineColumnAndPath() {
        let cases: [(String, String)] = [
            (#"{ "shots": [ { "screen": "today", "caption": "store.today.caption", "colour": "accent" } ] }"#,
             "proofsheet.json:2:80: store.shots[0]: unknown key 'colour'; allowed keys are 'screen', 'mode', 'caption',"),
            (#"{ "presets": ["appStore67"], "shots": [] }"#,
             "proofsheet.json:2:26: store.presets[0]: expected one of 'appStore69', 'appStore65', 'googlePlayPhone', found 'appStore67'; did you mean 'appStore69'?"),
            (#"{ "shots": [ { "screen": "today", "caption": "store.nope" } ] }"#,
             "proofsheet.json:2:57: store.shots[0].caption: string key 'store.nope' has no text for locale 'ar' in the project's strings"),
            (##"{ "shots": [ { "screen": "today", "caption": "store.today.caption", "background": "#FF0000" } ] }"##,
             "proofsheet.json:2:94: store.shots[0].background: raw colour '#FF0000'; use a colour role from tokens.json (design tokens are the only source of raw values)"),
            (#"{ "shots": [ { "screen": "todya", "caption": "store.today.caption" } ] }"#,
             "store.shots[0].screen: expected one of"),
            (#"{ "shots": [ { "screen": "today", "mode": "dusk", "caption": "store.today.caption" } ] }"#,
             "store.shots[0].mode: expected one of 'light', 'dark', 'highContrastLight', 'highContrastDark', found 'dusk'"),
            (#"{ "captionMaxLines": 5, "shots": [ { "screen": "today", "caption": "store.today.caption" } ] }"#,
             "store.captionMaxLines: expected captionMaxLines from 2 to 3, found 5"),
            (#"{ "shots": [] }"#, "store.shots: expected at least one shot"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try StoreFixtures.decode(json), json) { error in
                XCTAssertTrue(String(describing: error).contains(expected), "\(error)\n  expected: \(expected)")
            }
        }
    }

    func testTooManyShotsForGooglePlay() {
        let shot = #"{ "screen": "today", "caption": "store.today.caption" }"#
        let json = "{ \"shots\": [\(Array(repeating: shot, count: 9).joined(separator: ", "))] }"
        XCTAssertThrowsError(try StoreFixtures.decode(json)) { error in
            XCTAssertTrue(String(describing: error).contains("expected at most 8 shots, found 9 (googlePlayPhone takes at most 8)"), "\(error)")
        }
    }

    func testMissingSectionIsReported() throws {
        var config = StoreFixtures.project.config
        config.storeSection = nil
        let project = Project(config: config, tokens: StoreFixtures.project.tokens, strings: StoreFixtures.project.strings,
                              catalog: StoreFixtures.project.catalog, screens: StoreFixtures.project.screens, screenErrors: [:], images: [:])
        XCTAssertThrowsError(try StoreConfig.load(from: project)) { error in
            XCTAssertTrue(String(describing: error).contains("no 'store' section"), "\(error)")
        }
    }
}
