import Foundation
import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec
import ProofsheetGolden

/// Where the check reads a cell's stored accessibility snapshot and layout record (docs/goldens.md): the file beside
/// its golden (`<cell>.a11y.txt`, `<cell>.layout.txt`) in the PNG store; in the manifest store the same file while it
/// is there (written by this run or by an older version, until the screen's manifest file is next written and takes
/// it in), else the shared record the cell's entry names (`ManifestRecord`).
extension CheckRun {
    /// The stored record of `kind` for `cell`, as its own file holds it; nil when there is none. An unreadable file
    /// or a shared record that does not hash to its name is an error naming it.
    package func storedSidecar(_ cell: Cell, _ kind: ManifestRecord.Kind) throws -> GoldenManifest.StoredRecord? {
        var verified: [String: [UInt8]] = [:]
        return try storedSidecar(cell, kind, verified: &verified)
    }

    /// `storedSidecar(_:_:)` keeping the shared records it read and checked in `verified` (a worker's, for the cells it
    /// skips: `GoldenManifest.record(_:of:config:files:verified:)`).
    package func storedSidecar(_ cell: Cell, _ kind: ManifestRecord.Kind, verified: inout [String: [UInt8]]) throws -> GoldenManifest.StoredRecord? {
        let path = String(goldenPath(cell).dropLast(4)) + kind.suffix
        if FileManager.default.fileExists(atPath: path) {
            return GoldenManifest.StoredRecord(bytes: try files.read(path, role: kind.role, limit: kind.maxFileBytes), source: FileDisplay.shown(path))
        }
        guard project.config.goldenStore == .manifest else { return nil }
        return try manifest.record(kind, of: cell.description, config: project.config, files: files, verified: &verified)
    }

    /// Where a cell's record of `kind` is kept, for a message saying there is none.
    package func storedSidecarPlace(_ cell: Cell, _ kind: ManifestRecord.Kind) -> String {
        project.config.goldenStore == .manifest
            ? FileDisplay.shown(GoldenManifest.shownFile(screen: cell.screen.name, config: project.config)) + " (\"\(kind.rawValue)\" of \(cell))"
            : FileDisplay.shown(String(goldenPath(cell).dropLast(4)) + kind.suffix)
    }
}
