/// The reading direction of a whole layout: which physical side is "leading".
///
/// In `rightToLeft` h-stacks run from the right, and leading/trailing padding and alignment swap,
/// so every frame is the exact mirror of the left-to-right frame: `x' = W - x - w`, where `W` is
/// the viewport width (UAX #9 decides a paragraph's direction; this is the screen's direction).
package enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
