import ProofsheetJSON
import ProofsheetSupport
import ProofsheetSpec

/// One option of a `radioGroup`: the value that `selected` names, the text it shows and reads, and whether it
/// can be chosen.
package struct RadioOption: Hashable, Sendable {
    /// The group's `selected` names an option by this; unique within the group.
    package var value: String
    package var label: TextSource
    package var isDisabled: Bool

    /// A group's `options`: at least one, each `{"value", "label", "disabled"}`, no value twice (two options with
    /// one value would both be selected by it).
    package static func decode(_ array: [JSONValueReader], at reader: JSONValueReader, with d: ScreenDecoder) throws -> [RadioOption] {
        guard !array.isEmpty else { throw reader.invalid("expected at least one option") }
        var options: [RadioOption] = []
        for item in array {
            let object = try item.object()
            try object.rejectUnknownKeys(of: keyTable)
            let valueReader = try object.requiredValue("value")
            let value = try valueReader.string()
            if let first = options.firstIndex(where: { $0.value == value }) {
                throw valueReader.invalid("option value '\(MessageText.escaped(value))' is already options[\(first)]'s: selecting it would select both; give each option its own value")
            }
            options.append(RadioOption(value: value, label: try d.text(object.requiredValue("label")) ?? .literal(""),
                                       isDisabled: try object.optionalBool("disabled") ?? false))
        }
        return options
    }
}
