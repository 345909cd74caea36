/// Decodes and validates one `screens/<id>.json` against the project's tokens, strings and icons.
///
/// Space and radius tokens become points here; colour roles, text styles and string keys are
/// checked to exist (in every locale of the matrix) and kept by name for the scene resolver.
public struct ScreenDecoder {
    /// The deepest node nesting a screen may have.
    public static let maxDepth = 40
    /// The most nodes one screen may have.
    public static let maxNodes = 2_000

    static let commonKeys = ["type", "id", "padding", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight",
                             "flex", "background", "border", "cornerRadius", "opacity", "clip", "a11y", "state", "when"]
    static let typeKeys: [String: [String]] = [
        "vstack": ["children", "spacing", "alignment"],
        "hstack": ["children", "spacing", "alignment"],
        "zstack": ["children", "alignment"],
        "scroll": ["children", "spacing"],
        "firstFit": ["children", "axes"],
        "card": ["children", "spacing", "alignment"],
        "text": ["text", "literal", "style", "color", "maxLines", "align", "direction", "mustNotTruncate", "truncate", "args", "variants"],
        "icon": ["name", "size", "color"],
        "image": ["src", "contentMode", "scrim"],
        "spacer": ["minLength"],
        "divider": ["color", "thickness"],
        "rect": [],
        "button": ["label", "icon", "variant", "disabled"],
        "iconButton": ["icon", "color"],
        "textField": ["label", "placeholder", "value", "error", "required"],
        "toggle": ["label", "on", "disabled"],
        "badge": ["tone", "icon", "label"],
        "listRow": ["icon", "title", "subtitle", "value", "chevron"],
        "segmented": ["options", "selected"],
        "navBar": ["title", "back", "actions"],
        "tabBar": ["items"],
        "progress": ["value", "label", "color"],
        "use": ["component", "args"],
    ]

    /// Screen files nest two JSON levels per node (the node and its `children` array), so their JSON
    /// depth limit leaves room for `maxDepth` nodes.
    public static let jsonLimits = JSONLimits(maxDepth: 2 * maxDepth + 8)

    public let tokens: DesignTokens
    /// Locale → the keys its strings file has.
    public let strings: [LocaleID: Set<String>]
    /// Asset file names (relative to the assets folder) that exist.
    public let assets: Set<String>
    /// Asset file name → why it could not be decoded.
    public var assetErrors: [String: String] = [:]
    /// How the strings folder is shown in messages.
    public var stringsFolder = "strings"
    /// The project's strings, to check arguments a screen passes; nil: keys are checked against `strings` only.
    public var catalog: StringCatalog?
    /// The config's device names, sorted; a screen's `device` must be one of them (nil: not checked).
    public var devices: [String]?
    /// The project's components by name (`paths.components`).
    public var components: [String: ComponentSpec] = [:]
    /// The component uses being decoded, outermost first.
    var componentUses: [ComponentUse] = []

    public init(tokens: DesignTokens, strings: [LocaleID: Set<String>], assets: Set<String> = []) {
        self.tokens = tokens
        self.strings = strings
        self.assets = assets
    }

