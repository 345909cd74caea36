import ProofsheetJSON
import ProofsheetText
import ProofsheetKit
import ProofsheetScene

/// The resolved layout of one cell as JSON (`render --layout-json`, `proofsheet layout --json`): every
/// node's id, type, frame in points, and every text line with its box, colour role, style, effective
/// point size and whether it truncated; the platform and the safe-area insets the screen was laid out in (on
/// Android with the system bars in them; the bars themselves are nodes, `system:statusBar…`,
/// `system:navigationBar…`). Numbers are rounded to 1/1000 point.
public enum LayoutReport {
    /// What drew a text: its family, the weight of the chain drawn (`FontWeight.nearest(among:)`) and the face files
    /// its glyphs came from, in the order they first appear in the text.
    package static func fontJSON(of layout: TextLayout) -> JSONValue {
        let chain = layout.style.chain
        var members: [(String, JSONValue)] = []
        if let family = chain.family { members.append(("family", .string(family))) }
        if let weight = chain.weight { members.append(("weight", .string(weight.rawValue))) }
        members.append(("faces", .array(layout.faceFileNames.map { .string($0) })))
        return .object(members)
    }

    public static func json(of composed: ComposedCell) -> JSONValue {
        let scene = composed.scene
        var nodes: [JSONValue] = []
        for (index, node) in scene.nodes.enumerated() {
            var members: [(String, JSONValue)] = [
                ("id", .string(node.id.name)),
                ("type", .string(node.type)),
                ("path", .string(node.path)),
                ("frame", TextLayout.json(scene.frames[index])),
            ]
            if let parent = scene.parents[index] { members.append(("parent", .string(scene.nodes[parent].id.name))) }
            if case .firstFit(let axes) = node.kind, let choice = scene.firstFitChoices[index] {
                members.append(("firstFit", .object([
                    ("axes", .string(axes.rawValue)),
                    ("chosen", .number(Double(choice.chosen))),
                    ("candidates", .number(Double(choice.candidates))),
                ])))
            }
            if node.semantics.isInteractive { members.append(("interactive", .bool(true))) }
            if let label = node.semantics.label { members.append(("label", .string(label))) }
            if case .text(let text) = node.kind, let layout = scene.texts[index] {
                let content = scene.contentRect(index)
                members.append(("text", .object([
                    ("string", .string(text.string)),
                    ("style", .string(text.style.name)),
                    ("colorRole", .string(text.colorRole.name)),
                    ("weight", .string(text.weight.rawValue)),
                    ("font", fontJSON(of: layout)),
                    ("pointSize", .number(TextLayout.rounded(text.size))),
                    ("lineHeight", .number(TextLayout.rounded(text.lineHeight))),
                    ("truncated", .bool(layout.isTruncated)),
                    ("truncatedCharacters", .number(layout.truncatedCharacters)),
                    ("lines", .array(layout.lines.map { line in
                        .object([
                            ("box", TextLayout.json(line.box.offsetBy(dx: content.minX, dy: content.minY))),
                            ("start", .number(line.range.lowerBound)),
                            ("end", .number(line.range.upperBound)),
                            ("ellipsized", .bool(line.isEllipsized)),
                        ])
                    })),
                ])))
            }
            nodes.append(.object(members))
        }
        let cell = composed.cell
        // The insets the screen is laid out within: the device's, with Android's system bars in them.
        let safe = composed.device.safeArea
        var top: [(String, JSONValue)] = [
            ("screen", .string(cell.screen.name)),
            ("device", .string(cell.device)),
            ("locale", .string(cell.locale.identifier)),
            ("mode", .string(cell.mode.rawValue)),
            ("textScale", cell.textSize.jsonValue),
            ("boldText", .bool(cell.boldText)),
            ("direction", .string(scene.direction == .rightToLeft ? "rtl" : "ltr")),
            ("size", .object([("width", .number(composed.device.width)), ("height", .number(composed.device.height)),
                              ("scale", .number(composed.device.scale))])),
            ("platform", .string(composed.device.platform.rawValue)),
            ("safeArea", .object([("top", .number(TextLayout.rounded(safe.top))), ("leading", .number(TextLayout.rounded(safe.leading))),
                                  ("bottom", .number(TextLayout.rounded(safe.bottom))), ("trailing", .number(TextLayout.rounded(safe.trailing)))])),
        ]
        if composed.device.platform == .android { top.append(("navigation", .string(composed.device.navigation.rawValue))) }
        top.append(("nodes", .array(nodes)))
        return .object(top)
    }
}
