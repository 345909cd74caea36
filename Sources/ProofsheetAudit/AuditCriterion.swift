import ProofsheetSupport

/// One accessibility check the per-cell audits run (`CellAuditor`), named as in the config's `audits`
/// section, in findings and in waivers.
///
/// The raw value is the spelling users write (`"textContrast"`). `allCases` is the report order.
public enum AuditCriterion: String, CaseIterable, Hashable, Sendable, CaseOrdered, CustomStringConvertible {
    /// Text against its rendered backdrop, WCAG 2.2 §1.4.3.
    case textContrast
    /// Meaningful icons and component boundaries against what is next to them, WCAG 2.2 §1.4.11.
    case nonTextContrast
    /// Text drawn outside its frame or cut by a clip or the screen edge, WCAG 2.2 §1.4.4 / §1.4.10.
    case clippedText
    /// Text shortened with "…" by `maxLines`, WCAG 2.2 §1.4.4.
    case truncatedText
    /// A word broken inside itself because it does not fit its line: UAX #14 gives no break opportunity there and
    /// the line breaker cut it at a grapheme boundary, so it reads as two words, WCAG 2.2 §1.4.4 / §1.4.10.
    case brokenWord
    /// Two texts drawn over each other, WCAG 2.2 §1.4.4.
    case overlappingText
    /// Text covered, wholly or in part, by an opaque node painted after it, WCAG 2.2 §1.4.4 (§2.4.11 for a
    /// control's text).
    case occludedText
    /// An interactive node smaller than the touch profile's minimum, WCAG 2.2 §2.5.5 (44 pt) / §2.5.8 (24 px).
    case touchTargetSize
    /// Two interactive nodes whose frames overlap, WCAG 2.2 §2.5.8.
    case touchTargetOverlap
    /// An undersized interactive node closer than the minimum spacing to another, WCAG 2.2 §2.5.8.
    case touchTargetSpacing
    /// A status shown by colour alone, WCAG 2.2 §1.4.1.
    case colorOnly
    /// An interactive node or a meaningful image without an accessible name, WCAG 2.2 §4.1.2 / §1.1.1.
    case missingName
    /// Two controls of one screen with the same accessible name, WCAG 2.2 §2.4.6.
    case duplicateName
    /// An accessible name that does not contain the control's visible label, WCAG 2.2 §2.5.3.
    case labelInName
    /// An element read out of the visual order of the layout, WCAG 2.2 §1.3.2.
    case readingOrder
    /// Focus moving to a control that comes earlier in the visual order, WCAG 2.2 §2.4.3.
    case focusOrder
    /// No heading, a skipped heading level, or a heading read after the content it titles, WCAG 2.2 §1.3.1 / §2.4.6.
    case headingOrder
    /// A field in the error state whose message is not linked to it, or a link to no field, WCAG 2.2 §3.3.1.
    case errorIdentification
    /// Two status tones whose colours a colour-vision deficiency makes alike, with no other cue, WCAG 2.2 §1.4.1.
    case statusDistinguishable
    /// A focus indicator with too little contrast or area, or cut off, WCAG 2.2 §2.4.13 / §2.4.11.
    case focusIndicator
    /// Characters no font of the chain has (drawn as boxes).
    case missingGlyph
    /// A string key the cell's locale does not translate, drawn in the base locale's text (docs/strings.md).
    case missingTranslation
    /// A number, phone number, time, range, e-mail or URL that right-to-left text displays reordered, WCAG 2.2 §1.3.2.
    case bidiReordering
    /// A waiver past its `expires` date: it no longer waives, and is itself a finding.
    case expiredWaiver

    public var description: String { rawValue }

    /// The WCAG 2.2 success criterion a finding of this kind cites by default; nil when WCAG has none.
    /// Some findings cite a more precise one (`Finding.wcag`).
    public var defaultWCAG: String? {
        switch self {
        case .textContrast: return "1.4.3"
        case .nonTextContrast: return "1.4.11"
        case .clippedText, .truncatedText, .brokenWord, .overlappingText, .occludedText: return "1.4.4"
        case .touchTargetSize: return "2.5.5"
        case .touchTargetOverlap, .touchTargetSpacing: return "2.5.8"
        case .colorOnly: return "1.4.1"
        case .missingName: return "4.1.2"
        case .duplicateName: return "2.4.6"
        case .labelInName: return "2.5.3"
        case .readingOrder: return "1.3.2"
        case .focusOrder: return "2.4.3"
        case .headingOrder: return "1.3.1"
        case .errorIdentification: return "3.3.1"
        case .statusDistinguishable: return "1.4.1"
        case .focusIndicator: return "2.4.13"
        case .bidiReordering: return "1.3.2"
        case .missingGlyph, .missingTranslation, .expiredWaiver: return nil
        }
    }

