import ProofsheetJSON
import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// A contact sheet of every built-in icon with its name (`proofsheet icons`; the one in docs/icons.png is drawn
/// from the shipped example), and the names as a Markdown table (docs/spec.md, "Icons").
///
/// The sheet is drawn in one platform's look: iOS cells draw the built-in vector icons, Android cells the Material
/// Icons glyph each name maps to (`Icon.materialName`; docs/icons.md), with that platform's default fonts.
///
/// The sheet is a screen generated here and drawn by the cell pipeline, in the project's own tokens and fonts:
/// each icon at 32 pt in `textPrimary` over its name in `footnote` and `textSecondary`, on `background`, six
/// to a row, in the order of `Icon.allCases`. Directional icons are drawn as in a left-to-right cell; the table
/// says which mirror in right-to-left cells. A project without one of those roles or that style gets the same
/// configuration error a screen would.
public enum IconGallery {
    public static let columns = 6
    /// One tile, in points.
    public static let tileWidth = 120.0
    public static let tileHeight = 84.0
    public static let margin = 12.0
    package static let screenID = "icon-gallery"
    package static let deviceName = "icon-gallery"

    /// The sheet drawn in `mode` at `scale` pixels per point, in the matrix's first left-to-right locale (the
    /// names are ASCII), else the base locale.
    public static func render(project: Project, mode: ThemeMode = .light, scale: Double = 2, platform: Platform = .ios) throws -> Pixmap {
        let rows = (Icon.allCases.count + columns - 1) / columns
        var device = DeviceSpec(name: deviceName, width: Double(columns) * tileWidth + 2 * margin,
                                height: Double(rows) * tileHeight + 2 * margin, scale: scale, platform: platform)
        device.drawsSystemBars = false
        let document = try JSONDocument(parsing: screenJSON(), file: "<icon gallery>")
        let decoder = ScreenDecoder(tokens: project.tokens, strings: [:])
        let screen = try decoder.decode(document.reader(rootName: ""), file: "<icon gallery>", expectedID: screenID)
        if let missing = MissingTokens.find(in: [screen], tokens: project.tokens, file: project.config.tokensSource,
                                            keyPrefix: project.config.dtcgTokens == nil ? "" : "tokens.") {
            throw missing
        }
        var config = project.config
        config.devices = [deviceName: device]
        let sheet = Project(config: config, tokens: project.tokens, strings: project.strings, catalog: project.catalog,
                            screens: [screen], screenErrors: [:], images: project.images)
        // A left-to-right locale of the matrix keeps the grid in reading order for the ASCII names.
        let locale = project.config.matrix.locales.first { $0.direction == .ltr } ?? project.catalog.baseLocale
        let cell = Cell(screen: ScreenStateID(screenID), device: deviceName, locale: locale, mode: mode, textScale: 1)
        return try CellRenderer(project: sheet).render(cell).pixmap
    }

    /// The generated screen: rows of fixed-size tiles.
    package static func screenJSON() -> String {
        let icons = Icon.allCases
        let rows = stride(from: 0, to: icons.count, by: columns).map { start in
            let tiles = icons[start..<min(start + columns, icons.count)].map { icon in
                """
                { "type": "vstack", "id": "\(icon.rawValue)", "width": \(tileWidth), "height": \(tileHeight), "padding": 8, "spacing": 8, "alignment": "center", "children": [
                  { "type": "icon", "id": "\(icon.rawValue).icon", "name": "\(icon.rawValue)", "size": 32, "color": "textPrimary", "a11y": { "hidden": true } },
                  { "type": "text", "id": "\(icon.rawValue).name", "literal": "\(icon.rawValue)", "style": "footnote", "color": "textSecondary", "direction": "ltr", "maxLines": 1 } ] }
                """
            }
            return #"{ "type": "hstack", "spacing": 0, "children": [ "# + tiles.joined(separator: ", ") + " ] }"
        }
        return """
        { "id": "\(screenID)", "root": { "type": "vstack", "background": "background", "padding": \(margin), "spacing": 0, "alignment": "leading", "children": [
          \(rows.joined(separator: ",\n  ")) ] } }
        """
    }

    /// `| name | group | mirrors in right-to-left | Material ligature |` with one row per icon, in the sheet's order.
    public static func markdownTable() -> String {
        var lines = ["| icon | group | mirrors in right-to-left | Android: Material Icons ligature |", "| --- | --- | --- | --- |"]
        for icon in Icon.allCases {
            lines.append("| `\(icon.rawValue)` | \(group(of: icon)) | \(icon.isDirectional ? "yes" : "no") | `\(icon.materialName)` |")
        }
        return lines.joined(separator: "\n")
    }

    /// The group an icon is listed under in `Icon` (status, navigation and actions, objects).
    package static func group(of icon: Icon) -> String {
        switch icon {
        case .check, .warning, .error, .info, .help: return "status"
        case .chevronForward, .chevronBack, .chevronUp, .chevronDown, .back, .forward, .plus, .minus, .close, .more,
             .search, .filter, .edit, .trash, .send, .receive, .paperPlane, .menu, .moreVertical, .moreHorizontal, .add,
             .remove, .delete, .reply, .replyAll, .attach, .archive, .sort, .share, .download, .upload, .refresh, .flag:
            return "navigation and actions"
        case .settings, .person, .chat, .home, .calendar, .wallet, .qr, .lock, .sun, .moon, .timer, .weight, .heart, .bell,
             .star, .eye, .eyeOff, .mail, .phone, .people, .clock, .location, .camera, .image, .mic:
            return "objects"
        }
    }
}
