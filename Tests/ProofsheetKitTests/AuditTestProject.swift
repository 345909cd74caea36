import Foundation
import XCTest
@testable import ProofsheetKit

/// A tiny project in a temporary folder for the audit tests: the shipped tokens plus extra colour roles and
/// text styles, one screen, English and Arabic strings, the repository's fonts (linked in). Each cell is
/// rendered with the real pipeline, so answers known by construction are checked end to end.
struct AuditTestProject {
    let folder: URL
    let project: Project
    let renderer: CellRenderer

    /// `screen` is the JSON of the screen's `root` node; `colors` are extra roles (`"#RRGGBB"` in every mode),
    /// `styles` extra typography (`name: (size, lineHeight, bold)`); `components` are files of
    /// `components/` (name → JSON text); `states` is the JSON of the screen's `states` section; `assets` are files
    /// of `assets/` (name → bytes); `strings` are the files of `strings/` (locale → JSON text; default: `nav.back` in
    /// English and Arabic).
    /// `typography` adds styles as written (name → the style's JSON object), for keys `styles` does not set
    /// (`dynamicType`, `maxScale`). `screens` adds screens beside `probe` (screen id → the JSON of its `root` node).
    /// `devices` is the config's `devices` section (default: one iOS `phone`).
    init(_ name: String, root: String, colors: [String: String] = [:], styles: [String: (Double, Double, Bool)] = [:],
         typography: [String: String] = [:], audits: String? = nil, waivers: String? = nil, keepsFolder: Bool = false,
         matrix: String = #"{ "locales": ["en", "ar"], "textScales": [1.0, 2.0] }"#, components: [String: String] = [:],
         states: String? = nil, assets: [String: [UInt8]] = [:],
         strings: [String: String] = ["en": #"{ "nav.back": "Back" }"#, "ar": #"{ "nav.back": "رجوع" }"#],
         screens: [String: String] = [:],
         devices: String = #"{ "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } } }"#) throws {
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // One root per test process holds a copy of the fonts (a link would lead outside the project root).
        let shared = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-audittests-\(ProcessInfo.processInfo.processIdentifier)")
        let fonts = shared.appendingPathComponent("fonts")
        if !FileManager.default.fileExists(atPath: fonts.path) {
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: base.appendingPathComponent("fonts"), to: fonts)
        }
        folder = shared.appendingPathComponent(name)
        // `keepsFolder` rewrites the project over an earlier one, keeping its goldens and reports.
        if !keepsFolder { try? FileManager.default.removeItem(at: folder) }
        let layouts = folder.appendingPathComponent("layouts")
        for sub in ["screens", "strings", "assets"] {
            try FileManager.default.createDirectory(at: layouts.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        var tokens = try String(contentsOf: base.appendingPathComponent("layouts/tokens.json"), encoding: .utf8)
        let colorLines = colors.keys.sorted().map { role in
            let value = colors[role]!
            return "\"\(role)\": { \"light\": \"\(value)\", \"dark\": \"\(value)\", \"highContrastLight\": \"\(value)\", \"highContrastDark\": \"\(value)\" },"
        }.joined(separator: "\n")
        tokens = tokens.replacingOccurrences(of: "\"colors\": {", with: "\"colors\": {\n" + colorLines)
        let styleLines = styles.keys.sorted().map { style in
            let (size, lineHeight, bold) = styles[style]!
            return "\"\(style)\": { \"family\": \"sans\", \"size\": \(size), \"lineHeight\": \(lineHeight), \"weight\": \"\(bold ? "bold" : "regular")\" },"
        }.joined(separator: "\n") + typography.keys.sorted().map { "\"\($0)\": \(typography[$0]!)," }.joined(separator: "\n")
        tokens = tokens.replacingOccurrences(of: "\"typography\": {", with: "\"typography\": {\n" + styleLines)
        try tokens.write(to: layouts.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let config = """
        { "projectRoot": "../..", "paths": { "fonts": "../../fonts" },
          "fonts": { "sans": {
            "regular": ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"],
            "bold": ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"] } },
          "devices": \(devices),
          "matrix": \(matrix)\(audits.map { ", \"audits\": " + $0 } ?? "") }
        """
        try config.write(to: layouts.appendingPathComponent("proofsheet.json"), atomically: true, encoding: .utf8)
        for (component, text) in components {
            try FileManager.default.createDirectory(at: layouts.appendingPathComponent("components"), withIntermediateDirectories: true)
            try text.write(to: layouts.appendingPathComponent("components/\(component).json"), atomically: true, encoding: .utf8)
        }
        for (name, bytes) in assets { try Data(bytes).write(to: layouts.appendingPathComponent("assets/" + name)) }
        if let waivers { try waivers.write(to: layouts.appendingPathComponent("waivers.json"), atomically: true, encoding: .utf8) }
        for (locale, text) in strings {
            try text.write(to: layouts.appendingPathComponent("strings/\(locale).json"), atomically: true, encoding: .utf8)
        }
        try "{ \"id\": \"probe\", \"root\": \(root)\(states.map { ", \"states\": " + $0 } ?? "") }".write(to: layouts.appendingPathComponent("screens/probe.json"), atomically: true, encoding: .utf8)
        for (screen, root) in screens {
            try "{ \"id\": \"\(screen)\", \"root\": \(root) }".write(to: layouts.appendingPathComponent("screens/\(screen).json"), atomically: true, encoding: .utf8)
        }
        project = try Project.load(configPath: layouts.appendingPathComponent("proofsheet.json").path)
        for screen in ["probe"] + screens.keys.sorted() {
            if let error = project.screenErrors[screen] { throw ScreenError(message: "\(screen): \(error.description)") }
        }
        renderer = try CellRenderer(project: project)
    }

    struct ScreenError: Error { let message: String }

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
        guard case .object(let top) = LayoutReport.json(of: try renderer.compose(cell)).kind,
              case .array(let nodes)? = top.first(where: { $0.key == "nodes" })?.value.kind else { return [:] }
        var texts: [String: [String: JSONValue]] = [:]
        for node in nodes {
            guard case .object(let members) = node.kind, case .string(let id)? = members.first(where: { $0.key == "id" })?.value.kind,
                  case .object(let text)? = members.first(where: { $0.key == "text" })?.value.kind else { continue }
            texts[id] = Dictionary(text.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        return texts
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
