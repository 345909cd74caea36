/// Every node type of the screen format, one entry each (docs/spec.md, "Node types"; ARCHITECTURE.md,
/// "Where to add things"). A `{"type": "use"}` component use is not a node type: the decoder replaces it with
/// the component's body (ScreenDecoder+Components.swift).
extension NodeType {
    static let all: [NodeType] = containers + leaves + controls

    /// By `type` name.
    static let named: [String: NodeType] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static let containers: [NodeType] = [
        NodeType("vstack", keys: ["children", "spacing", "alignment"], example: #""type": "vstack""#) { d, o, children in
            try children.read(from: o, with: d)
            return .vstack(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0, alignment: try horizontalAlignment(o))
        },
        NodeType("hstack", keys: ["children", "spacing", "alignment"], example: #""type": "hstack""#) { d, o, children in
            try children.read(from: o, with: d)
            let alignment = try o.optionalString("alignment", oneOf: ["top", "center", "bottom", "fill"]).flatMap(VerticalAlignment.init) ?? .center
            return .hstack(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0, alignment: alignment)
        },
        NodeType("zstack", keys: ["children", "alignment"], example: #""type": "zstack""#) { d, o, children in
            try children.read(from: o, with: d)
            let alignment = try o.optionalString("alignment", oneOf: StackAlignment.allCases.map(\.rawValue)).flatMap(StackAlignment.init) ?? .center
            return .zstack(alignment: alignment)
        },
        NodeType("scroll", keys: ["children", "spacing"], example: #""type": "scroll""#) { d, o, children in
            try children.read(from: o, with: d)
            return .scroll(spacing: try d.spacing(o.optionalValue("spacing")) ?? 0)
        },
        NodeType("firstFit", keys: ["children", "axes"], example: #""type": "firstFit", "children": [ { "type": "rect" } ]"#) { d, o, children in
            try children.read(from: o, with: d)
            guard !children.nodes.isEmpty else {
                let message = "a firstFit needs at least one candidate in 'children'"
                throw o.optionalValue("children")?.invalid("\(message), found none") ?? o.missing("children")
            }
            let axes = try o.optionalString("axes", oneOf: FitAxes.allCases.map(\.rawValue)).flatMap(FitAxes.init) ?? .horizontal
            return .firstFit(axes: axes)
        },
        NodeType("card", keys: ["children", "spacing", "alignment"], example: #""type": "card""#,
                 boxDefaults: { d, box, o in d.applyCardDefaults(to: &box, authored: o) }) { d, o, children in
            try children.read(from: o, with: d)
            return .card(spacing: try d.spacing(o.optionalValue("spacing")) ?? d.tokens.space["sm"] ?? 8, alignment: try horizontalAlignment(o))
        },
    ]

