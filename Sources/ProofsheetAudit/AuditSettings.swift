import ProofsheetText
import ProofsheetProject
import ProofsheetSpec

/// How the per-cell audits run: which criteria fail a check, which are only reported, the contrast
/// thresholds, the touch-target profile and where the waivers live. Decoded from the `audits` section of
/// `proofsheet.json` (`AuditSettings.load(config:)`); every value has a default.
///
/// Contrast follows WCAG 2.2 §1.4.3 and §1.4.11: text needs `textContrast` (4.5:1), large text
/// `largeTextContrast` (3:1), icons and component boundaries `nonTextContrast` (3:1). Text is large at
/// `largeTextSize` points regular (18) or `largeBoldTextSize` points bold (14), measured after the cell's
/// text scale (WCAG's "large scale" is 18 pt / 14 pt bold; we read its points as layout points).
public struct AuditSettings: Hashable, Sendable {
    /// Criteria whose errors fail a check, in report order.
    public var enforced: [AuditCriterion]
    /// Criteria that are audited and reported but never fail a check.
    public var reported: [AuditCriterion]
    public var textContrast: Double = 4.5
    public var largeTextContrast: Double = 3
    public var nonTextContrast: Double = 3
    /// Points, after the text scale.
    public var largeTextSize: Double = 18
    public var largeBoldTextSize: Double = 14
    /// The touch profile the config names (`touch.profile`); nil: each cell follows its device's platform
    /// (44 pt on iOS, 48 dp on Android, `touchRule(on:)`).
    package var touchProfile: TouchProfile?
    /// Minimum width and height of an interactive node, points, as the project sets it (`touch.minTarget` in this
    /// section, else the tokens' written `touch.minTarget`); nil: the profile's.
    public var minTarget: Double?
    /// Minimum gap, points, between an undersized target and its neighbours.
    public var minSpacing: Double = 8
    /// Absolute path of the waivers file; nil for none.
    public var waiversFile: String?

    /// The defaults: the criteria enforced by default (`AuditCriterion.isEnforcedByDefault`: every one but
    /// `touchTargetSpacing`) enforced, the others reported; touch targets of each cell's platform.
    public init() {
        enforced = AuditCriterion.allCases.filter(\.isEnforcedByDefault)
        reported = AuditCriterion.allCases.filter { !$0.isEnforcedByDefault }
    }

    /// The touch-target rule for a cell on `platform`: the project's minimum when it sets one, else the named
    /// profile's, else the platform's own.
    package func touchRule(on platform: Platform) -> TouchRule {
        let profile = touchProfile ?? TouchProfile(platform: platform)
        return TouchRule(profile: profile, minimum: minTarget ?? profile.minTarget, isProjectMinimum: minTarget != nil, platform: platform)
    }

    /// Whether the criterion runs at all.
    public func audits(_ criterion: AuditCriterion) -> Bool {
        enforced.contains(criterion) || reported.contains(criterion)
    }

    public func isEnforced(_ criterion: AuditCriterion) -> Bool { enforced.contains(criterion) }

    /// The minimum contrast for text of `size` points (after scale) and `weight`.
    public func requiredTextContrast(size: Double, weight: FontWeight) -> Double {
        isLargeText(size: size, weight: weight) ? largeTextContrast : textContrast
    }

    /// WCAG 2.2 "large scale": 18 pt, or 14 pt bold; bold is weight 700 or heavier (CSS Fonts 4 §2.2's `bold`), the
    /// weight the style asks for (a 600 drawn with a Bold face still counts as not bold: the stricter reading).
    public func isLargeText(size: Double, weight: FontWeight) -> Bool {
        size >= largeTextSize || (weight >= .bold && size >= largeBoldTextSize)
    }
}
