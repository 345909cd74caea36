import XCTest
@testable import ProofsheetKit

/// Each criterion that reads the accessibility tree, the focus ring or the simulated status colours fires once
/// on its purpose-built screen and not on its control case, in English and Arabic.
final class AccessibilityCriteriaTests: XCTestCase {
    private func findings(_ name: String, _ children: String, locale: String, background: String = "background") throws -> [Finding] {
        let root = """
        { "type": "vstack", "background": "\(background)", "padding": 16, "spacing": 12, "alignment": "fill", "children": [ \(children), { "type": "spacer" } ] }
        """
        return try ScratchProject.rendered(name + "-" + locale, root: root).audit(locale: locale)
    }

    private static func button(_ id: String, _ label: String, name: String? = nil, priority: Int? = nil, state: String? = nil) -> String {
        var a11y: [String] = []
        if let name { a11y.append(#""label": { "literal": "\#(name)" }"#) }
        if let priority { a11y.append(#""sortPriority": \#(priority)"#) }
        let extra = state.map { #", "state": "\#($0)""# } ?? ""
        return #"{ "type": "button", "id": "\#(id)", "label": { "literal": "\#(label)" }, "a11y": { \#(a11y.joined(separator: ", ")) }\#(extra) }"#
    }

    /// A tone-only dot, drawn in its tone's tint, or in `fill` (a colour role) when given.
    private static func dot(_ id: String, _ tone: String, fill: String? = nil) -> String {
        let background = fill.map { #", "background": "\#($0)""# } ?? ""
        return #"{ "type": "badge", "id": "\#(id)", "tone": "\#(tone)", "width": 12, "height": 12\#(background) }"#
    }

    func testEachCriterionFiresOnItsCaseAndNotOnItsControl() throws {
        let text = { (id: String, priority: Int) in #"{ "type": "text", "id": "\#(id)", "literal": "Text \#(id)", "a11y": { "sortPriority": \#(priority) } }"# }
        let cases: [(criterion: AuditCriterion, failing: String, passing: String, node: String, wcag: String)] = [
            (.duplicateName, Self.button("a", "Edit") + "," + Self.button("b", "Edit"),
             Self.button("a", "Edit", name: "Edit name") + "," + Self.button("b", "Edit", name: "Edit email"), "b", "2.4.6"),
            (.labelInName, Self.button("pay", "Send", name: "Submit payment"), Self.button("pay", "Send", name: "Send payment"), "pay", "2.5.3"),
            (.readingOrder, text("one", 0) + "," + text("two", 1), text("one", 1) + "," + text("two", 0), "one", "1.3.2"),
            (.focusOrder, Self.button("a", "Save") + "," + Self.button("b", "Share", priority: 1),
             Self.button("a", "Save", priority: 1) + "," + Self.button("b", "Share"), "a", "2.4.3"),
            (.statusDistinguishable, Self.dot("ok", "success") + "," + Self.dot("bad", "danger"),
             Self.dot("note", "info", fill: "info") + "," + Self.dot("late", "warning", fill: "warning"), "bad", "1.4.1"),
            // An image or icon neither labelled nor hidden is `missingName` under §1.1.1; hidden, it is decorative.
            (.missingName, #"{ "type": "icon", "id": "mystery", "name": "check" }"#,
             #"{ "type": "icon", "id": "mystery", "name": "check", "a11y": { "hidden": true } }, { "type": "icon", "id": "done", "name": "check", "a11y": { "label": { "literal": "Done" } } }"#,
             "mystery", "1.1.1"),
            // focusRing is the accent colour in light mode: on an accent panel the ring cannot be seen.
            (.focusIndicator, #"{ "type": "vstack", "background": "accent", "padding": 12, "children": [ \#(Self.button("pay", "Pay", state: "focused")) ] }"#,
             #"{ "type": "vstack", "padding": 12, "children": [ \#(Self.button("pay", "Pay", state: "focused")) ] }"#, "pay", "2.4.13"),
        ]
        for c in cases {
            for locale in ["en", "ar"] {
                let failing = try findings("\(c.criterion)-fails", c.failing, locale: locale).of(c.criterion)
                XCTAssertEqual(failing.map(\.nodeID.name), [c.node], "\(c.criterion) \(locale): \(failing.map(\.message))")
                XCTAssertEqual(failing.first?.wcag, c.wcag)
                let passing = try findings("\(c.criterion)-passes", c.passing, locale: locale).of(c.criterion)
                XCTAssertEqual(passing.map(\.message), [], "\(c.criterion) \(locale)")
            }
        }
    }

    func testRedAndGreenAreAlikeUnderDeuteranopiaButBlueAndOrangeAreNot() throws {
        let found = try findings("status-red-green", Self.dot("ok", "success") + "," + Self.dot("bad", "danger"), locale: "en")
            .of(.statusDistinguishable)
        XCTAssertEqual(found.first?.evidence["deficiencies"]?.contains("deuteranopia"), true, found.first?.evidence["deficiencies"] ?? "none")
        // Two dots with different icons are told apart by the icons.
        let cued = #"{ "type": "badge", "id": "ok", "tone": "success", "icon": "check" }, { "type": "badge", "id": "bad", "tone": "danger", "icon": "error" }"#
        XCTAssertEqual(try findings("status-cued", cued, locale: "en").of(.statusDistinguishable).map(\.nodeID.name), [])
    }

    func testFocusRingContrastAndObscuring() throws {
        let focused = Self.button("pay", "Pay", state: "focused")
        for locale in ["en", "ar"] {
            XCTAssertEqual(try findings("focus-ok", focused, locale: locale).of(.focusIndicator).map(\.message), [], locale)
            // focusRing is the accent colour in light mode: on an accent backdrop the ring cannot be seen.
            let invisible = try findings("focus-invisible", focused, locale: locale, background: "accent").of(.focusIndicator)
            XCTAssertEqual(invisible.map { $0.evidence["ratio"] }, ["1.00:1"], locale)
            XCTAssertEqual(invisible.first?.wcag, "2.4.13")
            let clipped = #"{ "type": "zstack", "clip": true, "children": [ \#(focused) ] }"#
            let cut = try findings("focus-cut", clipped, locale: locale).of(.focusIndicator)
            XCTAssertEqual(cut.map(\.wcag), ["2.4.11"], locale)
        }
    }

    /// The colours drawn decide, not the tones': `info` and `warning` dots both drawn in `neutralTint` look the same
    /// (their tones, blue and orange, do not); `success` and `danger` dots, alike under deuteranopia as tones, are
    /// told apart when drawn in `info` and `warning`.
    func testStatusColoursAreTheColoursAsDrawn() throws {
        for locale in ["en", "ar"] {
            let same = try findings("status-drawn-same", Self.dot("note", "info", fill: "neutralTint") + "," + Self.dot("late", "warning", fill: "neutralTint"),
                                    locale: locale).of(.statusDistinguishable)
            XCTAssertEqual(same.map(\.nodeID.name), ["late"], locale)
            XCTAssertEqual(same.first?.evidence["deficiencies"]?.contains("ΔE00 0"), true, same.first?.evidence["deficiencies"] ?? "none")
            let apart = try findings("status-drawn-apart", Self.dot("ok", "success", fill: "info") + "," + Self.dot("bad", "danger", fill: "warning"),
                                     locale: locale).of(.statusDistinguishable)
            XCTAssertEqual(apart.map(\.message), [], locale)
        }
    }

    /// Reply and Delete in every row of a message list, each row with its sender's name: the row tells them apart
    /// (WCAG 2.2 §2.4.4, §2.4.6), so they are info findings suggesting a contextual label. Two Delete buttons in
    /// one card with one title share that context: an error.
    func testRepeatedActionsInRowsWithTheirOwnTextAreNotErrors() throws {
        let action = { (id: String, name: String, icon: String) in
            #"{ "type": "iconButton", "id": "\#(id)", "icon": "\#(icon)", "a11y": { "label": { "literal": "\#(name)" } } }"#
        }
        for locale in ["en", "ar"] {
            let senders = locale == "ar" ? ["أحمد", "سارة", "عمر"] : ["Ahmed", "Sara", "Omar"]
            let rows = senders.enumerated().map { index, sender in
                let reply = action("reply\(index)", "Reply", "chat"), delete = action("delete\(index)", "Delete", "trash")
                return #"{ "type": "hstack", "id": "row\#(index)", "spacing": 8, "children": [ { "type": "text", "id": "sender\#(index)", "literal": "\#(sender)" }, { "type": "spacer" }, \#(reply), \#(delete) ] }"#
            }.joined(separator: ",")
            let list = try findings("rows-" + locale, rows, locale: locale).of(.duplicateName)
            XCTAssertEqual(list.filter { $0.severity == .error }.map(\.message), [], locale)
            XCTAssertEqual(list.map(\.nodeID.name), ["reply1", "delete1", "reply2", "delete2"], locale)
            XCTAssertEqual(list.first?.evidence["context"], senders[1], locale)
            let card = #"{ "type": "card", "id": "card", "children": [ { "type": "text", "literal": "\#(senders[0])" }, { "type": "hstack", "children": [ \#(action("a", "Delete", "trash")), \#(action("b", "Delete", "trash")) ] } ] }"#
            let twice = try findings("card-" + locale, card, locale: locale).of(.duplicateName)
            XCTAssertEqual(twice.map(\.nodeID.name), ["b"], locale)
            XCTAssertEqual(twice.first?.severity, .error)
        }
    }
}
