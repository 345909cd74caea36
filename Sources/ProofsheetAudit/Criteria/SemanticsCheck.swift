import ProofsheetProject
import ProofsheetSpec

/// Checks that read only the resolved semantics, not pixels:
///
/// * `colorOnly` (WCAG 2.2 §1.4.1, error): a status node (`statusTone`) with no icon or text saying what the
///   colour says (`hasNonColorCue` false), e.g. a badge that is only a coloured dot.
/// * `missingName` (error): an interactive node that is not hidden and has no accessible name (§4.1.2); an
///   image or standalone icon that is neither labelled nor hidden (§1.1.1). Icons inside controls are hidden
///   by the resolver (the control carries the name); `a11y.hidden` marks an icon decorative.
/// * `missingGlyph` (error): characters no font of the chain has, drawn as boxes.
/// * `missingTranslation` (error): string keys the resolver drew in the base locale's text because the cell's
///   locale lacks them (`Semantics.untranslatedKeys`), one finding per key.
package enum SemanticsCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices {
            let node = s.nodes[index]
            let semantics = node.semantics
            let frame = s.scene.frames[index]
            if s.settings.audits(.colorOnly), let tone = semantics.statusTone, !semantics.hasNonColorCue, !s.isHidden(index) {
                findings.append(s.finding(.colorOnly, node: index, severity: .error, rect: frame,
                                          message: "\(s.describe(index)) shows '\(tone.rawValue)' by colour alone; add an icon or a label",
                                          evidence: ["tone": tone.rawValue, "role": semantics.role?.name ?? "-"]))
            }
            if s.settings.audits(.missingName), !s.isHidden(index), isUnnamed(semantics.label) {
                if semantics.isInteractive {
                    findings.append(s.finding(.missingName, node: index, severity: .error, rect: frame,
                                              message: "interactive \(s.describe(index)) has no accessible name; add a11y.label",
                                              evidence: ["role": semantics.role?.name ?? "-", "type": node.type], wcag: "4.1.2"))
                } else if semantics.role == .image, isGraphic(node.kind), s.control(of: index) == nil {
                    findings.append(s.finding(.missingName, node: index, severity: .error, rect: frame,
                                              message: "\(s.describe(index)) is an image with no accessible name; add a11y.label, or a11y.hidden: true if it is decorative",
                                              evidence: ["role": AccessibilityRole.image.name, "type": node.type], wcag: "1.1.1"))
                }
            }
            if s.settings.audits(.missingGlyph), case .text(let text) = node.kind, let layout = s.scene.texts[index], !layout.missingGlyphs.isEmpty {
                let scalars = layout.missingGlyphs.flatMap(\.scalars)
                let chain = layout.missingGlyphs.first?.chain ?? []
                let evidence: FindingEvidence = [
                    "characters": AuditFormat.codePoints(scalars),
                    "chain": chain.joined(separator: " → "),
                    "locale": text.locale.identifier,
                ]
                findings.append(s.finding(.missingGlyph, node: index, severity: .error, rect: frame,
                                          message: "\(s.describe(index)) has \(scalars.count) character(s) no font can draw (\(evidence["characters"]!)); add a font with them to the '\(text.family)' chain or change the text",
                                          evidence: evidence))
            }
            if s.settings.audits(.missingTranslation) {
                for key in semantics.untranslatedKeys {
                    findings.append(s.finding(.missingTranslation, node: index, severity: .error, rect: frame,
                                              message: "\(s.describe(index)) shows '\(key)' in the base locale's text: \(s.cell.locale) has no translation; add it to the string catalog",
                                              evidence: ["key": key, "locale": s.cell.locale.identifier], key: key))
                }
            }
        }
    }

    package static func isUnnamed(_ label: String?) -> Bool {
        (label ?? "").allSatisfy(\.isWhitespace)
    }

    package static func isGraphic(_ kind: ResolvedKind) -> Bool {
        switch kind {
        case .icon, .image: return true
        default: return false
        }
    }
}
