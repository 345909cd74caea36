/// `errorIdentification` (WCAG 2.2 §3.3.1 Error Identification, error): a screen reader must say *why* a field
/// is invalid, so the message has to be linked to the field (a text field's own `error`, or `a11y.errorFor` on the
/// text that shows it; UIKit and SwiftUI read it with the field, Android's `setError` / Compose's `error()`
/// semantics announce it with the field).
///
/// * a text field in the error state whose element carries no error message: it is announced as invalid with no
///   reason;
/// * an `a11y.errorFor` naming an id that no element of the tree has: the message is read on its own, away from
///   its field.
package enum ErrorIdentificationCheck {
    package static func run(_ s: AuditScene, tree: AccessibilityTree, into findings: inout [Finding]) {
        for element in tree.elements where element.role == "textField" && element.states.contains(.error)
            && (element.errorMessage ?? "").allSatisfy(\.isWhitespace) {
            findings.append(s.finding(.errorIdentification, node: element.node, severity: .error, rect: element.frame,
                                      message: "text field \(AuditFormat.quoted(element.name)) is in the error state but no error message is linked to it, so a screen reader says it is invalid but not why; give it an \"error\", or a11y.errorFor: \"\(element.nodeID)\" on the text that shows the message",
                                      evidence: ["element": "\(element.number)"]))
        }
        for link in tree.unresolvedErrorLinks {
            let element = link.element
            findings.append(s.finding(.errorIdentification, node: element.node, severity: .error, rect: element.frame,
                                      message: "\(element.role) \(AuditFormat.quoted(element.name)) is the error of '\(link.target)' (a11y.errorFor), but no element of this screen has that id, so it is read on its own, away from its field; name the field's id",
                                      evidence: ["errorFor": link.target, "element": "\(element.number)"], key: link.target))
        }
    }
}
