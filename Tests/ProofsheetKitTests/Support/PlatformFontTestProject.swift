import Foundation
@testable import ProofsheetKit

/// A small project (a `ScratchProject`) with an iOS phone and an Android phone, English and Arabic strings, the
/// shipped tokens plus text styles at weights 400, 500, 600 and 700 (`w400` … `w700`), and no `fonts` section: each
/// platform draws its default fonts (the repository's Noto faces for iOS; Roboto and Noto Naskh Arabic UI from
/// Debian's packages for Android).
struct PlatformFontTestProject {
    let folder: URL
    let project: Project
    let renderer: CellRenderer

    static let weights = [400, 500, 600, 700]

    typealias ScreenError = ScratchProject.ScreenError

    /// `fontsSection`: a `fonts` section to write into proofsheet.json (nil: none, the platform defaults).
    init(_ name: String, fontsSection: String? = nil, matrix: String = #"{ "locales": ["en", "ar"] }"#) throws {
        var parts = ScratchProject.Parts()
        parts.fonts = fontsSection
        parts.devices = """
            {
                "iphone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
                "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }
            """
        parts.matrix = matrix
        for weight in Self.weights {
            parts.typography["w\(weight)"] = #"{ "family": "sans", "size": 17, "lineHeight": 24, "weight": \#(weight) }"#
        }
        parts.files = ["strings/en.json": #"{ "title": "Inbox settings", "body": "Archive messages after reading" }"#,
                       "strings/ar.json": #"{ "title": "إعدادات البريد", "body": "أرشفة الرسائل بعد قراءتها" }"#]
        let texts = Self.weights.map { #"{ "type": "text", "id": "t\#($0)", "text": "title", "style": "w\#($0)", "color": "textPrimary" }"# }
        parts.root = #"{ "type": "vstack", "padding": 16, "spacing": 8, "children": [ "# + texts.joined(separator: ", ") + " ] }"
        parts.folders = ["screens", "strings"]
        let scratch = try ScratchProject("fonts-" + name, parts)
        folder = scratch.folder
        project = try scratch.loadChecked(screens: ["probe"])
        renderer = try CellRenderer(project: project)
    }

    func cell(device: String, locale: String, size: TextSize = .multiplier(1), bold: Bool = false) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textSize: size, boldText: bold)
    }

    /// `proofsheet layout --json` of one cell: text node id → its `text` object's members.
    func layoutTexts(_ cell: Cell) throws -> [String: [String: JSONValue]] {
        try ScratchProject.layoutTexts(cell, renderer: renderer)
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
