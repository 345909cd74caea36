import XCTest
@testable import ProofsheetKit

/// The colour-role pairs the screens draw (`DrawnRolePairs`), which `proofsheet tokens` measures when the tokens
/// declare no `contrastPairs` and compares with the declared ones (issue #15 item 7). The fixture renders in
/// English and Arabic, at 1.0× and 2.0×, in all four modes.
final class DrawnRolePairsTests: XCTestCase {
    static let fixture = ScratchProject.Files.minimal.screen(node: """
        { "type": "text", "id": "title", "text": "home.title", "style": "largeTitle" },
              { "type": "card", "id": "box", "children": [
                { "type": "text", "id": "note", "literal": "Balance", "style": "body", "color": "textSecondary" },
                { "type": "icon", "id": "badge", "name": "person", "color": "accent" }
              ] },
              { "type": "vstack", "id": "hero", "background": { "gradient": ["accent", "onAccent"] }, "children": [
                { "type": "text", "id": "slogan", "literal": "Hello" }
              ] },
              { "type": "button", "id": "save", "label": "home.save" }
        """)

    func drawn() throws -> DrawnRolePairs {
        let (project, _) = try load(Self.fixture)
        return try DrawnRolePairs(project: project, settings: AuditSettings())
    }

    func testTextsAndIconsArePairedWithTheRoleUnderThem() throws {
        let pairs = try drawn().pairs
        let found = Dictionary(uniqueKeysWithValues: pairs.map { ("\($0.pair.foreground) on \($0.pair.background)", $0) })
        // 32 pt bold is large in every cell; 17 pt body is large only at 2.0×, so it needs the text minimum.
        XCTAssertEqual(found["textPrimary on background"]?.pair.kind, .largeText)
        XCTAssertEqual(found["textPrimary on background"]?.nodes, ["home:title"])
        XCTAssertEqual(found["textSecondary on surface"]?.pair.kind, .text)
        XCTAssertEqual(found["textSecondary on surface"]?.nodes, ["home:note"])
        XCTAssertEqual(found["accent on surface"]?.pair.kind, .nonText)
        XCTAssertNotNil(found["onAccent on accent"], "the button's label on its fill: \(found.keys.sorted())")
    }

    func testTextOnAGradientIsNotPaired() throws {
        let drawn = try drawn()
        XCTAssertEqual(drawn.underGradient, ["home:slogan"])
        // Its role counts as drawn on each stop of the gradient, so a pair declared for the stops is drawn.
        let stops = ContrastPair(foreground: "textPrimary", backgrounds: ["accent", "onAccent"], kind: .text)
        XCTAssertEqual(drawn.undrawn([stops]), [])
        // Its role counts as drawn on each stop of the gradient, so a declared pair for the stops is not "undrawn".
        XCTAssertEqual(drawn.undrawn([ContrastPair(foreground: "textPrimary", backgrounds: ["accent", "onAccent"], kind: .text)]), [])
        XCTAssertFalse(drawn.pairs.contains { $0.nodes.contains("home:slogan") })
    }

    func testDeclaredPairsNoScreenDrawsAreListed() throws {
        let declared = [
            ContrastPair(foreground: "textPrimary", backgrounds: ["background", "surface"], kind: .text),
            // The card's default border is `divider`, drawn on `background`; nothing draws `border` on `surface`.
            ContrastPair(foreground: "divider", backgrounds: ["background"], kind: .nonText),
            ContrastPair(foreground: "border", backgrounds: ["surface"], kind: .nonText),
        ]
        XCTAssertEqual(try drawn().undrawn(declared), ["textPrimary on surface", "border on surface"])
    }

    func testTheDrawnPairsAreMeasuredInEveryMode() throws {
        var tokens = try load(Self.fixture).project.tokens
        tokens.contrastPairs = try drawn().contrastPairs
        let report = TokenContrastAudit(tokens: tokens).run()
        let labels = report.pairs.map(\.label)
        XCTAssertTrue(labels.contains("textSecondary on surface"), "\(labels)")
        XCTAssertTrue(report.pairs.allSatisfy { $0.measurements.count == $0.pair.backgrounds.count * ThemeMode.allCases.count })
    }

    func testTokensCommandSaysItMeasuredTheDrawnPairs() throws {
        let binary = try ProofsheetBinary.locate()
        let config = try Self.fixture.write(into: makeTemporaryFolder())
        let outcome = try binary.run(["tokens", "--config", config], in: (config as NSString).deletingLastPathComponent)
        XCTAssertTrue(outcome.stdout.contains("no contrastPairs declared: measuring the"), outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("textSecondary on surface"), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("on a gradient (no single background role, not paired): home:slogan"), outcome.stdout)
        let json = try binary.run(["tokens", "--config", config, "--json"], in: (config as NSString).deletingLastPathComponent)
        XCTAssertTrue(json.stdout.contains(#""pairSource" : "drawn""#), json.stdout)
    }
}
