import Foundation
@testable import ProofsheetKit
import ProofsheetRun

/// The one builder of the tests' scratch projects on disk: an English + Arabic project in a temporary folder,
/// written from parts, each with a default that makes a valid project (the shipped tokens, the repository's Noto
/// faces as family `sans`, one iOS phone, `en` and `ar`, one screen `probe`).
///
/// Layout: `<temporary>/proofsheet-tests-<pid>/<name>/layouts/` holds the config, tokens, strings, screens and the
/// other files; `<temporary>/proofsheet-tests-<pid>/fonts/` is one copy of the repository's fonts per test process
/// (a link would lead outside the project root), named by the config's `paths.fonts` (`../../fonts`).
///
/// `AuditTestProject` (audits, one screen rendered end to end), `PlatformFontTestProject` (an iPhone and a Pixel
/// with their platforms' default fonts) and `StringsTestProject` (string catalogs) are this builder with their
/// own defaults and questions; `CheckProject` writes a `ProjectFixture` (files in memory) for whole checks.
struct ScratchProject {
    /// What is written. Paths are relative to `layouts/`.
    struct Parts {
        /// The config's `devices` section.
        var devices = ScratchProject.phone
        /// The config's `matrix` section.
        var matrix = #"{ "locales": ["en", "ar"] }"#
        /// The config's `fonts` section; nil writes none, so each device draws its platform's default fonts.
        var fonts: String? = ScratchProject.notoSans
        /// More config sections in this order, as JSON (`("audits", "{…}")`, `("strings", "{…}")`, `("store", "{…}")`).
        var sections: [(key: String, json: String)] = []
        /// Colour roles added to the shipped tokens, the same value (`"#RRGGBB"`) in every mode.
        var colors: [String: String] = [:]
        /// Text styles added to the shipped tokens, each as its JSON object.
        var typography: [String: String] = [:]
        /// The `root` node of screen `probe`, and its `states` section; nil root writes no `probe` screen.
        var root: String? = #"{ "type": "vstack", "children": [] }"#
        var states: String?
        /// More screens: screen id → the JSON of its `root` node.
        var screens: [String: String] = [:]
        /// Every other file, whole: `strings/en.json`, `components/row.json`, `waivers.json`, `ios/Localizable.xcstrings`.
        var files: [String: String] = ["strings/en.json": #"{ "nav.back": "Back" }"#, "strings/ar.json": #"{ "nav.back": "رجوع" }"#]
        /// Binary files (`assets/photo.png`).
        var bytes: [String: [UInt8]] = [:]
        /// Folders made even when no file goes there.
        var folders = ["screens", "strings", "assets"]
    }

    /// An iOS phone of 390 × 844 pt at 2× with the notch's safe area.
    static let phone = #"{ "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } } }"#

    /// Family `sans` from the repository's Noto faces (Latin, Arabic UI, maths), regular and bold.
    static let notoSans = """
        { "sans": {
            "regular": ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"],
            "bold": ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"] } }
        """

    /// The project's folder (`…/<name>`) and its `layouts/` folder.
    let folder: URL
    let layouts: URL

    var configPath: String { layouts.appendingPathComponent("proofsheet.json").path }

