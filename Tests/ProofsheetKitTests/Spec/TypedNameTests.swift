import XCTest
@testable import ProofsheetKit

/// Names held as types (`AccessibilityRole`, `ColorRole`, …): spelled as written, ordered by spelling, described in
/// the input record exactly as the `String`s they replaced (so stored golden records stay the same), decoded from
/// screens with the errors a bad value always had, and carried through resolve to the audits in en and ar.
final class TypedNameTests: XCTestCase {
    func testANameIsItsSpelling() {
        XCTAssertEqual(AccessibilityRole("header"), .header)
        XCTAssertEqual(AccessibilityRole.textField.description, "textField")
        XCTAssertEqual("\(AccessibilityRole("link"))", "link")
        XCTAssertEqual([AccessibilityRole.text, .button, .header].sorted(), [.button, .header, .text])
        XCTAssertEqual(ColorRole("chart.1").name, "chart.1")
        XCTAssertEqual([ColorRole("surface"), "accent", "textPrimary"].sorted().map(\.name), ["accent", "surface", "textPrimary"])
        XCTAssertNotEqual(ColorRole("accent"), ColorRole("Accent"))
    }

    /// The input record describes properties by reflection: a typed name, alone, optional, in a list or an enum's
    /// payload, reads exactly as its `String` did.
    func testTheInputRecordDescribesATypedNameAsItsString() {
        XCTAssertEqual(ColorRole("accent").recordText, "accent".recordText)
        XCTAssertEqual(Optional(AccessibilityRole.header).recordText, Optional("header").recordText)
        XCTAssertEqual(Optional<ColorRole>.none.recordText, Optional<String>.none.recordText)
        XCTAssertEqual([ColorRole("chart.1"), ColorRole("chart.2")].recordText, ["chart.1", "chart.2"].recordText)
        XCTAssertEqual(BackgroundSpec.role("surface").recordText, "role(surface)")
        var a11y = AccessibilitySpec()
        a11y.role = "header"
        XCTAssertEqual(a11y.recordedProperties.map { "\($0.name)=\($0.value)" }, ["a11y.role=header"])
    }

