import ProofsheetJSON
import ProofsheetSpec

extension ScreenDecoder {
    /// The keys of a screen file (`screens/<id>.json`; `states` is ScreenStates').
    package static let screenKeyTable = JSONKeyTable([
        JSONKey("id", .string, required: true, "The screen's id; must equal the file name without .json."),
        JSONKey("title", .string, "A human title for reports. Default: the id."),
        JSONKey("device", .string, "Render only on this device (a key of proofsheet.json `devices`). Default: every device of the matrix."),
        JSONKey("root", .ref("node"), required: true, "The root node of the screen tree, usually a vstack."),
    ])

    /// The keys every node takes (docs/spec.md, "Common properties"); a type's own are its `NodeType.keyTable`.
    package static let commonKeyTable = JSONKeyTable("A node of the screen tree. Every type takes the common properties plus its own; unknown keys are errors.", [
        JSONKey("type", .oneOf(NodeType.all.map(\.name) + ["use"]), required: true, "The node type. Containers: vstack, hstack, zstack, scroll, firstFit, card. Leaves: text, icon, image, spacer, divider, rect. Controls: button, iconButton, textField, toggle, badge, listRow, segmented, navBar, tabBar, progress, fab. Data: chart. Overlays (placed over the screen): sheet, dialog, snackbar. Inline: banner. Inputs: checkbox, radioGroup, stepper, slider, chip, chipGroup, searchField, upload. A component use: use (docs/spec.md, Components)."),
        JSONKey("id", .json(#"{"type": "string", "pattern": "^[A-Za-z0-9_.-]+$"}"#), "A name for the node in findings and --layout-json: ASCII letters, digits, '_', '-', '.'. Default: the node's path in the tree."),
        JSONKey("padding", .ref("padding"), "Inner space: points, a space token, or {top, bottom, leading, trailing, horizontal, vertical}. Default 0."),
        JSONKey("width", .ref("length"), "Width in points, or \"fill\" (take all that is offered). Default: fit the content."),
        JSONKey("height", .ref("length"), "Height in points, or \"fill\" (take all that is offered). Default: fit the content."),
        JSONKey("minWidth", .ref("points"), "Minimum width in points."),
        JSONKey("minHeight", .ref("points"), "Minimum height in points."),
        JSONKey("maxWidth", .ref("points"), "Maximum width in points."),
        JSONKey("maxHeight", .ref("points"), "Maximum height in points."),
        JSONKey("flex", .number(minimum: 0, maximum: 100000), default: 0, "Weight ≥ 0: this node's share of a stack's free space. Default 0."),
        JSONKey("background", .ref("background"), "A colour role, or {\"gradient\": [role, role], \"angle\": degrees}."),
        JSONKey("border", .ref("border"), "{\"color\": role, \"width\": points}."),
        JSONKey("cornerRadius", .ref("radius"), "Corner radius: points or a radius token. Default 0."),
        JSONKey("opacity", .number(minimum: 0, maximum: 1), default: 1, "Opacity from 0 to 1. Default 1."),
        JSONKey("clip", .boolean, default: false, "Clip children to this node's (rounded) frame."),
        JSONKey("a11y", .ref("a11y"), "Accessibility: {\"label\": text, \"hint\": text, \"value\": text, \"role\": string, \"hidden\": bool, \"sortPriority\": number, \"group\": \"combine\"|\"contain\", \"modal\": bool, \"headingLevel\": 1-6, \"errorFor\": node id}."),
        JSONKey("state", .cases(of: ControlState.self), "A control's interaction state, drawn with tokens (focusRing, pressedOverlay, disabledText, disabledSurface, accent, danger) and announced by the accessibility tree. Only button, iconButton, textField, toggle, listRow, segmented, slider and chip take it, each the states it draws (docs/spec.md, \"Control states\")."),
        JSONKey("when", .ref("condition"), "Keep this node only in the cells where every condition holds (docs/spec.md, Layouts that adapt). Not on the root node."),
    ])

    /// The keys of a component use (`{"type": "use"}`), which stands for a component's body, not a node type.
    package static let useKeyTable = JSONKeyTable("A use of a component (components/<name>.json): the component's root node, with these arguments for its parameters. Takes no other keys: size and style belong in the component or its parameters.", [
        JSONKey("type", .json(#"{"const": "use"}"#), "A component use."),
        JSONKey("id", .json(#"{"type": "string", "pattern": "^[A-Za-z0-9_.-]+$"}"#), "The id of the component's root node here; the ids of the nodes inside it are prefixed with it (<id>.<inner id>). Needed when a component is used more than once on a screen."),
        JSONKey("component", .string, required: true, "The component's name: its file name in paths.components without .json."),
        JSONKey("args", .json(#"{"type": "object", "additionalProperties": true}"#), "Argument per parameter: a string for text, color and icon parameters, true/false for bool, a number for number, a node or an array of nodes for slot. Parameters without an argument take their default; optional ones without a default leave out what refers to them."),
    ])

    /// A node's `a11y` object.
    package static let accessibilityKeyTable = JSONKeyTable("Accessibility overrides.", [
        JSONKey("label", .ref("text"), "The accessible name (a text)."),
        JSONKey("hint", .ref("text"), "What activating the element does (a text)."),
        JSONKey("role", .string, "A role name for assistive technology (free text)."),
        JSONKey("hidden", .boolean, default: false, "Hide the element (and its children) from assistive technology."),
        JSONKey("value", .ref("text"), "The accessible value (a text), e.g. \"3 of 5\"; overrides what the control shows."),
        JSONKey("sortPriority", .number(minimum: -1000, maximum: 1000), default: 0, "Among the items of one reading unit (the screen, a modal, a contain group), higher is visited first by screen readers (as iOS accessibilitySortPriority, Android traversalIndex reversed); a container with a priority is read as a unit. Moving an element out of the visual order is a readingOrder / focusOrder finding."),
        JSONKey("group", .json(#"{"enum": ["combine", "contain"], "enumDescriptions": ["Read the container as one element whose name joins its texts in reading order (SwiftUI .accessibilityElement(children: .combine), Compose mergeDescendants; on Android the controls inside stay separate).", "Keep the container's elements together, read in their own order where the container's frame puts it (SwiftUI .accessibilityElement(children: .contain), UIKit shouldGroupAccessibilityChildren, Compose isTraversalGroup)."]}"#), "How screen readers take in the container's children; absent: they are ordered by their frames with the rest of the screen (docs/audits.md, \"Accessibility tree\")."),
        JSONKey("modal", .boolean, default: false, "The container is modal (accessibilityViewIsModal, an Android dialog): screen readers read only its elements; the last shown modal wins."),
        JSONKey("headingLevel", .integer(minimum: 1, maximum: 6), "The level of a node with the header role; default: the rank of its text size among the screen's headings (largest is 1). A skipped level is a headingOrder finding."),
        JSONKey("errorFor", .json(#"{"type": "string", "pattern": "^[A-Za-z0-9_.-]+$"}"#), "The id of the field whose validation error this node shows: screen readers read it with the field (\"error: …\"), not on its own. An id no element has is an errorIdentification finding."),
        JSONKey("summary", .ref("text"), "A chart's summary of its data (a text), read as the chart element's value. Charts only."),
    ])

    /// A node's `when` (NodeCondition).
    package static let conditionKeyTable = JSONKeyTable("Conditions on the cell; all that are given must hold. Two nodes may share an id when their conditions exclude each other or they are in different candidates of one firstFit.", [
        JSONKey("textScaleAtLeast", .json(#"{"oneOf": [{"type": "number", "exclusiveMinimum": 0, "maximum": 4}, {"enum": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]}, {"type": "string", "pattern": "^fs(0\\.(8[5-9]|9[0-9]?)|1(\\.[0-9]{1,2})?|2(\\.00?)?)$"}]}"#), "The cell's text scale is at least this, or a text size's name compared by its equivalent scale (docs/spec.md, \"Text sizes\")."),
        JSONKey("textScaleBelow", .json(#"{"oneOf": [{"type": "number", "exclusiveMinimum": 0, "maximum": 4}, {"enum": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]}, {"type": "string", "pattern": "^fs(0\\.(8[5-9]|9[0-9]?)|1(\\.[0-9]{1,2})?|2(\\.00?)?)$"}]}"#), "The cell's text scale is below this, or a text size's name compared by its equivalent scale (docs/spec.md, \"Text sizes\")."),
        JSONKey("direction", .oneOf(["ltr", "rtl"]), "The locale's writing direction."),
        JSONKey("modes", .json(#"{"type": "array", "minItems": 1, "items": {"enum": ["light", "dark", "highContrastLight", "highContrastDark"]}}"#), "Theme modes."),
        JSONKey("devices", .json(#"{"type": "array", "minItems": 1, "items": {"type": "string"}}"#), "Device names from proofsheet.json."),
        JSONKey("orientations", .json(#"{"type": "array", "minItems": 1, "items": {"enum": ["portrait", "landscape"]}}"#), "Orientations."),
    ], rules: [
        .rule("minProperties", #"1"#),
    ])

    /// A node's `border`.
    package static let borderKeyTable = JSONKeyTable("A border drawn inside the node's (rounded) frame.", [
        JSONKey("color", .ref("colorRole"), required: true, "The border's colour role."),
        JSONKey("width", .ref("positivePoints"), default: 1, "Border width in points (default 1)."),
    ])

    /// Padding per edge (`left` and `right` are refused with their own message first).
    package static let paddingKeyTable = JSONKeyTable("Padding per edge; each is points or a space token. An edge not given takes `vertical` (top/bottom) or `horizontal` (leading/trailing), else 0. `left` and `right` are not accepted: use `leading` and `trailing`.", [
        JSONKey("top", .ref("spacing"), "Top padding; defaults to `vertical`."),
        JSONKey("bottom", .ref("spacing"), "Bottom padding; defaults to `vertical`."),
        JSONKey("leading", .ref("spacing"), "Padding on the reading-start side (left in LTR, right in RTL); defaults to `horizontal`."),
        JSONKey("trailing", .ref("spacing"), "Padding on the reading-end side (right in LTR, left in RTL); defaults to `horizontal`."),
        JSONKey("horizontal", .ref("spacing"), "Default for `leading` and `trailing`."),
        JSONKey("vertical", .ref("spacing"), "Default for `top` and `bottom`."),
    ])

    /// A text given as `{"literal": …}`.
    package static let literalKeyTable = JSONKeyTable("Text that is not translated.", [
        JSONKey("literal", .json(#"{"type": "string", "maxLength": 20000}"#), required: true, "The text, shown as written in every locale."),
    ])

    /// A text given as `{"key": …, "args": …}` (docs/strings.md).
    package static let keyedTextKeyTable = JSONKeyTable([
        JSONKey("key", .string, required: true, ""),
        JSONKey("args", .ref("messageArguments"), ""),
    ])

    /// A message argument given as `{"key": …}`: another string's text.
    package static let argumentKeyTable = JSONKeyTable([
        JSONKey("key", .json(#"{"type": "string", "minLength": 1}"#), required: true, "A string key that takes no arguments of its own."),
    ])
}
