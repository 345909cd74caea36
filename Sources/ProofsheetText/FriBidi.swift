import CFriBidi

/// The wall around FriBidi 1.0.8: the only file in the text stage that calls its bidi functions.
///
/// FriBidi's own character tables are Unicode 10.0, so it is given the classes and brackets of the generated
/// `BidiClassTable` (the same Unicode version as the line-break table) through `fribidi_get_par_embedding_levels_ex`,
/// which takes them as input; FriBidi only runs the algorithm.
///
/// Every array FriBidi reads or writes is allocated here in Swift, lent to C only for the
/// duration of one call, and returned as a Swift array, so nothing C-owned outlives a call.
/// The functions used are reentrant (they keep no state between calls and allocate their
/// working run lists per call), which `BidiParagraphTests` checks on four threads.
package enum FriBidi {
    /// What the paragraph pass resolved: one level per scalar and the paragraph direction.
    package struct ResolvedParagraph {
        package var bidiClasses: [UInt32]
        package var levels: [UInt8]
        package var baseDirection: TextDirection
    }

    /// Runs UAX #9 rules P2–I2 over one paragraph of scalars. FriBidi folds L1 clauses 1–3
    /// (separators and whitespace before them) and clause 4 at the paragraph end into the same pass.
    ///
    /// Bracket pairs (BD16, rule N0) are found from each scalar's Bidi_Paired_Bracket_Type,
    /// looked up only for scalars whose class is ON, as BD14/BD15 require.
    package static func resolveParagraph(
        _ scalars: [Unicode.Scalar], policy: ParagraphDirectionPolicy
    ) -> ResolvedParagraph {
        var requested = parType(for: policy)
        let count = scalars.count
        guard count > 0 else {
            return ResolvedParagraph(bidiClasses: [], levels: [], baseDirection: direction(of: requested))
        }
        precondition(count <= Int(Int32.max), "BidiParagraph: \(count) scalars exceed FriBidi's Int32 index range")
        let length = FriBidiStrIndex(count)
        var classes = bidiClasses(of: scalars)
        var brackets = scalars.indices.map { i -> FriBidiBracketType in
            classes[i] == onType ? BidiClass.pairedBracket(of: scalars[i]) : 0  // BD14/BD15: only ON can pair
        }
        var levels = [UInt8](repeating: 0, count: count)
        let maxLevelPlusOne = classes.withUnsafeMutableBufferPointer { classBuffer in
            classBuffer.withMemoryRebound(to: FriBidiCharType.self) { types in
                brackets.withUnsafeMutableBufferPointer { bracketTypes in
                    levels.withUnsafeMutableBufferPointer { levelBuffer in
                        levelBuffer.withMemoryRebound(to: FriBidiLevel.self) { embedding in
                            fribidi_get_par_embedding_levels_ex(
                                types.baseAddress, bracketTypes.baseAddress, length, &requested, embedding.baseAddress)
                        }
                    }
                }
            }
        }
        // FriBidi reports failure only when malloc fails; Swift treats that as fatal everywhere else too.
        precondition(maxLevelPlusOne > 0, "BidiParagraph: FriBidi could not allocate its run lists for \(count) scalars")
        return ResolvedParagraph(bidiClasses: classes, levels: levels, baseDirection: direction(of: requested))
    }

    /// FriBidi's type bits for each `BidiClass` raw value, read from FriBidi itself through a character whose class
    /// has not changed since Unicode 6.3, so no bit pattern is copied from its headers.
    private static let charTypes: [UInt32] = {
        let samples: [UInt32] = [
            0x41, 0x5D0, 0x627, 0x30, 0x2B, 0x24, 0x660, 0x2C, 0x300, 0xAD, 0x2029, 0x09, 0x20, 0x21,
            0x202A, 0x202D, 0x202B, 0x202E, 0x202C, 0x2066, 0x2067, 0x2068, 0x2069,
        ]
        return samples.map { fribidi_get_bidi_type($0).rawValue }
    }()

    private static let onType = charTypes[Int(BidiClass.on.rawValue)]

    /// FriBidi's type bits for each scalar's Bidi_Class (from the generated table).
    package static func bidiClasses(of scalars: [Unicode.Scalar]) -> [UInt32] {
        scalars.map { charTypes[Int(BidiClass(of: $0).rawValue)] }
    }

    /// FriBidi's type bits for Other Neutral (ON), the class of a drawn hyphen (U+2010).
    package static var otherNeutralType: UInt32 { onType }

    /// Reorders one line (UAX #9 rule L2) and returns, for each visual position from left to
    /// right, the logical index of the scalar shown there.
    ///
    /// `lineLevels` must already have L1 applied for the line. Non-spacing marks are not moved
    /// after their bases (FRIBIDI_FLAG_REORDER_NSM is off): L3 is optional and HarfBuzz places
    /// marks itself when it shapes a right-to-left run.
    package static func visualOrder(
        bidiClasses: [UInt32], lineRange: Range<Int>, lineLevels: [UInt8], baseDirection: TextDirection
    ) -> [Int] {
        let count = lineRange.count
        guard count > 0 else { return [] }
        var map = (0..<count).map { FriBidiStrIndex(lineRange.lowerBound + $0) }
        var levels = lineLevels
        let maxLevelPlusOne = bidiClasses.withUnsafeBufferPointer { classBuffer in
            classBuffer.withMemoryRebound(to: FriBidiCharType.self) { types in
                levels.withUnsafeMutableBufferPointer { levelBuffer in
                    levelBuffer.withMemoryRebound(to: FriBidiLevel.self) { embedding in
                        map.withUnsafeMutableBufferPointer { indices in
                            // Offsetting the pointers and passing off = 0 keeps FriBidi inside the line's slice.
                            fribidi_reorder_line(
                                0, types.baseAddress! + lineRange.lowerBound, FriBidiStrIndex(count), 0,
                                parType(for: .forced(baseDirection)), embedding.baseAddress, nil, indices.baseAddress)
                        }
                    }
                }
            }
        }
        precondition(maxLevelPlusOne > 0, "BidiParagraph: FriBidi failed to reorder line \(lineRange)")
        return map.map { Int($0) }
    }

    /// Whether rule L1 clause 4 resets this class when it trails a line: whitespace, isolate
    /// formatting characters, and the BN and embedding controls that X9 removed (UAX #9 §5.2).
    package static func isResetAtLineEnd(_ bidiClass: UInt32) -> Bool {
        let mask = FRIBIDI_MASK_WS | FRIBIDI_MASK_ISOLATE | FRIBIDI_MASK_BN | FRIBIDI_MASK_EXPLICIT
        return Int(bidiClass) & mask != 0
    }

    /// The Bidi_Mirroring_Glyph of a scalar (UAX #9 rule L4, UCD BidiMirroring.txt), if it has one.
    package static func mirror(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        var mirrored: FriBidiChar = 0
        guard fribidi_get_mirror_char(scalar.value, &mirrored) != 0 else { return nil }
        return Unicode.Scalar(mirrored)
    }

    private static func parType(for policy: ParagraphDirectionPolicy) -> FriBidiParType {
        switch policy {
        case .auto(fallback: .ltr): return FRIBIDI_PAR_WLTR
        case .auto(fallback: .rtl): return FRIBIDI_PAR_WRTL
        case .forced(.ltr): return FRIBIDI_PAR_LTR
        case .forced(.rtl): return FRIBIDI_PAR_RTL
        }
    }

    /// FriBidi leaves a weak request (WLTR/WRTL) untouched when the paragraph has no strong
    /// character; both weak and strong types carry the RTL bit in the same place.
    private static func direction(of parType: FriBidiParType) -> TextDirection {
        Int(parType.rawValue) & FRIBIDI_MASK_RTL != 0 ? .rtl : .ltr
    }
}
