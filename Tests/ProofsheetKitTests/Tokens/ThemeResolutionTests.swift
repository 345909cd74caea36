import XCTest
@testable import ProofsheetKit

/// Theme resolution: colour tokens per mode with the high-contrast fallback, text styles under the text scale,
/// strings per locale, locale direction, and the scene resolver applying all of them to a screen.
final class ThemeResolutionTests: XCTestCase {
    static let white = Color(r: 255, g: 255, b: 255)
    static let black = Color(r: 0, g: 0, b: 0)

    static func hex(_ text: String) -> Color {
        guard let color = Color(hex: text) else { preconditionFailure("bad test colour \(text)") }
        return color
    }

    static let fixtureTokens: DesignTokens = {
        do {
            return try DesignTokens(decoding: JSONDocument(parsing: ScratchProject.Files.tokens, file: "tokens.json").reader(rootName: ""))
        } catch {
            preconditionFailure("fixture tokens do not decode: \(error)")
        }
    }()

    static let strings: [LocaleID: [String: String]] = [
        LocaleID("en"): ["home.title": "Home", "home.save": "Save"],
        LocaleID("ar"): ["home.title": "الرئيسية", "home.save": "حفظ"],
    ]

    static func theme(_ mode: ThemeMode = .light, scale: Double = 1, locale: String = "en") -> ResolvedTheme {
        ResolvedTheme(tokens: fixtureTokens, strings: strings[LocaleID(locale)] ?? [:], mode: mode, textScale: scale, locale: LocaleID(locale), fontFamilies: .standard)
    }

    // MARK: Tokens

    func testColorTokenValuePerModeFallsBackFromHighContrast() {
        let full = ColorToken(light: Self.hex("#111111"), dark: Self.hex("#EEEEEE"),
                              highContrastLight: Self.black, highContrastDark: Self.white)
        let base = ColorToken(light: Self.hex("#111111"), dark: Self.hex("#EEEEEE"))
        let lightOnly = ColorToken(light: Self.hex("#111111"), dark: Self.hex("#EEEEEE"), highContrastLight: Self.black)
        let cases: [(String, ColorToken, ThemeMode, Color)] = [
            ("full light", full, .light, Self.hex("#111111")),
            ("full dark", full, .dark, Self.hex("#EEEEEE")),
            ("full high-contrast light", full, .highContrastLight, Self.black),
            ("full high-contrast dark", full, .highContrastDark, Self.white),
            ("base light", base, .light, Self.hex("#111111")),
            ("base dark", base, .dark, Self.hex("#EEEEEE")),
            ("base high-contrast light falls back to light", base, .highContrastLight, Self.hex("#111111")),
            ("base high-contrast dark falls back to dark", base, .highContrastDark, Self.hex("#EEEEEE")),
            ("one high-contrast value: its own mode", lightOnly, .highContrastLight, Self.black),
            ("one high-contrast value: the other falls back", lightOnly, .highContrastDark, Self.hex("#EEEEEE")),
        ]
        for (name, token, mode, expected) in cases {
            XCTAssertEqual(token.value(in: mode), expected, name)
        }
        XCTAssertEqual(base.missingModes, [.highContrastLight, .highContrastDark])
        XCTAssertEqual(lightOnly.missingModes, [.highContrastDark])
        XCTAssertEqual(full.missingModes, [])
    }

    func testThemeColorsPerModeFromTokens() throws {
        // textPrimary has all four values; background has none for high contrast; accent only for high-contrast light.
        let cases: [(ThemeMode, String, String)] = [
            (.light, "textPrimary", "#111111"), (.dark, "textPrimary", "#EEEEEE"),
            (.highContrastLight, "textPrimary", "#000000"), (.highContrastDark, "textPrimary", "#FFFFFF"),
            (.light, "background", "#F0F0F0"), (.dark, "background", "#101010"),
            (.highContrastLight, "background", "#F0F0F0"), (.highContrastDark, "background", "#101010"),
            (.highContrastLight, "accent", "#003377"), (.highContrastDark, "accent", "#66AAFF"),
            (.dark, "neutralTint", "#BBBBBB29"),
        ]
        for (mode, role, expected) in cases {
            XCTAssertEqual(try Self.theme(mode).color(ColorRole(role)), Self.hex(expected), "\(role) in \(mode)")
        }
        XCTAssertThrowsError(try Self.theme().color("primary")) { error in
            XCTAssertEqual(String(describing: error), "colour role 'primary' is not among the project's colour tokens")
        }
    }

