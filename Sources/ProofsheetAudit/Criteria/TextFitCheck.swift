import ProofsheetRaster
import ProofsheetText
import ProofsheetProject
import ProofsheetSpec

/// Text that does not fit (WCAG 2.2 §1.4.4 Resize Text, §1.4.10 Reflow): clipped, truncated or overlapping.
///
/// * `clippedText` (error): the laid-out lines are taller or wider than the node's content box (they spill
///   over what follows); or part of them lies outside the clip of an ancestor or the screen (a scroll view
///   clips only sideways here: what is below the fold can be scrolled to); or glyph ink — measured in the
///   exact masks, which is how Arabic marks above a tight line box are caught — is cut by such a clip.
///   Info when ink spills more than 1 pt out of the node's frame without being cut (nothing is lost yet).
/// * `truncatedText`: shortened by `maxLines`; a warning with the characters lost, an error with
///   `mustNotTruncate`.
/// * `overlappingText` (error): line boxes of two painted texts overlap by more than 1 pt².
package enum TextFitCheck {
    /// Points of overflow tolerated (sub-pixel rounding of layout).
    package static let tolerance = 0.5

    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        var lineBoxes: [(index: Int, boxes: [Rect])] = []
        for index in s.nodes.indices {
            guard case .text(let text) = s.nodes[index].kind, let layout = s.scene.texts[index],
                  s.painted[index].opacity > 0, !s.inert[index] else { continue }
            let content = s.scene.contentRect(index)
            let boxes = layout.lines.map { $0.box.offsetBy(dx: content.minX, dy: content.minY) }
            if s.settings.audits(.clippedText) {
                clipping(index, text: text, layout: layout, content: content, boxes: boxes, s, into: &findings)
            }
            if s.settings.audits(.truncatedText), layout.isTruncated {
                let severity: FindingSeverity = text.mustNotTruncate ? .error : .warning
                let evidence: FindingEvidence = [
                    "lostCharacters": String(layout.truncatedCharacters),
                    "maxLines": text.maxLines.map(String.init) ?? "-",
                    "textScale": s.cell.sizeDescription,
                    "text": AuditFormat.quoted(text.string, limit: 60),
                ]
                let advice = text.mustNotTruncate ? "it is marked mustNotTruncate: give it room or more lines" : "raise maxLines or shorten the string"
                findings.append(s.finding(.truncatedText, node: index, severity: severity, rect: content,
                                          message: "\(s.describe(index)) is truncated to \(text.maxLines ?? layout.lines.count) line(s), losing \(layout.truncatedCharacters) character(s); \(advice)",
                                          evidence: evidence))
            }
            if s.isPainted(index) {
                lineBoxes.append((index, boxes.map { $0.intersection(s.visible[index]) }.filter { !$0.isEmpty }))
            }
        }
        guard s.settings.audits(.overlappingText) else { return }
        for (a, first) in lineBoxes.enumerated() {
            for second in lineBoxes[(a + 1)...] {
                guard !s.isAncestor(first.index, of: second.index) else { continue }
                var overlap = Rect.zero
                for p in first.boxes {
                    for q in second.boxes {
                        let r = p.intersection(q)
                        if r.width * r.height > overlap.width * overlap.height { overlap = r }
                    }
                }
                guard overlap.width > tolerance, overlap.height > tolerance, overlap.width * overlap.height > 1 else { continue }
                let other = s.nodes[first.index]
                let evidence: FindingEvidence = [
                    "other": other.id.name, "overlap": "\(AuditFormat.points(overlap.width)) × \(AuditFormat.points(overlap.height))",
                    "textScale": s.cell.sizeDescription,
                ]
                findings.append(s.finding(.overlappingText, node: second.index, severity: .error, rect: overlap,
                                          message: "\(s.describe(second.index)) is drawn over \(s.describe(first.index)) (\(evidence["overlap"]!)); let the layout give each text its own room",
                                          evidence: evidence, key: other.id.name + "|" + other.elementPath))
            }
        }
    }

    package static func clipping(_ index: Int, text: ResolvedText, layout: TextLayout, content: Rect, boxes: [Rect], _ s: AuditScene,
                         into findings: inout [Finding]) {
        guard let first = boxes.first else { return }
        var drawn = first
        for box in boxes.dropFirst() {
            drawn = Rect(x: min(drawn.minX, box.minX), y: min(drawn.minY, box.minY),
                         width: max(drawn.maxX, box.maxX) - min(drawn.minX, box.minX),
                         height: max(drawn.maxY, box.maxY) - min(drawn.minY, box.minY))
        }
        let overflowY = max(0, drawn.maxY - content.maxY) + max(0, content.minY - drawn.minY)
        let overflowX = max(0, drawn.maxX - content.maxX) + max(0, content.minX - drawn.minX)
        let cut = s.cutting[index]
        let visiblePart = drawn.intersection(cut)
        let hiddenY = drawn.height - visiblePart.height, hiddenX = drawn.width - visiblePart.width
        let frame = s.scene.frames[index]
        // Only lines whose ink box crosses the clip or the frame can lose ink: the others' masks are not read. The
        // masks are the rasteriser's (`PaintRecord`), lines it skipped as out of its clip included.
        let masks = (s.paintedText(of: index)?.lines ?? []).flatMap { line in
            guard let bound = line.inkBound,
                  !isInside(bound, clip: cut, scale: s.scale) || !isInside(bound, clip: frame, scale: s.scale) else { return [TextPainter.PlacedMask]() }
            return line.masks
        }
        let ink = inkOutside(masks, clip: cut, scale: s.scale)
        let inkSpill = inkOutside(masks, clip: frame, scale: s.scale)

        var problems: [String] = []
        var evidence: FindingEvidence = [
            "frame": "\(AuditFormat.points(content.width)) × \(AuditFormat.points(content.height))",
            "text": "\(AuditFormat.points(drawn.width)) × \(AuditFormat.points(drawn.height)), \(layout.lines.count) line(s)",
            "textScale": s.cell.sizeDescription,
        ]
        if overflowY > tolerance || overflowX > tolerance {
            problems.append("its lines need \(AuditFormat.points(drawn.width)) × \(AuditFormat.points(drawn.height)) but its box is \(AuditFormat.points(content.width)) × \(AuditFormat.points(content.height))")
            evidence.append("overflow", "\(AuditFormat.points(overflowX)) wide, \(AuditFormat.points(overflowY)) tall")
        }
        var shortfall = max(overflowX, overflowY)
        let spilled = spill(of: drawn, from: index, s)
        if let (ancestor, spill) = spilled {
            problems.append("it spills \(AuditFormat.points(spill)) out of \(s.describe(ancestor))")
            evidence.append("spillsOutOf", "\(s.nodes[ancestor].id) by \(AuditFormat.points(spill))")
            shortfall = max(shortfall, spill)
        }
        if !drawn.isEmpty, hiddenY > tolerance || hiddenX > tolerance || visiblePart.isEmpty {
            problems.append("\(AuditFormat.points(visiblePart.isEmpty ? drawn.height : hiddenY)) of its height\(hiddenX > tolerance ? " and \(AuditFormat.points(hiddenX)) of its width" : "") is cut off by a clip or the screen edge")
            evidence.append("hidden", "\(AuditFormat.points(hiddenX)) wide, \(AuditFormat.points(hiddenY)) tall")
            shortfall = max(shortfall, visiblePart.isEmpty ? drawn.height : max(hiddenX, hiddenY))
        }
        if ink.glyphs > 0 {
            problems.append("\(ink.glyphs) glyph(s) lose ink to a clip (up to \(AuditFormat.points(ink.depth)))")
            evidence.append("cutGlyphs", String(ink.glyphs))
            evidence.append("cutInk", AuditFormat.points(ink.depth) + " beyond the clip")
            shortfall = max(shortfall, ink.depth)
        }
        if problems.isEmpty {
            guard inkSpill.glyphs > 0, inkSpill.depth > 1 else { return }
            evidence.append("inkOutsideFrame", "\(inkSpill.glyphs) glyph(s), up to \(AuditFormat.points(inkSpill.depth))")
            findings.append(s.finding(.clippedText, node: index, severity: .info, rect: frame,
                                      message: "\(s.describe(index)) draws ink up to \(AuditFormat.points(inkSpill.depth)) outside its frame (line height \(AuditFormat.points(layout.style.effectiveLineHeight)) is tight for its marks); a clip would cut it",
                                      evidence: evidence, key: "spill", shortfall: inkSpill.depth))
            return
        }
        let horizontal = overflowX > tolerance || hiddenX > tolerance
        var advice = "let it wrap or grow, or shorten the string"
        let container = spilled?.0 ?? ClipCause.clippingAncestor(of: index, drawn: drawn, s)
        let cause = container.flatMap { ClipCause.pusher(of: index, in: $0, s) }
        if let cause {
            let growth = "\(cause.lines) lines, +\(AuditFormat.points(cause.growth))"
            evidence.append("causedBy", "\(s.nodes[cause.node].id) (\(growth))")
            problems.append("it is pushed out by \(s.describe(cause.node)), which wraps to \(growth)")
            advice = "give \(s.nodes[container!].type) '\(s.nodes[container!].id)' room to grow or keep '\(s.nodes[cause.node].id)' shorter"
        }
        findings.append(s.finding(.clippedText, node: index, severity: .error, rect: drawn.union(content),
                                  message: "\(s.describe(index)) does not fit: " + problems.joined(separator: "; ") + "; " + advice,
                                  evidence: evidence, wcag: horizontal ? "1.4.10" : "1.4.4", shortfall: shortfall,
                                  cause: cause?.node))
    }

    /// The nearest ancestor (below any scroll view) whose frame does not hold the lines, and by how far they
    /// reach out of it, in points: a fixed-size control whose label grew past it.
    package static func spill(of drawn: Rect, from index: Int, _ s: AuditScene) -> (Int, Double)? {
        for ancestor in s.ancestors(of: index) {
            if case .scroll = s.nodes[ancestor].kind { return nil }
            let frame = s.scene.frames[ancestor]
            guard !frame.isEmpty else { continue }
            let spill = max(frame.minX - drawn.minX, drawn.maxX - frame.maxX, frame.minY - drawn.minY, drawn.maxY - frame.maxY, 0)
            if spill > tolerance { return (ancestor, spill) }
        }
        return nil
    }

    /// Whether every pixel centre of `pixels` lies inside `clip` (points), so no ink there can be cut.
    package static func isInside(_ pixels: PixelRect, clip: Rect, scale: Double) -> Bool {
        Double(pixels.minX) + 0.5 >= clip.minX * scale && Double(pixels.maxX) - 0.5 <= clip.maxX * scale
            && Double(pixels.minY) + 0.5 >= clip.minY * scale && Double(pixels.maxY) - 0.5 <= clip.maxY * scale
    }

    /// How many glyphs put ink (coverage ≥ 25 %) on pixels whose centres are outside `clip` (points), and the
    /// farthest such pixel's distance beyond it, in points.
    package static func inkOutside(_ masks: [TextPainter.PlacedMask], clip: Rect, scale: Double) -> (glyphs: Int, depth: Double) {
        var glyphs = 0
        var depth = 0.0
        let x0 = clip.minX * scale, x1 = clip.maxX * scale, y0 = clip.minY * scale, y1 = clip.maxY * scale
        for placed in masks {
            let b = placed.pixelBounds
            if isInside(b, clip: clip, scale: scale) { continue }
            var cut = false
            for y in b.minY..<b.maxY {
                let cy = Double(y) + 0.5
                for x in b.minX..<b.maxX {
                    let cx = Double(x) + 0.5
                    guard cx < x0 || cx > x1 || cy < y0 || cy > y1 else { continue }
                    guard placed.mask[x - placed.offset.x, y - placed.offset.y] >= 64 else { continue }
                    cut = true
                    let beyond = max(x0 - cx, cx - x1, y0 - cy, cy - y1, 0) + 0.5
                    depth = max(depth, beyond / scale)
                }
            }
            if cut { glyphs += 1 }
        }
        return (glyphs, depth)
    }
}

extension Rect {
    /// The smallest rectangle holding both (an empty one is ignored).
    package func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
