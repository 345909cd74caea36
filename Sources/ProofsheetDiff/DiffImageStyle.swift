/// How a diff image shows what is not a changed pixel (`DiffImage`).
public enum DiffImageStyle: Sendable, Equatable {
    /// The classic pixelmatch look: every unmarked pixel a faded grey copy of the expected image; opaque.
    case classic
    /// The marks alone: changed pixels red, anti-aliased ones yellow, every other pixel transparent. What `check`
    /// writes for review: the report page shows it over the faded expected image, which then costs no pixels, and
    /// its few colours in long transparent runs encode in a fraction of the classic image's time (issue #43).
    case marks
}
