/// How a layout node chooses its width or height, in points.
///
/// The rules, applied by ``LayoutEngine`` after which the node's min/max clamp applies:
/// - `auto`: the node hugs its content (a leaf's measured size, a stack's children plus spacing)
///   plus its padding.
/// - `points(x)`: exactly `x` points, whatever is proposed.
/// - `fill`: takes the parent's proposal. Along an h/v stack's axis a `fill` child is flexible
///   (weight 1 unless `flex` says otherwise); across the axis it stretches to the stack's inner
///   size. Where the proposal is unbounded (e.g. inside a scroll's height) `fill` acts as `auto`.
package enum LayoutLength: Hashable, Sendable {
    case auto
    case points(Double)
    case fill
}
