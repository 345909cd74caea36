import ProofsheetProject
import ProofsheetSpec

/// `errorIdentification` (WCAG 2.2 §3.3.1 Error Identification, error): a screen reader must say *why* a field
/// is invalid, so the message has to be linked to the field (a text field's own `error`, or `a11y.errorFor` on the
/// text that shows it; UIKit and SwiftUI read it with the field, Android's `setError` / Compose's `error()`
/// semantics announce it with the field).
///
/// * a text field in the error state whose element carries no error message: it is announced as invalid with no
///   reason;
/// * a failed `upload` with no message: its failure is shown by colour and mark only, and not said (§1.4.1 too);
/// * an `a11y.errorFor` naming an id that no element of the tree has: the message is read on its own, away from
///   its field.
package enum ErrorIdentificationCheck {
    package static func run(_ s: AuditScene, tree: AccessibilityTree, into findings: inout [Finding]) {
        for element in tree.elements where element.role == .textField && element.states.contains(.error)
            && (element.errorMessage ?? "").allSatisfy(\.isWhitespace) {
            findings.append(s.finding(.errorIdentification, node: element.node, severity: .error, rect: element.frame,
                                      message: "text field \(AuditFormat.quoted(element.name)) is in the error state but no error message is linked to it, so a screen reader says it is invalid but not why; give it an \"error\", or a11y.errorFor: \"\(element.nodeID)\" on the text that shows the message",
                                      evidence: ["element": "\(element.number)"]))
        }
        // A failed upload (`ControlPart.uploadStatus`) with no message: only its colour and mark say it failed.
        for element in tree.elements where element.states.contains(.error) && (element.errorMessage ?? "").allSatisfy(\.isWhitespace) {
            guard case .uploadStatus? = s.nodes[element.node].part else { continue }
            findings.append(s.finding(.errorIdentification, node: element.node, severity: .error, rect: element.frame,
                                      message: "upload \(AuditFormat.quoted(element.name)) failed but shows no message, only its colour and error mark, so neither a reader nor a screen reader learns why; give it a \"message\"",
                                      evidence: ["element": "\(element.number)"]))
        }
        for link in tree.unresolvedErrorLinks {
            let element = link.element
            findings.append(s.finding(.errorIdentification, node: element.node, severity: .error, rect: element.frame,
                                      message: "\(element.role) \(AuditFormat.quoted(element.name)) is the error of '\(link.target)' (a11y.errorFor), but no element of this screen has that id, so it is read on its own, away from its field; name the field's id",
                                      evidence: ["errorFor": link.target.name, "element": "\(element.number)"], key: link.target.name))
        }
    }
}
