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
        var verified: [String: [UInt8]] = [:]
        return try record(kind, of: cell, config: config, files: files, verified: &verified)
    }

    /// `record(_:of:config:files:)` that keeps in `verified` the bytes of each shared file it read and found hashing
    /// to its name (by path, which holds the digest), and takes them from there when another cell names the same file:
    /// a few dozen shared files serve thousands of cells, and reading and hashing each once per cell was most of a
    /// skipped cell's time (issue #43). A file that cannot be used is never kept, so every cell naming it says so.
    package func record(_ kind: ManifestRecord.Kind, of cell: String, config: ProjectConfig, files: ProjectFiles,
                        verified: inout [String: [UInt8]]) throws -> StoredRecord? {
        guard let digest = entries[cell]?.records[kind] else { return nil }
        let screen = String(cell.prefix { $0 != "/" })
        let path = try ManifestRecord.folder(screen: screen, config: config) + "/" + ManifestRecord.fileName(digest, kind: kind)
        let shown = FileDisplay.shown(path)
        if let bytes = verified[path] { return StoredRecord(bytes: ManifestRecord.expanded(bytes, cell: cell, screen: screen), source: shown) }
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
        verified[path] = bytes
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