    /// What the criterion checks, in one line: the `enumDescriptions` entry an editor shows for it in
    /// config.schema.json and waivers.schema.json (generated, `proofsheet schema`).
    package var summary: String {
        switch self {
        case .textContrast:
            return "Text against its rendered backdrop (WCAG 2.2 §1.4.3)."
        case .nonTextContrast:
            return "Meaningful icons and component boundaries against what is next to them (WCAG 2.2 §1.4.11)."
        case .clippedText:
            return "Text drawn outside its frame or cut by a clip or the screen edge (WCAG 2.2 §1.4.4 / §1.4.10)."
        case .truncatedText:
            return "Text shortened with \"…\" by maxLines (WCAG 2.2 §1.4.4)."
        case .brokenWord:
            return "A word broken inside itself because it does not fit its line: no UAX #14 break opportunity there, so it reads as two words (WCAG 2.2 §1.4.4 / §1.4.10)."
        case .overlappingText:
            return "Two texts drawn over each other (WCAG 2.2 §1.4.4)."
        case .occludedText:
            return "Text covered, wholly or in part, by an opaque node painted after it (WCAG 2.2 §1.4.4 / §2.4.11)."
        case .touchTargetSize:
            return "An interactive node smaller than the touch profile's minimum (WCAG 2.2 §2.5.5 / §2.5.8)."
        case .touchTargetOverlap:
            return "Two interactive nodes whose frames overlap (WCAG 2.2 §2.5.8)."
        case .touchTargetSpacing:
            return "An undersized interactive node closer than the minimum spacing to another (WCAG 2.2 §2.5.8)."
        case .colorOnly:
            return "A status shown by colour alone (WCAG 2.2 §1.4.1)."
        case .missingName:
            return "An interactive node or a meaningful image without an accessible name (WCAG 2.2 §4.1.2 / §1.1.1)."
        case .duplicateName:
            return "Two controls of one screen with the same accessible name (WCAG 2.2 §2.4.6)."
        case .labelInName:
            return "An accessible name that does not contain the control's visible label (WCAG 2.2 §2.5.3)."
        case .readingOrder:
            return "An element read out of the visual order of the layout (WCAG 2.2 §1.3.2)."
        case .focusOrder:
            return "Focus moving to a control that comes earlier in the visual order (WCAG 2.2 §2.4.3)."
        case .headingOrder:
            return "No heading, a skipped heading level, or a heading read after the content it titles (WCAG 2.2 §1.3.1 / §2.4.6)."
        case .errorIdentification:
            return "A field in the error state whose message is not linked to it, or an a11y.errorFor naming no element (WCAG 2.2 §3.3.1)."
        case .statusDistinguishable:
            return "Two status tones alike under a simulated colour-vision deficiency, with no other cue (WCAG 2.2 §1.4.1)."
        case .focusIndicator:
            return "A focus ring with too little contrast or area, or cut off (WCAG 2.2 §2.4.13 / §2.4.11)."
        case .missingGlyph:
            return "Characters no font of the chain has (drawn as boxes)."
        case .missingTranslation:
            return "A string key the cell's locale lacks, drawn in the base locale's text (an authored text or one a built-in control adds)."
        case .bidiReordering:
            return "A number, phone number, time, range, e-mail or URL that right-to-left text displays reordered (WCAG 2.2 §1.3.2); a warning."
        case .expiredWaiver:
            return "A waiver past its expires date: it no longer waives, and is itself a finding."
        }
    }


    /// Whether a project that does not list the criterion in its `audits` section's `enforced` or `reported` has its
    /// errors fail a check (`AuditSettings()`); a criterion not enforced by default is still audited and reported.
    /// Each case says it, so a new criterion decides (docs/audits.md, "severity" column: "reported by default").
    package var isEnforcedByDefault: Bool {
        switch self {
        case .textContrast, .nonTextContrast, .clippedText, .truncatedText, .brokenWord, .overlappingText, .occludedText,
             .touchTargetSize, .touchTargetOverlap, .colorOnly, .missingName, .duplicateName, .labelInName, .readingOrder,
             .focusOrder, .headingOrder, .errorIdentification, .statusDistinguishable, .focusIndicator, .missingGlyph,
             .missingTranslation, .bidiReordering, .expiredWaiver:
            return true
        case .touchTargetSpacing:
            return false
        }
    }
}
