import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetInit

/// `proofsheet init --platform android|ios|both`: each starter checks clean as written (`init`, then `check
/// --record missing`, then `check`, the real CLI in a temporary folder), draws on its platform's phones, and shows
/// its platform's digits in Arabic (docs/strings.md, "Digits").
final class InitPlatformTests: XCTestCase {
    func scratch(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-initplatform-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    // One test per starter (each renders 16 or 32 cells at the phones' own densities, minutes in a debug build).
    func testTheAndroidStarterChecksCleanAsWritten() throws {
        try checkStarter(.android, devices: ["pixel": .android], sizes: ["fs1.0", "fs2.0"])
    }

    func testTheIOSStarterChecksCleanAsWritten() throws {
        try checkStarter(.ios, devices: ["iphone": .ios], sizes: ["large", "AX3"])
    }

    func testTheStarterForBothChecksCleanAsWrittenOnAPhoneOfEach() throws {
        try checkStarter(.both, devices: ["pixel": .android, "iphone": .ios], sizes: ["1.0x", "2.0x"])
    }

    /// `init --platform`, `check --record missing`, `check` with the real CLI; then the devices (name → platform), the
    /// goldens (2 locales × 4 modes × 2 text sizes per device, named with `sizes`) and the unread count's digits.
    func checkStarter(_ platforms: ProjectTemplate.Platforms, devices: [String: Platform], sizes: [String]) throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try scratch(platforms.rawValue)
        let steps: [(arguments: [String], status: Int32)] = [
            (["init", "--platform", platforms.rawValue, "app"], 0),
            (["check", "--config", "app/proofsheet.json", "--record", "missing", "--jobs", "2"], 0),
            (["check", "--config", "app/proofsheet.json", "--jobs", "2"], 0),
        ]
        for step in steps {
            let outcome = try binary.run(step.arguments, in: folder)
            XCTAssertEqual(outcome.status, step.status, "\(platforms) \(step.arguments): \(outcome.stdout)\n\(outcome.stderr)")
        }
        let project = try Project.load(configPath: folder + "/app/proofsheet.json")
        XCTAssertEqual(project.config.devices.mapValues(\.platform), devices, "\(platforms)")
        XCTAssertTrue(project.screenErrors.isEmpty, "\(project.screenErrors)")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: folder + "/app/golden/home").filter { $0.hasSuffix(".png") }
        XCTAssertEqual(goldens.count, 16 * devices.count, "\(platforms): \(goldens.sorted())")
        for device in devices.keys {
            for size in sizes {
                XCTAssertTrue(goldens.contains { $0.hasPrefix(device + "-ar-dark-" + size) }, "\(platforms): \(device) ar dark \(size) in \(goldens.sorted())")
            }
        }
        // The formatted number: Arabic-Indic on the Android phone, 0–9 on the iPhone, in Arabic; 0–9 in English.
        let renderer = try CellRenderer(project: project)
        for (device, platform) in devices {
            for (locale, expected) in [("en", "3 new messages"), ("ar", platform == .android ? "٣ رسائل جديدة" : "3 رسائل جديدة")] {
                let cell = Cell(screen: "home", device: device, locale: LocaleID(locale), mode: .light, textScale: 1)
                let texts = try renderer.compose(cell).scene.nodes.compactMap { node -> String? in
                    guard node.id == "unread", case .text(let text) = node.kind else { return nil }
                    return text.string
                }
                XCTAssertEqual(texts, [expected], "\(platforms) \(device) \(locale)")
            }
        }
    }

    func testWithoutPlatformInitWritesTodaysStarterAndABadPlatformIsAUsageError() throws {
        let binary = try ProofsheetBinary.locate()
        let folder = try scratch("default")
        XCTAssertEqual(try binary.run(["init", "app"], in: folder).status, 0)
        for file in ProjectTemplate.files {
            XCTAssertEqual(try String(contentsOfFile: folder + "/app/" + file.path, encoding: .utf8), file.text, file.path)
        }
        let bad = try binary.run(["init", "--platform", "windows", "other"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--platform must be one of android, ios, both, found 'windows'"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/other"), "nothing written")
        let help = try binary.run(["init", "--help"], in: folder)
        XCTAssertTrue((help.stdout + help.stderr).contains("--platform"), help.stdout + help.stderr)
    }

    /// Each platform's starter files differ from today's only by the config, the formatted number and the touch
    /// minimum, which each phone's platform gives (44 pt iOS, 48 dp Android) instead of the tokens.
    func testPlatformStartersAddTheUnreadCountToEveryLocale() throws {
        for platforms in ProjectTemplate.Platforms.allCases {
            let files = Dictionary(uniqueKeysWithValues: ProjectTemplate.files(for: platforms).map { ($0.path, $0.text) })
            XCTAssertEqual(files.keys.sorted(), ProjectTemplate.files.map(\.path).sorted())
            for path in ["strings/en.json", "strings/ar.json", "screens/home.json"] {
                XCTAssertTrue(files[path]?.contains("home.unread") == true, "\(platforms) \(path)")
            }
            XCTAssertEqual(files["tokens.json"], ProjectTemplate.tokens.replacingOccurrences(of: #""minTarget": 44, "#, with: ""))
            XCTAssertFalse(files["tokens.json"]?.contains("minTarget") ?? true, "\(platforms)")
        }
    }
}
