import CHarfBuzz

/// The smallest pieces of text that font fallback never splits between two faces: a scalar with the
/// combining marks (general category M) that follow it, and scalars joined by ZERO WIDTH JOINER.
///
/// A simplification of UAX #29 extended grapheme clusters that is enough for fallback: a base and its marks
/// must come from one face for mark positioning (GPOS mark-to-base) to work.
package enum FallbackCluster {
    /// For each scalar, whether a fallback cluster starts there; `starts(…)[0]` is true for non-empty text.
    package static func starts(_ scalars: [Unicode.Scalar]) -> [Bool] {
        let funcs = hb_unicode_funcs_get_default()
        var starts = [Bool](repeating: true, count: scalars.count)
        for i in scalars.indices.dropFirst() {
            let category = hb_unicode_general_category(funcs, scalars[i].value)
            let isMark = category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
            let zwj: Unicode.Scalar = "\u{200D}"
            starts[i] = !(isMark || scalars[i] == zwj || scalars[i - 1] == zwj)
        }
        return starts
    }

    /// Whether `face` has a glyph for every scalar of `cluster`; default-ignorable scalars (ZWJ, LRM, variation
    /// selectors, ...) count as covered because HarfBuzz hides them when the face lacks them. The cmap is asked
    /// first: the property lookup is the slower of the two.
    package static func isCovered(_ cluster: ArraySlice<Unicode.Scalar>, by face: FontFace) -> Bool {
        cluster.allSatisfy { face.hasGlyph(for: $0) || isDefaultIgnorable($0) }
    }

    /// Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt), without the property lookup for the
    /// ranges long texts are made of: below U+034F only U+00AD SOFT HYPHEN is default-ignorable, and in the
    /// Arabic block U+0600–U+06FF only U+061C ARABIC LETTER MARK. `FallbackClusterTests` compares every scalar.
    package static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0x034F: return scalar.value == 0x00AD
        case 0x0600...0x06FF: return scalar.value == 0x061C
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
