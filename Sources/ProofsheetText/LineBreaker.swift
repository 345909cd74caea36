/// Finds line-break opportunities with the Unicode Line Breaking Algorithm (UAX #14 revision 49, Unicode 15.0).
///
/// Applies rules LB1–LB31 of UAX #14 §6 in order, with the default resolution of LB1 (AI, SG, XX → AL;
/// SA → CM when General_Category is Mn or Mc, else AL; CJ → NS) and the regular-expression form of LB25 from
/// Example 7 of §8.2, which is what `LineBreakTest.txt` assumes. No dictionary breaking for SA scripts.
///
/// Offsets are in Unicode scalars (see `LineBreakOpportunity`). Tables are immutable, so every function is
/// safe to call from any thread.
package enum LineBreaker {
    /// The Line_Break property of `scalar` as listed in the UCD, before LB1 resolves AI, SA, CJ, SG and XX.
    package static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {
        LineBreakClass(rawValue: UInt8(LineBreakTable.value(of: scalar) & LineBreakTable.classMask)) ?? .xx
    }

    /// Break opportunities in `text`, offsets counted in Unicode scalars, the last one (end of text) mandatory.
    package static func opportunities(in text: String) -> [LineBreakOpportunity] {
        opportunities(in: Array(text.unicodeScalars))
    }

    /// Break opportunities in `scalars`, offsets counted in scalars, the last one (end of text) mandatory.
    package static func opportunities(in scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
        let count = scalars.count
        guard count > 0 else { return [] }
        var classes = [LineBreakClass](repeating: .al, count: count)
        var flags = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            let value = LineBreakTable.value(of: scalars[index])
            classes[index] = resolved(value)
            flags[index] = value
        }

        var result: [LineBreakOpportunity] = []
        result.reserveCapacity(count / 4 + 1)
        var context = Context(first: classes[0], flags: flags[0])
        for index in 1..<count {
            let next = classes[index]
            let decision = context.decision(before: next, flags: flags[index]) {
                followingUnitClass(classes, after: index) == .nu
            }
            switch decision {
            case .mandatory: result.append(LineBreakOpportunity(offset: index, isMandatory: true))
            case .allowed: result.append(LineBreakOpportunity(offset: index, isMandatory: false))
            case .prohibited: break
            }
            context.advance(over: next, flags: flags[index])
        }
        result.append(LineBreakOpportunity(offset: count, isMandatory: true))  // LB3
        return result
    }

    /// LB1: the default resolution of classes whose behaviour UAX #14 leaves to tailoring.
    package static func resolved(_ value: UInt32) -> LineBreakClass {
        let raw = LineBreakClass(rawValue: UInt8(value & LineBreakTable.classMask)) ?? .xx
        switch raw {
        case .ai, .sg, .xx: return .al
        case .sa: return value & LineBreakTable.combiningMarkFlag != 0 ? .cm : .al
        case .cj: return .ns
        default: return raw
        }
    }

    /// The class of the first scalar after `index` that is not a CM or ZWJ (the next unit under LB9); XX at the end.
    private static func followingUnitClass(_ classes: [LineBreakClass], after index: Int) -> LineBreakClass {
        var position = index + 1
        while position < classes.count, classes[position] == .cm || classes[position] == .zwj {
            position += 1
        }
        return position < classes.count ? classes[position] : .xx
    }
}

/// The outcome of UAX #14 at one position between two scalars.
private enum LineBreakDecision {
    /// `!`: a break is required.
    case mandatory
    /// `÷`: a break is allowed.
    case allowed
    /// `×`: no break.
    case prohibited
}

