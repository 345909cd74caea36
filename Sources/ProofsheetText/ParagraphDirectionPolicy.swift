/// How a paragraph's base direction is chosen.
///
/// `.auto` follows UAX #9 rules P2 and P3: the first strong character (L, R or AL) that is not
/// inside an isolate decides; a paragraph with no strong character at all (digits, punctuation,
/// spaces only) takes `fallback`, which callers set from the locale's direction (HL1).
/// `.forced` skips P2/P3 and uses the given direction, as a `dir="rtl"` attribute would (HL1).
public enum ParagraphDirectionPolicy: Hashable, Sendable {
    case auto(fallback: TextDirection)
    case forced(TextDirection)
}
