#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

/// Golden files that no cell of the project's whole matrix produces (a removed screen, locale or scale), and in
/// the manifest store the manifest entries of such cells.
///
/// Only what Proofsheet could have written counts: regular files named like a cell golden
/// (`CellFileName`) in real screen folders of the golden folder. Symbolic links (to folders or files), folders
/// named `*.png` and foreign files are never orphans, so `--prune-orphans` never follows, empties or deletes them.
/// A manifest entry is listed as `manifest/<screen>.json: <cell>`; pruning removes it from its screen's file, and
/// deletes that file once it holds no cell; shared records no entry names any more go with them. A PNG golden of a matrix cell is never an orphan, whichever store the
/// config names (a project switched to the manifest without `golden convert` keeps its PNGs).
public enum Orphans {
    /// Paths relative to the golden folder (and manifest entries), sorted.
    public static func find(project: Project) throws -> [String] {
        try find(project: project, matrix: try Matrix.cells(of: project), manifest: try manifest(of: project))
    }

    /// `find(project:)` with the whole matrix's cells and the project's manifest (empty outside the manifest store)
    /// as the caller already has them: a check has just listed and read both (issue #43: the manifest was read twice).
    package static func find(project: Project, matrix cells: [Cell], manifest: GoldenManifest) throws -> [String] {
        let entries = manifestOrphans(manifest, matrix: Set(cells.map(\.description)))
        return (try files(project: project, expected: Set(cells.map(\.relativePath))) + entries.map(\.shown)).sorted()
    }

    /// Deletes the orphans (files re-checked one by one as regular files, never through links; manifest entries
    /// removed from their screens' files); returns what it deleted.
    public static func prune(project: Project) throws -> [String] {
        let cells = try Matrix.cells(of: project)
        let orphans = Set(try files(project: project, expected: Set(cells.map(\.relativePath))))
        var removed = try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { screen, file in
            orphans.contains(screen + "/" + file)
        }
        var manifest = try manifest(of: project)
        let entries = manifestOrphans(manifest, matrix: Set(cells.map(\.description)))
        if !entries.isEmpty {
            for entry in entries { manifest.entries[entry.cell] = nil }
            let screens = Set(entries.map(\.screen))
            let emptied = screens.filter { screen in !manifest.entries.keys.contains { $0.hasPrefix(screen + "/") } }
            try manifest.write(screens: screens.subtracting(emptied), project: project)
            _ = try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { folder, file in
                folder == GoldenManifest.folderName && emptied.contains { file == $0 + ".json" }
            }
            // The shared records of a screen left with no cell (those of the others went with their files' writes).
            try manifest.collectRecords(screens: emptied, project: project)
            removed += entries.map(\.shown)
        }
        return removed.sorted()
    }

    /// A manifest entry of a cell the matrix does not have.
    package struct ManifestOrphan {
        package let screen: String
        package let cell: String
        package var shown: String { GoldenManifest.folderName + "/" + screen + ".json: " + cell }
    }

    /// The project's manifest; empty outside the manifest store. A damaged manifest is an error naming its file.
    package static func manifest(of project: Project) throws -> GoldenManifest {
        project.config.goldenStore == .manifest ? try GoldenManifest.load(project: project) : GoldenManifest()
    }

    package static func manifestOrphans(_ manifest: GoldenManifest, matrix: Set<String>) -> [ManifestOrphan] {
        manifest.entries.keys.sorted().filter { !matrix.contains($0) }.map { cell in
            ManifestOrphan(screen: String(cell.prefix { $0 != "/" }), cell: cell)
        }
    }

    /// The orphaned files: paths relative to the golden folder, sorted.
    package static func files(project: Project, expected: Set<String>) throws -> [String] {
        let golden = project.config.paths.golden
        try project.files.checked(golden, role: "golden folder")
        let top = SafeDeletion.openFolder(golden, in: AT_FDCWD)
        guard top >= 0 else { return [] }
        defer { close(top) }
        var orphans: [String] = []
        for screen in try SafeDeletion.names(in: top, path: golden) where !screen.hasPrefix(".") && SafeDeletion.kind(of: screen, in: top) == S_IFDIR {
            let fd = SafeDeletion.openFolder(screen, in: top)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            for file in try SafeDeletion.names(in: fd, path: golden + "/" + screen)
            where SafeDeletion.kind(of: file, in: fd) == S_IFREG {
                guard let image = goldenImage(of: file), !expected.contains(screen + "/" + image) else { continue }
                orphans.append(screen + "/" + file)
            }
        }
        return orphans.sorted()
    }

    package static func isGoldenName(_ name: String) -> Bool { goldenImage(of: name) != nil }

    /// The golden image a file of the golden folder belongs to: itself for `<cell>.png`, `<cell>.png` for its
    /// sidecars `<cell>.a11y.txt` and `<cell>.layout.txt`; nil for any other name (never an orphan, never deleted).
    package static func goldenImage(of name: String) -> String? {
        if CellFileName.matches(name, suffix: ".png") { return name }
        for suffix in [AccessibilitySnapshot.fileSuffix, LayoutSnapshot.fileSuffix] where CellFileName.matches(name, suffix: suffix) {
            return String(name.dropLast(suffix.count)) + ".png"
        }
        return nil
    }
}
