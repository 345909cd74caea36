import Foundation
import ProofsheetJSON
import ProofsheetSupport

/// The manifest golden store: `<paths.golden>/manifest/<screen>.json`, one file per screen with its cells sorted
/// by id and one member per line, so the git diff of an approval shows exactly the cells and inputs that changed
/// (docs/goldens.md, "Manifest store").
///
/// Version 2 (written since issue #43) stores each part of the cells' input records once per file, under its digest
/// (`inputs`, sorted by digest; `InputRecordParts`), and each cell lists its parts' digests: an entry is about 0.6 KB
/// instead of about 11 KB. Version 1 files (each cell's whole record inline) are still read, and written as version 2
/// the next time their screen is approved.
public struct GoldenManifest: Sendable, Equatable {
    public static let formatName = "proofsheet-golden-manifest"
    public static let formatVersion = 2
    /// Versions this build reads.
    package static let readableVersions = [1, 2]
    /// About 1 KB per cell (2 KB in version 1): 16 MiB holds thousands of cells of one screen.
    package static let limits = JSONLimits(maxFileBytes: 16 << 20, maxValues: 10_000_000)

    /// Cell id → entry.
    public var entries: [String: ManifestEntry]

    public init(entries: [String: ManifestEntry] = [:]) {
        self.entries = entries
    }

    /// The manifest's folder inside the golden folder.
    package static let folderName = "manifest"

    public static func folder(_ config: ProjectConfig) -> String { config.paths.golden + "/" + folderName }

    /// The file of one screen or screen state (`wallet.json`, `wallet@empty.json`; both parts checked against the
    /// name rule again).
    public static func file(screen: String, config: ProjectConfig) throws -> String {
        folder(config) + "/" + (try ScreenStateID.validated(screen)) + ".json"
    }

    /// The file of one screen as text for messages and report fields (no name check: it is never opened).
    public static func shownFile(screen: String, config: ProjectConfig) -> String {
        folder(config) + "/" + screen + ".json"
    }

    /// Every screen file of the folder; no folder is an empty manifest. A damaged file is an error naming it.
    public static func load(project: Project) throws -> GoldenManifest {
        let folder = self.folder(project.config)
        // No folder is no entry; a FIFO or file in its place is an error naming it (`Project.listFiles`).
        let listed = try Project.listFiles(try project.files.checked(folder, role: "golden manifest folder"), suffix: ".json")
        var entries: [String: ManifestEntry] = [:]
        for name in listed {
            let path = try file(screen: String(name.dropLast(".json".count)), config: project.config)
            let document = try JSONDocument.load(path: FileDisplay.shown(try project.files.checked(path, role: "golden manifest")), limits: limits)
            let object = try document.reader().object()
            try object.rejectUnknownKeys(allowed: ["format", "version", "inputs", "cells"])
            let version = try object.requiredValue("version").int()
            guard try object.requiredString("format") == formatName, readableVersions.contains(version) else {
                throw try object.requiredValue("version").invalid("expected a \(formatName) file of version 1 or 2")
            }
            let parts = version >= 2 ? try inputParts(try object.requiredObject("inputs")) : nil
            for cell in try object.requiredArray("cells") {
                let idValue = try cell.object().requiredValue("cell")
                let id = try idValue.string()
                guard id.hasPrefix(String(name.dropLast(".json".count)) + "/"), entries[id] == nil else {
                    throw idValue.invalid("cell '\(MessageText.escaped(id))' is not a cell of this screen or is listed twice")
                }
                entries[id] = try ManifestEntry(decoding: cell, parts: parts)
            }
        }
        return GoldenManifest(entries: entries)
    }

    /// The shared input parts of a version-2 file, by digest; a part whose record does not hash to its name (a hand
    /// edit or a bad merge) is an error naming it.
    private static func inputParts(_ object: JSONObjectReader) throws -> [String: CellInputs] {
        var parts: [String: CellInputs] = [:]
        for member in object.members {
            var record: [String: String] = [:]
            for entry in try member.value.object().members {
                guard InputKey(text: entry.key) != nil else { throw entry.value.invalid("'\(entry.key)' is not an input key (<kind>:<name>)") }
                record[entry.key] = try entry.value.string()
            }
            let part = CellInputs(entries: record)
            guard part.digest.description == member.key else {
                throw member.value.invalid("this input part does not hash to its name '\(MessageText.escaped(member.key))' (edited by hand or merged badly?): approve the screen again")
            }
            parts[member.key] = part
        }
        return parts
    }

    /// Writes the file of each of `screens` (atomically, inside the project), with that screen's entries.
    public func write(screens: Set<String>, project: Project) throws {
        for screen in screens.sorted() {
            let path = try project.files.checked(try GoldenManifest.file(screen: screen, config: project.config), role: "golden manifest")
            let cells = entries.keys.filter { $0.hasPrefix(screen + "/") }.sorted()
            var parts: [String: CellInputs] = [:]
            let values = cells.map { entries[$0]!.jsonValue(cell: $0, parts: &parts) }
            let value = JSONValue.object([
                ("format", .string(GoldenManifest.formatName)),
                ("version", .number(GoldenManifest.formatVersion)),
                ("inputs", .object(parts.keys.sorted().map { digest in
                    (digest, .object(parts[digest]!.sortedEntries.map { ($0.key, .string($0.value)) }))
                })),
                ("cells", .array(values)),
            ])
            try FileManagerFolders.create(parentOf: path)
            try AtomicFile.write(Array((value.jsonText() + "\n").utf8), to: path)
        }
    }
}
