import ProofsheetJSON
import ProofsheetSupport
import ProofsheetProject

/// The input-record parts of one manifest file (versions 2 and 3, docs/goldens.md "Manifest store"), by digest, each
/// checked to hash to its name, and the file's common parts (version 3: the parts every cell of the file reads, listed
/// once instead of in every entry). Joins an entry's parts back into its whole record and that record's digest.
///
/// Reading thousands of entries is most of a manifest's load (issue #43: 4,608 cells well under a second), so each
/// part keeps its lines sorted and encoded once, and an entry's digest is taken over their merge: no record is sorted
/// or re-encoded per entry.
package struct ManifestInputParts {
    /// One part: its record and its `<key>\t<value>\n` lines, sorted by key bytes (the order `CellInputs.text` has).
    package struct Part {
        package let digest: String
        package let inputs: CellInputs
        package let lines: [(key: [UInt8], line: [UInt8])]

        package init(_ inputs: CellInputs) {
            self.inputs = inputs
            lines = inputs.sortedEntries.map { entry in
                let key = Array(entry.key.utf8)
                return (key, key + [UInt8(ascii: "\t")] + Array(entry.value.utf8) + [UInt8(ascii: "\n")])
            }
            digest = ContentHash(lines.flatMap(\.line)).description
        }
    }

    package let version: Int
    package let parts: [String: Part]
    package let common: [Part]
    /// The common parts' inputs, joined once for every entry.
    private let commonEntries: [String: String]

    /// Reads the `inputs` object (digest → record) and, in version 3, the `common` list of digests.
    package init(version: Int, inputs object: JSONObjectReader, common: [JSONValueReader]?) throws {
        self.version = version
        var parts: [String: Part] = [:]
        for member in object.members {
            var record: [String: String] = [:]
            for entry in try member.value.object().members {
                guard InputKey(text: entry.key) != nil else { throw entry.value.invalid("'\(entry.key)' is not an input key (<kind>:<name>)") }
                record[entry.key] = try entry.value.string()
            }
            let part = Part(CellInputs(entries: record))
            guard part.digest == member.key else {
                throw member.value.invalid("this input part does not hash to its name '\(MessageText.escaped(member.key))' (edited by hand or merged badly?): approve the screen again")
            }
            parts[member.key] = part
        }
        self.parts = parts
        var seen = Set<String>()
        var entries: [String: String] = [:]
        self.common = try (common ?? []).map { value in
            let digest = try value.string()
            guard let part = parts[digest] else { throw value.invalid("no input part '\(MessageText.escaped(digest))' in this file's inputs") }
            guard seen.insert(digest).inserted else { throw value.invalid("the input part '\(digest)' is listed twice") }
            try ManifestInputParts.add(part, to: &entries, at: value)
            return part
        }
        commonEntries = entries
    }

    /// The whole record an entry lists (`digests`, plus the common parts) and its digest; a digest the file does not
    /// hold, one listed twice, or two parts holding the same key is an error at that place.
    package func record(listing digests: [JSONValueReader]) throws -> (CellInputs, ContentHash) {
        var entries = commonEntries
        var chosen = common
        var seen = Set(common.map(\.digest))
        for value in digests {
            let digest = try value.string()
            guard let part = parts[digest] else { throw value.invalid("no input part '\(MessageText.escaped(digest))' in this file's inputs") }
            guard seen.insert(digest).inserted else { throw value.invalid("the input part '\(digest)' is listed twice (or is one of the file's common parts)") }
            try ManifestInputParts.add(part, to: &entries, at: value)
            chosen.append(part)
        }
        return (CellInputs(entries: entries), ManifestInputParts.digest(merging: chosen))
    }

    /// Adds a part's inputs; a key another listed part holds too (a hand edit or a bad merge) is an error at `value`.
    private static func add(_ part: Part, to entries: inout [String: String], at value: JSONValueReader) throws {
        for (key, input) in part.inputs.entries where entries.updateValue(input, forKey: key) != nil {
            throw value.invalid("this input part records '\(MessageText.escaped(key))' as another listed part does (edited by hand or merged badly?): approve the screen again")
        }
    }

    /// The digest of the record made of `parts` (keys never shared): XXH3-128 of their lines in key order, as
    /// `CellInputs.digest` takes it, merged from the parts' sorted lines.
    package static func digest(merging parts: [Part]) -> ContentHash {
        var runs = parts.filter { !$0.lines.isEmpty }.map { (lines: $0.lines, next: 0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(runs.reduce(0) { total, run in total + run.lines.reduce(0) { $0 + $1.line.count } })
        while !runs.isEmpty {
            // The run with the smallest next key, and the next key of any other run (its lines go up to that key).
            var first = 0
            for index in runs.indices.dropFirst() where runs[index].lines[runs[index].next].key.lexicographicallyPrecedes(runs[first].lines[runs[first].next].key) {
                first = index
            }
            var bound: [UInt8]?
            for index in runs.indices where index != first {
                let key = runs[index].lines[runs[index].next].key
                if bound.map({ key.lexicographicallyPrecedes($0) }) ?? true { bound = key }
            }
            var next = runs[first].next
            let lines = runs[first].lines
            repeat {
                bytes += lines[next].line
                next += 1
            } while next < lines.count && bound.map({ lines[next].key.lexicographicallyPrecedes($0) }) ?? true
            if next == lines.count { runs.remove(at: first) } else { runs[first].next = next }
        }
        return ContentHash(bytes)
    }
}
