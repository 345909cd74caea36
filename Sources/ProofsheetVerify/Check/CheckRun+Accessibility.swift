import Foundation
import ProofsheetPNG
import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec
import ProofsheetGolden

/// The accessibility snapshot of each cell, compared like its pixels: stored next to the golden as
/// `<cell>.a11y.txt` (docs/audits.md, "Accessibility snapshots"), recorded and approved with it.
extension CheckRun {
    /// The stored snapshot of a cell: its golden's path with `.png` replaced by `.a11y.txt`.
    public func snapshotPath(_ cell: Cell) -> String {
        String(goldenPath(cell).dropLast(4)) + AccessibilitySnapshot.fileSuffix
    }
}

extension CheckRun.Worker {
    /// Compares the cell's snapshot with the stored one and folds the outcome into `result`: a cell whose
    /// pixels pass but whose snapshot changed is `changed`, naming each element that reads differently.
    package func compareSnapshot(_ rendered: RenderedCell, stamp: GoldenStamp, into result: inout CellResult) {
        // A cell that could not be rendered or recorded already says why; a snapshot would add nothing.
        guard result.status != .error || result.recorded else { return }
        let cell = rendered.cell
        let tree = AccessibilityTree(scene: rendered.composed.scene)
        let snapshot = AccessibilitySnapshot(tree: tree, cell: cell)
        let path = run.snapshotPath(cell)
        var mode: CellStatus?
        let pixelsPass = result.status == .pass
        // What is stored: the file beside the golden, or in the manifest store the shared record (`storedSidecar`).
        let stored = result.status == .new || result.recorded ? nil : Result { try run.storedSidecar(cell, .accessibility) }
        if result.status == .new || result.recorded {
            // No golden, or one just written: the snapshot goes with it.
            mode = result.recorded ? nil : .new
            if result.recorded { recordSnapshot(snapshot, to: path, result: &result) }
        } else if case .success(nil)? = stored {
            if result.status == .pass { result.status = .new }
            append("no accessibility snapshot at \(run.storedSidecarPlace(cell, .accessibility))" + (run.options.record.records(.new) ? "; recorded from this render"
                : "; run 'proofsheet approve' after reviewing it"), to: &result)
            mode = .new
        } else {
            do {
                guard let found = try stored?.get() else { return }
                let changes = snapshot.changes(from: try AccessibilitySnapshot(text: String(decoding: found.bytes, as: UTF8.self), source: found.source))
                if !changes.isEmpty {
                    if result.status == .pass { result.status = .changed }
                    result.accessibilityChanges = changes.map(\.description)
                    let listed = changes.prefix(3).map(\.description).joined(separator: "; ")
                    append("accessibility snapshot changed (\(changes.count) element\(changes.count == 1 ? "" : "s")): \(listed)\(changes.count > 3 ? "; …" : "")", to: &result)
                    mode = .changed
                }
            } catch {
                result.status = .error
                result.failure = CellFailure(.golden, error)
                append("accessibility snapshot unreadable: \(error)", to: &result)
                mode = .changed
            }
        }
        if let mode, run.options.record.records(mode) {
            if recordSnapshot(snapshot, to: path, result: &result), pixelsPass { result.recorded = true }
        }
        guard mode != nil || result.status != .pass else { return }
        // A snapshot recorded beside passing pixels leaves nothing to review in images: the new sidecar is in the
        // golden folder, and the report links the snapshot only.
        // The legend only where the snapshot itself is new or changed: for pixels alone the review needs the actual and
        // diff images, and the snapshot text says nothing moved.
        writeSnapshotArtefacts(rendered, snapshot: snapshot, legend: mode != nil ? PageLegend(tree: tree, device: rendered.composed.scene.device) : nil,
                               stamp: stamp, withImages: !(pixelsPass && result.recorded), result: &result)
    }

    /// Writes the stored snapshot; on failure the cell becomes an error that says why. True when written.
    @discardableResult
    package func recordSnapshot(_ snapshot: AccessibilitySnapshot, to path: String, result: inout CellResult) -> Bool {
        do {
            try FileManagerFolders.create(parentOf: try run.files.checked(path, role: "accessibility snapshot"))
            try AtomicFile.write(Array(snapshot.text.utf8), to: path)
            return true
        } catch {
            result.status = .error
            result.failure = CellFailure(.record, error)
            result.recorded = false
            append("could not record the accessibility snapshot: \(error)", to: &result)
            return false
        }
    }

    /// The actual snapshot goes beside the cell's other artefacts, and its legend (when given) into the report, for
    /// the page to draw over the actual image.
    package func writeSnapshotArtefacts(_ rendered: RenderedCell, snapshot: AccessibilitySnapshot, legend: PageLegend?, stamp: GoldenStamp,
                                        withImages: Bool, result: inout CellResult) {
        let cell = rendered.cell
        let base = CheckRun.artefactBase(of: cell)
        if withImages, result.artefacts.actual == nil {
            result.artefacts = writeArtefacts(cell, actual: rendered.pixmap, expected: nil, diff: nil, stamp: stamp, result: &result)
        }
        do {
            try FileManagerFolders.create(parentOf: try run.files.checked(run.reportFolder + "/" + base, role: "report folder"))
            try AtomicFile.write(Array(snapshot.text.utf8), to: run.reportFolder + "/" + base + AccessibilitySnapshot.fileSuffix,
                                 durability: .replaceable)
            result.artefacts.accessibility = base + AccessibilitySnapshot.fileSuffix
            // Drawn by the page over the actual image: boxes and lines are data, not an image to encode (issue #43).
            if withImages, result.artefacts.actual != nil { result.artefacts.pageLegend = legend }
        } catch {
            append("accessibility artefacts could not be written: \(error)", to: &result)
        }
    }

    package func append(_ text: String, to result: inout CellResult) {
        result.message = result.message.map { $0 + "; " + text } ?? text
    }
}