    func testTextStyleScalesUpToItsMaximum() throws {
        // body: 17/23, default maxScale 3.1; largeTitle: 32/40, maxScale 1.6; tab: 11/14, maxScale 1.4.
        let cases: [(style: String, scale: Double, size: Double, lineHeight: Double)] = [
            ("body", 1.0, 17, 23),
            ("body", 2.0, 34, 46),
            ("body", 3.1, 17 * 3.1, 23 * 3.1),
            ("body", 4.0, 17 * 3.1, 23 * 3.1),
            ("body", 0.8, 17 * 0.8, 23 * 0.8),
            ("largeTitle", 1.3, 32 * 1.3, 40 * 1.3),
            ("largeTitle", 1.6, 32 * 1.6, 40 * 1.6),
            ("largeTitle", 3.1, 32 * 1.6, 40 * 1.6),
            ("tab", 2.0, 11 * 1.4, 14 * 1.4),
        ]
        for item in cases {
            let style = try Self.theme(scale: item.scale).textStyle(TextStyleName(item.style))
            XCTAssertEqual(style.size, item.size, accuracy: 1e-9, "\(item.style) at \(item.scale)")
            XCTAssertEqual(style.lineHeight, item.lineHeight, accuracy: 1e-9, "\(item.style) at \(item.scale)")
        }
        XCTAssertEqual(try Self.theme(scale: 3.1).textStyle("largeTitle").size, 51.2, accuracy: 1e-9)
        XCTAssertThrowsError(try Self.theme().textStyle("display")) { error in
            XCTAssertEqual(String(describing: error), "text style 'display' is not among the project's typography tokens")
        }
    }

    // MARK: Strings and locales

    func testStringsResolvePerLocaleAndLiteralsPassThrough() throws {
        let cases: [(String, TextSource, String)] = [
            ("en", .key("home.title"), "Home"),
            ("ar", .key("home.title"), "الرئيسية"),
            ("en", .literal("Sara"), "Sara"),
            ("ar", .literal("Sara"), "Sara"),
            ("ar", .literal("home.title"), "home.title"),
        ]
        for (locale, source, expected) in cases {
            XCTAssertEqual(try Self.theme(locale: locale).text(source), expected, "\(source) in \(locale)")
        }
        XCTAssertThrowsError(try Self.theme(locale: "ar").text(.key("home.extra"))) { error in
            XCTAssertEqual(error as? ResolveError, .missingString(key: "home.extra", locale: LocaleID("ar")))
            XCTAssertEqual(String(describing: error), "string key 'home.extra' has no text for locale 'ar' in the project's strings")
        }
    }

    func testLocaleDirectionComesFromTheLanguage() {
        let cases: [(String, TextDirection)] = [
            ("ar", .rtl), ("he", .rtl), ("fa", .rtl), ("ur", .rtl), ("ar-EG", .rtl), ("AR", .rtl), ("ckb", .rtl),
            ("en", .ltr), ("pt-BR", .ltr), ("pt_BR", .ltr), ("tr", .ltr), ("", .ltr),
        ]
        for (identifier, direction) in cases {
            XCTAssertEqual(LocaleID(identifier).direction, direction, identifier)
        }
        XCTAssertEqual(LocaleID("pt-BR").language, "pt")
    }

    // MARK: Scene resolver

    /// Loads the minimal project with `node` as the home screen's only child and resolves it for one cell.
    func resolve(_ node: String, mode: ThemeMode = .light, scale: Double = 1, locale: String = "en") throws -> ResolvedNode {
        let (project, _) = try load(ScratchProject.Files.minimal.screen(node: node))
        XCTAssertEqual(project.screenErrors, [:])
        let screen = try XCTUnwrap(project.screens.first)
        let localeID = LocaleID(locale)
        let theme = ResolvedTheme(tokens: project.tokens, strings: project.strings[localeID] ?? [:], mode: mode, textScale: scale, locale: localeID, fontFamilies: .standard)
        let cell = Cell(screen: ScreenStateID(screen.id), device: "phone", locale: localeID, mode: mode, textScale: scale)
        return try SceneResolver(theme: theme, images: project.images, cell: cell).resolve(screen)
    }

