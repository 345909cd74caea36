import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

extension Approval {
    /// Manifest-store approve (docs/goldens.md, "Manifest store"): each candidate's entry is its actual image's stamp
    /// and the pixel hash the check wrote beside it (`ManifestEntry.actualPixelsKeyword`), read from the leading text
    /// chunks without inflating the image (an actual image of an older check is decoded and hashed); the entries go
    /// into the manifest files of their screens, written once at the end. No PNG is encoded or decoded.
    package func approveIntoManifest(_ cells: [CellResult], files: ProjectFiles, jobs: Int) throws -> [Outcome] {
        let entries = try WorkerPool.run(count: cells.count, jobs: jobs, makeState: { () throws -> ZlibDecompressor in
            guard let decompressor = ZlibDecompressor() else { throw CheckError.outOfMemory }
            return decompressor
        }) { decompressor, index -> Result<ManifestEntry, ApprovalFailure> in
            let result = cells[index]
            do {
                guard result.artefacts.actual != nil else { throw ApprovalError.noActualImage(result.cell) }
                let path = try ProjectFiles.cellPath(result.cell, in: reportFolder + "/cells", suffix: ".actual.png")
                let bytes = try files.read(path, role: "actual image", limit: PNGDecoder.maxFileBytes)
                let source = FileDisplay.shown(path)
                let entry: ManifestEntry
                if let named = ManifestEntry(actualText: try PNGDecoder.readLeadingText(bytes, source: source, using: decompressor),
                                             findings: result.findings) {
                    entry = named
                } else {
                    let image = try PNGDecoder.decode(bytes, source: source, using: decompressor)
                    guard let stamp = GoldenStamp(textChunks: image.text) else { throw ApprovalError.unstamped(path) }
                    entry = ManifestEntry(pixmap: image.pixmap, stamp: stamp, findings: result.findings)
                }
                try approveSidecars(of: result, files: files)
                return .success(entry)
            } catch {
                return .failure(ApprovalFailure(reason: String(describing: error)))
            }
        }
        var manifest = try GoldenManifest.load(project: project)
        var screens = Set<String>()
        for (index, entry) in entries.enumerated() {
            guard case .success(var entry) = entry else { continue }
            let id = cells[index].cell.description
            // The stored records stay until the new ones written beside the manifest are taken in (on write).
            entry.records = manifest.entries[id]?.records ?? [:]
            manifest.entries[id] = entry
            screens.insert(cells[index].cell.screen.name)
        }
        try manifest.write(screens: screens, project: project)
        return zip(cells, entries).map { result, entry in
            let file = GoldenManifest.shownFile(screen: result.cell.screen.name, config: project.config)
            if case .failure(let failure) = entry { return Outcome(cell: result.cell, golden: file, error: failure.reason) }
            return Outcome(cell: result.cell, golden: file, error: nil)
        }
    }
}

/// Why one cell could not be approved (the others still are).
package struct ApprovalFailure: Error {
    package let reason: String
}
