import Foundation
import ProofsheetPNG
import ProofsheetRaster
import ProofsheetSupport

/// `proofsheet golden convert --to manifest|png` (docs/goldens.md, "Manifest store"): moves a project's goldens
/// from one store to the other without changing a pixel. All or nothing: every golden is read (or rendered and
/// verified) before anything is written or deleted.
public enum GoldenConversion {
    /// PNG → manifest: each stamped PNG golden of a matrix cell becomes an entry (pixels hashed, stamp kept),
    /// the screens' manifest files are written, then those PNGs are deleted (cell-named files only, through
    /// `SafeDeletion`). Returns the number of cells converted.
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
        try manifest.write(screens: Set(converted.map { String($0.prefix { $0 != "/" }) }), project: project)
        _ = try SafeDeletion.removeFiles(inSubfoldersOf: project.config.paths.golden) { screen, file in
            CellFileName.matches(file, suffix: ".png") && converted.contains(screen + "/" + file.dropLast(4))
        }
        return converted.count
    }

    /// Manifest → PNG: each entry's image is rendered from the project's current files, or else from the baseline
    /// commit (`base`, as `check --base`), and must have the entry's hash; it is written as a stamped PNG golden
    /// and the manifest files are removed. A cell neither reproduces is an error naming it; nothing is written.
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
        for (cell, pixmap, stamp) in images {
            try GoldenStore.write(pixmap, stamp: stamp, to: try ProjectFiles.cellPath(cell, in: project.config.paths.golden), within: project.files)
        }
        for screen in Set(images.map(\.0.screen)).sorted() {
            try FileManager.default.removeItem(atPath: try project.files.checked(try GoldenManifest.file(screen: screen, config: project.config),
                                                                                 role: "golden manifest"))
        }
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
