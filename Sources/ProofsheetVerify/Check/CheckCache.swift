import Foundation
import ProofsheetJSON
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// What an incremental check remembers of each passing cell (`<output>/cache/check.json`): the cell's input
/// fingerprint, the identity of the golden it passed against (the hash of the golden file's bytes, or the
/// manifest's pixel hash), the audit configuration it was audited under, and its result (findings included).
///
/// A cell is reused only when all three still match, so a golden replaced or edited by hand, any input the
/// cell reads, or any audit setting, waiver or the waiver day makes it render again. The cache is an
/// optimisation only: deleting it (or `check --full`) renders everything and gives the same report.
///
/// Version 2 is JSON lines: a header line (format, version, renderer, the shared string key lists, the cell count),
/// then one line per cell in id order, each a compact JSON object. The cells' lines are parsed on all cores (reading
/// it was a fifth of a nothing-changed check at thousands of cells as one indented JSON tree, issue #43).
public struct CheckCache: Sendable {
    public struct Entry: Sendable, Equatable {
        public var inputs: ContentHash
        public var golden: ContentHash
        public var audits: ContentHash
        /// The cell's source key when it passed (`CheckRun.Worker.sourceKey`): the hashes of the files it may read
        /// and its axes. Equal keys skip the cell without resolving it; nil (a cache from before) resolves it.
        public var sources: ContentHash?
        /// The cell's source key without the strings (`CheckRun.Worker.structureKey`) and the string keys it looked up
        /// with what they gave: equal structure keys and an equal strings digest skip the cell without resolving it
        /// after a strings edit. Nil (a cache from before, or a key name the cache cannot hold) resolves it.
        package var structure: ContentHash?
        package var strings: StringReads?
        /// The result as the worker produced it (before run-wide annotations such as the scale sweep).
        public var result: CellResult
    }

    public static let formatName = "proofsheet-check-cache"
    public static let formatVersion = 2

    /// Cell id → entry.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    public static func path(project: Project) -> String { project.config.paths.output + "/cache/check.json" }

    /// Its own limits: about 1–4 KB per cell, so 256 MiB holds far more than a 5,632-cell matrix; each line is parsed
    /// with these limits too.
    package static let limits = JSONLimits(maxFileBytes: 256 << 20, maxValues: 50_000_000)

    /// The cache of the project (empty when there is none), and why an existing one cannot be used: damaged,
    /// another format or renderer. That is not an error (the cache only saves time; every cell then renders and
    /// the cache is rewritten after the run) but the run says so (`CheckRun.Outcome.cacheProblem`).
    public static func load(project: Project, files: ProjectFiles) -> (cache: CheckCache, problem: String?) {
        let path = self.path(project: project)
        guard FileManager.default.fileExists(atPath: path) else { return (CheckCache(), nil) }
        do {
            let shown = FileDisplay.shown(path)
            let bytes = try JSONDocument.readFile(path: try files.checked(path, role: "check cache"), limit: limits.maxFileBytes)
            return (try CheckCache(decoding: bytes, file: shown), nil)
        } catch CheckCacheError.otherFormat {
            return (CheckCache(), "\(FileDisplay.shown(path)) is from another Proofsheet build; every cell was rendered")
        } catch {
            return (CheckCache(), "\(error); every cell was rendered")
        }
    }

    /// Writes the cache atomically (a killed run leaves the old cache or the new one), inside the project.
    public func save(project: Project, files: ProjectFiles) throws {
        let path = try files.checked(CheckCache.path(project: project), role: "check cache")
        try FileManagerFolders.create(parentOf: path)
        try AtomicFile.write(encoded(), to: path)
    }

