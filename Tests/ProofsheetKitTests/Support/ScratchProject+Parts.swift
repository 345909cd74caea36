import Foundation
@testable import ProofsheetKit

extension ScratchProject {
    /// A project described by its parts, each with a default that makes a valid English + Arabic project. Paths are
    /// relative to `layouts/`.
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

        /// The text files these parts make: the config, the tokens, the screens and `files`.
        func projectFiles() throws -> Files {
            var files = self.files
            files["tokens.json"] = try ScratchProject.tokens(colors: colors, typography: typography)
            let sections = [("devices", devices), ("matrix", matrix)] + self.sections.map { ($0.key, $0.json) }
            files["proofsheet.json"] = """
                { "projectRoot": "../..", "paths": { "fonts": "../../fonts" },\(fonts.map { "\n  \"fonts\": \($0)," } ?? "")
                \(sections.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")) }
                """
            if let root {
                files["screens/probe.json"] = "{ \"id\": \"probe\", \"root\": \(root)\(states.map { ", \"states\": " + $0 } ?? "") }"
            }
            for (screen, root) in screens { files["screens/\(screen).json"] = "{ \"id\": \"\(screen)\", \"root\": \(root) }" }
            return Files(files: files)
        }
    }

    /// An iOS phone of 390 × 844 pt at 2× with the notch's safe area.
    static let phone = #"{ "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } } }"#

    /// Family `sans` from the repository's Noto faces (Latin, Arabic UI, maths), regular and bold.
    static let notoSans = """
        { "sans": {
            "regular": ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"],
            "bold": ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"] } }
        """

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
}
