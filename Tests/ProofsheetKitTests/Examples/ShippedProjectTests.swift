import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// The shipped example project (`layouts/`) loads without errors and every screen resolves in every cell.
final class ShippedProjectTests: XCTestCase {
    /// `layouts/proofsheet.json` in this checkout.
    static let configPath = TestPaths.repository("layouts/proofsheet.json").path

    func testShippedProjectLoadsCleanly() throws {
        let project = try Project.load(configPath: Self.configPath)
        XCTAssertEqual(project.screenErrors, [:])
        XCTAssertEqual(project.screens.map(\.id),
                       ["messages", "progress", "quicklog", "send", "settings", "today", "wallet", "wallet@empty", "wallet@error", "workout",
                        "workout@sheet"])
        XCTAssertEqual(project.config.matrix.locales, [LocaleID("en"), LocaleID("ar")])
        // Every key is shown: by a screen, one of its states, or a store caption.
        XCTAssertEqual(try StringsReport(project: project).unused, [])
        XCTAssertEqual(project.config.matrix.modes, [.light, .dark, .highContrastLight, .highContrastDark])
        XCTAssertEqual(project.config.matrix.textScales, [1.0, 1.3, 2.0, 3.1])
        XCTAssertEqual(project.config.matrix.devices, ["phone"])
        XCTAssertEqual(Set(project.strings.keys), [LocaleID("en"), LocaleID("ar")])
    }

    func testEveryScreenResolvesInEveryCell() throws {
        let project = try Project.load(configPath: Self.configPath)
        let matrix = project.config.matrix
        var resolved = 0
        var failures: [String] = []
        for screen in project.screens {
            for locale in matrix.locales {
                for mode in matrix.modes {
                    for scale in matrix.textScales {
                        let theme = ResolvedTheme(tokens: project.tokens, strings: project.strings[locale] ?? [:],
                                                  mode: mode, textSize: scale, locale: locale, fontFamilies: project.config.fontFamilies)
                        do {
                            let cell = Cell(screen: ScreenStateID(screen.id), device: matrix.devices[0], locale: locale, mode: mode, textSize: scale)
                            _ = try SceneResolver(theme: theme, images: project.images, cell: cell).resolve(screen)
                            resolved += 1
                        } catch {
                            failures.append("\(screen.id) \(locale) \(mode.rawValue) \(scale): \(error)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(resolved, 11 * 2 * 4 * 4, "8 screens, the wallet's 2 states and the workout's sheet")
    }
}
