/// A linear colour ramp from `start` to `end`, in pixels of the pixmap it is drawn into (top-left origin, y down).
///
/// Colour at a pixel is taken at its centre, projected onto the start→end line (CSS Images 3 §3.1 geometry) and
/// padded beyond the ends with the end colours. Between stops, colours are interpolated in sRGB bytes with
/// premultiplied alpha (CSS Images 4 §3.5.1 "premultiplied" interpolation), so fading to transparent never goes
/// grey; between two stops of equal alpha that is plain byte interpolation. Offsets are clamped to 0...1 and
/// made non-decreasing, as CSS does; equal offsets make a hard edge. A gradient whose start equals its end
/// paints its last stop's colour.
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a fraction of the way from start to end.
    public struct Stop: Hashable, Sendable {
        public var offset: Double
        public var color: Color

        public init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    public let start: Point
    public let end: Point
    /// At least two stops, offsets finite, in 0...1 and non-decreasing.
    public let stops: [Stop]

    /// Throws `RasterError.gradientNeedsTwoStops` for fewer than two stops, `.gradientStopNotFinite` for a NaN
    /// or infinite offset.
    public init(start: Point, end: Point, stops: [Stop]) throws {
        guard stops.count >= 2 else { throw RasterError.gradientNeedsTwoStops(count: stops.count) }
        var fixed: [Stop] = []
        var floor = 0.0
        for (index, stop) in stops.enumerated() {
            guard stop.offset.isFinite else { throw RasterError.gradientStopNotFinite(index: index) }
            let offset = max(floor, min(max(stop.offset, 0), 1))
            fixed.append(Stop(offset: offset, color: stop.color))
            floor = offset
        }
        self.start = start
        self.end = end
        self.stops = fixed
    }

    /// Two stops, `from` at the start and `to` at the end.
    public init(start: Point, end: Point, from: Color, to: Color) {
        self.start = start
        self.end = end
        stops = [Stop(offset: 0, color: from), Stop(offset: 1, color: to)]
    }

    /// The colour at fraction `t` along the ramp (clamped to 0...1), interpolated as described above.
    public func color(at t: Double) -> Color {
        let t = t == t ? min(max(t, 0), 1) : 0
        guard t > stops[0].offset else { return stops[0].color }
        var i = 1
        while i < stops.count && stops[i].offset <= t { i += 1 }
        guard i < stops.count else { return stops[stops.count - 1].color }
        let a = stops[i - 1], b = stops[i]
        let weight = Int(((t - a.offset) / (b.offset - a.offset) * 65536).rounded(.toNearestOrEven))
        return LinearGradient.mix(a.color, b.color, weight: min(max(weight, 0), 65536))
    }

    /// `a` and `b` mixed with `weight`/65536 of `b`, premultiplied, each channel rounded to nearest.
    package static func mix(_ a: Color, _ b: Color, weight w: Int) -> Color {
        let v = 65536 - w
        let (aa, ba) = (Int(a.a), Int(b.a))
        let alpha = (aa * v + ba * w + 32768) >> 16
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            if aa == ba { return UInt8((Int(x) * v + Int(y) * w + 32768) >> 16) }
            let denominator = aa * v + ba * w
            guard denominator > 0 else { return 0 }
            let numerator = Int(x) * aa * v + Int(y) * ba * w
            return UInt8((2 * numerator + denominator) / (2 * denominator))
        }
        return Color(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: UInt8(alpha))
    }
}
