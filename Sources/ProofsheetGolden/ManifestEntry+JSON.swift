import ProofsheetJSON
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject

/// A manifest entry as JSON (docs/goldens.md, "Manifest store"): members in a fixed order. Version 3 (written) lists
/// the digests of its input record's parts that not every cell of the file reads (the others are the file's `common`
/// parts) and the digests of its shared records (`a11y`, `layout`); version 2 (still read) lists every part; version 1
/// (still read) holds the whole record, sorted by key.
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

    /// The entry's lines in a version 3 file: one member per line, the digest list and the findings each on one line.
    /// `own` are the digests of the parts of its record that are not among the file's common parts (nil: no record).
    package func manifestText(cell: String, own: [String]?) -> String {
        var lines = [
            "\"cell\": " + JSONValue.quote(cell),
            "\"pixels\": \"\(pixels)\"",
            "\"width\": \(width)",
            "\"height\": \(height)",
            "\"renderer\": " + JSONValue.quote(stamp.renderer),
            "\"diff\": " + JSONValue.quote(stamp.diffAlgorithm),
            "\"fingerprint\": " + (stamp.fingerprint.map { "\"\($0)\"" } ?? "null"),
            "\"inputs\": " + (own.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? "null"),
        ]
        for kind in ManifestRecord.Kind.allCases {
            if let digest = records[kind] { lines.append("\"\(kind.rawValue)\": \"\(digest)\"") }
        }
        lines.append("\"findings\": {" + FindingSeverity.allCases.map { "\"\($0.rawValue)\": \(findings[$0] ?? 0)" }.joined(separator: ", ") + "}")
        return "    {\n" + lines.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    /// Reads one entry; its cell id and every field are checked, and a fingerprint that disagrees with the inputs
    /// (a hand edit or a bad merge) is an error naming the place. `parts` reads the entry's `inputs` (version 2 and 3:
    /// digests of the file's parts, with the file's common parts in version 3; nil reads version 1, where `inputs` is
    /// the whole record).
    package init(decoding reader: JSONValueReader, parts: ManifestInputParts? = nil) throws {
        let object = try reader.object()
        try object.rejectUnknownKeys(allowed: ["cell", "pixels", "width", "height", "renderer", "diff", "fingerprint", "inputs", "findings"]
            + (parts?.version ?? 1 >= 3 ? ManifestRecord.Kind.allCases.map(\.rawValue) : []))
        let pixels = try ManifestEntry.hash(try object.requiredValue("pixels"))
        var inputs: CellInputs?
        var joinedDigest: ContentHash?
        if let parts {
            if let digests = try object.optionalArray("inputs") {
                (inputs, joinedDigest) = try parts.record(listing: digests)
            }
        } else if let inputsObject = try object.optionalObject("inputs") {
            var entries: [String: String] = [:]
            for member in inputsObject.members {
                guard InputKey(text: member.key) != nil else { throw member.value.invalid("'\(member.key)' is not an input key (<kind>:<name>)") }
                entries[member.key] = try member.value.string()
            }
            inputs = CellInputs(entries: entries)
            joinedDigest = inputs?.digest
        }
        let fingerprintValue = object.optionalValue("fingerprint")
        if let fingerprintValue, try fingerprintValue.string() != joinedDigest?.description {
            throw fingerprintValue.invalid("the fingerprint does not match the inputs (edited by hand or merged badly?): approve the cell again")
        }
        var records: [ManifestRecord.Kind: ContentHash] = [:]
        for kind in ManifestRecord.Kind.allCases {
            if let value = object.optionalValue(kind.rawValue), !value.isNull { records[kind] = try ManifestEntry.hash(value) }
        }
        let findingsObject = try object.requiredObject("findings")
        try findingsObject.rejectUnknownKeys(allowed: FindingSeverity.allCases.map(\.rawValue))
        var findings: [FindingSeverity: Int] = [:]
        for severity in FindingSeverity.allCases {
            let countValue = findingsObject.optionalValue(severity.rawValue)
            let count = try countValue?.int() ?? 0
            if let countValue, count < 0 { throw countValue.invalid("expected a count of 0 or more, found \(count)") }
            if count > 0 { findings[severity] = count }
        }
        let width = try ManifestEntry.size(try object.requiredValue("width"))
        let height = try ManifestEntry.size(try object.requiredValue("height"))
        self.init(pixels: pixels, width: width, height: height,
                  stamp: GoldenStamp(renderer: try object.requiredString("renderer"), diffAlgorithm: try object.requiredString("diff"), inputs: inputs),
                  findings: findings, records: records)
    }

    /// A 32-hex-digit XXH3-128 hash.
    package static func hash(_ value: JSONValueReader) throws -> ContentHash {
        guard let hash = ContentHash(hex: try value.string()) else {
            throw value.invalid("expected 32 lowercase hex digits (an XXH3-128 hash)")
        }
        return hash
    }

    /// A pixel size: a whole number from 1 to `Pixmap.maxSide`.
    package static func size(_ value: JSONValueReader) throws -> Int {
        let size = try value.int()
        guard (1...Pixmap.maxSide).contains(size) else { throw value.invalid("expected a pixel size from 1 to \(Pixmap.maxSide), found \(size)") }
        return size
    }
}
