import ProofsheetText
import ProofsheetScene

/// Runs the per-cell accessibility audits on what a cell rendered: its pixels, layout and display list.
///
/// `audit(_:)` returns the findings of every criterion the settings audit, in a fixed order
/// (criteria as in `AuditCriterion.allCases`, nodes in preorder), each marked enforced or not. Waivers are
/// applied afterwards by `AuditWaivers.apply(to:today:settings:)`. Pure: it reads the display list, the painter's
/// record of each node and the rasteriser's record of the masks it composited (`RenderedCell.painted`), and the
/// pixels; it lays out, shapes and rasterises nothing.
///
/// Criteria and the standards they follow are described on each check (`TextContrastCheck`,
/// `NonTextContrastCheck`, `TextFitCheck`, `BrokenWordCheck`, `OcclusionCheck`, `TouchTargetCheck`, `SemanticsCheck`,
/// `ChartCheck`, `BidiReorderingCheck`) and in docs/audits.md.
public struct CellAuditor: Sendable {
    public let settings: AuditSettings

    public init(settings: AuditSettings = AuditSettings()) {
        self.settings = settings
    }

    public func audit(_ rendered: RenderedCell) throws -> [Finding] {
        let scene = AuditScene(rendered: rendered, settings: settings)
        var findings: [Finding] = []
        if settings.audits(.textContrast) { TextContrastCheck.run(scene, into: &findings) }
        if settings.audits(.nonTextContrast) { NonTextContrastCheck.run(scene, into: &findings) }
        if settings.audits(.clippedText) || settings.audits(.truncatedText) || settings.audits(.overlappingText) {
            TextFitCheck.run(scene, into: &findings)
        }
        if settings.audits(.brokenWord) { BrokenWordCheck.run(scene, into: &findings) }
        if settings.audits(.occludedText) { OcclusionCheck.run(scene, into: &findings) }
        if settings.audits(.touchTargetSize) || settings.audits(.touchTargetOverlap) || settings.audits(.touchTargetSpacing) {
            TouchTargetCheck.run(scene, into: &findings)
        }
        SemanticsCheck.run(scene, into: &findings)
        AccessibilityTreeCheck.run(scene, tree: AccessibilityTree(scene: rendered.composed.scene), into: &findings)
        if settings.audits(.statusDistinguishable) { StatusDistinguishableCheck.run(scene, into: &findings) }
        ChartCheck.run(scene, into: &findings)
        if settings.audits(.focusIndicator) { FocusIndicatorCheck.run(scene, into: &findings) }
        if settings.audits(.bidiReordering) { BidiReorderingCheck.run(scene, into: &findings) }
        // Stable order: by criterion, keeping each check's node order.
        return findings.enumerated().sorted { a, b in
            a.element.criterion != b.element.criterion ? a.element.criterion < b.element.criterion : a.offset < b.offset
        }.map(\.element)
    }
}