/// What the rules know about the text to the left of the position being decided.
///
/// A "unit" is a character with the combining marks and ZWJs that LB9 attaches to it; after LB10 its class is the
/// base's class (AL for a mark that could not attach).
private struct Context {
    /// Class of the scalar just before the position (after LB1, before LB9/LB10).
    var previousScalar: LineBreakClass
    /// Class of the unit just before the position.
    var left: LineBreakClass
    /// Table flags of that unit's base scalar (East Asian width for LB30, pictographic for LB30b).
    var leftFlags: UInt32
    /// Class of the unit before `left`, for LB21a; SP at the start of the text (no rule asks about SP there).
    var beforeLeft: LineBreakClass
    /// Class of the last unit that is not SP, at or before `left`: the `X` of the `X SP*` rules LB8, LB14–LB17;
    /// SP when there is none.
    var beforeSpaces: LineBreakClass
    /// How many consecutive RI units end at `left` (LB30a).
    var regionalIndicatorRun: Int
    /// Where `left` sits in the LB25 pattern `NU (NU | SY | IS)* (CL | CP)?`.
    var number: NumberState

    enum NumberState {
        case outside
        /// After `NU (NU | SY | IS)*`.
        case digits
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    init(first: LineBreakClass, flags: UInt32) {
        let unit = Context.unitClass(first)
        previousScalar = first
        left = unit
        leftFlags = flags
        beforeLeft = .sp
        beforeSpaces = unit
        regionalIndicatorRun = unit == .ri ? 1 : 0
        number = unit == .nu ? .digits : .outside
    }

    /// LB10: a CM or ZWJ that starts a unit is treated as AL.
    static func unitClass(_ scalarClass: LineBreakClass) -> LineBreakClass {
        scalarClass == .cm || scalarClass == .zwj ? .al : scalarClass
    }

    /// LB9: whether a scalar of class `next` attaches to the unit on the left.
    func attaches(_ next: LineBreakClass) -> Bool {
        guard next == .cm || next == .zwj else { return false }
        switch left {
        case .bk, .cr, .lf, .nl, .sp, .zw: return false
        default: return true
        }
    }

    /// The rules LB4–LB31 for the position before a scalar of class `next`.
    /// `followingUnitIsNumeric` tells whether the unit after `next` is NU, needed only by LB25's
    /// `(PR | PO) × (OP | HY) NU`.
    func decision(
        before next: LineBreakClass, flags: UInt32, followingUnitIsNumeric: () -> Bool
    ) -> LineBreakDecision {
        // LB4, LB5: breaks after hard line ends. BK, CR, LF and NL never take marks, so `left` is the scalar.
        switch left {
        case .bk: return .mandatory
        case .cr: return next == .lf ? .prohibited : .mandatory
        case .lf, .nl: return .mandatory
        default: break
        }
        switch next {
        case .bk, .cr, .lf, .nl: return .prohibited  // LB6
        case .sp, .zw: return .prohibited  // LB7
        default: break
        }
        if beforeSpaces == .zw { return .allowed }  // LB8: ZW SP* ÷
        if previousScalar == .zwj { return .prohibited }  // LB8a
        if attaches(next) { return .prohibited }  // LB9
        let right = Context.unitClass(next)  // LB10
        return pairDecision(right: right, rightFlags: flags, followingUnitIsNumeric: followingUnitIsNumeric)
    }

