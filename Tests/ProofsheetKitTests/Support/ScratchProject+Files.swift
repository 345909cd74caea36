import Foundation
import XCTest
@testable import ProofsheetKit

extension ScratchProject {
    /// A project as whole files in memory, which tests write to a temporary folder and load.
    ///
    /// `minimal` is valid: a config with one phone device, both locales, all four modes; tokens with every colour role
    /// and text style the controls use; `en` and `ar` strings; one screen `home`. Every file uses `//` comments and
    /// trailing commas, so loading it also shows that those are accepted. Tests replace any file's text
    /// (`replacing(_:with:)`), drop files (`removing(_:)`) or put one node into the screen (`screen(node:)`); `check()`
    /// is the project of whole checks (ScratchProject+Check.swift).
    ///
    /// Paths are relative to the project folder `layouts/`, which is written one level below the
    /// temporary folder so the config's `projectRoot` `..` (the shipped layout) stays inside it.
    struct Files {
        /// Path relative to `layouts/` → file text.
        var files: [String: String]

        /// The file that `screen(node:)` writes.
        static let screenFile = "screens/home.json"

        static let minimal = Files(files: [
            "proofsheet.json": config,
            "tokens.json": tokens,
            "strings/en.json": """
                {
                  "home.title": "Home",
                  "home.save": "Save",
                  "home.extra": "Extra", // only in English
                }
                """,
            "strings/ar.json": """
                {
                  "home.title": "الرئيسية",
                  "home.save": "حفظ",
                }
                """,
            screenFile: screenText(node: """
                { "type": "text", "text": "home.title", "style": "largeTitle" },
                      { "type": "button", "id": "save", "label": "home.save" }
                """),
        ])

        static let config = """
            // A minimal project for tests.
            {
              "projectRoot": "..",
              "devices": {
                "phone": { "width": 390, "height": 844, "scale": 2, },
              },
              "matrix": {
                "locales": ["en", "ar"],
                "modes": ["light", "dark", "highContrastLight", "highContrastDark"],
                "textScales": [1.0, 2.0],
              },
            }
            """

        /// Colour roles: light and dark grey ramps with distinct values; high-contrast values only for some
        /// roles (`textPrimary`, `accent`) so the fallback shows.
        static let tokens = """
            {
              "colors": {
                "background":      { "light": "#F0F0F0", "dark": "#101010" },
                "surface":         { "light": "#FFFFFF", "dark": "#202020" },
                "textPrimary":     { "light": "#111111", "dark": "#EEEEEE", "highContrastLight": "#000000", "highContrastDark": "#FFFFFF" },
                "textSecondary":   { "light": "#444444", "dark": "#BBBBBB" },
                "accent":          { "light": "#0055CC", "dark": "#66AAFF", "highContrastLight": "#003377" },
                "onAccent":        { "light": "#FFFFFF", "dark": "#000000" },
                "danger":          { "light": "#CC0000", "dark": "#FF7766" },
                "onDanger":        { "light": "#FFFFFF", "dark": "#000000" },
                "success":         { "light": "#117733", "dark": "#55DD88" },
                "warning":         { "light": "#995500", "dark": "#FFBB44" },
                "info":            { "light": "#0055CC", "dark": "#66BBFF" },
                "neutral":         { "light": "#444444", "dark": "#BBBBBB" },
                "successTint":     { "light": "#1177331F", "dark": "#55DD8829" },
                "warningTint":     { "light": "#9955001F", "dark": "#FFBB4429" },
                "dangerTint":      { "light": "#CC00001F", "dark": "#FF776629" },
                "infoTint":        { "light": "#0055CC1F", "dark": "#66BBFF29" },
                "neutralTint":     { "light": "#4444441F", "dark": "#BBBBBB29" },
                "border":          { "light": "#888888", "dark": "#777777" },
                "divider":         { "light": "#E0E0E0", "dark": "#303030" },
                "statusBar":       { "light": "#111111", "dark": "#EEEEEE" },
                "disabledText":    { "light": "#777777", "dark": "#808080" },
                "disabledSurface": { "light": "#E6E6E6", "dark": "#282828" },
                "fieldBackground": { "light": "#FFFFFF", "dark": "#111111" },
                "trackOff":        { "light": "#7A7A7A", "dark": "#7D7D7D" },
                "thumb":           { "light": "#FFFFFF", "dark": "#FFFFFF" },
                "scrim":           { "light": "#000000", "dark": "#000000" },
              },
              "typography": {
                "largeTitle":  { "family": "sans", "size": 32, "lineHeight": 40, "weight": "bold", "maxScale": 1.6 },
                "headline":    { "family": "sans", "size": 17, "lineHeight": 23, "weight": "bold" },
                "body":        { "family": "sans", "size": 17, "lineHeight": 23 },
                "subheadline": { "family": "sans", "size": 15, "lineHeight": 21 },
                "footnote":    { "family": "sans", "size": 13, "lineHeight": 18 },
                "tab":         { "family": "sans", "size": 11, "lineHeight": 14, "maxScale": 1.4 },
              },
              "space": { "sm": 8, "md": 12, "lg": 16, },
              "radius": { "md": 10, "lg": 12, "pill": 999, },
              /* touch targets */
              "touch": { "minTarget": 44, "minSpacing": 8 },
            }
            """

        /// A screen whose root vstack holds `node` (one or more nodes, comma-separated) as its children.
        ///
        /// The first child starts at line 7, column 7, and is `root.children[0]`.
        static func screenText(id: String = "home", node: String) -> String {
            """
            // Test screen.
            {
              "id": "\(id)",
              "root": {
                "type": "vstack",
                "children": [
                  \(node),
                ],
              },
            }
            """
        }

        /// The project with one file's text replaced (or added).
        func replacing(_ path: String, with text: String) -> Files {
            var copy = self
            copy.files[path] = text
            return copy
        }

        /// The project without a file.
        func removing(_ path: String) -> Files {
            var copy = self
            copy.files[path] = nil
            return copy
        }

        /// The project whose `home` screen holds `node` (see `screenText(id:node:)`).
        func screen(node: String) -> Files {
            replacing(Files.screenFile, with: Files.screenText(node: node))
        }

        /// Ids of the screens in the fixture, sorted.
        var screenIDs: [String] {
            files.keys.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".json") }
                .map { String($0.dropFirst("screens/".count).dropLast(".json".count)) }.sorted()
        }

        /// Writes the files into `folder/layouts/` and returns the absolute path of the config file.
        func write(into folder: String) throws -> String {
            let project = folder + "/layouts"
            for (path, text) in files {
                let url = URL(fileURLWithPath: project + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
            return project + "/proofsheet.json"
        }
    }
}

extension XCTestCase {
    /// A new empty folder (absolute, without symbolic links) that is removed when the test ends.
    func makeTemporaryFolder() throws -> String {
        let base = ProjectPath.realPath(ProjectPath.normalize(FileManager.default.temporaryDirectory.path))
        let folder = base + "/proofsheet-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    /// Writes `fixture` into a new temporary folder and loads it; returns the project and the `layouts/` folder.
    func load(_ fixture: ScratchProject.Files) throws -> (project: Project, folder: String) {
        let config = try fixture.write(into: makeTemporaryFolder())
        let project = try Project.load(configPath: config)
        return (project, (config as NSString).deletingLastPathComponent)
    }
}
