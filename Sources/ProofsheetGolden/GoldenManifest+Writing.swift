import Foundation
import ProofsheetJSON
import ProofsheetSupport
import ProofsheetProject

/// Writing the manifest store (docs/goldens.md, "Manifest store"): each screen's file as version 3, its records shared.
extension GoldenManifest {
    /// Writes the file of each of `screens` (atomically, inside the project), with that screen's entries, and its
    /// records. In this order, so that an interrupted write never loses a record an entry names:
    /// 1. each cell's accessibility snapshot and layout record written beside the golden as one file per cell (by this
    ///    run's check or approve, or by an older version) becomes its entry's shared record (`ManifestRecord`), whose
    ///    file is written unless the same bytes are already there;
    /// 2. the screen's file is written;
    /// 3. the per-cell files taken in are deleted, then every record file of the written screens that no entry names
    ///    any more; both only as `SafeDeletion` deletes (regular files with exactly those names, never through a link).
    /// A cell whose PNG golden is beside its per-cell files (a project switched stores without `golden convert`) keeps
    /// them: they belong to that golden.
    public mutating func write(screens: Set<String>, project: Project) throws {
        var absorbed = Set<String>()
        for screen in screens.sorted() {
            let path = try project.files.checked(try GoldenManifest.file(screen: screen, config: project.config), role: "golden manifest")
            let cells = entries.keys.filter { $0.hasPrefix(screen + "/") }.sorted()
            absorbed.formUnion(try takeInCellRecords(screen: screen, cells: cells, project: project))
            try FileManagerFolders.create(parentOf: path)
            try AtomicFile.write(Array(text(cells: cells).utf8), to: path)
        }
        try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { folder, file in absorbed.contains(folder + "/" + file) }
        try collectRecords(screens: screens, project: project)
    }

    /// Step 1 for one screen: returns the per-cell files taken in (`<screen>/<file>`, relative to the golden folder).
    private mutating func takeInCellRecords(screen: String, cells: [String], project: Project) throws -> Set<String> {
        var files: [String: [UInt8]] = [:]
        var taken = Set<String>()
        for id in cells {
            // A PNG golden of the cell there (a project switched to the manifest without `golden convert`) keeps
            // its own records beside it, for the PNG store; the check reads them first either way.
            guard GoldenManifest.isCell(id, of: screen),
                  !FileManager.default.fileExists(atPath: project.config.paths.golden + "/" + id + ".png") else { continue }
            for kind in ManifestRecord.Kind.allCases {
                let path = project.config.paths.golden + "/" + id + kind.suffix
                guard FileManager.default.fileExists(atPath: path) else { continue }
                let bytes = ManifestRecord.shared(try project.files.read(path, role: kind.role, limit: kind.maxFileBytes), cell: id, screen: screen)
                let digest = ContentHash(bytes)
                files[ManifestRecord.fileName(digest, kind: kind)] = bytes
                entries[id]?.records[kind] = digest
                taken.insert(id + kind.suffix)
            }
        }
        guard !files.isEmpty else { return taken }
        let folder = try project.files.checked(try ManifestRecord.folder(screen: screen, config: project.config), role: "manifest records")
        for name in files.keys.sorted() {
            let path = folder + "/" + name
            if let existing = try? RegularFile.read(path, limit: files[name]!.count + 1), existing == files[name]! { continue }
            try FileManagerFolders.create(parentOf: try project.files.checked(path, role: "manifest record"))
            try AtomicFile.write(files[name]!, to: path)
        }
        return taken
    }

    /// Deletes the record files of `screens` that no entry names (all of them for a screen with no entry left), and
    /// each records folder this empties. Only names `ManifestRecord.parse` reads: any other file stays.
    package func collectRecords(screens: Set<String>, project: Project) throws {
        var kept = Set<String>()
        for (id, entry) in entries {
            let screen = String(id.prefix { $0 != "/" })
            guard screens.contains(screen) else { continue }
            for (kind, digest) in entry.records { kept.insert(screen + "/" + ManifestRecord.fileName(digest, kind: kind)) }
        }
        let folder = try project.files.checked(GoldenManifest.folder(project.config), role: "golden manifest folder")
        try SafeDeletion.removeFiles(inSubfoldersOf: folder) { screen, file in
            screens.contains(screen) && ManifestRecord.parse(fileName: file) != nil && !kept.contains(screen + "/" + file)
        }
        // Temporaries of record writes that were killed (`AtomicFile`), as the check sweeps the golden folder's.
        for screen in screens.sorted() { StaleTemporaryFiles.sweep(folder: try ManifestRecord.folder(screen: screen, config: project.config), depth: 0) }
    }

    /// The text of a version 3 file holding `cells`: the parts by digest, the parts every cell reads, then the cells.
    package func text(cells: [String]) -> String {
        var parts: [String: CellInputs] = [:]
        let lists = cells.map { entries[$0]!.partDigests(into: &parts) }
        let recorded = lists.compactMap { $0 }
        let common = recorded.first.map { first in
            first.filter { digest in recorded.allSatisfy { $0.contains(digest) } }
        } ?? []
        var out = "{\n  \"format\": \(JSONValue.quote(GoldenManifest.formatName)),\n  \"version\": \(GoldenManifest.formatVersion),\n"
        out += "  \"inputs\": {" + (parts.isEmpty ? "},\n" : "\n")
        for (index, digest) in parts.keys.sorted().enumerated() {
            let lines = parts[digest]!.sortedEntries.map { "      " + JSONValue.quote($0.key) + ": " + JSONValue.quote($0.value) }
            out += "    \"\(digest)\": {\n" + lines.joined(separator: ",\n") + "\n    }" + (index + 1 < parts.count ? ",\n" : "\n  },\n")
        }
        out += "  \"common\": [" + common.map { "\"\($0)\"" }.joined(separator: ", ") + "],\n"
        out += "  \"cells\": [" + (cells.isEmpty ? "]\n" : "\n")
        let commonSet = Set(common)
        for (index, id) in cells.enumerated() {
            let own = lists[index].map { $0.filter { !commonSet.contains($0) } }
            out += entries[id]!.manifestText(cell: id, own: own) + (index + 1 < cells.count ? ",\n" : "\n  ]\n")
        }
        return out + "}\n"
    }
}
