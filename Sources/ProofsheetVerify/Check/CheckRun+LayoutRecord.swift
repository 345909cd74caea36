import Foundation
import ProofsheetSupport
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// The layout record of each cell (`LayoutSnapshot`), stored next to the golden as `<cell>.layout.txt` and
/// written with it (record, approve). It explains a change and never decides one: a cell whose pixels or
/// snapshot changed lists the nodes that moved, resized, re-wrapped, truncated, appeared or went away since its
/// golden (`CellResult.layoutChanges`); a passing cell reads nothing.
extension CheckRun {
    /// The stored record of a cell: its golden's path with `.png` replaced by `.layout.txt`.
    public func layoutRecordPath(_ cell: Cell) -> String {
        String(goldenPath(cell).dropLast(4)) + LayoutSnapshot.fileSuffix
    }
}

extension CheckRun.Worker {
    /// Compares the cell's layout with the stored record when the cell did not pass, writes the record beside a
    /// golden this run wrote (and where none is stored yet, when recording), and puts the actual record among the
    /// artefacts of a cell that did not pass, so `approve` stores it with the pixels.
    package func compareLayout(_ rendered: RenderedCell, into result: inout CellResult) {
        let cell = rendered.cell
        let path = run.layoutRecordPath(cell)
        // A passing cell costs nothing more, unless the run records and its golden has no record yet.
        let recordsMissing = result.status == .pass && !result.recorded && run.options.record.records(.new)
        guard result.status != .pass || result.recorded || recordsMissing else { return }
        // Only a change is explained: an error (an unreadable golden, a failed write) says what went wrong instead.
        let explains = result.status == .changed
        // What is stored, read only when needed: the file beside the golden, or in the manifest store the shared
        // record (`storedSidecar`).
        let storedRecord = recordsMissing || (explains && !result.recorded) ? Result { try run.storedSidecar(cell, .layout) } : .success(nil)
        let stored: Bool
        if case .success(nil) = storedRecord { stored = false } else { stored = true }
        if recordsMissing && stored { return }
        let record = LayoutSnapshot(scene: rendered.composed.scene, cell: cell)
        if explains && !result.recorded {
            if stored {
                do {
                    guard let found = try storedRecord.get() else { return }
                    let old = try LayoutSnapshot(text: String(decoding: found.bytes, as: UTF8.self), source: found.source)
                    result.layoutChanges = record.changes(from: old).map(\.description)
                    if !result.layoutChanges.isEmpty {
                        let listed = result.layoutChanges.prefix(3).joined(separator: "; ")
                        append("layout since the golden: \(listed)\(result.layoutChanges.count > 3 ? "; and \(result.layoutChanges.count - 3) more (report.json)" : "")", to: &result)
                    }
                } catch {
                    append("layout record unreadable (approving replaces it): \(error)", to: &result)
                }
            } else {
                append("no layout record beside the golden, so no layout changes are listed; approving stores one", to: &result)
            }
        }
        if result.recorded || recordsMissing {
            writeRecord(record, to: path, result: &result)
        }
        if result.status != .pass && !result.recorded {
            let base = CheckRun.artefactBase(of: cell)
            do {
                // The file itself is checked (not only its folder): a link planted at its name cannot lead the write out.
                let path = try run.files.checked(run.reportFolder + "/" + base + LayoutSnapshot.fileSuffix, role: "report folder")
                try FileManagerFolders.create(parentOf: path)
                try AtomicFile.write(Array(record.text.utf8), to: path, durability: .replaceable)
                result.artefacts.layout = base + LayoutSnapshot.fileSuffix
            } catch {
                append("the layout record could not be written to the report: \(error)", to: &result)
            }
        }
    }

    /// Writes the stored record; a failure is said in the cell's message (the pixels' verdict stands).
    private func writeRecord(_ record: LayoutSnapshot, to path: String, result: inout CellResult) {
        do {
            try FileManagerFolders.create(parentOf: try run.files.checked(path, role: "layout record"))
            try AtomicFile.write(Array(record.text.utf8), to: path)
        } catch {
            append("could not record the layout: \(error)", to: &result)
        }
    }
}
