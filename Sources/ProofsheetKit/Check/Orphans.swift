import Foundation

/// Golden files that no cell of the project's whole matrix produces (a removed screen, locale or scale).
public enum Orphans {
    /// Paths relative to the golden folder, sorted.
    public static func find(project: Project) throws -> [String] {
        let expected = Set(try Matrix.cells(of: project).map(\.relativePath))
        let golden = project.config.paths.golden
        var orphans: [String] = []
        let screens = (try? FileManager.default.contentsOfDirectory(atPath: golden)) ?? []
        for screen in screens.sorted() where !screen.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden + "/" + screen, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: golden + "/" + screen)) ?? []
            for file in files.sorted() {
                // A snapshot sidecar belongs to the golden of the same name (`<cell>.a11y.txt` ↔ `<cell>.png`).
                let image = file.hasSuffix(AccessibilitySnapshot.fileSuffix)
                    ? String(file.dropLast(AccessibilitySnapshot.fileSuffix.count)) + ".png" : file
                guard image.hasSuffix(".png"), !expected.contains(screen + "/" + image) else { continue }
                orphans.append(screen + "/" + file)
            }
        }
        return orphans
    }

    /// Deletes the orphans; returns what it deleted.
    public static func prune(project: Project) throws -> [String] {
        let orphans = try find(project: project)
        for orphan in orphans {
            try FileManager.default.removeItem(atPath: project.config.paths.golden + "/" + orphan)
        }
        return orphans
    }
}
