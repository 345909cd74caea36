import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// `statusDistinguishable` (WCAG 2.2 §1.4.1 Use of Color, error): two status nodes of different tones on one
/// screen (badges, a field's error) whose colours as drawn (`drawnColors(of:_:)`: the fill — a tone's tint over what
/// is under it — and the ink of its icon or text, read from the pixels and the display list, not the tone's
/// colour) become alike for a person with a dichromacy — CIEDE2000 ΔE00 below `minimumDeltaE` after the Machado et
/// al. 2009 simulation (`VisionSimulator`) — and that carry no other cue telling them apart: the same icon
/// (or none) and the same text (or none). The finding names the other node and every deficiency concerned.
package enum StatusDistinguishableCheck {
    /// ΔE00 below which two status colours count as alike. About 1 is just noticeable for large patches side
    /// by side; status marks are small and seldom adjacent, so Proofsheet asks for ten times that.
    package static let minimumDeltaE = 10.0

    package static func run(_ s: AuditScene, into findings: inout [Finding]) {
        var statuses: [(index: Int, tone: BadgeTone, colors: [Color], cue: String)] = []
        for index in s.nodes.indices where !s.isHidden(index) && s.isPainted(index) {
            let semantics = s.nodes[index].semantics
            guard let tone = semantics.statusTone, let colors = drawnColors(of: index, s) else { continue }
            statuses.append((index, tone, colors, cue(of: index, s)))
        }
        let simulators = ColorVisionDeficiency.dichromacies.map(VisionSimulator.init)
        for (position, status) in statuses.enumerated() {
            for other in statuses[..<position] where other.tone != status.tone && other.cue == status.cue {
                guard status.colors.count == other.colors.count else { continue }
                var alike: [(ColorVisionDeficiency, Double)] = []
                for simulator in simulators {
                    // Alike only when every colour drawn (the fill, then the ink) is alike: the largest difference decides.
                    let delta = zip(status.colors, other.colors).map { a, b in
                        CIELab(simulator.simulate(a)).deltaE2000(to: CIELab(simulator.simulate(b)))
                    }.max() ?? .infinity
                    if delta < minimumDeltaE { alike.append((simulator.deficiency, delta)) }
                }
                guard let worst = alike.min(by: { $0.1 < $1.1 }) else { continue }
                let otherID = s.nodes[other.index].id.name
                findings.append(s.finding(.statusDistinguishable, node: status.index, severity: .error, rect: s.scene.frames[status.index],
                                          message: "'\(status.tone.rawValue)' and '\(other.tone.rawValue)' ('\(otherID)') look alike with \(worst.0.rawValue) (ΔE00 \(AuditFormat.number(worst.1, places: 1)) < \(AuditFormat.number(minimumDeltaE, places: 0))) and nothing else tells them apart; give each its own icon or label",
                                          evidence: [
                                              "other": otherID,
                                              "deficiencies": alike.map { "\($0.0.rawValue) ΔE00 \(AuditFormat.number($0.1, places: 1))" }.joined(separator: ", "),
                                              "colors": "\(status.colors.map(\.opaqueHex).joined(separator: " + ")) / \(other.colors.map(\.opaqueHex).joined(separator: " + "))",
                                          ], key: otherID))
            }
        }
    }

    /// The colours a status node shows, as drawn: the most frequent pixel inside its frame (its fill — a tint
    /// blended with what is under it — or, for a mark without a fill, its ink), then, when it has an icon or text,
    /// the colour its first one is painted in, composited over that fill. Nil when nothing of it can be sampled.
    package static func drawnColors(of index: Int, _ s: AuditScene) -> [Color]? {
        let frame = s.scene.frames[index]
        let radius = min(s.nodes[index].box.cornerRadius, min(frame.width, frame.height) / 2)
        // Inside the rounded corners: the rectangle inset by r(1 - 1/√2) lies wholly within the shape.
        let inset = radius * (1 - 0.5.squareRoot())
        let area = s.pixels(within: frame.insetBy(dx: inset, dy: inset).intersection(s.visible[index]))
        guard !area.isEmpty else { return nil }
        var counts: [Color: Int] = [:]
        let pixmap = s.rendered.pixmap
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let p = pixmap[x, y]
                counts[Color(r: p.r, g: p.g, b: p.b), default: 0] += 1
            }
        }
        // Most frequent, ties broken by the hex value so the answer never depends on hashing.
        guard let fill = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key.hexString > $1.key.hexString })?.key else { return nil }
        var stack = [index]
        while let current = stack.popLast() {
            for item in s.items[current] ?? [] {
                switch item.content {
                case .text(_, _, let color), .path(_, _, let color):
                    return [fill, color.withOpacity(item.opacity).composited(over: fill)]
                case .shape, .border, .image: break
                }
            }
            stack += s.scene.children[current].reversed()
        }
        return [fill]
    }

    /// The icons and texts inside a status node: its non-colour cue ("" for a bare dot).
    package static func cue(of index: Int, _ s: AuditScene) -> String {
        var parts: [String] = []
        var stack = [index]
        while let current = stack.popLast() {
            switch s.nodes[current].kind {
            case .icon(let icon): parts.append("icon:" + icon.name)
            case .text(let text): parts.append("text:" + text.string)
            default: break
            }
            stack += s.scene.children[current].reversed()
        }
        return parts.joined(separator: "|")
    }
}
