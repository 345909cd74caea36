import ProofsheetJSON
import ProofsheetSpec

/// Decodes and validates one `screens/<id>.json` against the project's tokens, strings and icons.
///
/// Space and radius tokens become points here; colour roles, text styles and string keys are
/// checked to exist (in every locale of the matrix) and kept by name for the scene resolver.
package struct ScreenDecoder {
    /// The deepest node nesting a screen may have.
    package static let maxDepth = 40
    /// The most nodes one screen may have.
    package static let maxNodes = 2_000

    /// The keys every node takes (`commonKeyTable`, ScreenDecoder+Keys.swift).
    package static let commonKeys = commonKeyTable.names

    /// Screen files nest two JSON levels per node (the node and its `children` array), so their JSON
    /// depth limit leaves room for `maxDepth` nodes.
    package static let jsonLimits = JSONLimits(maxDepth: 2 * maxDepth + 8)

    package let tokens: DesignTokens
    /// Locale → the keys its strings file has.
    package let strings: [LocaleID: Set<String>]
    /// Asset file names (relative to the assets folder) that exist.
    package let assets: Set<String>
    /// Asset file name → why it could not be decoded.
    package var assetErrors: [String: String] = [:]
    /// How the strings folder is shown in messages.
    package var stringsFolder = "strings"
    /// The project's strings, to check arguments a screen passes; nil: keys are checked against `strings` only.
    package var catalog: StringCatalog?
    /// The config's device names, sorted; a screen's `device` must be one of them (nil: not checked).
    package var devices: [String]?
    /// The project's components by name (`paths.components`).
    package var components: [String: ComponentSpec] = [:]
    /// The component uses being decoded, outermost first.
    package var componentUses: [ComponentUse] = []

    package init(tokens: DesignTokens, strings: [LocaleID: Set<String>], assets: Set<String> = []) {
        self.tokens = tokens
        self.strings = strings
        self.assets = assets
    }

    /// Decodes a screen; `expectedID` is the file name without `.json`. Pass the document's reader with the
    /// root name `""`, so that paths read `id` and `root.children[2]` (as in docs/spec.md).
    package func decode(_ reader: JSONValueReader, file: String, expectedID: String) throws -> ScreenSpec {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: ScreenDecoder.screenKeyTable)
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

    package func node(_ reader: JSONValueReader, depth: Int, count: inout Int) throws -> SpecNode {
        guard depth <= ScreenDecoder.maxDepth else {
            throw reader.invalid("nodes are nested deeper than the limit of \(ScreenDecoder.maxDepth) levels")
        }
        count += 1
        guard count <= ScreenDecoder.maxNodes else {
            throw reader.invalid("screen has more than the limit of \(ScreenDecoder.maxNodes) nodes")
        }
        let object = try reader.object()
        let typeName = try object.requiredString("type", oneOf: (NodeType.named.keys + ["use"]).sorted())
        if typeName == "use" { return try componentUse(reader, object, depth: depth, count: &count) }
        let type = NodeType.named[typeName]!
        if let fontSize = object.value("fontSize") {
            throw fontSize.invalid("raw font size in a screen; sizes come from the text styles in tokens.json typography ("
                + SpecError.list(tokens.typography.keys.sorted()) + "), chosen with a text node's 'style'")
        }
        try object.rejectUnknownKeys(allowed: ScreenDecoder.commonKeys + type.keys)

        var node = SpecNode(path: reader.path.description, kind: RectNode())
        node.id = try object.optionalValue("id").map(nodeID)
        node.box = try box(object)
        node.a11y = try accessibility(object.optionalObject("a11y"))
        if let when = object.optionalValue("when") {
            guard depth > 1 else { throw when.invalid("the root node is in every cell; put 'when' on its children") }
            node.condition = try condition(when)
        }
        var children = NodeChildren(depth: depth, count: count)
        node.kind = try type.decode(self, object, &children)
        count = children.count
        node.children = children.nodes
        if !type.keys.contains("children"), let a11y = try object.optionalObject("a11y") {
            // Grouping and modality are about a container's children; on a leaf or a control they would do nothing.
            for key in ["group", "modal"] {
                if let value = a11y.optionalValue(key) {
                    throw value.invalid("'a11y.\(key)' applies to a container (a node with 'children'), not to a \(typeName)")
                }
            }
        }
        if !(node.kind is ChartNode), let summary = try object.optionalObject("a11y")?.optionalValue("summary") {
            throw summary.invalid("'a11y.summary' applies to a chart, not to a \(typeName); name other nodes with 'a11y.label' and 'a11y.value'")
        }
        if let stateValue = object.optionalValue("state") {
            guard !type.states.isEmpty else {
                let types = NodeType.all.filter { !$0.states.isEmpty }.map(\.name).sorted().joined(separator: ", ")
                throw stateValue.invalid("'state' applies to the controls \(types), not to a \(typeName)")
            }
            let state = try stateValue.enumCase(ControlState.self)
            guard type.states.contains(state) else {
                throw stateValue.invalid("a \(typeName) draws the states \(type.states.map { "'\($0.rawValue)'" }.joined(separator: ", ")), found '\(state.rawValue)'")
            }
            node.state = state
        }
        if node.kind is TextNode, let variants = try object.optionalArray("variants") {
            return try expandVariants(node, variants, count: &count)
        }
        return node
    }

    /// A node id: ASCII letters, digits, `_`, `-` and `.`.
    package func nodeID(_ idValue: JSONValueReader) throws -> NodeID {
        let id = try idValue.string()
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }) else {
            throw idValue.invalid("expected an id of ASCII letters, digits, '_', '-' or '.', found \(idValue.value.briefDescription)")
        }
        return NodeID(id)
    }

    /// Ids name nodes in findings and layout JSON, so one screen may not use an id twice.
    /// Two nodes may share an id only when no cell can hold both: alternatives under `when` conditions that
    /// exclude each other, or different candidates of one `firstFit` (a row and its stacked form share their
    /// labels' ids, so findings on the label are one problem across text scales).
    package static func rejectDuplicateIDs(_ root: SpecNode, reader: JSONValueReader) throws {
        var seen: [NodeID: [(path: String, scope: Exclusivity)]] = [:]
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
    package struct Exclusivity {
        package var conditions: [NodeCondition] = []
        package var candidates: [String: Int] = [:]

        package func entering(_ child: SpecNode, at position: Int, of parent: SpecNode) -> Exclusivity {
            var scope = self
            if let condition = child.condition { scope.conditions.append(condition) }
            if parent.kind is FirstFitNode { scope.candidates[parent.path] = position }
            return scope
        }

        /// Whether no cell holds both: excluding conditions, or different candidates of one first fit.
        package func excludes(_ other: Exclusivity) -> Bool {
            NodeCondition.exclude(conditions, other.conditions)
                || candidates.contains { path, position in other.candidates[path].map { $0 != position } ?? false }
        }
    }

    package func children(_ object: JSONObjectReader, key: String = "children", depth: Int, count: inout Int) throws -> [SpecNode] {
        guard let list = try object.optionalArray(key) else { return [] }
        var nodes: [SpecNode] = []
        for child in list {
            nodes.append(try node(child, depth: depth + 1, count: &count))
        }
        return nodes
    }
}