    /// LB11–LB31, on units.
    private func pairDecision(
        right: LineBreakClass, rightFlags: UInt32, followingUnitIsNumeric: () -> Bool
    ) -> LineBreakDecision {
        if right == .wj || left == .wj { return .prohibited }  // LB11
        if left == .gl { return .prohibited }  // LB12
        if right == .gl && left != .sp && left != .ba && left != .hy { return .prohibited }  // LB12a
        switch right {
        case .cl, .cp, .ex, .is, .sy: return .prohibited  // LB13
        default: break
        }
        let spacedLeft = beforeSpaces  // the X of X SP*, whether or not spaces follow it
        if spacedLeft == .op { return .prohibited }  // LB14
        if spacedLeft == .qu && right == .op { return .prohibited }  // LB15
        if (spacedLeft == .cl || spacedLeft == .cp) && right == .ns { return .prohibited }  // LB16
        if spacedLeft == .b2 && right == .b2 { return .prohibited }  // LB17
        if left == .sp { return .allowed }  // LB18
        if right == .qu || left == .qu { return .prohibited }  // LB19
        if right == .cb || left == .cb { return .allowed }  // LB20
        switch right {
        case .ba, .hy, .ns: return .prohibited  // LB21
        default: break
        }
        if left == .bb { return .prohibited }  // LB21
        if (left == .hy || left == .ba) && beforeLeft == .hl { return .prohibited }  // LB21a
        if left == .sy && right == .hl { return .prohibited }  // LB21b
        if right == .in { return .prohibited }  // LB22
        let leftAlphabetic = left == .al || left == .hl
        let rightAlphabetic = right == .al || right == .hl
        if leftAlphabetic && right == .nu || left == .nu && rightAlphabetic { return .prohibited }  // LB23
        if left == .pr && (right == .id || right == .eb || right == .em) { return .prohibited }  // LB23a
        if (left == .id || left == .eb || left == .em) && right == .po { return .prohibited }  // LB23a
        let leftAffix = left == .pr || left == .po
        if leftAffix && rightAlphabetic || leftAlphabetic && (right == .pr || right == .po) {
            return .prohibited  // LB24
        }
        if numberRule(right: right, leftAffix: leftAffix, followingUnitIsNumeric: followingUnitIsNumeric) {
            return .prohibited  // LB25
        }
        if koreanSyllableRule(right: right) { return .prohibited }  // LB26, LB27
        if leftAlphabetic && rightAlphabetic { return .prohibited }  // LB28
        if left == .is && rightAlphabetic { return .prohibited }  // LB29
        let rightWide = rightFlags & LineBreakTable.eastAsianWideFlag != 0
        let leftWide = leftFlags & LineBreakTable.eastAsianWideFlag != 0
        if (leftAlphabetic || left == .nu) && right == .op && !rightWide { return .prohibited }  // LB30
        if left == .cp && !leftWide && (rightAlphabetic || right == .nu) { return .prohibited }  // LB30
        if left == .ri && right == .ri && regionalIndicatorRun % 2 == 1 { return .prohibited }  // LB30a
        if right == .em {
            if left == .eb || leftFlags & LineBreakTable.unassignedPictographicFlag != 0 { return .prohibited }  // LB30b
        }
        return .allowed  // LB31
    }

    /// LB25 in the regular-expression form of UAX #14 §8.2 Example 7.
    private func numberRule(
        right: LineBreakClass, leftAffix: Bool, followingUnitIsNumeric: () -> Bool
    ) -> Bool {
        if leftAffix && right == .nu { return true }  // (PR | PO) × NU
        if leftAffix && (right == .op || right == .hy) && followingUnitIsNumeric() { return true }  // (PR | PO) × (OP | HY) NU
        if (left == .op || left == .hy) && right == .nu { return true }  // (OP | HY) × NU
        switch (number, right) {
        case (.digits, .nu), (.digits, .sy), (.digits, .is), (.digits, .cl), (.digits, .cp): return true
        case (.digits, .po), (.digits, .pr), (.closed, .po), (.closed, .pr): return true
        default: return false
        }
    }

    /// LB26 (Hangul syllable blocks) and LB27 (Korean syllable blocks with numeric affixes).
    private func koreanSyllableRule(right: LineBreakClass) -> Bool {
        switch (left, right) {
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3): return true
        case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt): return true
        case (.jt, .jt), (.h3, .jt): return true
        case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po): return true
        case (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3): return true
        default: return false
        }
    }

    /// Moves the position past a scalar of class `next`.
    mutating func advance(over next: LineBreakClass, flags: UInt32) {
        defer { previousScalar = next }
        if attaches(next) { return }
        let unit = Context.unitClass(next)
        beforeLeft = left
        left = unit
        leftFlags = flags
        if unit != .sp { beforeSpaces = unit }
        regionalIndicatorRun = unit == .ri ? regionalIndicatorRun + 1 : 0
        switch (number, unit) {
        case (_, .nu): number = .digits
        case (.digits, .sy), (.digits, .is): number = .digits
        case (.digits, .cl), (.digits, .cp): number = .closed
        default: number = .outside
        }
    }
}
