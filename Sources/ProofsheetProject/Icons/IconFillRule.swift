/// The winding rule an icon's path must be filled with.
///
/// Most icons are unions of positively wound pieces (stroke bands, discs) whose holes are wound the
/// other way, so they need `.nonZero`; an icon built from nested same-direction contours needs `.evenOdd`.
/// The rules are the usual ones of PostScript and SVG (SVG 1.1 §11.3, `fill-rule`).
package enum IconFillRule: String, Hashable, Sendable {
    /// A point is inside when the signed count of contour crossings around it is not zero.
    case nonZero
    /// A point is inside when the number of contour crossings around it is odd.
    case evenOdd
}
