import ProofsheetJSON

extension ComponentSpec {
    /// The keys of a component file (`components/<name>.json`).
    package static let keyTable = JSONKeyTable([
        JSONKey("component", .json(#"{"type": "string", "pattern": "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$"}"#), required: true, "The component's name; must equal the file name without .json."),
        JSONKey("params", .json(#"{"type": "object", "propertyNames": {"pattern": "^[A-Za-z0-9_-]{1,64}$"}, "additionalProperties": {"type": "object", "required": ["type"], "properties": {"type": {"enum": ["text", "color", "icon", "bool", "number", "slot"], "description": "What the argument is: a string key (text), a colour role (color), an icon name (icon), true/false (bool), a number (number), or nodes placed in a children array (slot)."}, "default": {"description": "The value when a use gives no argument (not for slots)."}, "optional": {"type": "boolean", "default": false, "description": "Without an argument or default, the member or child holding the reference is left out."}}, "additionalProperties": false}}"#), "Parameter name → declaration. Every declared parameter must be used in the body."),
        JSONKey("root", .json(#"{"type": "object"}"#), required: true, "The component's root node: a node as in screen.schema.json, with {\"param\": name} and {\"slot\": name} references."),
    ])

    /// One parameter of `params`.
    package static let parameterKeyTable = JSONKeyTable([
        JSONKey("type", .cases(of: ComponentSpec.ParameterKind.self), required: true, "What the argument is: a string key (text), a colour role (color), an icon name (icon), true/false (bool), a number (number), or nodes placed in a children array (slot)."),
        JSONKey("default", .json(#"{}"#), "The value when a use gives no argument (not for slots)."),
        JSONKey("optional", .boolean, default: false, "Without an argument or default, the member or child holding the reference is left out."),
    ])
}
