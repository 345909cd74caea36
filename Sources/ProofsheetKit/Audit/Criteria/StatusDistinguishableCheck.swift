/// `statusDistinguishable` (WCAG 2.2 §1.4.1 Use of Color, error): two status nodes of different tones on one
/// screen (badges, a field's error) whose tone colours (`Semantics.statusColor`, as the resolver recorded them)
/// become alike for a person with a dichromacy — CIEDE2000 ΔE00 below `minimumDeltaE` after the Machado et
/// al. 2009 simulation (`VisionSimulator`) — and that carry no other cue telling them apart: the same icon
/// (or none) and the same text (or none). The finding names the other node and every deficiency concerned.
enum StatusDistinguishableCheck {
    /// ΔE00 below which two status colours count as alike. About 1 is just noticeable for large patches side
    /// by side; status marks are small and seldom adjacent, so Proofsheet asks for ten times that.
    static let minimumDeltaE = 10.0

    static func run(_ s: AuditScene, into findings: inout [Finding]) {
        var statuses: [(index: Int, tone: BadgeTone, color: Color, cue: String)] = []
        for index in s.nodes.indices where !s.isHidden(index) && s.isPainted(index) {
            let semantics = s.nodes[index].semantics
            guard let tone = semantics.statusTone, let color = semantics.statusColor else { continue }
            statuses.append((index, tone, color, cue(of: index, s)))
        }
        let simulators = ColorVisionDeficiency.dichromacies.map(VisionSimulator.init)
        for (position, status) in statuses.enumerated() {
            for other in statuses[..<position] where other.tone != status.tone && other.cue == status.cue {
                var alike: [(ColorVisionDeficiency, Double)] = []
                for simulator in simulators {
                    let delta = CIELab(simulator.simulate(status.color)).deltaE2000(to: CIELab(simulator.simulate(other.color)))
                    if delta < minimumDeltaE { alike.append((simulator.deficiency, delta)) }
                }
                guard let worst = alike.min(by: { $0.1 < $1.1 }) else { continue }
                let otherID = s.nodes[other.index].id
                findings.append(s.finding(.statusDistinguishable, node: status.index, severity: .error, rect: s.scene.frames[status.index],
                                          message: "'\(status.tone.rawValue)' and '\(other.tone.rawValue)' ('\(otherID)') look alike with \(worst.0.rawValue) (ΔE00 \(AuditFormat.number(worst.1, places: 1)) < \(AuditFormat.number(minimumDeltaE, places: 0))) and nothing else tells them apart; give each its own icon or label",
                                          evidence: [
                                              "other": otherID,
                                              "deficiencies": alike.map { "\($0.0.rawValue) ΔE00 \(AuditFormat.number($0.1, places: 1))" }.joined(separator: ", "),
                                              "colors": "\(status.color.hexString) / \(other.color.hexString)",
                                          ], key: otherID))
            }
        }
    }

    /// The icons and texts inside a status node: its non-colour cue ("" for a bare dot).
    static func cue(of index: Int, _ s: AuditScene) -> String {
        var parts: [String] = []
        var stack = [index]
        while let current = stack.popLast() {
            switch s.nodes[current].kind {
            case .icon(let icon): parts.append("icon:" + icon.icon.rawValue)
            case .text(let text): parts.append("text:" + text.string)
            default: break
            }
            stack += s.scene.children[current].reversed()
        }
        return parts.joined(separator: "|")
    }
}
