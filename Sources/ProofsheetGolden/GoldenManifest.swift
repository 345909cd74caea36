import Foundation
import ProofsheetJSON
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// The manifest golden store: `<paths.golden>/manifest/<screen>.json`, one file per screen with its cells sorted
/// by id and one member per line, so the git diff of an approval shows exactly the cells and inputs that changed
/// (docs/goldens.md, "Manifest store").
///
/// Version 3 (written since issue #43) stores each part of the cells' input records once per file, under its digest
/// (`inputs`, sorted by digest; `InputRecordParts`), lists the parts every cell reads once (`common`), and each cell
/// lists the digests of its other parts; the accessibility snapshots and layout records are shared text files named
/// by digest beside it (`ManifestRecord`), and each entry names its two. An entry is about 0.4 KB instead of about
/// 11 KB (version 1). Version 2 (every part listed in every entry, records one file per cell) and version 1 (each
/// cell's whole record inline) are still read; a screen's file is written as version 3, and its cells' per-cell
/// records moved into shared ones, the next time one of its cells is recorded or approved.
public struct GoldenManifest: Sendable, Equatable {
    public static let formatName = "proofsheet-golden-manifest"
    public static let formatVersion = 3
    /// Versions this build reads.
    package static let readableVersions = [1, 2, 3]
    /// About 0.5 KB per cell (2 KB in version 1): 16 MiB holds thousands of cells of one screen.
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
        folder(config) + "/" + (try ScreenStateID.validated(screen).name) + ".json"
    }

    /// The file of one screen as text for messages and report fields (no name check: it is never opened).
    public static func shownFile(screen: String, config: ProjectConfig) -> String {
        folder(config) + "/" + screen + ".json"
    }

    /// Every screen file of the folder; no folder is an empty manifest. A damaged file is an error naming it (the
    /// first in name order when several are). The files are read on all cores.
    public static func load(project: Project) throws -> GoldenManifest {
        let folder = self.folder(project.config)
        // No folder is no entry; a FIFO or file in its place is an error naming it (`Project.listFiles`).
        let listed = try Project.listFiles(try project.files.checked(folder, role: "golden manifest folder"), suffix: ".json")
        let loaded = try WorkerPool.run(count: listed.count, jobs: ProcessInfo.processInfo.activeProcessorCount, makeState: { () }) { _, index in
            Result { try loadFile(screen: String(listed[index].dropLast(".json".count)), project: project) }
        }
        var entries: [String: ManifestEntry] = [:]
        for file in loaded {
            // Each file holds only its own screen's cells, so no id is in two files.
            for (id, entry) in try file.get() { entries[id] = entry }
        }
        return GoldenManifest(entries: entries)
    }

    /// The entries of one screen's file, every field and digest checked.
    package static func loadFile(screen: String, project: Project) throws -> [(String, ManifestEntry)] {
        let path = try file(screen: screen, config: project.config)
        let document = try JSONDocument.load(path: FileDisplay.shown(try project.files.checked(path, role: "golden manifest")), limits: limits)
        let object = try document.reader().object()
        let versionValue = try object.requiredValue("version")
        let version = try versionValue.int()
        guard try object.requiredString("format") == formatName, readableVersions.contains(version) else {
            throw versionValue.invalid("expected a \(formatName) file of version 1, 2 or 3 (this build writes 3)")
        }
        try object.rejectUnknownKeys(allowed: ["format", "version", "cells"] + (version >= 2 ? ["inputs"] : []) + (version >= 3 ? ["common"] : []))
        let parts = version >= 2
            ? try ManifestInputParts(version: version, inputs: try object.requiredObject("inputs"),
                                     common: version >= 3 ? try object.requiredArray("common") : nil)
            : nil
        var ids = Set<String>()
        return try object.requiredArray("cells").map { cell in
            let idValue = try cell.object().requiredValue("cell")
            let id = try idValue.string()
            guard isCell(id, of: screen), ids.insert(id).inserted else {
                throw idValue.invalid("cell '\(MessageText.escaped(id))' is not a cell of this screen or is listed twice")
            }
            return (id, try ManifestEntry(decoding: cell, parts: parts))
        }
    }

    /// True when `id` is `<screen>/<name>` with a name a cell's files can have (name characters, not starting with
    /// a dot): the records of a cell are found by that name, so a hand-edited id cannot lead a read or write astray.
    package static func isCell(_ id: String, of screen: String) -> Bool {
        guard id.hasPrefix(screen + "/") else { return false }
        let name = id.utf8.dropFirst(screen.utf8.count + 1)
        return !name.isEmpty && name.first != UInt8(ascii: ".") && name.allSatisfy(ProjectName.isAllowed)
    }
}
