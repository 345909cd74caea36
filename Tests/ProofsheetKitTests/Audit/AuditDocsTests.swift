import Foundation
import XCTest
@testable import ProofsheetKit

/// docs/audits.md describes every criterion the auditor has (issue #44 item 7): its "Criteria" table has one row per
/// `AuditCriterion` case, in report order, with the case's WCAG reference and, for a criterion not enforced by
/// default, "reported by default" in its severity.
final class AuditDocsTests: XCTestCase {
    /// The "Criteria" table's rows: criterion → its cells (WCAG, severity, what is checked), in the table's order.
    static func criteriaRows() throws -> [(criterion: String, cells: [String])] {
        let text = try String(contentsOf: TestPaths.repository("docs/audits.md"), encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## Criteria\n").dropFirst().first?.components(separatedBy: "\n#").first else {
            throw CriteriaTableError.noSection
        }
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return (String(cells[0].dropFirst().dropLast()), Array(cells.dropFirst()))
        }
    }

    enum CriteriaTableError: Error { case noSection }

    func testEveryCriterionHasItsRowInReportOrder() throws {
        let rows = try Self.criteriaRows()
        XCTAssertEqual(rows.map(\.criterion), AuditCriterion.allCases.map(\.rawValue),
                       "docs/audits.md's Criteria table against AuditCriterion.allCases (one row each, in report order)")
    }

    func testEachRowCitesTheCriterionsWCAGAndItsDefaultEnforcement() throws {
        for (name, cells) in try Self.criteriaRows() {
            guard let criterion = AuditCriterion(rawValue: name) else { continue }
            XCTAssertEqual(cells.count, 3, "\(name): WCAG, severity, what is checked")
            // The first reference written is the default one; "—" for none.
            let wcag = cells.first.flatMap { $0.split(separator: " ").first.map(String.init) }
            XCTAssertEqual(wcag, criterion.defaultWCAG ?? "—", "\(name): WCAG column against AuditCriterion.defaultWCAG")
            XCTAssertEqual(cells.count > 1 && cells[1].contains("reported by default"), !criterion.isEnforcedByDefault,
                           "\(name): the severity column says 'reported by default' exactly when the criterion is not enforced by default")
        }
    }

    /// The defaults the table describes are the ones `AuditSettings()` applies.
    func testDefaultSettingsFollowEachCriterion() {
        let settings = AuditSettings()
        XCTAssertEqual(settings.enforced, AuditCriterion.allCases.filter(\.isEnforcedByDefault))
        XCTAssertEqual(settings.reported, [.touchTargetSpacing])
        XCTAssertTrue(AuditCriterion.allCases.allSatisfy(settings.audits))
    }
}