    static let screen = #"""
    { "type": "vstack", "children": [
      { "type": "text", "id": "title", "literal": "Wallet", "style": "headline", "a11y": { "role": "header" } },
      { "type": "text", "id": "more", "literal": "More", "color": "accent", "a11y": { "role": "link" } },
      { "type": "icon", "id": "star", "name": "star", "color": "textSecondary" } ] }
    """#

    func testRolesReachTheResolvedTreeAndTheReaderInEnglishAndArabic() throws {
        let project = try ScratchProject("typed-names", ScratchProject.Parts(root: Self.screen)).loadChecked(screens: ["probe"])
        let renderer = try CellRenderer(project: project)
        for locale in ["en", "ar"] {
            let cell = Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .dark, textScale: 1)
            let scene = try renderer.compose(cell).scene
            func node(_ id: String) throws -> ResolvedNode { try XCTUnwrap(scene.nodes.first { $0.id.name == id }, id) }
            XCTAssertEqual(try node("title").semantics.role, .header, locale)
            XCTAssertEqual(try node("more").semantics.role, AccessibilityRole("link"), locale)
            XCTAssertEqual(try node("star").semantics.role, .image, locale)
            guard case .text(let more) = try node("more").kind, case .icon(let star) = try node("star").kind else {
                return XCTFail("\(locale): text and icon expected")
            }
            XCTAssertEqual(more.colorRole, "accent", locale)
            XCTAssertEqual(star.colorRole, "textSecondary", locale)
            let tree = AccessibilityTree(scene: scene)
            XCTAssertEqual(tree.elements.filter { $0.role == .header }.map(\.nodeID.name), ["title"], locale)
            let lines = AccessibilitySnapshot(tree: tree, cell: cell).lines
            XCTAssertTrue(lines.contains { $0.contains("link") && $0.contains("#more") }, "\(locale): \(lines)")
        }
    }

    /// A role of the wrong JSON type, and a colour role tokens.json lacks, are errors at the value's position.
    func testBadRolesAreErrorsAtTheirJSONPath() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "text", "literal": "A", "a11y": { "role": 3 } }"#, "root.a11y.role: expected a string, found the number 3"),
            (#"{ "type": "text", "literal": "A", "color": "accnt" }"#, "root.color: unknown colour role 'accnt'; did you mean 'accent'?"),
            (#"{ "type": "rect", "background": { "gradient": ["accent", "nope"] } }"#, "root.background.gradient[1]: unknown colour role 'nope'"),
        ]
        for (index, (root, expected)) in cases.enumerated() {
            let project = try ScratchProject("typed-names-bad-\(index)", ScratchProject.Parts(root: root)).load()
            let message = try XCTUnwrap(project.screenErrors["probe"], root).description
            XCTAssertTrue(message.contains(expected), "\(root)\n\(message)")
        }
    }

    /// A text style is its spelling, ordered by it, and the input record writes it as the `String` it replaced: the
    /// text node's own property and the token lookup's key (`style <name>`).
    func testATextStyleNameIsItsSpellingInTheRecord() {
        XCTAssertEqual(TextStyleName("headline").name, "headline")
        XCTAssertEqual("\(TextStyleName("labelLarge"))", "labelLarge")
        XCTAssertEqual([TextStyleName("title"), "body", "largeTitle"].sorted().map(\.name), ["body", "largeTitle", "title"])
        XCTAssertNotEqual(TextStyleName("body"), TextStyleName("Body"))
        XCTAssertEqual(TextStyleName("body").recordText, "body".recordText)
        XCTAssertEqual(Optional(TextStyleName("caption")).recordText, Optional("caption").recordText)
        XCTAssertEqual([TextStyleName("body"), "footnote"].recordText, ["body", "footnote"].recordText)
        XCTAssertEqual(TokenNeed.style("headline").key, "typography.headline")
        XCTAssertEqual([TokenNeed.style("title"), .style("body"), .color("accent")].sorted(), [.color("accent"), .style("body"), .style("title")])
        XCTAssertEqual(ResolveError.unknownTextStyle("nope").description, "text style 'nope' is not among the project's typography tokens")
    }

    static let styledScreen = #"""
    { "type": "vstack", "children": [
      { "type": "text", "id": "title", "text": "nav.back", "style": "largeTitle" },
      { "type": "text", "id": "plain", "literal": "Plain" },
      { "type": "textField", "id": "name", "label": "nav.back" } ] }
    """#

    /// A text style reaches the resolved text, the cell's input record and `proofsheet layout --json` as written, in
    /// English and Arabic; a text with none takes `body`, a control its platform's own styles.
    func testTextStylesReachTheResolvedTreeTheRecordAndTheLayoutReportInEnglishAndArabic() throws {
        let scratch = try ScratchProject("typed-names-styles", ScratchProject.Parts(root: Self.styledScreen))
        let renderer = try CellRenderer(project: try scratch.loadChecked(screens: ["probe"]))
        for locale in ["en", "ar"] {
            let cell = Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textScale: 1)
            let composed = try renderer.compose(cell)
            let styles = Dictionary(composed.scene.nodes.compactMap { node -> (String, TextStyleName)? in
                guard case .text(let text) = node.kind else { return nil }
                return (node.id.name, text.style)
            }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(styles["title"], "largeTitle", locale)
            XCTAssertEqual(styles["plain"], .init("body"), locale)
            XCTAssertTrue(styles.contains { $0.key.hasPrefix("name.") && $0.value == "subheadline" }, "\(locale): \(styles)")
            let texts = try ScratchProject.layoutTexts(cell, renderer: renderer)
            XCTAssertEqual(texts["title"]?["style"], .string("largeTitle"), locale)
            XCTAssertEqual(texts["plain"]?["style"], .string("body"), locale)
            let styleKeys = composed.inputs.entries.keys.filter { $0.contains("style") }
            XCTAssertTrue(styleKeys.contains { $0.hasSuffix("style largeTitle") }, "\(locale): \(styleKeys.sorted())")
        }
    }

    /// A style tokens.json lacks is refused where it is written, with every style listed and the nearest one; the
    /// store's caption style too.
    func testAnUnknownTextStyleIsAnErrorAtItsJSONPath() throws {
        let root = #"{ "type": "text", "literal": "A", "style": "headlin" }"#
        let project = try ScratchProject("typed-names-bad-style", ScratchProject.Parts(root: root)).load()
        let message = try XCTUnwrap(project.screenErrors["probe"]).description
        XCTAssertTrue(message.contains("root.style: expected one of 'body', 'callout', 'caption', 'footnote', 'headline',"), message)
        XCTAssertTrue(message.contains("found 'headlin'; did you mean 'headline'?"), message)
        let wrongType = #"{ "type": "text", "literal": "A", "style": 17 }"#
        let typed = try ScratchProject("typed-names-bad-style-type", ScratchProject.Parts(root: wrongType)).load()
        XCTAssertTrue(try XCTUnwrap(typed.screenErrors["probe"]).description.contains("root.style: expected a string, found the number 17"))
    }

    /// A node id is its spelling; a part is its control's id, a dot and the part's name; how an id stands to another
    /// id or to a path is a relation of the type, not a string prefix (`save` does not contain `saved`, and the root's
    /// authored `rootCard` is not derived from the path `root`).
    func testANodeIDKnowsItsPartsAndWhetherItWasDerivedFromItsPath() {
        let save = NodeID("save")
        XCTAssertEqual(save.part("label"), "save.label")
        XCTAssertEqual("\(save.part("icon").part("badge"))", "save.icon.badge")
        XCTAssertEqual(save.recordText, "save".recordText)
        XCTAssertEqual([NodeID("save.label"), "save"].recordText, ["save.label", "save"].recordText)
        let relations: [(NodeID, NodeID, isPart: Bool, isWithin: Bool)] = [
            ("save.label", "save", true, true), ("save.icon.badge", "save", true, true), ("save", "save", false, true),
            ("saved", "save", false, false), ("saved.label", "save", false, false), ("save", "save.label", false, false),
            ("account.title", "account", true, true), ("s", "save", false, false),
        ]
        for (id, other, isPart, isWithin) in relations {
            XCTAssertEqual(id.isPart(of: other), isPart, "\(id) part of \(other)")
            XCTAssertEqual(id.isWithin(other), isWithin, "\(id) within \(other)")
        }
        let paths: [(NodeID, String, Bool)] = [
            ("root", "root", true), ("root.children[2]", "root.children[2]", true), ("root.children[2].label", "root.children[2]", true),
            ("rootCard", "root", false), ("rootCard.label", "root", false), ("root.children[10]", "root.children[1]", false),
            ("save", "root.children[0]", false), ("save.label", "root.children[0]", false),
        ]
        for (id, path, derived) in paths { XCTAssertEqual(id.isDerived(fromPath: path), derived, "\(id) from \(path)") }
    }

    static let idScreen = #"""
    { "type": "vstack", "id": "rootCard", "children": [
      { "type": "text", "id": "title", "text": "nav.back", "a11y": { "role": "header" } },
      { "type": "text", "literal": "Unnamed", "a11y": { "role": "header" } },
      { "type": "button", "id": "save", "label": "nav.back" } ] }
    """#

    /// Ids reach the resolved tree, the parts, the accessibility tree and a waiver in English and Arabic: an authored
    /// id (even the root's `rootCard`, which starts with its path `root`) is shown with `#`, a derived one is not; a
    /// waiver naming `save` covers `save.label` and not a node `saved`.
    func testNodeIDsReachTheTreeTheReaderAndTheWaiversInEnglishAndArabic() throws {
        let project = try ScratchProject("typed-names-ids", ScratchProject.Parts(root: Self.idScreen)).loadChecked(screens: ["probe"])
        let renderer = try CellRenderer(project: project)
        for locale in ["en", "ar"] {
            let cell = Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textScale: 1)
            let scene = try renderer.compose(cell).scene
            let ids = scene.nodes.map(\.id)
            XCTAssertTrue(ids.contains("rootCard") && ids.contains("title") && ids.contains("root.children[1]"), "\(locale): \(ids)")
            XCTAssertTrue(ids.contains { $0.isPart(of: "save") }, "\(locale): the button's parts are named after it: \(ids)")
            let tree = AccessibilityTree(scene: scene)
            let authored = Dictionary(tree.elements.map { ($0.nodeID, $0.hasAuthoredID) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(authored["title"], true, locale)
            XCTAssertEqual(authored["root.children[1]"], false, locale)
            XCTAssertEqual(authored["save"], true, locale)
            let lines = AccessibilitySnapshot(tree: tree, cell: cell).lines
            XCTAssertTrue(lines.contains { $0.contains("#title") }, "\(locale): \(lines)")
            XCTAssertFalse(lines.contains { $0.contains("#root.children[1]") }, "\(locale): \(lines)")
            let waiver = AuditWaiver(target: .node(screen: "probe", node: "save", criterion: .clippedText), reason: "r", owner: "o",
                                     expires: try XCTUnwrap(CalendarDate(year: 2099, month: 1, day: 1)))
            func finding(_ id: NodeID, path: String) -> Finding {
                Finding(criterion: .clippedText, severity: .error, nodeID: id, nodePath: path, cell: cell, rect: Rect(x: 0, y: 0, width: 1, height: 1), message: "m")
            }
            XCTAssertTrue(waiver.matches(finding("save", path: "root.children[2]")), locale)
            XCTAssertTrue(waiver.matches(finding("save.label", path: "root.children[2]")), locale)
            XCTAssertFalse(waiver.matches(finding("saved", path: "root.children[3]")), locale)
            XCTAssertFalse(waiver.matches(finding("saved.label", path: "root.children[3]")), locale)
        }
    }

    /// A bad id is refused at its JSON path, as before.
    func testABadNodeIDIsAnErrorAtItsJSONPath() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "text", "id": "a b", "literal": "A" }"#, "root.id: expected an id of ASCII letters, digits, '_', '-' or '.', found the string \"a b\""),
            (#"{ "type": "text", "id": 7, "literal": "A" }"#, "root.id: expected a string, found the number 7"),
            (#"{ "type": "vstack", "children": [ { "type": "text", "id": "t", "literal": "A" }, { "type": "text", "id": "t", "literal": "B" } ] }"#,
             "duplicate node id 't' at root.children[1]; first used at root.children[0]"),
        ]
        for (index, (root, expected)) in cases.enumerated() {
            let project = try ScratchProject("typed-names-bad-id-\(index)", ScratchProject.Parts(root: root)).load()
            let message = try XCTUnwrap(project.screenErrors["probe"], root).description
            XCTAssertTrue(message.contains(expected), "\(root)\n\(message)")
        }
    }

    /// `screen@state` is joined and split only by `ScreenStateID`: the parts round-trip, the order is the written
    /// id's, and a part that breaks the name rule is refused with the part's role.
    func testAScreenStateIDSplitsIntoExactlyOneScreenAndState() throws {
        let cases: [(id: String, screen: String, state: String?)] = [
            ("wallet", "wallet", nil), ("wallet@empty", "wallet", "empty"), ("wallet@a@b", "wallet", "a@b"), ("w@", "w", ""),
        ]
        for (id, screen, state) in cases {
            let parsed = ScreenStateID(id)
            XCTAssertEqual(parsed, ScreenStateID(screen: screen, state: state), id)
            XCTAssertEqual(parsed.name, id)
            XCTAssertEqual("\(parsed)", id)
        }
        XCTAssertEqual(ScreenStateID("wallet").stateName, "default")
        XCTAssertEqual(ScreenStateID("wallet@empty").stateName, "empty")
        let ids = ["wallet@empty", "home", "wallet", "wallet-2"]
        XCTAssertEqual(ids.map { ScreenStateID($0) }.sorted().map(\.name), ids.sorted())
        let cell = Cell(screen: "wallet@empty", device: "phone", locale: LocaleID("ar"), mode: .dark, textScale: 1)
        XCTAssertEqual(cell.screenFile, "wallet")
        XCTAssertEqual(cell.state, "empty")
        XCTAssertEqual(cell.relativePath, "wallet@empty/phone-ar-dark-1.0x.png")
        XCTAssertEqual(try ScreenStateID.validated("wallet@empty"), "wallet@empty")
        let refused: [(String, String)] = [
            ("wallet@a/b", "expected a screen state of \(ProjectName.rule), found \"a/b\": a name cannot contain '/'"),
            ("../x@empty", "expected a screen id of \(ProjectName.rule), found \"../x\": a name cannot start with '.'"),
            ("wallet@", "expected a screen state of \(ProjectName.rule), found \"\": a name cannot be empty"),
        ]
        for (id, message) in refused {
            XCTAssertThrowsError(try ScreenStateID.validated(id), id) { XCTAssertEqual("\($0)", message, id) }
        }
    }

    /// A `CaseOrdered` enumeration sorts in declaration order, with no rank table of its own.
    func testCaseOrderedEnumerationsSortAsDeclared() {
        func declared<Case: CaseOrdered>(_ type: Case.Type) -> Bool {
            let cases = Array(type.allCases)
            return cases.reversed().sorted() == cases && cases.indices.allSatisfy { cases[$0].declarationIndex == $0 }
        }
        XCTAssertTrue(declared(FindingSeverity.self))
        XCTAssertTrue(declared(AuditCriterion.self))
        XCTAssertTrue(declared(Orientation.self))
        XCTAssertTrue(declared(InputKind.self))
        XCTAssertTrue(declared(PluralCategory.self))
        XCTAssertTrue(declared(ColorVisionDeficiency.self))
        XCTAssertTrue(declared(AccessibilityState.self))
        XCTAssertTrue(declared(ContentSizeCategory.self))
        XCTAssertLessThan(FindingSeverity.error, .warning)
        XCTAssertLessThan(ContentSizeCategory.xxxLarge, .ax1)
        XCTAssertEqual(ContentSizeCategory.ax5.index, 11)
    }

    /// The node types read their enumerations with `requiredCase`/`optionalCase`: a bad value names its JSON path,
    /// every case in declaration order, what was found and the nearest case, exactly as before; absent takes the default.
    func testNodeTypeEnumerationsKeepTheirMessages() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "badge", "label": "nav.back", "tone": "sucess" }"#,
             "root.tone: expected one of 'success', 'warning', 'danger', 'info', 'neutral', found 'sucess'; did you mean 'success'?"),
            (#"{ "type": "chip", "label": "nav.back", "variant": "filter2" }"#, "root.variant: expected one of 'assist', 'filter', 'input', found 'filter2'; did you mean 'filter'?"),
            (#"{ "type": "zstack", "alignment": "middle", "children": [] }"#, "root.alignment: expected one of 'topLeading', 'top', 'topTrailing', "
             + "'leading', 'center', 'trailing', 'bottomLeading', 'bottom', 'bottomTrailing', found 'middle'"),
            (#"{ "type": "hstack", "alignment": "centre", "children": [] }"#, "root.alignment: expected one of 'top', 'center', 'bottom', 'fill', found 'centre'; did you mean 'center'?"),
            (#"{ "type": "vstack", "alignment": "left", "children": [] }"#, "root.alignment: expected one of 'leading', 'center', 'trailing', 'fill', found 'left'"),
            (#"{ "type": "text", "literal": "A", "truncate": "words" }"#, "root.truncate: expected one of 'character', 'word', found 'words'; did you mean 'word'?"),
            (#"{ "type": "text", "literal": "A", "align": "right" }"#, "root.align: expected one of 'leading', 'center', 'trailing', found 'right'"),
            (#"{ "type": "text", "literal": "A", "direction": "rtl2" }"#, "root.direction: expected one of 'auto', 'locale', 'ltr', 'rtl', found 'rtl2'; did you mean 'rtl'?"),
            (#"{ "type": "button", "label": "nav.back", "variant": "primay" }"#,
             "root.variant: expected one of 'primary', 'secondary', 'tonal', 'destructive', 'plain', found 'primay'; did you mean 'primary'?"),
            (#"{ "type": "chart", "kind": 3 }"#, "root.kind: expected a string, found the number 3"),
        ]
        for (index, (root, expected)) in cases.enumerated() {
            let project = try ScratchProject("typed-names-enum-\(index)", ScratchProject.Parts(root: root)).load()
            let message = try XCTUnwrap(project.screenErrors["probe"], root).description
            XCTAssertTrue(message.contains(expected), "\(root)\n\(message)")
        }
        let good = #"{ "type": "vstack", "children": [ { "type": "text", "id": "t", "literal": "سلام", "truncate": "word", "direction": "rtl" } ] }"#
        let project = try ScratchProject("typed-names-enum-good", ScratchProject.Parts(root: good)).loadChecked(screens: ["probe"])
        let renderer = try CellRenderer(project: project)
        for locale in ["en", "ar"] {
            let cell = Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textScale: 1)
            let node = try XCTUnwrap(try renderer.compose(cell).scene.nodes.first { $0.id.name == "t" }, locale)
            guard case .text(let text) = node.kind else { return XCTFail("\(locale): a text expected") }
            XCTAssertEqual(text.truncation, .word, locale)
            XCTAssertEqual(text.direction, .rtl, locale)
            XCTAssertEqual(text.alignment, .leading, locale)
        }
    }

    /// Every enumeration decoded from a JSON string goes through one decoder with one message: where, what was
    /// expected (every case), what was found, and the nearest case.
    func testTheEnumDecoderNamesThePlaceTheCasesAndWhatWasFound() throws {
        let document = try JSONDocument(parsing: #"{ "mode": "drak", "orientation": "sideways", "kind": 3 }"#, file: "layouts/report.json")
        let object = try document.reader().object()
        XCTAssertNil(try object.optionalCase("missing", ThemeMode.self))
        let cases: [(String, () throws -> Any, String)] = [
            ("mode", { try object.requiredCase("mode", ThemeMode.self) },
             "layouts/report.json:1:11: root.mode: expected one of 'light', 'dark', 'highContrastLight', 'highContrastDark', found 'drak'; did you mean 'dark'?"),
            ("orientation", { try object.optionalCase("orientation", Orientation.self) as Any },
             "layouts/report.json:1:34: root.orientation: expected one of 'portrait', 'landscape', found 'sideways'"),
            ("kind", { try object.requiredCase("kind", InputKind.self) }, "layouts/report.json:1:54: root.kind: expected a string, found the number 3"),
            ("absent", { try object.requiredCase("absent", ThemeMode.self) }, "layouts/report.json:1:1: root: missing required key 'absent'"),
        ]
        for (name, decode, message) in cases {
            XCTAssertThrowsError(try decode(), name) { XCTAssertEqual("\($0)", message, name) }
        }
    }
}
