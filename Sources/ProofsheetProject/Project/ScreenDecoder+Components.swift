import ProofsheetJSON
import ProofsheetSpec

/// Component uses: `{"type": "use", "component": name, "id": …, "args": {…}}` (docs/spec.md, "Components").
extension ScreenDecoder {
    /// One component use the decoder is inside of: for the recursion check, messages and node paths.
    package struct ComponentUse: Sendable {
        package var component: String
        /// `screens/home.json:12:7 (root.children[1])`: where the use is written.
        package var site: String
        /// The use's node path, which prefixes the paths of the nodes the component adds.
        package var path: String
    }

    /// The node a use site stands for: the component's body with the arguments in place, decoded like any node
    /// at the use's depth. Errors inside it say which use they came through; node ids inside it are prefixed
    /// with the use's id (`account.title`), and the body's root takes the use's id.
    package func componentUse(_ reader: JSONValueReader, _ object: JSONObjectReader, depth: Int, count: inout Int) throws -> SpecNode {
        try object.rejectUnknownKeys(of: ScreenDecoder.useKeyTable)
        let nameValue = try object.requiredValue("component")
        guard !components.isEmpty else {
            throw nameValue.invalid("the project has no components (files in paths.components, default 'components/' beside proofsheet.json)")
        }
        let name = try nameValue.string(oneOf: components.keys.sorted())
        guard let component = components[name] else { throw nameValue.invalid("unknown component '\(name)'") }
        if componentUses.contains(where: { $0.component == name }) {
            let chain = componentUses.map(\.component) + [name]
            throw nameValue.invalid("component '\(name)' uses itself (\(chain.joined(separator: " → ")))")
        }
        let useID = try object.optionalValue("id").map(nodeID)
        let arguments = try componentArguments(reader, object, of: component)
        guard let body = ScreenDecoder.substitute(component.root, arguments) else {
            throw reader.invalid("component '\(name)' has an empty root")
        }
        // Paths nest: an outer use's rename prefixes this one's, so the path here is the use's own.
        let use = ComponentUse(component: name, site: "\(reader.location) (\(reader.path))", path: reader.path.description)
        var inner = self
        inner.componentUses.append(use)
        var node: SpecNode
        do {
            count -= 1  // the use itself is not a node
            node = try inner.node(JSONValueReader(value: body, path: .root()), depth: depth, count: &count)
        } catch var error as SpecError {
            error.usedAt.append("component '\(name)' used at \(use.site)")
            throw error
        }
        ScreenDecoder.rename(&node, id: useID, pathPrefix: "\(use.path)/\(name):", isRoot: true)
        return node
    }

    /// The value each parameter takes at this use: the argument, else the default, else nothing (optional).
    private func componentArguments(_ reader: JSONValueReader, _ object: JSONObjectReader, of component: ComponentSpec) throws -> [String: JSONValue?] {
        let args = try object.optionalObject("args")
        try args?.rejectUnknownKeys(allowed: component.parameters.keys.sorted())
        var values: [String: JSONValue?] = [:]
        for (name, parameter) in component.parameters {
            if let argument = args?.optionalValue(name) {
                try ScreenDecoder.checkArgument(argument, kind: parameter.kind, component: component.name)
                values[name] = .some(argument.value)
            } else if let value = parameter.defaultValue {
                values[name] = .some(value)
            } else if parameter.isOptional {
                values[name] = .some(nil)
            } else {
                throw (object.optionalValue("args") ?? reader).invalid("component '\(component.name)' needs argument '\(name)' (\(parameter.kind.rawValue))")
            }
        }
        return values
    }

    /// The JSON kind each parameter kind takes; the decoder then checks the value where it lands.
    private static func checkArgument(_ argument: JSONValueReader, kind: ComponentSpec.ParameterKind, component: String) throws {
        switch kind {
        case .text, .color, .icon: _ = try argument.string()
        case .bool: _ = try argument.bool()
        case .number: _ = try argument.number()
        case .slot:
            if case .array = argument.value.kind { for element in try argument.array() { _ = try element.object() } } else { _ = try argument.object() }
        }
    }

    /// `value` with every reference replaced; nil when it is a reference to a parameter with no value. A slot
    /// reference in an array is replaced by the argument's node or nodes.
    package static func substitute(_ value: JSONValue, _ arguments: [String: JSONValue?]) -> JSONValue? {
        switch value.kind {
        case .object(let members):
            if members.count == 1, let member = members.first, member.key == "param" || member.key == "slot",
               case .string(let name) = member.value.kind {
                return arguments[name] ?? nil
            }
            let kept = members.compactMap { member in
                substitute(member.value, arguments).map { JSONMember(key: member.key, keyLocation: member.keyLocation, value: $0) }
            }
            return JSONValue(.object(kept), location: value.location)
        case .array(let elements):
            var kept: [JSONValue] = []
            for element in elements {
                guard let replaced = substitute(element, arguments) else { continue }
                if case .object(let members) = element.kind, members.first?.key == "slot", case .array(let nodes) = replaced.kind {
                    kept += nodes
                } else {
                    kept.append(replaced)
                }
            }
            return JSONValue(.array(kept), location: value.location)
        default:
            return value
        }
    }

    /// Gives the nodes a component added unique ids and paths: the root takes the use's id; the others' ids
    /// are prefixed with it, and so are the ids `a11y.errorFor` names inside the component (the root's own id
    /// becomes the use's id), so a link keeps pointing at the same node.
    package static func rename(_ node: inout SpecNode, id useID: NodeID?, pathPrefix: String, isRoot: Bool, rootID: NodeID? = nil) {
        let rootID = isRoot ? node.id : rootID
        if let useID {
            node.id = isRoot ? useID : node.id.map { useID.part($0.name) }
            node.a11y.errorFor = node.a11y.errorFor.map { $0 == rootID ? useID : useID.part($0.name) }
        }
        node.path = pathPrefix + node.path
        for index in node.children.indices {
            rename(&node.children[index], id: useID, pathPrefix: pathPrefix, isRoot: false, rootID: rootID)
        }
    }
}
