import Foundation
import XCTest
@testable import ProofsheetKit

/// A card's unset box comes from the tokens at resolution (docs/spec.md, "Containers"): drawn from the cell's mode,
/// recorded as the token reads they are, required at load like a control's roles, and never a fallback number.
final class CardTokenDefaultsTests: XCTestCase {
    static let card = #"{ "type": "card", "id": "c", "children": [ { "type": "text", "id": "t", "text": "home.title" }, { "type": "rect", "id": "r", "height": 10 } ] }"#

    func project(card: String = CardTokenDefaultsTests.card) throws -> ScratchProject {
        try makeCheckProject(ScratchProject.Files.check().screen(node: card))
    }

    func resolve(_ project: ScratchProject, _ cell: String) throws -> ResolvedNode {
        let loaded = try project.load()
        let cells = try Matrix.cells(of: loaded)
        let match = try XCTUnwrap(cells.first { $0.description == cell }, cell)
        let root = try CellRenderer(project: loaded).resolve(match).root
        return try XCTUnwrap(root.children.first { $0.id == "c" }, "no card in \(cell)")
    }

    func testTheUnsetBoxIsDrawnFromTheTokensOfTheCellsMode() throws {
        let project = try project()
        // Fixture tokens: surface #FFFFFF/#202020, divider #E0E0E0/#303030, space sm 8, lg 16, radius lg 12.
        for (cell, surface, divider) in [("home/phone-en-light-1.0x", "#FFFFFF", "#E0E0E0"), ("home/phone-ar-dark-1.0x", "#202020", "#303030")] {
            let card = try resolve(project, cell)
            guard case .solid(let fill)? = card.box.background else { return XCTFail("\(cell): no solid background") }
            XCTAssertEqual(fill.hexString, surface, cell)
            XCTAssertEqual(card.box.backgroundRole, "surface", cell)
            XCTAssertEqual(card.box.border?.color.hexString, divider, cell)
            XCTAssertEqual(card.box.border?.width, 1, cell)
            XCTAssertEqual(card.box.cornerRadius, 12, cell)
            XCTAssertEqual(card.box.sizing.padding, Edges(all: 16), cell)
            guard case .vstack(let spacing, _) = card.kind else { return XCTFail("\(cell): a card resolves to a vstack") }
            XCTAssertEqual(spacing, 8, cell)
        }
    }

    /// `null` means "not set" everywhere in a spec, so a card's box members written as `null` take the tokens too.
    func testNullBoxMembersTakeTheTokensLikeAbsentOnes() throws {
        let card = #"{ "type": "card", "id": "c", "background": null, "border": null, "cornerRadius": null, "padding": null, "spacing": null, "children": [ { "type": "rect", "height": 10 } ] }"#
        let project = try project(card: card)
        for (cell, surface) in [("home/phone-en-light-1.0x", "#FFFFFF"), ("home/phone-ar-dark-1.0x", "#202020")] {
            let resolved = try resolve(project, cell)
            guard case .solid(let fill)? = resolved.box.background else { return XCTFail("\(cell): no solid background") }
            XCTAssertEqual(fill.hexString, surface, cell)
            XCTAssertEqual(resolved.box.border?.role, "divider", cell)
            XCTAssertEqual(resolved.box.cornerRadius, 12, cell)
            XCTAssertEqual(resolved.box.sizing.padding, Edges(all: 16), cell)
            guard case .vstack(let spacing, _) = resolved.kind else { return XCTFail("\(cell): a card resolves to a vstack") }
            XCTAssertEqual(spacing, 8, cell)
        }
    }

    func testAuthoredPropertiesAreDrawnAsWrittenAndNeedNoTokens() throws {
        let card = #"{ "type": "card", "id": "c", "background": "background", "border": { "color": "accent", "width": 2 }, "cornerRadius": 4, "padding": 6, "spacing": 3, "children": [ { "type": "rect", "height": 10 } ] }"#
        let tokens = ScratchProject.Files.tokens
            .replacingOccurrences(of: #""sm": 8, "md": 12, "lg": 16,"#, with: #""md": 12,"#)
            .replacingOccurrences(of: #""lg": 12, "#, with: "")
            .replacingOccurrences(of: #""divider":"#, with: #""unusedA":"#)
            .replacingOccurrences(of: #""surface":"#, with: #""unusedB":"#)
        XCTAssertFalse(tokens.contains(#""lg""#), "the variant must lack both lg tokens")
        let project = try makeCheckProject(ScratchProject.Files.check().replacing("tokens.json", with: tokens).screen(node: card))
        let resolved = try resolve(project, "home/phone-en-light-1.0x")
        XCTAssertEqual(resolved.box.backgroundRole, "background")
        XCTAssertEqual(resolved.box.border?.role, "accent")
        XCTAssertEqual(resolved.box.border?.width, 2)
        XCTAssertEqual(resolved.box.cornerRadius, 4)
        XCTAssertEqual(resolved.box.sizing.padding, Edges(all: 6))
        guard case .vstack(let spacing, _) = resolved.kind else { return XCTFail("a card resolves to a vstack") }
        XCTAssertEqual(spacing, 3)
    }

    func testMissingDefaultTokensAreOneConfigurationErrorNamingTheCard() throws {
        let tokens = ScratchProject.Files.tokens
            .replacingOccurrences(of: #""lg": 12, "#, with: "")
            .replacingOccurrences(of: #""divider":"#, with: #""unusedA":"#)
        let fixture = ScratchProject.Files.check().replacing("tokens.json", with: tokens).screen(node: Self.card)
        XCTAssertThrowsError(try Project.load(configPath: fixture.write(into: makeTemporaryFolder()))) { error in
            guard let missing = error as? MissingTokens else { return XCTFail("expected MissingTokens, got \(error)") }
            XCTAssertEqual(missing.tokens, [.radius("lg"): ["home:c (card)"], .color("divider"): ["home:c (card)"]])
            XCTAssertTrue(missing.description.contains("\n  radius.lg: needed by home:c (card)"), missing.description)
            XCTAssertTrue(missing.description.contains("\n  colors.divider: needed by home:c (card)"), missing.description)
        }
    }

    /// A default token is an input of exactly the cells whose card reads it, and a changed cell names it.
    func testADefaultTokenIsAnInputOfTheCellsThatDrawItAndTheirCause() throws {
        let project = try project()
        _ = try project.check(record: .missing)
        try project.edit("tokens.json", replacing: #""lg": 12, "#, with: #""lg": 14, "#)
        let report = try project.check()
        let changed = report.cells.filter { $0.status == .changed }
        XCTAssertEqual(changed.map(\.cell.description), ["home/phone-ar-dark-1.0x", "home/phone-ar-light-1.0x",
                                                         "home/phone-en-dark-1.0x", "home/phone-en-light-1.0x"])
        for result in changed {
            XCTAssertEqual(result.changes.map(\.text), ["token radius lg 12 → 14"], "\(result.cell)")
        }
        XCTAssertTrue(report.cells.filter { $0.cell.screen == "list" }.allSatisfy { $0.status == .pass })
    }
}
