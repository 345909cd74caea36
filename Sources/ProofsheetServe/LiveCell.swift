import ProofsheetJSON
import ProofsheetKit
import ProofsheetAudit
import ProofsheetSpec

/// One cell as the live page shows it: its last good image, the error that stops a newer one, its findings and
/// its layout tree.
///
/// `imageGeneration` is the generation whose render produced `png`; a cell in error keeps the image of the last
/// generation that rendered it, shown beside the error.
package struct LiveCell: Sendable {
    package var cell: Cell
    /// The last good image, PNG-encoded; nil when the cell never rendered.
    package var png: [UInt8]?
    package var imageGeneration: Int
    /// Why the current inputs give no image (file:line:column first when the cause is a file), or nil.
    package var error: String?
    /// The audit findings of the image shown (points, device coordinates).
    package var findings: [Finding]
    /// `LayoutReport.json` of the image shown.
    package var layout: JSONValue?
    /// The device size in points.
    package var width: Double
    package var height: Double

    /// The `file:line:column` an error message starts with or quotes, when it has one.
    package var errorLocation: String? {
        guard let error else { return nil }
        for word in error.split(separator: " ") {
            let parts = word.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, parts[0].hasSuffix(".json"), Int(parts[1]) != nil, Int(parts[2]) != nil {
                return "\(parts[0]):\(parts[1]):\(parts[2])"
            }
        }
        return nil
    }
}
