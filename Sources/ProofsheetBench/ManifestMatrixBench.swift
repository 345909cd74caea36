import Foundation
import ProofsheetKit

/// `proofsheet-bench --manifest-matrix CONFIG`: the manifest store of every cell of the project at CONFIG (in
/// scripts/bench, the 5,632-cell matrix of issue #43) written as record writes it, without drawing a pixel, so the
/// bytes per cell, the shared records and the reading time can be measured in about a minute instead of the full
/// record's quarter of an hour.
///
/// Per cell, on all cores: the cell is composed (resolved and laid out, `CellRenderer.compose`), its input record
/// is the one it read (with its screen's diff-settings line, taken from `CheckRun.stamp(for:)` of the screen's first
/// cell: it depends on the screen only), its accessibility snapshot and layout record are written as its own files
/// beside the manifest, as the check writes them; its pixel hash is that of a blank image of its pixel size (a hash
/// is 32 hex digits whatever the pixels). Then `GoldenManifest.write` takes the records in (timed), and the figures
/// of `ChangedCellBench.printManifestFigures` are printed: bytes per cell, records, reading time.
enum ManifestMatrixBench {
    static func run(configPath: String) throws {
        let project = try Project.load(configPath: configPath)
        let cells = try Matrix.cells(of: project)
        let checkRun = CheckRun(project: project, options: CheckRun.Options())
        var diffLines: [String: (key: String, value: String, algorithm: String)] = [:]
        for cell in cells where diffLines[cell.screen.name] == nil {
            let stamp = try checkRun.stamp(for: cell)
            let key = "diff:" + cell.screen.name
            guard let value = stamp.inputs?.entries[key] else { throw BenchError.unexpected("no \(key) in the record of \(cell)") }
            diffLines[cell.screen.name] = (key, value, stamp.diffAlgorithm)
        }
        let golden = project.config.paths.golden
        let (composed, composeMS) = try milliseconds {
            try WorkerPool.run(count: cells.count, jobs: ProcessInfo.processInfo.activeProcessorCount,
                               makeState: { try CellRenderer(project: project) }) { renderer, index -> Result<(String, ManifestEntry), Error> in
                Result {
                    let cell = cells[index]
                    let composed = try renderer.compose(cell)
                    let diff = diffLines[cell.screen.name]!
                    var entries = composed.inputs.entries
                    entries[diff.key] = diff.value
                    let stamp = GoldenStamp(inputs: CellInputs(entries: entries), diffAlgorithm: diff.algorithm)
                    let scale = composed.device.scale
                    let width = Int((composed.device.width * scale).rounded()), height = Int((composed.device.height * scale).rounded())
                    guard let blank = Pixmap(width: width, height: height) else { throw BenchError.unexpected("\(cell): no \(width)x\(height) image") }
                    // As the check writes a cell's records: validated names, inside the project, atomically.
                    let records = [(AccessibilitySnapshot.fileSuffix, "accessibility snapshot", AccessibilitySnapshot(tree: AccessibilityTree(scene: composed.scene), cell: cell).text),
                                   (LayoutSnapshot.fileSuffix, "layout record", LayoutSnapshot(scene: composed.scene, cell: cell).text)]
                    for (suffix, role, text) in records {
                        let path = try project.files.checked(ProjectFiles.cellPath(cell, in: golden, suffix: suffix), role: role)
                        try FileManagerFolders.create(parentOf: path)
                        try AtomicFile.write(Array(text.utf8), to: path)
                    }
                    return (cell.description, ManifestEntry(pixmap: blank, stamp: stamp, findings: []))
                }
            }
        }
        var manifest = GoldenManifest()
        for result in composed {
            let (id, entry) = try result.get()
            manifest.entries[id] = entry
        }
        let screens = Set(cells.map(\.screen.name))
        let (_, writeMS) = try milliseconds { try manifest.write(screens: screens, project: project) }
        print("manifest of \(cells.count) cells written as record writes it, no pixels drawn (\(screens.count) screen files)")
        print(String(format: "  composing every cell and writing its two per-cell records: %.0f ms; GoldenManifest.write (taking them in as shared records): %.0f ms",
                     composeMS, writeMS))
        try ChangedCellBench.printManifestFigures(project: project, cells: cells.count)
    }
}
