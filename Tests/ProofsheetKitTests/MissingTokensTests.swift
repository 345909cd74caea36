import XCTest
@testable import ProofsheetKit

/// Roles and styles the built-in controls need and tokens.json lacks: one configuration error naming all
/// of them and the nodes that need each (issue #15 item 7).
final class MissingTokensTests: XCTestCase {
    func testAllMissingRolesAndStylesAreOneErrorNamingTheirNodes() throws {
        let tokens = ProjectFixture.tokens
            .replacingOccurrences(of: #""successTint":"#, with: #""unusedA":"#)
            .replacingOccurrences(of: #""thumb":"#, with: #""unusedB":"#)
            .replacingOccurrences(of: #""tab":"#, with: #""unusedC":"#)
        let fixture = ProjectFixture.minimal.replacing("tokens.json", with: tokens).screen(node: """
            { "type": "badge", "id": "paid", "tone": "success", "label": "home.save" },
                  { "type": "toggle", "id": "wifi", "label": "home.title" },
                  { "type": "toggle", "label": "home.save", "on": true },
                  { "type": "tabBar", "id": "tabs", "items": [{ "icon": "home", "label": "home.title" }] }
            """)
        let folder = try makeTemporaryFolder()
        let config = try fixture.write(into: folder)
        XCTAssertThrowsError(try Project.load(configPath: config)) { error in
            guard let missing = error as? MissingTokens else { return XCTFail("expected MissingTokens, got \(error)") }
            XCTAssertEqual(missing.roles, [
                "successTint": ["home:paid (badge)"],
                "thumb": ["home:root.children[2] (toggle)", "home:wifi (toggle)"],
            ])
            XCTAssertEqual(missing.styles, ["tab": ["home:tabs (tabBar)"]])
            XCTAssertTrue(missing.description.contains("colors.thumb: needed by home:root.children[2] (toggle), home:wifi (toggle)"), missing.description)
        }
    }

    func testAuthoredBackgroundNeedsNoTint() throws {
        let tokens = ProjectFixture.tokens.replacingOccurrences(of: #""successTint":"#, with: #""unusedA":"#)
        let fixture = ProjectFixture.minimal.replacing("tokens.json", with: tokens).screen(node: """
            { "type": "badge", "id": "paid", "tone": "success", "background": "surface", "label": "home.save" }
            """)
        let folder = try makeTemporaryFolder()
        XCTAssertNoThrow(try Project.load(configPath: fixture.write(into: folder)))
    }
}
