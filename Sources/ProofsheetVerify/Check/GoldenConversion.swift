import Foundation
import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

/// `proofsheet golden convert --to manifest|png` (docs/goldens.md, "Manifest store"): moves a project's goldens
/// from one store to the other without changing a pixel. All or nothing: every golden is read (or rendered and
/// verified) before anything is written or deleted.
public enum GoldenConversion {
    /// PNG → manifest: each stamped PNG golden of a matrix cell becomes an entry (pixels hashed, stamp kept),
    /// the screens' manifest files are written, then those PNGs are deleted (cell-named files only, through
    /// `SafeDeletion`), then the files are written again, taking in the cells' `.a11y.txt` and `.layout.txt` as
    /// shared records. The files of the screens already in the manifest are written again too, as version 3 (the
    /// migration of an older manifest). Returns the number of cells converted.
    public static func toManifest(project: Project) throws -> Int {
        var manifest = try GoldenManifest.load(project: project)
        var converted = Set<String>()
        for cell in try Matrix.cells(of: project) {
            let path = try ProjectFiles.cellPath(cell, in: project.config.paths.golden)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let image = try PNGDecoder.decode(try project.files.read(path, role: "golden", limit: PNGDecoder.maxFileBytes),
                                              source: FileDisplay.shown(path))
            guard let stamp = GoldenStamp(textChunks: image.text) else { throw ApprovalError.unstamped(FileDisplay.shown(path)) }
            manifest.entries[cell.description] = ManifestEntry(pixmap: image.pixmap, stamp: stamp, findings: [])
            converted.insert(cell.description)
        }
        // Every screen with entries is written: an older manifest file (version 1 or 2, records one file per cell)
        // becomes version 3 with shared records, so `convert --to manifest` is also the migration.
        let screens = Set((Array(manifest.entries.keys) + Array(converted)).map { String($0.prefix { $0 != "/" }) })
        try manifest.write(screens: screens, project: project)
        _ = try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { screen, file in
            CellFileName.matches(file, suffix: ".png") && converted.contains(screen + "/" + file.dropLast(4))
        }
        // With their PNGs gone, the cells' own snapshot and layout files are taken in as shared records (a write
        // leaves the files of a cell whose PNG is beside them alone).
        try manifest.write(screens: screens, project: project)
        return converted.count
    }

    /// Manifest → PNG: each entry's image is rendered from the project's current files, or else from the baseline
    /// commit (`base`, as `check --base`), and must have the entry's hash; it is written as a stamped PNG golden,
    /// its shared records as its own `.a11y.txt` and `.layout.txt` beside it, and the manifest files and records are
    /// removed. A cell neither reproduces is an error naming it; nothing is written.
    public static func toPNG(project: Project, base: String?) throws -> Int {
        let manifest = try GoldenManifest.load(project: project)
        let renderer = try CellRenderer(project: project)
        let baseline = try Baseline(project: project, base: base)
        var baseRenderer: CellRenderer?
        var images: [(Cell, Pixmap, GoldenStamp)] = []
        for cell in try Matrix.cells(of: project) {
            guard let entry = manifest.entries[cell.description] else { continue }
            var pixmap = try? renderer.render(cell).pixmap
            if pixmap.map(entry.matches) != true {
                if baseRenderer == nil { baseRenderer = try CellRenderer(project: try baseline.project()) }
                pixmap = try baseRenderer?.render(cell).pixmap
            }
            guard let pixmap, entry.matches(pixmap) else { throw ConversionError.notReproduced(cell.description) }
            images.append((cell, pixmap, entry.stamp))
        }
        // The shared records read (and checked against their names) before anything is written.
        var records: [(String, [UInt8])] = []
        for (cell, _, _) in images {
            for kind in ManifestRecord.Kind.allCases {
                guard let record = try manifest.record(kind, of: cell.description, config: project.config, files: project.files) else { continue }
                records.append((try ProjectFiles.cellPath(cell, in: project.config.paths.golden, suffix: kind.suffix), record.bytes))
            }
        }
        for (cell, pixmap, stamp) in images {
            try GoldenStore.write(pixmap, stamp: stamp, to: try ProjectFiles.cellPath(cell, in: project.config.paths.golden), within: project.files)
        }
        for (path, bytes) in records {
            try FileManagerFolders.create(parentOf: try project.files.checked(path, role: "golden sidecar"))
            try AtomicFile.write(bytes, to: path)
        }
        let screens = Set(images.map(\.0.screen.name))
        for screen in screens.sorted() {
            try FileManager.default.removeItem(atPath: try project.files.checked(try GoldenManifest.file(screen: screen, config: project.config),
                                                                                 role: "golden manifest"))
        }
        // Each cell's records are beside its PNG now: the shared ones go (record files only, `SafeDeletion`).
        try GoldenManifest().collectRecords(screens: screens, project: project)
        return images.count
    }
}

package enum ConversionError: Error, Equatable, CustomStringConvertible {
    case notReproduced(String)

    package var description: String {
        switch self {
        case .notReproduced(let cell):
            return "\(cell): neither the current files nor the baseline commit render the image the manifest records; nothing was converted (approve it first, or pass --base REV)"
        }
    }
}
