import ProofsheetProject
import ProofsheetSpec

/// The touch-target minimum one cell is audited against, and whose rule it is: the project's own
/// (`audits.touch.minTarget` or the tokens' `touch.minTarget`), or its profile's (the config's `touch.profile`, else
/// the cell's platform: 44 pt on iOS, 48 dp on Android; `TouchProfile`).
package struct TouchRule: Hashable, Sendable {
    package let profile: TouchProfile
    /// Points: the cell's layout unit, pt on iOS and dp on Android.
    package let minimum: Double
    package let isProjectMinimum: Bool
    /// The platform of the cell audited, whose unit sizes are written in.
    package let platform: Platform

    package init(profile: TouchProfile, minimum: Double, isProjectMinimum: Bool, platform: Platform) {
        self.profile = profile
        self.minimum = minimum
        self.isProjectMinimum = isProjectMinimum
        self.platform = platform
    }

    /// `44 pt` on iOS, `48 dp` on Android.
    package func format(_ value: Double) -> String { AuditFormat.number(value) + " " + TouchProfile(platform: platform).unit }

    /// Whose minimum, for messages: "the Android minimum (Material Design accessibility guidance)".
    package var owner: String { isProjectMinimum ? "the project's minimum (touch.minTarget)" : "the " + profile.rule }
}
