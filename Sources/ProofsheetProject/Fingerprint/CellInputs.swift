import ProofsheetSupport

/// The inputs one cell read, key → value (see `InputRecorder`), and their digest: the cell's input fingerprint.
///
/// Stored with the cell's golden (a PNG text chunk, or the manifest) as text: one `<key>\t<value>` line per
/// input, sorted by key, so it is diff-friendly and the same inputs give the same bytes. Two cells with equal
/// `digest` read equal values for every input, and since rendering is deterministic, draw the same pixels.
public struct CellInputs: Sendable, Equatable {
    /// What a value that was looked for and not found is recorded as.
    public static let missing = "missing"
    /// Values longer than this (or with control characters) are recorded by their hash.
    package static let maxLiteralLength = 40

    /// Key text (`InputKey.text`) → recorded value.
    public let entries: [String: String]

    public init(entries: [String: String]) {
        self.entries = entries
    }

    /// A value as recorded: `text` itself when short and single-line, else `h:` and its 128-bit hash.
    public static func value(_ text: String) -> String {
        let literal = text.utf8.count <= maxLiteralLength && !text.hasPrefix("h:") && text != missing
            && !text.unicodeScalars.contains(where: InputKey.isControl)
        return literal ? text : "h:" + ContentHash(text).description
    }

    /// One line per input, sorted by key bytes, each ending in a newline.
    public var text: String { String(decoding: textBytes, as: UTF8.self) }

    /// The input fingerprint: XXH3-128 of `text`.
    public var digest: ContentHash { ContentHash(textBytes) }

    /// The entries sorted by key bytes: the order of `text` and of a manifest entry's `inputs`.
    package var sortedEntries: [(key: String, value: String)] {
        // Keys compared as byte arrays made once each: comparing `String.UTF8View`s walks each string anew on every
        // comparison (most of an approve's time in the manifest store, which sorts each entry's record twice).
        entries.map { (bytes: Array($0.key.utf8), entry: $0) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            .map { (key: $0.entry.key, value: $0.entry.value) }
    }

    /// `text` as UTF-8, built in one buffer (every check digests its cell's record).
    package var textBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 64)
        for (key, value) in sortedEntries {
            bytes += key.utf8
            bytes.append(UInt8(ascii: "\t"))
            bytes += value.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Parses `text`; nil when a line has no tab or a key has no known kind (a damaged or foreign record). Lines end at
    /// each line feed and a key at its line's first tab, read byte by byte (a recorded key or value holds no control
    /// character, `value(_:)`): a changed cell reads its golden's record to say what changed, and splitting the text
    /// into characters was most of that.
    public init?(text: String) {
        var entries: [String: String] = [:]
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            guard end > start else { continue }
            guard let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let key = String(decoding: bytes[start..<tab], as: UTF8.self)
            guard InputKey(text: key) != nil else { return nil }
            entries[key] = String(decoding: bytes[(tab + 1)..<end], as: UTF8.self)
        }
        self.init(entries: entries)
    }

    /// The same record with one more input (used by the check stage for what it reads: the diff settings).
    package func adding(_ key: InputKey, _ value: String) -> CellInputs {
        var entries = self.entries
        entries[key.text] = value
        return CellInputs(entries: entries)
    }
}
