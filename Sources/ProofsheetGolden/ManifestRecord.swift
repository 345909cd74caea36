import ProofsheetSupport
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// A cell's accessibility snapshot or layout record as the manifest store keeps it (docs/goldens.md, "Manifest
/// store"): one text file per distinct record, `<paths.golden>/manifest/<screen>/<digest><suffix>`, shared by every
/// cell of the screen that has the same text (light and dark cells of one locale and text size, usually), and named by
/// its digest (XXH3-128 of the file's bytes). The screen's manifest file is the index: each entry names its records'
/// digests (`a11y`, `layout`).
///
/// The first line of a snapshot or record names its cell (`# proofsheet layout record v1: wallet/phone-en-dark-1.0x`);
/// stored shared, it names the screen instead (`…: wallet`), and reading a record for a cell puts the cell's name back,
/// so the check reads exactly the bytes the cell's own file would hold. Everything else is the text as written.
package enum ManifestRecord {
    /// The two kinds of record, with the suffix each file name ends in (the suffix of the per-cell file beside a
    /// PNG golden).
    package enum Kind: String, CaseIterable, Sendable {
        case accessibility = "a11y"
        case layout

        package var suffix: String {
            switch self {
            case .accessibility: return AccessibilitySnapshot.fileSuffix
            case .layout: return LayoutSnapshot.fileSuffix
            }
        }

        /// What the record is, in messages.
        package var role: String {
            switch self {
            case .accessibility: return "accessibility snapshot"
            case .layout: return "layout record"
            }
        }

        /// The largest file read.
        package var maxFileBytes: Int {
            switch self {
            case .accessibility: return AccessibilitySnapshot.maxFileBytes
            case .layout: return LayoutSnapshot.maxFileBytes
            }
        }
    }

    /// The folder of one screen's records inside the manifest folder (`manifest/wallet@empty`).
    package static func folder(screen: String, config: ProjectConfig) throws -> String {
        GoldenManifest.folder(config) + "/" + (try ScreenStateID.validated(screen).name)
    }

    /// `<digest><suffix>`: the only names the records folder holds that Proofsheet wrote (and may delete).
    package static func fileName(_ digest: ContentHash, kind: Kind) -> String { digest.description + kind.suffix }

    /// The digest and kind a file name stands for; nil for any other name (never read, never deleted).
    package static func parse(fileName name: String) -> (ContentHash, Kind)? {
        for kind in Kind.allCases where name.hasSuffix(kind.suffix) {
            guard let digest = ContentHash(hex: String(name.dropLast(kind.suffix.count))) else { return nil }
            return (digest, kind)
        }
        return nil
    }

    /// The shared form of a cell's text: the cell's name in the first line replaced by its screen's.
    package static func shared(_ bytes: [UInt8], cell: String, screen: String) -> [UInt8] {
        replacingName(in: bytes, from: cell, to: screen, screen: screen)
    }

    /// A cell's text from the shared form: the screen's name in the first line replaced by the cell's.
    package static func expanded(_ bytes: [UInt8], cell: String, screen: String) -> [UInt8] {
        replacingName(in: bytes, from: screen, to: cell, screen: screen)
    }

    /// Replaces `": <from>"` in the first line by `": <to>"` where `<from>` ends the line or is followed by `,`
    /// (the two header shapes: `…: <cell>` and `…: <cell>, right-to-left, ios`); any other text is left as it is.
    private static func replacingName(in bytes: [UInt8], from: String, to: String, screen: String) -> [UInt8] {
        let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let needle = Array((": " + from).utf8)
        guard lineEnd >= needle.count else { return bytes }
        var start = 0
        while start + needle.count <= lineEnd {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) {
                let after = start + needle.count
                if after == lineEnd || bytes[after] == UInt8(ascii: ",") {
                    return Array(bytes[..<(start + 2)]) + Array(to.utf8) + Array(bytes[after...])
                }
            }
            start += 1
        }
        return bytes
    }
}