    /// Decodes a screen; `expectedID` is the file name without `.json`. Pass the document's reader with the
    /// root name `""`, so that paths read `id` and `root.children[2]` (as in docs/spec.md).
    public func decode(_ reader: JSONValueReader, file: String, expectedID: String) throws -> ScreenSpec {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["id", "title", "device", "root"])
        let idValue = try object.requiredValue("id")
        let id = try idValue.string()
        guard id == expectedID else {
            throw idValue.invalid("screen id '\(id)' must equal the file name '\(expectedID)'")
        }
        var counter = 0
        let root = try node(object.requiredValue("root"), depth: 1, count: &counter)
        try ScreenDecoder.rejectDuplicateIDs(root, reader: object.requiredValue("root"))
        // A device the config lacks would silently give the screen no cells at all.
        let device = try object.optionalValue("device").map { value in
            try devices.map { try value.string(oneOf: $0) } ?? value.string()
        }
        return ScreenSpec(id: id, title: try object.optionalString("title") ?? id, file: file, device: device, root: root)
    }

    func node(_ reader: JSONValueReader, depth: Int, count: inout Int) throws -> SpecNode {
        guard depth <= ScreenDecoder.maxDepth else {
            throw reader.invalid("nodes are nested deeper than the limit of \(ScreenDecoder.maxDepth) levels")
        }
        count += 1
        guard count <= ScreenDecoder.maxNodes else {
            throw reader.invalid("screen has more than the limit of \(ScreenDecoder.maxNodes) nodes")
        }
        let object = try reader.object()
        let typeNames = ScreenDecoder.typeKeys.keys.sorted()
        let type = try object.requiredString("type", oneOf: typeNames)
        if type == "use" { return try componentUse(reader, object, depth: depth, count: &count) }
        if let fontSize = object.value("fontSize") {
            throw fontSize.invalid("raw font size in a screen; sizes come from the text styles in tokens.json typography ("
                + SpecError.list(tokens.typography.keys.sorted()) + "), chosen with a text node's 'style'")
        }
        try object.rejectUnknownKeys(allowed: ScreenDecoder.commonKeys + (ScreenDecoder.typeKeys[type] ?? []))

        var node = SpecNode(path: reader.path.description, kind: .rect)
        node.id = try object.optionalValue("id").map(nodeID)
        node.box = try box(object)
        if type == "card" { applyCardDefaults(to: &node.box, authored: object) }
        node.a11y = try accessibility(object.optionalObject("a11y"))
        if let when = object.optionalValue("when") {
            guard depth > 1 else { throw when.invalid("the root node is in every cell; put 'when' on its children") }
            node.condition = try condition(when)
        }
        node.kind = try kind(type, object, depth: depth, count: &count, children: &node.children)
        if let stateValue = object.optionalValue("state") {
            guard let states = ControlState.supported[type] else {
                let types = ControlState.supported.keys.sorted().joined(separator: ", ")
                throw stateValue.invalid("'state' applies to the controls \(types), not to a \(type)")
            }
            let state = ControlState(rawValue: try stateValue.string(oneOf: ControlState.allCases.map(\.rawValue)))!
            guard states.contains(state) else {
                throw stateValue.invalid("a \(type) draws the states \(states.map { "'\($0.rawValue)'" }.joined(separator: ", ")), found '\(state.rawValue)'")
            }
            node.state = state
        }
        if type == "text", let variants = try object.optionalArray("variants") {
            return try expandVariants(node, variants, count: &count)
        }
        return node
    }

    /// A node id: ASCII letters, digits, `_`, `-` and `.`.
    func nodeID(_ idValue: JSONValueReader) throws -> String {
        let id = try idValue.string()
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }) else {
            throw idValue.invalid("expected an id of ASCII letters, digits, '_', '-' or '.', found \(idValue.value.briefDescription)")
        }
        return id
    }

    /// Ids name nodes in findings and layout JSON, so one screen may not use an id twice.
    /// Two nodes may share an id only when no cell can hold both: alternatives under `when` conditions that
    /// exclude each other, or different candidates of one `firstFit` (a row and its stacked form share their
    /// labels' ids, so findings on the label are one problem across text scales).
    static func rejectDuplicateIDs(_ root: SpecNode, reader: JSONValueReader) throws {
        var seen: [String: [(path: String, scope: Exclusivity)]] = [:]
        var stack: [(node: SpecNode, scope: Exclusivity)] = [(root, Exclusivity())]
        var nodes: [(node: SpecNode, scope: Exclusivity)] = []
        while let entry = stack.popLast() {
            nodes.append(entry)
            // Each entry carries the conditions and first-fit candidates of its ancestors and its own.
            stack += entry.node.children.enumerated().reversed().map { position, child in
                (child, entry.scope.entering(child, at: position, of: entry.node))
            }
        }
        for (node, scope) in nodes {
            guard let id = node.id else { continue }
            if let first = seen[id, default: []].first(where: { !$0.scope.excludes(scope) }) {
                throw reader.invalid("duplicate node id '\(id)' at \(node.path); first used at \(first.path)")
            }
            seen[id, default: []].append((node.path, scope))
        }
    }

    /// Where a node sits among alternatives: the `when` conditions of it and its ancestors, and which
    /// candidate it is under each enclosing `firstFit` (by the first fit's path).
    struct Exclusivity {
        var conditions: [NodeCondition] = []
        var candidates: [String: Int] = [:]

        func entering(_ child: SpecNode, at position: Int, of parent: SpecNode) -> Exclusivity {
            var scope = self
            if let condition = child.condition { scope.conditions.append(condition) }
            if case .firstFit = parent.kind { scope.candidates[parent.path] = position }
            return scope
        }

        /// Whether no cell holds both: excluding conditions, or different candidates of one first fit.
        func excludes(_ other: Exclusivity) -> Bool {
            NodeCondition.exclude(conditions, other.conditions)
                || candidates.contains { path, position in other.candidates[path].map { $0 != position } ?? false }
        }
    }

    /// A card is a vstack styled by tokens: `surface` background, `lg` radius and padding, a 1 pt `divider`
    /// border, unless the author set those properties.
    func applyCardDefaults(to box: inout BoxStyle, authored object: JSONObjectReader) {
        if !object.contains("background"), tokens.colors["surface"] != nil { box.background = .role("surface") }
        if !object.contains("cornerRadius") { box.cornerRadius = tokens.radius["lg"] ?? 12 }
        if !object.contains("padding") { box.sizing.padding = Edges(all: tokens.space["lg"] ?? 16) }
        if !object.contains("border"), let role = ["divider", "border"].first(where: { tokens.colors[$0] != nil }) {
            box.borderRole = role
            box.borderWidth = 1
        }
    }

    func children(_ object: JSONObjectReader, key: String = "children", depth: Int, count: inout Int) throws -> [SpecNode] {
        guard let list = try object.optionalArray(key) else { return [] }
        var nodes: [SpecNode] = []
        for child in list {
            nodes.append(try node(child, depth: depth + 1, count: &count))
        }
        return nodes
    }

    func kind(_ type: String, _ o: JSONObjectReader, depth: Int, count: inout Int, children: inout [SpecNode]) throws -> SpecNodeKind {
        switch type {
        case "vstack", "card":
            children = try self.children(o, depth: depth, count: &count)
            let alignment = try o.optionalString("alignment", oneOf: ["leading", "center", "trailing", "fill"]).flatMap(HorizontalAlignment.init) ?? .fill
            if type == "card" {
                return .card(spacing: try spacing(o.optionalValue("spacing")) ?? tokens.space["sm"] ?? 8, alignment: alignment)
            }
            return .vstack(spacing: try spacing(o.optionalValue("spacing")) ?? 0, alignment: alignment)
        case "hstack":
            children = try self.children(o, depth: depth, count: &count)
            let alignment = try o.optionalString("alignment", oneOf: ["top", "center", "bottom", "fill"]).flatMap(VerticalAlignment.init) ?? .center
            return .hstack(spacing: try spacing(o.optionalValue("spacing")) ?? 0, alignment: alignment)
        case "zstack":
            children = try self.children(o, depth: depth, count: &count)
            let alignment = try o.optionalString("alignment", oneOf: StackAlignment.allCases.map(\.rawValue)).flatMap(StackAlignment.init) ?? .center
            return .zstack(alignment: alignment)
        case "scroll":
            children = try self.children(o, depth: depth, count: &count)
            return .scroll(spacing: try spacing(o.optionalValue("spacing")) ?? 0)
        case "firstFit":
            children = try self.children(o, depth: depth, count: &count)
            guard !children.isEmpty else {
                let message = "a firstFit needs at least one candidate in 'children'"
                throw o.optionalValue("children")?.invalid("\(message), found none") ?? o.missing("children")
            }
            let axes = try o.optionalString("axes", oneOf: FitAxes.allCases.map(\.rawValue)).flatMap(FitAxes.init) ?? .horizontal
            return .firstFit(axes: axes)
        case "text":
            return .text(try textSpec(o))
        case "icon":
            return .icon(name: try icon(o.requiredValue("name")), size: try DesignTokens.positive(o.optionalValue("size")) ?? 24,
                         colorRole: try role(o.optionalValue("color")) ?? "textPrimary")
        case "image":
            let srcValue = try o.requiredValue("src")
            let src = try srcValue.string()
            guard !src.hasPrefix("/"), !src.split(separator: "/").contains("..") else {
                throw srcValue.invalid("image path '\(src)' must stay inside the assets folder (no '..' or absolute paths)")
            }
            if let reason = assetErrors[src] { throw srcValue.invalid("image '\(src)' cannot be decoded: \(reason)") }
            guard assets.contains(src) else { throw srcValue.invalid("image '\(src)' is not in the assets folder") }
            var scrim: ScrimSpec?
            if let scrimObject = try o.optionalObject("scrim") {
                try scrimObject.rejectUnknownKeys(allowed: ["color", "opacity"])
                scrim = ScrimSpec(colorRole: try role(scrimObject.requiredValue("color")) ?? "scrim",
                                  opacity: try unit(scrimObject.optionalValue("opacity")) ?? 0.4)
            }
            let mode = try o.optionalString("contentMode", oneOf: ["fill", "fit"]).flatMap(ContentMode.init) ?? .fill
            return .image(src: src, contentMode: mode, scrim: scrim)
        case "spacer":
            return .spacer(minLength: try DesignTokens.nonNegative(o.optionalValue("minLength")) ?? 0)
        case "divider":
            return .divider(colorRole: try role(o.optionalValue("color")) ?? "divider",
                             thickness: try DesignTokens.positive(o.optionalValue("thickness")) ?? 1)
        case "rect":
            return .rect
        case "button":
            let variant = try o.optionalString("variant", oneOf: ["primary", "secondary", "destructive", "plain"]).flatMap(ButtonVariant.init) ?? .primary
            return .button(label: try text(o.optionalValue("label")), icon: try o.optionalValue("icon").map(icon),
                           variant: variant, isDisabled: try o.optionalBool("disabled") ?? false)
        case "iconButton":
            return .iconButton(icon: try icon(o.requiredValue("icon")), colorRole: try role(o.optionalValue("color")))
        case "textField":
            return .textField(label: try text(o.optionalValue("label")), placeholder: try text(o.optionalValue("placeholder")),
                              value: try text(o.optionalValue("value")), error: try text(o.optionalValue("error")),
                              isRequired: try o.optionalBool("required") ?? false)
        case "toggle":
            return .toggle(label: try text(o.optionalValue("label")), isOn: try o.optionalBool("on") ?? false,
                           isDisabled: try o.optionalBool("disabled") ?? false)
        case "badge":
            let tone = try o.optionalString("tone", oneOf: BadgeTone.allCases.map(\.rawValue)).flatMap(BadgeTone.init) ?? .neutral
            return .badge(tone: tone, icon: try o.optionalValue("icon").map(icon), label: try text(o.optionalValue("label")))
        case "listRow":
            return .listRow(icon: try o.optionalValue("icon").map(icon), title: try text(o.optionalValue("title")),
                            subtitle: try text(o.optionalValue("subtitle")), value: try text(o.optionalValue("value")),
                            hasChevron: try o.optionalBool("chevron") ?? true)
        case "segmented":
            let options = try o.requiredArray("options").compactMap { try text($0) }
            guard !options.isEmpty else { throw try o.requiredValue("options").invalid("expected at least one option") }
            let selectedValue = o.optionalValue("selected")
            let selected = try selectedValue?.int() ?? 0
            guard selected >= 0, selected < options.count else {
                throw selectedValue?.invalid("selected index \(selected) is outside the \(options.count) options") ?? o.missing("selected")
            }
            return .segmented(options: options, selected: selected)
        case "navBar":
            children = try self.children(o, key: "actions", depth: depth, count: &count)
            for (index, action) in children.enumerated() {
                guard case .iconButton = action.kind else {
                    throw try o.requiredArray("actions")[index].invalid("navBar actions must be iconButton nodes, found a \(action.kind.typeName)")
                }
            }
            return .navBar(title: try text(o.optionalValue("title")), hasBack: try o.optionalBool("back") ?? false)
        case "tabBar":
            let items = try o.requiredArray("items").map { item -> TabItemSpec in
                let itemObject = try item.object()
                try itemObject.rejectUnknownKeys(allowed: ["icon", "label", "selected"])
                return TabItemSpec(icon: try icon(itemObject.requiredValue("icon")),
                                   label: try text(itemObject.requiredValue("label")) ?? .literal(""),
                                   isSelected: try itemObject.optionalBool("selected") ?? false)
            }
            return .tabBar(items: items)
        case "progress":
            return .progress(value: try unit(o.requiredValue("value")) ?? 0, label: try text(o.optionalValue("label")),
                             colorRole: try role(o.optionalValue("color")) ?? "accent")
        default:
            throw try o.requiredValue("type").invalid("unknown node type '\(type)'")
        }
    }
}
