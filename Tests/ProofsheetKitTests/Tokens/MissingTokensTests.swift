import XCTest
@testable import ProofsheetKit

/// Roles and styles the built-in controls need and tokens.json lacks: one configuration error naming all
/// of them and the nodes that need each (issue #15 item 7).
final class MissingTokensTests: XCTestCase {
    func testAllMissingRolesAndStylesAreOneErrorNamingTheirNodes() throws {
        let tokens = ScratchProject.Files.tokens
            .replacingOccurrences(of: #""successTint":"#, with: #""unusedA":"#)
            .replacingOccurrences(of: #""thumb":"#, with: #""unusedB":"#)
            .replacingOccurrences(of: #""tab":"#, with: #""unusedC":"#)
        let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: """
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

    /// Every cell is drawn on the `background` role: without it the project does not load (it used to fail every
    /// cell with the same message), whatever its screens name.
    func testTheCanvasNeedsTheBackgroundRoleAtLoadTime() throws {
        let tokens = ScratchProject.Files.tokens.replacingOccurrences(of: #""background":"#, with: #""unusedA":"#)
        let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: """
            { "type": "text", "id": "title", "text": "home.title" }
            """)
        let folder = try makeTemporaryFolder()
        XCTAssertThrowsError(try Project.load(configPath: fixture.write(into: folder))) { error in
            guard let missing = error as? MissingTokens else { return XCTFail("expected MissingTokens, got \(error)") }
            XCTAssertEqual(missing.roles, ["background": ["every cell (its canvas)"]])
            XCTAssertTrue(missing.description.contains("colors.background: needed by every cell (its canvas)"), missing.description)
        }
    }

    /// A role a control does not draw is not required: an authored background or border replaces the button
    /// variant's, a text field in the error state borders itself with `danger` instead of `border`, a tab bar with no
    /// selected item draws no `accent`.
    func testRolesAControlDoesNotDrawAreNotRequired() throws {
        for (removed, node) in [
            ("danger", #"{ "type": "button", "id": "delete", "variant": "destructive", "background": "surface", "label": "home.save" }"#),
            ("accent", #"{ "type": "button", "id": "more", "background": "surface", "label": "home.title" }"#),
            ("border", #"{ "type": "textField", "id": "name", "state": "error", "placeholder": "home.title" }"#),
            ("accent", #"{ "type": "tabBar", "id": "tabs", "items": [{ "icon": "home", "label": "home.title" }] }"#),
        ] {
            let tokens = ScratchProject.Files.tokens.replacingOccurrences(of: "\"\(removed)\":", with: #""unusedA":"#)
            XCTAssertNotEqual(tokens, ScratchProject.Files.tokens, removed)
            let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: node)
            let folder = try makeTemporaryFolder()
            XCTAssertNoThrow(try Project.load(configPath: fixture.write(into: folder)), "\(removed): \(node)")
        }
    }

    func testAuthoredBackgroundNeedsNoTint() throws {
        let tokens = ScratchProject.Files.tokens.replacingOccurrences(of: #""successTint":"#, with: #""unusedA":"#)
        let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: """
            { "type": "badge", "id": "paid", "tone": "success", "background": "surface", "label": "home.save" }
            """)
        let folder = try makeTemporaryFolder()
        XCTAssertNoThrow(try Project.load(configPath: fixture.write(into: folder)))
    }

    /// The roles a control's `state` draws with are needed at load time too: each case removes one role from the
    /// tokens and expects the configuration error to name it with the node (before, every cell failed instead).
    func testStatesNeedTheirRolesAtLoadTime() throws {
        let withoutDisabledText = ScratchProject.Files.tokens.replacingOccurrences(of: #""disabledText":"#, with: #""unusedA":"#)
        let withoutDisabledSurface = ScratchProject.Files.tokens.replacingOccurrences(of: #""disabledSurface":"#, with: #""unusedB":"#)
        let withoutDanger = ScratchProject.Files.tokens.replacingOccurrences(of: #""danger":"#, with: #""unusedC":"#)
        let cases: [(node: String, tokens: String, role: String, user: String)] = [
            // focusRing and pressedOverlay are not in the fixture's tokens.
            (#"{ "type": "button", "id": "save", "label": "home.save", "state": "focused" }"#, ScratchProject.Files.tokens, "focusRing", "home:save (button)"),
            (#"{ "type": "iconButton", "id": "more", "icon": "check", "state": "pressed" }"#, ScratchProject.Files.tokens, "pressedOverlay", "home:more (iconButton)"),
            (#"{ "type": "listRow", "id": "row", "title": "home.title", "state": "disabled" }"#, withoutDisabledText, "disabledText", "home:row (listRow)"),
            (#"{ "type": "textField", "id": "name", "label": "home.title", "state": "disabled" }"#, withoutDisabledSurface, "disabledSurface", "home:name (textField)"),
            (#"{ "type": "button", "id": "pay", "label": "home.save", "state": "disabled" }"#, withoutDisabledSurface, "disabledSurface", "home:pay (button)"),
            (#"{ "type": "toggle", "id": "wifi", "label": "home.title", "state": "disabled" }"#, withoutDisabledText, "disabledText", "home:wifi (toggle)"),
            (#"{ "type": "button", "id": "send", "variant": "secondary", "label": "home.save", "state": "error" }"#, withoutDanger, "danger", "home:send (button)"),
        ]
        for (node, tokens, role, user) in cases {
            let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: node)
            let folder = try makeTemporaryFolder()
            XCTAssertThrowsError(try Project.load(configPath: fixture.write(into: folder)), node) { error in
                guard let missing = error as? MissingTokens else { return XCTFail("\(node): expected MissingTokens, got \(error)") }
                XCTAssertEqual(missing.roles[role], [user], "\(node): \(missing.description)")
            }
        }
    }

    /// A disabled button or toggle is drawn without its resting roles, so they are not needed.
    func testDisabledStateNeedsNoRestingRoles() throws {
        let tokens = ScratchProject.Files.tokens.replacingOccurrences(of: #""onAccent":"#, with: #""unusedA":"#)
        let fixture = ScratchProject.Files.minimal.replacing("tokens.json", with: tokens).screen(node: """
            { "type": "button", "id": "pay", "label": "home.save", "state": "disabled" }
            """)
        let folder = try makeTemporaryFolder()
        XCTAssertNoThrow(try Project.load(configPath: fixture.write(into: folder)))
    }
}
