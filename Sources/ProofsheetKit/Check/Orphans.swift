#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Golden files that no cell of the project's whole matrix produces (a removed screen, locale or scale).
///
/// Only what Proofsheet could have written counts: regular files named like a cell golden
/// (`CellFileName`) in real screen folders of the golden folder. Symbolic links (to folders or files), folders
/// named `*.png` and foreign files are never orphans, so `--prune-orphans` never follows, empties or deletes them.
public enum Orphans {
    /// Paths relative to the golden folder, sorted.
    public static func find(project: Project) throws -> [String] {
        let expected = Set(try Matrix.cells(of: project).map(\.relativePath))
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
        return orphans
    }

    /// Deletes the orphans (re-checked one by one as regular files, never through links); returns what it deleted.
    public static func prune(project: Project) throws -> [String] {
        let orphans = Set(try find(project: project))
        return try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { screen, file in
            orphans.contains(screen + "/" + file)
        }
    }

    static func isGoldenName(_ name: String) -> Bool { goldenImage(of: name) != nil }

    /// The golden image a file of the golden folder belongs to: itself for `<cell>.png`, `<cell>.png` for its
    /// sidecars `<cell>.a11y.txt` and `<cell>.layout.txt`; nil for any other name (never an orphan, never deleted).
    static func goldenImage(of name: String) -> String? {
        if CellFileName.matches(name, suffix: ".png") { return name }
        for suffix in [AccessibilitySnapshot.fileSuffix, LayoutSnapshot.fileSuffix] where CellFileName.matches(name, suffix: suffix) {
            return String(name.dropLast(suffix.count)) + ".png"
        }
        return nil
    }
}