    static let leaves: [NodeType] = [
        NodeType("text", keys: ["text", "literal", "style", "color", "maxLines", "align", "direction", "mustNotTruncate", "truncate", "args", "variants"],
                 example: #""type": "text", "literal": "Hi""#) { d, o, _ in
            .text(try d.textSpec(o))
        },
        NodeType("icon", keys: ["name", "size", "color"], example: #""type": "icon", "name": "check""#) { d, o, _ in
            .icon(name: try d.icon(o.requiredValue("name")), size: try DesignTokens.positive(o.optionalValue("size")) ?? 24,
                  colorRole: try d.role(o.optionalValue("color")) ?? "textPrimary")
        },
        NodeType("image", keys: ["src", "contentMode", "scrim"], example: #""type": "image", "src": "photo.png""#) { d, o, _ in
            let srcValue = try o.requiredValue("src")
            let src = try srcValue.string()
            guard !src.hasPrefix("/"), !src.split(separator: "/").contains("..") else {
                throw srcValue.invalid("image path '\(src)' must stay inside the assets folder (no '..' or absolute paths)")
            }
            if let reason = d.assetErrors[src] { throw srcValue.invalid("image '\(src)' cannot be decoded: \(reason)") }
            guard d.assets.contains(src) else { throw srcValue.invalid("image '\(src)' is not in the assets folder") }
            var scrim: ScrimSpec?
            if let scrimObject = try o.optionalObject("scrim") {
                try scrimObject.rejectUnknownKeys(allowed: ["color", "opacity"])
                scrim = ScrimSpec(colorRole: try d.role(scrimObject.requiredValue("color")) ?? "scrim",
                                  opacity: try d.unit(scrimObject.optionalValue("opacity")) ?? 0.4)
            }
            let mode = try o.optionalString("contentMode", oneOf: ["fill", "fit"]).flatMap(ContentMode.init) ?? .fill
            return .image(src: src, contentMode: mode, scrim: scrim)
        },
        NodeType("spacer", keys: ["minLength"], example: #""type": "spacer""#) { _, o, _ in
            .spacer(minLength: try DesignTokens.nonNegative(o.optionalValue("minLength")) ?? 0)
        },
        NodeType("divider", keys: ["color", "thickness"], example: #""type": "divider""#) { d, o, _ in
            .divider(colorRole: try d.role(o.optionalValue("color")) ?? "divider",
                     thickness: try DesignTokens.positive(o.optionalValue("thickness")) ?? 1)
        },
        NodeType("rect", keys: [], example: #""type": "rect""#) { _, _, _ in .rect },
    ]

    static let controls: [NodeType] = [
        NodeType("button", keys: ["label", "icon", "variant", "disabled"], states: [.focused, .pressed, .disabled, .selected, .error, .loading],
                 example: #""type": "button", "label": { "literal": "Save" }"#) { d, o, _ in
            let variant = try o.optionalString("variant", oneOf: ["primary", "secondary", "destructive", "plain"]).flatMap(ButtonVariant.init) ?? .primary
            return .button(label: try d.text(o.optionalValue("label")), icon: try o.optionalValue("icon").map(d.icon),
                           variant: variant, isDisabled: try o.optionalBool("disabled") ?? false)
        },
        NodeType("iconButton", keys: ["icon", "color"], states: [.focused, .pressed, .disabled, .selected, .loading],
                 example: #""type": "iconButton", "icon": "check""#) { d, o, _ in
            .iconButton(icon: try d.icon(o.requiredValue("icon")), colorRole: try d.role(o.optionalValue("color")))
        },
        NodeType("textField", keys: ["label", "placeholder", "value", "error", "required"], states: [.focused, .disabled, .error],
                 example: #""type": "textField", "label": { "literal": "Name" }"#) { d, o, _ in
            .textField(label: try d.text(o.optionalValue("label")), placeholder: try d.text(o.optionalValue("placeholder")),
                       value: try d.text(o.optionalValue("value")), error: try d.text(o.optionalValue("error")),
                       isRequired: try o.optionalBool("required") ?? false)
        },
        NodeType("toggle", keys: ["label", "on", "disabled"], states: [.focused, .pressed, .disabled],
                 example: #""type": "toggle", "label": { "literal": "Wi-Fi" }"#) { d, o, _ in
            .toggle(label: try d.text(o.optionalValue("label")), isOn: try o.optionalBool("on") ?? false,
                    isDisabled: try o.optionalBool("disabled") ?? false)
        },
        NodeType("badge", keys: ["tone", "icon", "label"], example: #""type": "badge", "tone": "info", "label": { "literal": "New" }"#) { d, o, _ in
            let tone = try o.optionalString("tone", oneOf: BadgeTone.allCases.map(\.rawValue)).flatMap(BadgeTone.init) ?? .neutral
            return .badge(tone: tone, icon: try o.optionalValue("icon").map(d.icon), label: try d.text(o.optionalValue("label")))
        },
        NodeType("listRow", keys: ["icon", "title", "subtitle", "value", "chevron"], states: [.focused, .pressed, .disabled, .selected],
                 example: #""type": "listRow", "title": { "literal": "Account" }"#) { d, o, _ in
            .listRow(icon: try o.optionalValue("icon").map(d.icon), title: try d.text(o.optionalValue("title")),
                     subtitle: try d.text(o.optionalValue("subtitle")), value: try d.text(o.optionalValue("value")),
                     hasChevron: try o.optionalBool("chevron") ?? true)
        },
        NodeType("segmented", keys: ["options", "selected"], states: [.focused, .disabled],
                 example: #""type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Week" } ]"#) { d, o, _ in
            let options = try o.requiredArray("options").compactMap { try d.text($0) }
            guard !options.isEmpty else { throw try o.requiredValue("options").invalid("expected at least one option") }
            let selectedValue = o.optionalValue("selected")
            let selected = try selectedValue?.int() ?? 0
            guard selected >= 0, selected < options.count else {
                throw selectedValue?.invalid("selected index \(selected) is outside the \(options.count) options") ?? o.missing("selected")
            }
            return .segmented(options: options, selected: selected)
        },
        NodeType("navBar", keys: ["title", "back", "actions"], example: #""type": "navBar", "title": { "literal": "Home" }"#) { d, o, children in
            try children.read("actions", from: o, with: d)
            for (index, action) in children.nodes.enumerated() {
                guard case .iconButton = action.kind else {
                    throw try o.requiredArray("actions")[index].invalid("navBar actions must be iconButton nodes, found a \(action.kind.typeName)")
                }
            }
            return .navBar(title: try d.text(o.optionalValue("title")), hasBack: try o.optionalBool("back") ?? false)
        },
        NodeType("tabBar", keys: ["items"], example: #""type": "tabBar", "items": [ { "icon": "check", "label": { "literal": "Home" } } ]"#) { d, o, _ in
            let items = try o.requiredArray("items").map { item -> TabItemSpec in
                let itemObject = try item.object()
                try itemObject.rejectUnknownKeys(allowed: ["icon", "label", "selected"])
                return TabItemSpec(icon: try d.icon(itemObject.requiredValue("icon")),
                                   label: try d.text(itemObject.requiredValue("label")) ?? .literal(""),
                                   isSelected: try itemObject.optionalBool("selected") ?? false)
            }
            return .tabBar(items: items)
        },
        NodeType("progress", keys: ["value", "label", "color"], example: #""type": "progress", "value": 0.5"#) { d, o, _ in
            .progress(value: try d.unit(o.requiredValue("value")) ?? 0, label: try d.text(o.optionalValue("label")),
                      colorRole: try d.role(o.optionalValue("color")) ?? "accent")
        },
    ]

    /// A vstack's or card's `alignment` across the stack.
    static func horizontalAlignment(_ o: JSONObjectReader) throws -> HorizontalAlignment {
        try o.optionalString("alignment", oneOf: ["leading", "center", "trailing", "fill"]).flatMap(HorizontalAlignment.init) ?? .fill
    }
}
