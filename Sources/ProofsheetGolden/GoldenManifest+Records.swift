import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// Reading a cell's shared records (`ManifestRecord`, docs/goldens.md "Manifest store").
extension GoldenManifest {
    /// A stored accessibility snapshot or layout record: its bytes as the cell's own file would hold them, and the
    /// file they were read from, for messages.
    package struct StoredRecord: Sendable {
        package let bytes: [UInt8]
        package let source: String

        package init(bytes: [UInt8], source: String) {
            self.bytes = bytes
            self.source = source
        }
    }

    /// The record of `kind` that the entry of `cell` names, read from its shared file, which must hash to its name;
    /// nil when the entry names none (no entry, or one of a version 1 or 2 file). A file missing, unreadable or
    /// edited by hand is an error naming it, the manifest file and the cell.
    package func record(_ kind: ManifestRecord.Kind, of cell: String, config: ProjectConfig, files: ProjectFiles) throws -> StoredRecord? {
        guard let digest = entries[cell]?.records[kind] else { return nil }
        let screen = String(cell.prefix { $0 != "/" })
        let path = try ManifestRecord.folder(screen: screen, config: config) + "/" + ManifestRecord.fileName(digest, kind: kind)
        let shown = FileDisplay.shown(path)
        let bytes: [UInt8]
        do {
            bytes = try files.read(path, role: "manifest " + kind.role, limit: kind.maxFileBytes)
        } catch {
            throw ManifestRecordError(file: shown, manifest: FileDisplay.shown(GoldenManifest.shownFile(screen: screen, config: config)),
                                      cell: cell, kind: kind, reason: "cannot be read (\(error))")
        }
        guard ContentHash(bytes) == digest else {
            throw ManifestRecordError(file: shown, manifest: FileDisplay.shown(GoldenManifest.shownFile(screen: screen, config: config)),
                                      cell: cell, kind: kind, reason: "does not hash to its name (edited by hand or merged badly?)")
        }
        return StoredRecord(bytes: ManifestRecord.expanded(bytes, cell: cell, screen: screen), source: shown)
    }
}

/// A shared record an entry names that cannot be used: the file, the manifest file and cell naming it, and why.
package struct ManifestRecordError: Error, CustomStringConvertible, Equatable {
    package let file: String
    package let manifest: String
    package let cell: String
    package let kind: ManifestRecord.Kind
    package let reason: String

    package var description: String {
        "\(file) \(reason); \(manifest) names it as the \(kind.role) of \(MessageText.escaped(cell)) (\"\(kind.rawValue)\"): "
            + "run 'proofsheet check --record changed --cell \(MessageText.escaped(cell))' to store it anew"
    }
}