    func find(_ id: String, in node: ResolvedNode) -> ResolvedNode? {
        if node.id.name == id { return node }
        for child in node.children {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    func node(_ id: String, in root: ResolvedNode) throws -> ResolvedNode {
        try XCTUnwrap(find(id, in: root), "no node '\(id)'")
    }

    func testScreenTakesTheColoursOfItsMode() throws {
        let spec = """
            { "type": "vstack", "id": "panel", "background": "surface", "border": { "color": "border" }, "children": [
                    { "type": "text", "id": "title", "text": "home.title", "style": "largeTitle" },
                    { "type": "divider", "id": "rule" }
                  ] }
            """
        let cases: [(mode: ThemeMode, surface: String, border: String, text: String, divider: String)] = [
            (.light, "#FFFFFF", "#888888", "#111111", "#E0E0E0"),
            (.dark, "#202020", "#777777", "#EEEEEE", "#303030"),
            (.highContrastLight, "#FFFFFF", "#888888", "#000000", "#E0E0E0"),
            (.highContrastDark, "#202020", "#777777", "#FFFFFF", "#303030"),
        ]
        for item in cases {
            let root = try resolve(spec, mode: item.mode)
            let panel = try node("panel", in: root)
            XCTAssertEqual(panel.box.background, .solid(Self.hex(item.surface)), "\(item.mode)")
            XCTAssertEqual(panel.box.border?.color, Self.hex(item.border), "\(item.mode)")
            XCTAssertEqual(try node("rule", in: root).box.background, .solid(Self.hex(item.divider)), "\(item.mode)")
            guard case .text(let title) = try node("title", in: root).kind else { return XCTFail("title is not text") }
            XCTAssertEqual(title.color, Self.hex(item.text), "\(item.mode)")
            XCTAssertEqual(title.string, "Home")
        }
    }

    func testTextNodeSizeFollowsTheClampedTextScale() throws {
        let spec = #"{ "type": "text", "id": "title", "text": "home.title", "style": "largeTitle" }"#
        guard case .text(let title) = try node("title", in: resolve(spec, scale: 3.1, locale: "ar")).kind else {
            return XCTFail("title is not text")
        }
        XCTAssertEqual(title.size, 32 * 1.6, accuracy: 1e-9)
        XCTAssertEqual(title.lineHeight, 40 * 1.6, accuracy: 1e-9)
        XCTAssertEqual(title.string, "الرئيسية")
        XCTAssertEqual(title.locale, LocaleID("ar"))
    }

    func testButtonIsOneInteractiveNodeNamedByItsLabel() throws {
        let spec = #"{ "type": "button", "id": "save", "label": "home.save" }"#
        let cases: [(locale: String, label: String)] = [("en", "Save"), ("ar", "حفظ")]
        for item in cases {
            let root = try resolve(spec, mode: .dark, locale: item.locale)
            let button = try node("save", in: root)
            XCTAssertTrue(button.semantics.isInteractive, item.locale)
            XCTAssertEqual(button.semantics.role, "button", item.locale)
            XCTAssertEqual(button.semantics.label, item.label, item.locale)
            XCTAssertEqual(button.box.background, .solid(Self.hex("#66AAFF")), "primary button fill is accent (dark)")
            guard case .text(let text) = try node("save.label", in: root).kind else { return XCTFail("no label text") }
            XCTAssertEqual(text.string, item.label, item.locale)
            XCTAssertEqual(text.color, Self.hex("#000000"), "label ink is onAccent (dark)")
            let interactive = collect(root) { $0.semantics.isInteractive }.map(\.id.name)
            XCTAssertEqual(interactive, ["save"], item.locale)
        }
    }

    func testIconButtonWithoutLabelResolvesWithNoName() throws {
        let root = try resolve(#"{ "type": "iconButton", "id": "more", "icon": "more" }"#)
        let button = try node("more", in: root)
        XCTAssertTrue(button.semantics.isInteractive)
        XCTAssertEqual(button.semantics.role, "button")
        XCTAssertNil(button.semantics.label)
        guard case .icon(let icon) = try node("more.icon", in: root).kind else { return XCTFail("no icon") }
        XCTAssertEqual(icon.name, "more")
    }

    func testDirectionalIconsMirrorInRightToLeftLocales() throws {
        let spec = """
            { "type": "icon", "id": "next", "name": "chevronForward" },
                  { "type": "icon", "id": "done", "name": "check" }
            """
        let cases: [(locale: String, id: String, isMirrored: Bool)] = [
            ("en", "next", false), ("ar", "next", true), ("en", "done", false), ("ar", "done", false),
        ]
        for item in cases {
            guard case .icon(let icon) = try node(item.id, in: resolve(spec, locale: item.locale)).kind else {
                return XCTFail("\(item.id) is not an icon")
            }
            XCTAssertEqual(icon.isMirrored, item.isMirrored, "\(item.id) in \(item.locale)")
        }
    }

    func testBadgeNeedsAnIconOrLabelBesidesColour() throws {
        let cases: [(spec: String, hasNonColorCue: Bool)] = [
            (#"{ "type": "badge", "id": "badge", "tone": "success" }"#, false),
            (#"{ "type": "badge", "id": "badge", "tone": "success", "icon": "check" }"#, true),
            (#"{ "type": "badge", "id": "badge", "tone": "success", "label": "home.save" }"#, true),
            (#"{ "type": "badge", "id": "badge", "tone": "success", "label": { "literal": "" } }"#, false),
        ]
        for item in cases {
            let badge = try node("badge", in: resolve(item.spec))
            XCTAssertEqual(badge.semantics.hasNonColorCue, item.hasNonColorCue, item.spec)
            XCTAssertEqual(badge.semantics.statusTone, .success, item.spec)
            XCTAssertEqual(badge.box.background, .solid(Self.hex("#1177331F")), item.spec)
        }
    }

    func collect(_ node: ResolvedNode, where predicate: (ResolvedNode) -> Bool) -> [ResolvedNode] {
        (predicate(node) ? [node] : []) + node.children.flatMap { collect($0, where: predicate) }
    }
}
