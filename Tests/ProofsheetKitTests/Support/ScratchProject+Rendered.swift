import Foundation
import XCTest
@testable import ProofsheetKit

extension ScratchProject {
    /// A scratch project loaded, with its renderer: each cell is rendered with the real pipeline and audited, so
    /// answers known by construction are checked end to end.
    struct Rendered {
        let scratch: ScratchProject
        let project: Project
        let renderer: CellRenderer

        /// Loads `scratch`; a screen of `screens` that did not load is an error with its message.
        init(_ scratch: ScratchProject, screens: [String]) throws {
            self.scratch = scratch
            project = try scratch.loadChecked(screens: screens)
            renderer = try CellRenderer(project: project)
        }

        var folder: URL { scratch.folder }
        var configFile: String { project.config.file }

        func cell(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1) -> Cell {
            Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: mode, textScale: scale)
        }

        func cell(locale: String = "en", size: TextSize, bold: Bool = false) -> Cell {
            Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textSize: size, boldText: bold)
        }

        func cell(device: String, locale: String, size: TextSize = .multiplier(1), bold: Bool = false) -> Cell {
            Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textSize: size, boldText: bold)
        }

        /// The findings of one cell at any text size, with the project's audit settings.
        func audit(_ cell: Cell) throws -> [Finding] {
            try audit(renderer.render(cell))
        }

        /// The findings of a cell already rendered, with the project's audit settings (what `audit(_: Cell)` gives,
        /// without rendering the cell a second time).
        func audit(_ rendered: RenderedCell) throws -> [Finding] {
            try CellAuditor(settings: AuditSettings.load(config: project.config)).audit(rendered)
        }

        /// `proofsheet layout --json` of one cell: text node id → its `text` object's members.
        func layoutTexts(_ cell: Cell) throws -> [String: [String: JSONValue]] {
            try ScratchProject.layoutTexts(cell, renderer: renderer)
        }

        func render(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1) throws -> RenderedCell {
            try renderer.render(cell(locale: locale, mode: mode, scale: scale))
        }

        /// One cell laid out and painted into its display list, without pixels: its scene, display list and input
        /// record are the ones `render` returns in `composed` (rasterising reads nothing more).
        func compose(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1) throws -> ComposedCell {
            try renderer.compose(cell(locale: locale, mode: mode, scale: scale))
        }

        /// The findings of one cell with `settings` (default: the project's own).
        func audit(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1, settings: AuditSettings? = nil) throws -> [Finding] {
            let rendered = try render(locale: locale, mode: mode, scale: scale)
            let chosen = try settings ?? AuditSettings.load(config: project.config)
            return try CellAuditor(settings: chosen).audit(rendered)
        }

        /// A text's `font` object: family, weight drawn, faces.
        func font(_ cell: Cell, _ id: String) throws -> (weight: String, drawn: String, faces: [String]) {
            let text = try layoutTexts(cell)[id] ?? [:]
            guard case .string(let weight)? = text["weight"]?.kind, case .object(let font)? = text["font"]?.kind,
                  case .string(let drawn)? = font.first(where: { $0.key == "weight" })?.value.kind,
                  case .array(let faces)? = font.first(where: { $0.key == "faces" })?.value.kind else {
                throw ScreenError(message: "no font record for \(id)")
            }
            return (weight, drawn, faces.compactMap { if case .string(let s) = $0.kind { return s } else { return nil } })
        }
    }

    /// A project for one screen `probe` (`root`, the JSON of its root node), loaded and ready to render; `name` is
    /// its folder (`audit-<name>`). `colors` are extra roles (`"#RRGGBB"` in every mode; one the shipped tokens have
    /// is replaced), `styles` extra typography (`name: (size, lineHeight, bold)`); `typography` adds styles as written
    /// (name → the style's JSON object), for keys `styles` does not set (`dynamicType`, `maxScale`); `components` are
    /// files of `components/` (name → JSON text); `states` is the JSON of the screen's `states` section; `assets` are
    /// files of `assets/` (name → bytes); `strings` are the files of `strings/` (locale → JSON text; default: the words
    /// built-in controls speak, `controlWords`); `screens` adds screens beside `probe` (screen id → the JSON of its
    /// `root` node); `devices` is the config's `devices` section (default: one iOS `phone`); `matrix` its `matrix`
    /// (default: en and ar at text scales 1 and 2). `keepsFolder` rewrites the project over an earlier one, keeping
    /// its goldens and reports.
    static func rendered(_ name: String, root: String, colors: [String: String] = [:], styles: [String: (Double, Double, Bool)] = [:],
                         typography: [String: String] = [:], audits: String? = nil, waivers: String? = nil, keepsFolder: Bool = false,
                         matrix: String = #"{ "locales": ["en", "ar"], "textScales": [1.0, 2.0] }"#, components: [String: String] = [:],
                         states: String? = nil, assets: [String: [UInt8]] = [:], strings: [String: String] = ScratchProject.controlWords,
                         screens: [String: String] = [:], devices: String = ScratchProject.phone) throws -> Rendered {
        var parts = Parts()
        parts.devices = devices
        parts.matrix = matrix
        if let audits { parts.sections = [("audits", audits)] }
        parts.colors = colors
        parts.typography = typography
        for (style, (size, lineHeight, bold)) in styles {
            parts.typography[style] = "{ \"family\": \"sans\", \"size\": \(size), \"lineHeight\": \(lineHeight), \"weight\": \"\(bold ? "bold" : "regular")\" }"
        }
        parts.root = root
        parts.states = states
        parts.screens = screens
        parts.files = strings.reduce(into: components.reduce(into: [:]) { $0["components/\($1.key).json"] = $1.value }) {
            $0["strings/\($1.key).json"] = $1.value
        }
        if let waivers { parts.files["waivers.json"] = waivers }
        parts.bytes = assets.reduce(into: [:]) { $0["assets/" + $1.key] = $1.value }
        return try Rendered(ScratchProject("audit-" + name, parts, keepsFolder: keepsFolder), screens: ["probe"] + screens.keys.sorted())
    }

    /// The weights `platformFonts` draws its texts in: a text `t<weight>` in style `w<weight>` each.
    static let fontWeights = [400, 500, 600, 700]

    /// A project with an iOS phone (`iphone`) and an Android phone (`pixel`), English and Arabic strings, the shipped
    /// tokens plus text styles at weights 400, 500, 600 and 700 (`w400` … `w700`), and `fontsSection` as the config's
    /// `fonts` (nil: none, so each platform draws its default fonts: the repository's Noto faces for iOS; Roboto and
    /// Noto Naskh Arabic UI from Debian's packages for Android).
    static func platformFonts(_ name: String, fontsSection: String? = nil, matrix: String = #"{ "locales": ["en", "ar"] }"#) throws -> Rendered {
        var parts = Parts()
        parts.fonts = fontsSection
        parts.devices = """
            {
                "iphone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
                "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }
            """
        parts.matrix = matrix
        for weight in fontWeights {
            parts.typography["w\(weight)"] = #"{ "family": "sans", "size": 17, "lineHeight": 24, "weight": \#(weight) }"#
        }
        parts.files = ["strings/en.json": #"{ "title": "Inbox settings", "body": "Archive messages after reading" }"#,
                       "strings/ar.json": #"{ "title": "إعدادات البريد", "body": "أرشفة الرسائل بعد قراءتها" }"#]
        let texts = fontWeights.map { #"{ "type": "text", "id": "t\#($0)", "text": "title", "style": "w\#($0)", "color": "textPrimary" }"# }
        parts.root = #"{ "type": "vstack", "padding": 16, "spacing": 8, "children": [ "# + texts.joined(separator: ", ") + " ] }"
        parts.folders = ["screens", "strings"]
        return try Rendered(ScratchProject("fonts-" + name, parts), screens: ["probe"])
    }

    /// A project for the string catalog tests: the shipped tokens and fonts, the files given (path relative to
    /// `layouts/` → content, or raw bytes), and a config whose `strings` section is `strings` (and `audits`, `devices`
    /// and `store`, JSON, when given); one screen `probe` (`screen`, the JSON of its root node, default an empty vstack).
    static func strings(_ name: String, files: [String: String], bytes: [String: [UInt8]] = [:], strings: String?,
                        locales: [String] = ["en", "ar"], screen: String? = nil, audits: String? = nil,
                        devices: String = #"{ "phone": { "width": 390, "height": 844, "scale": 1 } }"#, store: String? = nil) throws -> ScratchProject {
        var parts = Parts()
        parts.devices = devices
        parts.matrix = #"{ "locales": [\#(locales.map { "\"\($0)\"" }.joined(separator: ", "))], "modes": ["light"], "textScales": [1.0] }"#
        parts.sections = [("strings", strings), ("audits", audits), ("store", store)].compactMap { key, json in json.map { (key, $0) } }
        parts.root = screen ?? #"{ "type": "vstack", "children": [] }"#
        parts.files = files
        parts.bytes = bytes
        parts.folders = ["screens", "assets"]
        return try ScratchProject("strings-" + name, parts)
    }
}

extension Array where Element == Finding {
    func of(_ criterion: AuditCriterion) -> [Finding] { filter { $0.criterion == criterion } }
}
