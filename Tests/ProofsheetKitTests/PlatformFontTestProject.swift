import Foundation
@testable import ProofsheetKit
import ProofsheetRun

/// A small project in a temporary folder with an iOS phone and an Android phone, English and Arabic strings, the
/// shipped tokens plus text styles at weights 400, 500, 600 and 700 (`w400` … `w700`), and no `fonts` section: each
/// platform draws its default fonts (the repository's Noto faces for iOS; Roboto and Noto Naskh Arabic UI from
/// Debian's packages for Android).
struct PlatformFontTestProject {
    let folder: URL
    let project: Project
    let renderer: CellRenderer

    static let weights = [400, 500, 600, 700]

    /// `fontsSection`: a `fonts` section to write into proofsheet.json (nil: none, the platform defaults).
    init(_ name: String, fontsSection: String? = nil, matrix: String = #"{ "locales": ["en", "ar"] }"#) throws {
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-platformfonts-\(ProcessInfo.processInfo.processIdentifier)")
        let fonts = shared.appendingPathComponent("fonts")
        if !FileManager.default.fileExists(atPath: fonts.path) {
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: base.appendingPathComponent("fonts"), to: fonts)
        }
        folder = shared.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        let layouts = folder.appendingPathComponent("layouts")
        for sub in ["screens", "strings"] {
            try FileManager.default.createDirectory(at: layouts.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        var tokens = try String(contentsOf: base.appendingPathComponent("layouts/tokens.json"), encoding: .utf8)
        let styles = Self.weights.map { #""w\#($0)": { "family": "sans", "size": 17, "lineHeight": 24, "weight": \#($0) },"# }
        tokens = tokens.replacingOccurrences(of: "\"typography\": {", with: "\"typography\": {\n" + styles.joined(separator: "\n"))
        try tokens.write(to: layouts.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let config = """
        { "projectRoot": "../..", "paths": { "fonts": "../../fonts" },\(fontsSection.map { " \"fonts\": \($0)," } ?? "")
          "devices": {
            "iphone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
            "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } },
          "matrix": \(matrix) }
        """
        try config.write(to: layouts.appendingPathComponent("proofsheet.json"), atomically: true, encoding: .utf8)
        try #"{ "title": "Inbox settings", "body": "Archive messages after reading" }"#
            .write(to: layouts.appendingPathComponent("strings/en.json"), atomically: true, encoding: .utf8)
        try #"{ "title": "إعدادات البريد", "body": "أرشفة الرسائل بعد قراءتها" }"#
            .write(to: layouts.appendingPathComponent("strings/ar.json"), atomically: true, encoding: .utf8)
        let texts = Self.weights.map { #"{ "type": "text", "id": "t\#($0)", "text": "title", "style": "w\#($0)", "color": "textPrimary" }"# }
        let root = #"{ "type": "vstack", "padding": 16, "spacing": 8, "children": [ "# + texts.joined(separator: ", ") + " ] }"
        try "{ \"id\": \"probe\", \"root\": \(root) }".write(to: layouts.appendingPathComponent("screens/probe.json"), atomically: true, encoding: .utf8)
        project = try Project.load(configPath: layouts.appendingPathComponent("proofsheet.json").path)
        if let error = project.screenErrors["probe"] { throw ScreenError(message: error.description) }
        renderer = try CellRenderer(project: project)
    }

    struct ScreenError: Error { let message: String }

    func cell(device: String, locale: String, size: TextSize = .multiplier(1), bold: Bool = false) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textSize: size, boldText: bold)
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
