import ProofsheetJSON
import ProofsheetSupport

/// A manifest entry as JSON (docs/goldens.md, "Manifest store"): members in a fixed order. Version 2 (written) lists
/// the digests of its input record's parts (`InputRecordParts`, stored once in the file's `inputs`); version 1 (still
/// read) holds the whole record, sorted by key.
extension ManifestEntry {
    /// The digests of the record's parts (nil: no record), each part added to `parts` under its digest.
    package func partDigests(into parts: inout [String: CellInputs]) -> [String]? {
        stamp.inputs.map { record in
            InputRecordParts.parts(of: record).map { part in
                let digest = part.digest.description
                parts[digest] = part
                return digest
            }
        }
    }

    package func jsonValue(cell: String, parts: inout [String: CellInputs]) -> JSONValue {
        let inputs: JSONValue = partDigests(into: &parts).map { digests in .array(digests.map { .string($0) }) } ?? .null
        return .object([
            ("cell", .string(cell)),
            ("pixels", .string(pixels.description)),
            ("width", .number(width)),
            ("height", .number(height)),
            ("renderer", .string(stamp.renderer)),
            ("diff", .string(stamp.diffAlgorithm)),
            ("fingerprint", stamp.fingerprint.map { .string($0.description) } ?? .null),
            ("inputs", inputs),
            ("findings", .object(FindingSeverity.allCases.map { ($0.rawValue, .number(findings[$0] ?? 0)) })),
        ])
    }

    /// Reads one entry; its cell id and every field are checked, and a fingerprint that disagrees with the inputs
    /// (a hand edit or a bad merge) is an error naming the place. `parts` are the file's shared input parts by digest
    /// (version 2, where `inputs` lists digests); nil reads version 1, where `inputs` is the whole record.
    package init(decoding reader: JSONValueReader, parts: [String: CellInputs]? = nil) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["cell", "pixels", "width", "height", "renderer", "diff", "fingerprint", "inputs", "findings"])
        let pixelsValue = try object.requiredValue("pixels")
        guard let pixels = ContentHash(hex: try pixelsValue.string()) else {
            throw pixelsValue.invalid("expected 32 lowercase hex digits (an XXH3-128 hash)")
        }
        var inputs: CellInputs?
        if let parts {
            if let digests = try object.optionalArray("inputs") {
                inputs = InputRecordParts.joined(try digests.map { value in
                    let digest = try value.string()
                    guard let part = parts[digest] else { throw value.invalid("no input part '\(MessageText.escaped(digest))' in this file's inputs") }
                    return part
                })
            }
        } else if let inputsObject = try object.optionalObject("inputs") {
            var entries: [String: String] = [:]
            for member in inputsObject.members {
                guard InputKey(text: member.key) != nil else { throw member.value.invalid("'\(member.key)' is not an input key (<kind>:<name>)") }
                entries[member.key] = try member.value.string()
            }
            inputs = CellInputs(entries: entries)
        }
        let fingerprintValue = object.optionalValue("fingerprint")
        if let fingerprintValue, try fingerprintValue.string() != inputs?.digest.description {
            throw fingerprintValue.invalid("the fingerprint does not match the inputs (edited by hand or merged badly?): approve the cell again")
        }
        let findingsObject = try object.requiredObject("findings")
        try findingsObject.rejectUnknownKeys(allowed: FindingSeverity.allCases.map(\.rawValue))
        var findings: [FindingSeverity: Int] = [:]
        for severity in FindingSeverity.allCases {
            let count = try findingsObject.optionalValue(severity.rawValue)?.int() ?? 0
            if count > 0 { findings[severity] = count }
        }
        self.init(pixels: pixels, width: try object.requiredValue("width").int(), height: try object.requiredValue("height").int(),
                  stamp: GoldenStamp(renderer: try object.requiredString("renderer"), diffAlgorithm: try object.requiredString("diff"), inputs: inputs),
                  findings: findings)
    }
}