    /// Writes the project `name` from `parts`; `keepsFolder` writes over an earlier project of that name, keeping
    /// its goldens and reports, instead of starting from an empty folder.
    init(_ name: String, _ parts: Parts, keepsFolder: Bool = false) throws {
        let shared = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-tests-\(ProcessInfo.processInfo.processIdentifier)")
        let fonts = shared.appendingPathComponent("fonts")
        if !FileManager.default.fileExists(atPath: fonts.path) {
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestPaths.repository("fonts"), to: fonts)
        }
        folder = shared.appendingPathComponent(name)
        if !keepsFolder { try? FileManager.default.removeItem(at: folder) }
        layouts = folder.appendingPathComponent("layouts")
        for sub in parts.folders {
            try FileManager.default.createDirectory(at: layouts.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        var files = parts.files
        files["tokens.json"] = try ScratchProject.tokens(colors: parts.colors, typography: parts.typography)
        let sections = [("devices", parts.devices), ("matrix", parts.matrix)] + parts.sections.map { ($0.key, $0.json) }
        files["proofsheet.json"] = """
            { "projectRoot": "../..", "paths": { "fonts": "../../fonts" },\(parts.fonts.map { "\n  \"fonts\": \($0)," } ?? "")
            \(sections.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")) }
            """
        if let root = parts.root {
            files["screens/probe.json"] = "{ \"id\": \"probe\", \"root\": \(root)\(parts.states.map { ", \"states\": " + $0 } ?? "") }"
        }
        for (screen, root) in parts.screens { files["screens/\(screen).json"] = "{ \"id\": \"\(screen)\", \"root\": \(root) }" }
        for (path, text) in files { try write(Data(text.utf8), to: path) }
        for (path, bytes) in parts.bytes { try write(Data(bytes), to: path) }
    }

    private func write(_ data: Data, to path: String) throws {
        let url = layouts.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The words built-in controls speak (`nav.back`, `stepper.decrease`, `stepper.increase`), as strings files.
    static let controlWords = [
        "en": #"{ "nav.back": "Back", "stepper.decrease": "Decrease", "stepper.increase": "Increase" }"#,
        "ar": #"{ "nav.back": "رجوع", "stepper.decrease": "إنقاص", "stepper.increase": "زيادة" }"#,
    ]

    /// The shipped tokens with `colors` (one value in every mode) and `typography` (JSON objects) added.
    static func tokens(colors: [String: String], typography: [String: String]) throws -> String {
        var tokens = try String(contentsOf: TestPaths.repository("layouts/tokens.json"), encoding: .utf8)
        if colors.isEmpty && typography.isEmpty { return tokens }
        // An extra role the shipped tokens already have (`chart.1`) replaces the shipped one: a key given twice is an error.
        tokens = tokens.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let text = line.drop { $0 == " " }
            return !colors.keys.contains { text.hasPrefix("\"\($0)\":") }
        }.joined(separator: "\n")
        let colorLines = colors.keys.sorted().map { role in
            let value = colors[role]!
            return "\"\(role)\": { \"light\": \"\(value)\", \"dark\": \"\(value)\", \"highContrastLight\": \"\(value)\", \"highContrastDark\": \"\(value)\" },"
        }
        tokens = tokens.replacingOccurrences(of: "\"colors\": {", with: "\"colors\": {\n" + colorLines.joined(separator: "\n"))
        let styleLines = typography.keys.sorted().map { "\"\($0)\": \(typography[$0]!)," }
        return tokens.replacingOccurrences(of: "\"typography\": {", with: "\"typography\": {\n" + styleLines.joined(separator: "\n"))
    }

    func load() throws -> Project { try Project.load(configPath: configPath) }

    /// Loads the project; a screen of `screens` that did not load is an error with its message.
    func loadChecked(screens: [String]) throws -> Project {
        let project = try load()
        for screen in screens {
            if let error = project.screenErrors[screen] { throw ScreenError(message: "\(screen): \(error.description)") }
        }
        return project
    }

    struct ScreenError: Error { let message: String }

    /// `proofsheet layout --json` of one cell: text node id → its `text` object's members, for the screen's own texts
    /// (the system bars' `system:` texts left out).
    static func layoutTexts(_ cell: Cell, renderer: CellRenderer) throws -> [String: [String: JSONValue]] {
        guard case .object(let top) = LayoutReport.json(of: try renderer.compose(cell)).kind,
              case .array(let nodes)? = top.first(where: { $0.key == "nodes" })?.value.kind else { return [:] }
        var texts: [String: [String: JSONValue]] = [:]
        for node in nodes {
            guard case .object(let members) = node.kind, case .string(let id)? = members.first(where: { $0.key == "id" })?.value.kind,
                  case .object(let text)? = members.first(where: { $0.key == "text" })?.value.kind,
                  !id.hasPrefix("system:") else { continue }
            texts[id] = Dictionary(text.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        return texts
    }
}
