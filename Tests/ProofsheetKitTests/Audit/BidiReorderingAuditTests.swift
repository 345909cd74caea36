import XCTest
@testable import ProofsheetKit

/// The `bidiReordering` finding (issue #14): numbers, phone numbers, times, ranges, e-mails and URLs that a
/// right-to-left paragraph displays reordered, and none when the string isolates them or the line is English.
final class BidiReorderingAuditTests: XCTestCase {
    func testReorderedTokensInArabicAreWarnedAboutAndIsolatedOnesAreNot() throws {
        let cases: [(name: String, text: String, locale: String, token: String?, kind: String?)] = [
            ("signed amount", "\u{0627}\u{0644}\u{0645}\u{0628}\u{0644}\u{063A} \u{2212}$4.75 \u{0641}\u{0642}\u{0637}", "ar", "\u{2212}$4.75", "number"),
            ("amount alone", "\u{2212}$4.75", "ar", "\u{2212}$4.75", "number"),
            ("with LRM", "\u{0627}\u{0644}\u{0645}\u{0628}\u{0644}\u{063A} \u{200E}\u{2212}$4.75 \u{0641}\u{0642}\u{0637}", "ar", nil, nil),
            ("with LRI…PDI", "\u{0627}\u{0644}\u{0645}\u{0628}\u{0644}\u{063A} \u{2066}\u{2212}$4.75\u{2069}", "ar", nil, nil),
            ("English line", "Balance \u{2212}$4.75 today", "en", nil, nil),
            ("English text in Arabic locale", "Balance \u{2212}$4.75 today", "ar", nil, nil),
            ("plain number", "\u{0631}\u{0635}\u{064A}\u{062F}\u{0643} 104.32 XLM", "ar", nil, nil),
            ("phone number", "\u{0627}\u{062A}\u{0635}\u{0644} \u{0639}\u{0644}\u{0649} +1 555 123 4567", "ar", "+1 555 123 4567", "phoneNumber"),
            ("isolated phone number", "\u{0627}\u{062A}\u{0635}\u{0644} \u{0639}\u{0644}\u{0649} \u{2066}+1 555 123 4567\u{2069}", "ar", nil, nil),
            ("time range", "\u{0645}\u{0641}\u{062A}\u{0648}\u{062D} 9:00\u{2013}17:00", "ar", "9:00\u{2013}17:00", "range"),
            ("e-mail starting with digits", "\u{0631}\u{0627}\u{0633}\u{0644}\u{0646}\u{0627} 2024@example.com", "ar", "2024@example.com", "email"),
        ]
        for item in cases {
            let root = "{ \"type\": \"vstack\", \"children\": [ { \"type\": \"text\", \"literal\": \(JSONValue.string(item.text).jsonText()) } ] }"
            let project = try ScratchProject.rendered("bidi-\(cases.firstIndex { $0.name == item.name }!)", root: root)
            let findings = try project.audit(locale: item.locale).of(.bidiReordering)
            guard let token = item.token else {
                XCTAssertEqual(findings.map(\.message), [], item.name)
                continue
            }
            XCTAssertEqual(findings.count, 1, "\(item.name): \(findings.map(\.message))")
            guard let finding = findings.first else { continue }
            XCTAssertEqual(finding.severity, .warning, item.name)
            XCTAssertEqual(finding.evidence["token"], token, item.name)
            XCTAssertEqual(finding.evidence["kind"], item.kind, item.name)
            XCTAssertNotEqual(finding.evidence["displayed"], token, item.name)
            XCTAssertTrue(finding.message.contains("LRI…PDI (U+2066 … U+2069) or an LRM (U+200E)"), finding.message)
        }
    }

    /// "−$4.75" in Arabic is drawn "$4.75−": the sign at the other end, as the finding says.
    func testTheDisplayedOrderIsTheDrawnOne() throws {
        let root = #"{ "type": "vstack", "children": [ { "type": "text", "literal": "\u2212$4.75" } ] }"#
        let findings = try ScratchProject.rendered("bidi-drawn", root: root).audit(locale: "ar").of(.bidiReordering)
        XCTAssertEqual(findings.first?.evidence["displayed"], "$4.75\u{2212}")
    }
}
