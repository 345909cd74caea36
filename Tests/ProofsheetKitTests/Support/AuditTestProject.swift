import Foundation
import XCTest
@testable import ProofsheetKit

/// A tiny project for the audit tests (a `ScratchProject`): the shipped tokens plus extra colour roles and text
/// styles, one screen, English and Arabic strings, the repository's fonts. Each cell is rendered with the real
/// pipeline, so answers known by construction are checked end to end.
struct AuditTestProject {
    let folder: URL
    let project: Project
    let renderer: CellRenderer

    /// `screen` is the JSON of the screen's `root` node; `colors` are extra roles (`"#RRGGBB"` in every mode; one the
    /// shipped tokens have is replaced), `styles` extra typography (`name: (size, lineHeight, bold)`); `components` are
    /// files of `components/` (name → JSON text); `states` is the JSON of the screen's `states` section; `assets` are
    /// files of `assets/` (name → bytes); `strings` are the files of `strings/` (locale → JSON text; default: the words
    /// built-in controls speak, `nav.back`, `stepper.decrease` and `stepper.increase`, in English and Arabic).
    /// `typography` adds styles as written (name → the style's JSON object), for keys `styles` does not set
    /// (`dynamicType`, `maxScale`). `screens` adds screens beside `probe` (screen id → the JSON of its `root` node).
    /// `devices` is the config's `devices` section (default: one iOS `phone`).
    init(_ name: String, root: String, colors: [String: String] = [:], styles: [String: (Double, Double, Bool)] = [:],
         typography: [String: String] = [:], audits: String? = nil, waivers: String? = nil, keepsFolder: Bool = false,
         matrix: String = #"{ "locales": ["en", "ar"], "textScales": [1.0, 2.0] }"#, components: [String: String] = [:],
         states: String? = nil, assets: [String: [UInt8]] = [:],
         strings: [String: String] = ScratchProject.controlWords,
         screens: [String: String] = [:],
         devices: String = #"{ "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } } }"#) throws {
        var parts = ScratchProject.Parts()
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
        // `keepsFolder` rewrites the project over an earlier one, keeping its goldens and reports.
        let scratch = try ScratchProject("audit-" + name, parts, keepsFolder: keepsFolder)
        folder = scratch.folder
        project = try scratch.loadChecked(screens: ["probe"] + screens.keys.sorted())
        renderer = try CellRenderer(project: project)
    }

    typealias ScreenError = ScratchProject.ScreenError

    var configFile: String { project.config.file }

    func cell(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1) -> Cell {
        Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: mode, textScale: scale)
    }

    func cell(locale: String = "en", size: TextSize, bold: Bool = false) -> Cell {
        Cell(screen: "probe", device: "phone", locale: LocaleID(locale), mode: .light, textSize: size, boldText: bold)
    }

    /// The findings of one cell at any text size, with the project's audit settings.
    func audit(_ cell: Cell) throws -> [Finding] {
        try CellAuditor(settings: AuditSettings.load(config: project.config)).audit(renderer.render(cell))
    }

    /// `proofsheet layout --json` of one cell: text node id → its `text` object's members.
    func layoutTexts(_ cell: Cell) throws -> [String: [String: JSONValue]] {
        try ScratchProject.layoutTexts(cell, renderer: renderer)
    }

    func render(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1) throws -> RenderedCell {
        try renderer.render(cell(locale: locale, mode: mode, scale: scale))
    }

    /// The findings of one cell with `settings` (default: the project's own).
    func audit(locale: String = "en", mode: ThemeMode = .light, scale: Double = 1, settings: AuditSettings? = nil) throws -> [Finding] {
        let rendered = try render(locale: locale, mode: mode, scale: scale)
        let chosen = try settings ?? AuditSettings.load(config: project.config)
        return try CellAuditor(settings: chosen).audit(rendered)
    }
}

extension Array where Element == Finding {
    func of(_ criterion: AuditCriterion) -> [Finding] { filter { $0.criterion == criterion } }
}
