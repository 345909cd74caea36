import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// `focusIndicator`: the focus ring of a control drawn in its `focused` state (`ResolvedBox.focusRing`, painted
/// by `ScenePainter` outside the frame), measured in the rendered pixels:
///
/// * contrast (WCAG 2.2 §2.4.13 Focus Appearance, error): the ring's pixels against what it touches — a 1 pt
///   band outside the ring and the gap between ring and control, i.e. the pixels the ring covers when the
///   control is not focused — at least the non-text minimum (3:1), on the straight parts of the edges;
/// * size (§2.4.13): the ring's visible area at least that of a 2 pt thick perimeter of the control's frame
///   (corners counted as square);
/// * not obscured (§2.4.11 Focus Not Obscured, error): the ring lies wholly inside what its ancestors' clips
///   and the screen let show.
package enum FocusIndicatorCheck {
    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        for index in s.nodes.indices {
            guard let ring = s.nodes[index].box.focusRing, s.isPainted(index) else { continue }
            let frame = s.scene.frames[index]
            let outer = ring.outerRect(around: frame)
            let inner = outer.insetBy(dx: ring.width, dy: ring.width)
            let visible = s.visible[index]
            let shown = area(outer.intersection(visible)) - area(inner.intersection(visible))
            let required = 2 * 2 * (frame.width + frame.height)
            if !isInside(outer, visible) {
                findings.append(s.finding(.focusIndicator, node: index, severity: .error, rect: outer,
                                          message: "the focus ring of \(s.describe(index)) is cut off by a clip or the screen edge; keep the focused control fully in view",
                                          evidence: ["shown": AuditFormat.number(shown) + " pt²", "ring": AuditFormat.number(area(outer) - area(inner)) + " pt²"],
                                          wcag: "2.4.11", key: "obscured"))
            } else if shown < required {
                findings.append(s.finding(.focusIndicator, node: index, severity: .error, rect: outer,
                                          message: "the focus ring of \(s.describe(index)) covers \(AuditFormat.number(shown)) pt², less than a 2 pt perimeter (\(AuditFormat.number(required)) pt²); widen it",
                                          evidence: ["area": AuditFormat.number(shown) + " pt²", "required": AuditFormat.number(required) + " pt²",
                                                     "width": AuditFormat.points(ring.width)], key: "size"))
            }
            let corner = min(s.nodes[index].box.cornerRadius, frame.width / 2, frame.height / 2)
            guard let measured = contrast(ring, outer: outer, inner: inner, visible: visible, corner: corner, s) else { continue }
            let minimum = s.settings.nonTextContrast
            guard measured.ratio.value < minimum else { continue }
            findings.append(s.finding(.focusIndicator, node: index, severity: .error, rect: outer,
                                      message: "the focus ring of \(s.describe(index)) has contrast \(measured.ratio) against what it touches, needs \(AuditFormat.number(minimum)):1; use a focusRing colour that stands out",
                                      evidence: ["ratio": measured.ratio.description, "required": AuditFormat.number(minimum) + ":1",
                                                 "ring": measured.foreground.hexString, "touching": measured.background.hexString], key: "contrast"))
        }
    }

    /// The ring's top and bottom edges (clear of the rounded corners) against the bands on both sides of it.
    /// `corner` is the control's corner radius: the ring's own is that plus the gap and its width, so a pill's ring
    /// (a Material search bar's, 28 dp) is straight only that far in from its ends.
    package static func contrast(_ ring: FocusRing, outer: Rect, inner: Rect, visible: Rect, corner: Double = 0, _ s: AuditScene)
        -> (ratio: ContrastRatio, foreground: Color, background: Color)? {
        let radius = max(ring.width + ring.gap + 4, corner + ring.gap + ring.width)
        let straightX = outer.minX + radius, straightWidth = max(0, outer.width - 2 * radius)
        var ink = ColorSample(), touching = ColorSample()
        for y in [outer.minY, inner.maxY] {
            s.sample(s.pixels(within: Rect(x: straightX, y: y, width: straightWidth, height: ring.width).intersection(visible)), into: &ink)
        }
        for rect in [Rect(x: straightX, y: outer.minY - 1, width: straightWidth, height: 1),
                     Rect(x: straightX, y: outer.maxY, width: straightWidth, height: 1),
                     Rect(x: straightX, y: inner.minY, width: straightWidth, height: min(1, ring.gap)),
                     Rect(x: straightX, y: inner.maxY - min(1, ring.gap), width: straightWidth, height: min(1, ring.gap))] {
            s.sample(s.pixels(within: rect.intersection(visible)), into: &touching)
        }
        guard let (darkest, lightest) = touching.extremes() else { return nil }
        return NonTextContrastCheck.worst(foreground: ink.mean, drawn: ring.color, darkest: darkest, lightest: lightest)
    }

    package static func area(_ rect: Rect) -> Double { rect.isEmpty ? 0 : rect.width * rect.height }

    package static func isInside(_ rect: Rect, _ bounds: Rect) -> Bool {
        rect.minX >= bounds.minX - 0.01 && rect.minY >= bounds.minY - 0.01 && rect.maxX <= bounds.maxX + 0.01 && rect.maxY <= bounds.maxY + 0.01
    }
}
