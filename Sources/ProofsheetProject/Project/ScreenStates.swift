import ProofsheetJSON
import ProofsheetSupport
import ProofsheetSpec

/// The states a screen file declares (docs/spec.md, "Screen states"): each state is the screen's tree as written
/// with some nodes overridden, and becomes its own column of the matrix (`wallet@empty`).
///
/// ```json
/// "states": {
///   "empty": { "title": "Wallet, no transactions",
///              "nodes": { "transactions": { "children": [ … ] }, "balance-value": { "text": "wallet.zero" } } },
///   "error": { "nodes": { "banner": { "when": null }, "actions": null } }
/// }
/// ```
///
/// `nodes` maps a node id, as written in the screen file, to a JSON merge patch (RFC 7396) of that node: each
/// member replaces the node's member of that name, an object merges into an object member, `null` removes the
/// member; `null` instead of a patch removes the node. Overrides are applied to the JSON before decoding, so the
/// decoder checks a state's tree exactly like the default one and every value keeps the file position it was
/// written at. Nodes inside a component are reached through the use's `args`.
package struct ScreenStates {
    /// One declared state.
    package struct State {
        package let name: String
        package let title: String?
        /// The `nodes` object: node id → patch or `null`.
        package let nodes: JSONObjectReader
        /// `screens/wallet.json:40:5`: where the state is declared, for messages about its tree.
        package let site: String
    }

    package static let key = "states"

    /// The states in file order. The names are checked here, where they are declared: each becomes part of the
    /// cells' folder name (`wallet@empty`), so it follows the name rule, and `default` is the tree as written.
    package static func declared(in screen: JSONObjectReader) throws -> [State] {
        guard let section = try screen.optionalObject(key) else { return [] }
        var states: [State] = []
        for member in section.members {
            let value = member.value
            if let problem = ProjectName.problem(in: member.key) {
                throw value.invalid("a state name becomes part of its cells' folder (screen@state), so it must be \(ProjectName.rule): \(problem)")
            }
            guard member.key != ScreenStateID.defaultState else {
                throw value.invalid("'\(ScreenStateID.defaultState)' is the screen as written; give the state another name")
            }
            let object = try value.object()
            try object.rejectUnknownKeys(of: stateKeyTable)
            let nodesValue = try object.requiredValue("nodes")
            let nodes = try nodesValue.object()
            guard !nodes.members.isEmpty else {
                throw nodesValue.invalid("a state overrides at least one node (node id → its changed members, or null to remove it)")
            }
            states.append(State(name: member.key, title: try object.optionalString("title"), nodes: nodes, site: "\(value.location)"))
        }
        return states
    }

    /// The screen document for `state`: `root` with the state's overrides merged in, `title` replaced when the
    /// state has one, and `states` left out (the decoder rejects it, so a state's tree is never decoded with it).
    package static func document(_ screen: JSONObjectReader, state: State?) throws -> JSONValueReader {
        var members: [JSONMember] = []
        for member in screen.members where member.key != key {
            var value = member.value.value
            if let state {
                if member.key == "root" { value = try overridden(member.value, by: state) }
                if member.key == "title", let title = state.title { value = JSONValue(.string(title), location: value.location) }
            }
            members.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: value))
        }
        if let state, let title = state.title, !screen.contains("title") {
            members.append(JSONMember(key: "title", value: .string(title)))
        }
        return JSONValueReader(value: JSONValue(.object(members), location: screen.location), path: screen.path)
    }

    /// The tree with every overridden node patched or removed. An id that names no node is an error at the id,
    /// with the closest id of the tree.
    private static func overridden(_ root: JSONValueReader, by state: State) throws -> JSONValue {
        var patches: [String: JSONValue] = [:]
        for member in state.nodes.members {
            guard member.value.isNull || isObject(member.value.value) else {
                throw member.value.expected("an object of the node's changed members, or null to remove the node")
            }
            patches[member.key] = member.value.value
        }
        var matched: Set<String> = []
        var ids: [String] = []
        if let id = nodeID(of: root.value), case .null? = patches[id]?.kind {
            throw try state.nodes.requiredValue(id).invalid("the root node cannot be removed; override its members instead")
        }
        let tree = apply(patches, to: root.value, matched: &matched, ids: &ids) ?? root.value
        for member in state.nodes.members where !matched.contains(member.key) {
            let suggestion = SpellingSuggestion.closest(to: member.key, among: ids).map { "; did you mean '\($0)'?" } ?? ""
            throw member.value.invalid("state '\(state.name)' overrides node '\(MessageText.escaped(member.key))', but the screen has no node with that id\(suggestion)")
        }
        return tree
    }

    /// `value` with the patches applied to every node whose id they name; nil when the node itself is removed.
    private static func apply(_ patches: [String: JSONValue], to value: JSONValue, matched: inout Set<String>, ids: inout [String]) -> JSONValue? {
        var value = value
        if let id = nodeID(of: value) {
            ids.append(id)
            if let patch = patches[id] {
                matched.insert(id)
                guard !patch.isNull else { return nil }
                value = merged(value, patch: patch)
            }
        }
        switch value.kind {
        case .object(let members):
            let kept = members.map { member in
                JSONMember(key: member.key, keyLocation: member.keyLocation,
                           value: apply(patches, to: member.value, matched: &matched, ids: &ids) ?? .null)
            }
            return JSONValue(.object(kept), location: value.location)
        case .array(let elements):
            let kept = elements.compactMap { apply(patches, to: $0, matched: &matched, ids: &ids) }
            return JSONValue(.array(kept), location: value.location)
        default:
            return value
        }
    }

    /// RFC 7396: an object patch merges member by member (`null` removes the member); anything else replaces.
    package static func merged(_ target: JSONValue, patch: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch.kind else { return patch }
        var members: [JSONMember]
        if case .object(let existing) = target.kind { members = existing } else { members = [] }
        for change in changes {
            let index = members.firstIndex { $0.key == change.key }
            if change.value.isNull {
                if let index { members.remove(at: index) }
            } else if let index {
                members[index].value = merged(members[index].value, patch: change.value)
            } else {
                members.append(JSONMember(key: change.key, keyLocation: change.keyLocation, value: merged(.null, patch: change.value)))
            }
        }
        return JSONValue(.object(members), location: isObject(target) ? target.location : patch.location)
    }

    /// The id of a node object (one with a string `type` and a string `id`).
    private static func nodeID(of value: JSONValue) -> String? {
        guard case .object(let members) = value.kind,
              members.contains(where: { $0.key == "type" && isString($0.value) }),
              case .string(let id)? = members.first(where: { $0.key == "id" })?.value.kind else { return nil }
        return id
    }

    private static func isObject(_ value: JSONValue) -> Bool {
        if case .object = value.kind { return true }
        return false
    }

    private static func isString(_ value: JSONValue) -> Bool {
        if case .string = value.kind { return true }
        return false
    }
}