    /// The cache's bytes: the header line, then one line per cell in id order (byte order of the ids), each line
    /// ended by `\n`.
    package func encoded() -> [UInt8] {
        // The cells of a screen state look up the same keys in every mode, text size and locale: each list of keys is
        // written once (`stringKeys`, in order of first use) and a cell names its list by index.
        var keyLists: [[String]] = []
        var keyListIndex: [[String]: Int] = [:]
        let ids = entries.keys.sorted()
        let cells: [JSONValue] = ids.map { id in
            let entry = entries[id]!
            var fields: [(String, JSONValue)] = [("inputs", .string(entry.inputs.description)), ("golden", .string(entry.golden.description)),
                                                 ("audits", .string(entry.audits.description))]
            if let sources = entry.sources { fields.append(("sources", .string(sources.description))) }
            if let structure = entry.structure, let strings = entry.strings {
                let index = keyListIndex[strings.keys] ?? keyLists.count
                if index == keyLists.count {
                    keyLists.append(strings.keys)
                    keyListIndex[strings.keys] = index
                }
                fields += [("structure", .string(structure.description)), ("strings", .string(strings.digest.description)),
                           ("stringKeys", .number(index))]
            }
            return .object(fields + [("result", entry.result.jsonValue())])
        }
        let header = JSONValue.object([
            ("format", .string(CheckCache.formatName)),
            ("version", .number(CheckCache.formatVersion)),
            ("renderer", .string(ProofsheetVersion.renderer)),
            ("stringKeys", .array(keyLists.map { .array($0.map { .string($0) }) })),
            ("cells", .number(cells.count)),
        ])
        var out = header.jsonCompactBytes()
        out.append(UInt8(ascii: "\n"))
        for cell in cells {
            cell.writeCompact(to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Reads the bytes `encoded()` writes; `file` names the cache in errors. Any damage (a line that does not parse,
    /// a cell count that disagrees with the lines) is an error: the run then renders every cell.
    package init(decoding bytes: [UInt8], file: String) throws {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        guard start == bytes.count, let first = lines.first else { throw CheckCacheError.otherFormat }
        let headerValue = try JSONParser(file: file, limits: CheckCache.limits).parse(Array(bytes[first]))
        let header = try JSONValueReader(value: headerValue, path: .root()).object()
        guard try header.requiredString("format") == CheckCache.formatName, try header.requiredValue("version").int() == CheckCache.formatVersion,
              try header.requiredString("renderer") == ProofsheetVersion.renderer else { throw CheckCacheError.otherFormat }
        let keyLists = try header.requiredArray("stringKeys").map { try $0.array().map { try $0.string() } }
        let cellLines = Array(lines.dropFirst())
        guard try header.requiredValue("cells").int() == cellLines.count else { throw CheckCacheError.otherFormat }
        // Lines in chunks, a chunk per task: parsed and decoded on all cores, joined in line order. At most 256 lines a
        // chunk, and no more than a core's share, so a small cache (the shipped example's 352 cells) keeps every core busy.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let chunk = max(1, min(256, (cellLines.count + cores - 1) / cores))
        let chunks = (cellLines.count + chunk - 1) / chunk
        let decoded = try WorkerPool.run(count: chunks, jobs: cores, makeState: { () }) { _, index in
            Result { () throws -> [Entry] in
                let parser = JSONParser(file: file, limits: CheckCache.limits)
                return try cellLines[(index * chunk)..<min(cellLines.count, (index + 1) * chunk)].enumerated().map { offset, line in
                    let value = try parser.parse(Array(bytes[line]))
                    return try CheckCache.entry(decoding: JSONValueReader(value: value, path: JSONPath.root("cells").index(index * chunk + offset)),
                                                keyLists: keyLists)
                }
            }
        }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(cellLines.count)
        for part in decoded {
            for entry in try part.get() { entries[entry.result.cell.description] = entry }
        }
        self.init(entries: entries)
    }

    /// One cell's line.
    private static func entry(decoding reader: JSONValueReader, keyLists: [[String]]) throws -> Entry {
        let fields = try reader.object()
        func parsed(_ text: String) throws -> ContentHash {
            guard let hash = ContentHash(hex: text) else { throw CheckCacheError.otherFormat }
            return hash
        }
        func hash(_ key: String) throws -> ContentHash { try parsed(try fields.requiredString(key)) }
        let result = try CellResult(decoding: try fields.requiredValue("result"))
        let sources = try fields.optionalString("sources").map(parsed)
        var entry = Entry(inputs: try hash("inputs"), golden: try hash("golden"), audits: try hash("audits"), sources: sources, result: result)
        if fields.optionalValue("structure") != nil {
            let list = try fields.requiredValue("stringKeys").int()
            guard keyLists.indices.contains(list) else { throw CheckCacheError.otherFormat }
            entry.structure = try hash("structure")
            entry.strings = StringReads(keys: keyLists[list], digest: try hash("strings"))
        }
        return entry
    }
}

package enum CheckCacheError: Error {
    case otherFormat
}
