import ProofsheetJSON

/// A reusable piece of a screen: `components/<name>.json`, a node tree with named parameters (docs/spec.md,
/// "Components").
///
/// The body is kept as parsed JSON: a use site (`{"type": "use", "component": name, "args": {…}}`) substitutes
/// its arguments for the body's `{"param": name}` values and `{"slot": name}` children, and the screen decoder
/// then decodes the result like any node, so values keep their own file positions (the component's for its
/// body, the screen's for the arguments).
package struct ComponentSpec: Sendable {
    /// What a parameter accepts; the decoder checks the substituted value where it lands.
    package enum ParameterKind: String, Sendable, CaseIterable {
        /// A string key (or whatever string the property takes).
        case text
        /// A colour role.
        case color
        /// An icon name.
        case icon
        case bool
        case number
        /// Nodes placed where the body has `{"slot": name}` in a `children` array (one node or an array).
        case slot
    }

    package struct Parameter: Sendable {
        package var kind: ParameterKind
        /// Used when a use site gives no argument.
        package var defaultValue: JSONValue?
        /// Without an argument or default, the member or child holding the reference is left out.
        package var isOptional: Bool
    }

    /// The file name without `.json` (a `ProjectName`).
    package var name: String
    package var file: String
    package var parameters: [String: Parameter]
    /// The body's root node, with parameter and slot references in place.
    package var root: JSONValue
}

extension ComponentSpec {
    /// Decodes `components/<name>.json`: `{"component": name, "params": {…}, "root": node}`. Every reference in
    /// the body must name a declared parameter of the right kind (slots only in `children`), and every declared
    /// parameter must be used.
    package init(decoding reader: JSONValueReader, file: String, name: String) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(of: ComponentSpec.keyTable)
        let nameValue = try object.requiredValue("component")
        guard try nameValue.string() == name else {
            throw nameValue.invalid("component name '\(try nameValue.string())' must equal the file name '\(name)'")
        }
        var parameters: [String: Parameter] = [:]
        for member in try object.optionalObject("params")?.members ?? [] {
            guard ProjectName(member.key) != nil, !member.key.contains(".") else {
                throw member.value.invalid("expected a parameter name of ASCII letters, digits, '_' or '-'")
            }
            let declaration = try member.value.object()
            try declaration.rejectUnknownKeys(of: ComponentSpec.parameterKeyTable)
            let kind = try declaration.requiredCase("type", ParameterKind.self)
            let defaultValue = declaration.optionalValue("default")?.value
            if kind == .slot, let value = declaration.optionalValue("default") {
                throw value.invalid("a slot has no default; mark it \"optional\": true to allow leaving it empty")
            }
            parameters[member.key] = Parameter(kind: kind, defaultValue: defaultValue,
                                               isOptional: try declaration.optionalBool("optional") ?? false)
        }
        let root = try object.requiredValue("root")
        var used: Set<String> = []
        try ComponentSpec.checkReferences(root, inChildren: false, parameters: parameters, used: &used)
        if let unused = parameters.keys.sorted().first(where: { !used.contains($0) }) {
            throw try object.requiredValue("params").invalid("parameter '\(unused)' is declared but the component never uses it")
        }
        self.init(name: name, file: file, parameters: parameters, root: root.value)
    }

    /// Walks the body: `{"param": p}` anywhere a value goes, `{"slot": s}` only as an element of `children`.
    private static func checkReferences(_ reader: JSONValueReader, inChildren: Bool, parameters: [String: Parameter],
                                        used: inout Set<String>) throws {
        if let reference = try ComponentReference(reader) {
            guard let parameter = parameters[reference.name] else {
                throw reader.invalid("'\(reference.name)' is not a parameter of this component (parameters: \(SpecError.list(parameters.keys.sorted())))")
            }
            let isSlot = parameter.kind == .slot
            if reference.isSlot != isSlot || (isSlot && !inChildren) {
                throw reader.invalid(isSlot
                    ? "slot '\(reference.name)' goes in a children array as {\"slot\": \"\(reference.name)\"}"
                    : "'\(reference.name)' is a \(parameter.kind.rawValue) parameter; use {\"param\": \"\(reference.name)\"}")
            }
            used.insert(reference.name)
            return
        }
        switch reader.value.kind {
        case .object:
            for member in try reader.object().members {
                try checkReferences(member.value, inChildren: false, parameters: parameters, used: &used)
            }
        case .array:
            let isChildren = reader.path.components.last == .key("children")
            for element in try reader.array() {
                try checkReferences(element, inChildren: isChildren, parameters: parameters, used: &used)
            }
        default:
            break
        }
    }
}

/// `{"param": name}` or `{"slot": name}` inside a component body.
package struct ComponentReference {
    package var name: String
    package var isSlot: Bool

    /// The reference `reader` holds, nil when it is any other value; a malformed reference throws.
    package init?(_ reader: JSONValueReader) throws {
        guard case .object(let members) = reader.value.kind, members.count == 1,
              let member = members.first, member.key == "param" || member.key == "slot" else { return nil }
        guard case .string(let name) = member.value.kind else {
            throw JSONValueReader(value: member.value, path: reader.path.key(member.key)).expected("a parameter name")
        }
        self.init(name: name, isSlot: member.key == "slot")
    }

    private init(name: String, isSlot: Bool) {
        self.name = name
        self.isSlot = isSlot
    }
}
