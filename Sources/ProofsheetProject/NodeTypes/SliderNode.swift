import ProofsheetJSON
import ProofsheetLayout
import ProofsheetSpec

/// `slider`: a value in a range on a track, with an optional caption, optional icons or labels at the range's
/// ends and, on Android, tick marks at each `step`; read as one `slider` element whose value is the percentage of
/// the range, or the value and its `unit`, in the digits the cell's platform uses for the locale.
///
/// The track runs the width left by the end marks; the active part (minimum → thumb) and the inactive part (thumb →
/// maximum) meet under the thumb's centre, which travels from half a touch target in from either end, so the
/// thumb's touch target (the control's only target, `<id>.thumb`) stays inside the slider. Mirrored in RTL
/// locales: the minimum is at the right. The thumb's target is audited like any control's (`touchTargetSize`); the
/// active part against the inactive one is `nonTextContrast` (the active part is the only sign of the value).
///
/// States: `focused` rings the thumb's target, `disabled` draws as `disabled: true`.
package struct SliderNode: ControlKind {
    package var value: Double
    package var minimum: Double
    package var maximum: Double
    /// The distance between two allowed values; Material draws a tick mark at each (`SliderNode+Material`).
    package var step: Double?
    package var label: TextSource?
    /// Read after the value ("12 km"); without it the value is read as the percentage of the range.
    package var unit: TextSource?
    package var minIcon: String?
    package var maxIcon: String?
    package var minLabel: TextSource?
    package var maxLabel: TextSource?
    /// The active part's (and Material's handle's) colour role; `accent` by default.
    package var colorRole: ColorRole
    /// Material's value indicator: the value in a label over the handle, as while it is dragged (Android only:
    /// UISlider has none).
    package var showsValueIndicator: Bool
    package var isDisabled: Bool

    package static let type = NodeType("slider", keys: keyTable, states: [.focused, .disabled],
                               example: #""type": "slider", "value": 0.4, "label": { "literal": "Volume" }"#) { d, o, _ in
        try SliderNode.decode(d, o)
    }

    /// The most tick marks a slider draws: more would touch on a phone-width track (2 dp marks).
    package static let maximumSteps = 100

    package static func decode(_ d: ScreenDecoder, _ o: JSONObjectReader) throws -> SliderNode {
        let minimum = try o.optionalNumber("min") ?? 0, maximum = try o.optionalNumber("max") ?? 1
        guard maximum > minimum, minimum.isFinite, maximum.isFinite else {
            let reader = try o.optionalValue("max") ?? o.requiredValue("min")
            throw reader.invalid("expected max greater than min, found min \(SliderNode.written(minimum)) and max \(SliderNode.written(maximum))")
        }
        let valueReader = try o.requiredValue("value")
        let value = try valueReader.number()
        guard value.isFinite, minimum.isFinite, maximum.isFinite, value >= minimum, value <= maximum else {
            throw valueReader.invalid("expected a value from min (\(SliderNode.written(minimum))) to max (\(SliderNode.written(maximum))), found \(valueReader.value.briefDescription)")
        }
        var step: Double?
        if let reader = o.optionalValue("step") {
            let written = try reader.number()
            let count = (maximum - minimum) / written
            guard written > 0, count.isFinite, abs(count - count.rounded()) < 1e-9, count.rounded() <= Double(maximumSteps) else {
                throw reader.invalid("expected a step > 0 that divides max − min (\(SliderNode.written(maximum - minimum))) into at most \(maximumSteps) steps, found \(reader.value.briefDescription)")
            }
            step = written
        }
        return SliderNode(value: value, minimum: minimum, maximum: maximum, step: step, label: try d.text(o.optionalValue("label")),
                          unit: try d.text(o.optionalValue("unit")), minIcon: try o.optionalValue("minIcon").map(d.icon),
                          maxIcon: try o.optionalValue("maxIcon").map(d.icon), minLabel: try d.text(o.optionalValue("minLabel")),
                          maxLabel: try d.text(o.optionalValue("maxLabel")),
                          colorRole: try d.role(o.optionalValue("color")) ?? "accent",
                          showsValueIndicator: try o.optionalBool("valueIndicator") ?? false, isDisabled: try o.optionalBool("disabled") ?? false)
    }

    /// A number as the author wrote it, for messages: `100`, `0.25`.
    package static func written(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// 4 pt between the caption and the track row, 8 pt between the end marks and the track, 20 pt end icons.
    package static let metrics = ControlMetrics(minHeight: 0, spacing: 8, iconSize: 20)

    package var textSources: [TextSource] { [label, unit, minLabel, maxLabel].compactMap { $0 } }

    /// Where the value lies in the range, 0…1.
    package var fraction: Double { max(0, min(1, (value - minimum) / (maximum - minimum))) }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { requirements(on: .ios, node) }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { requirements(on: .android, node) }

    package func requirements(on platform: Platform, _ node: SpecNode) -> [TokenNeed] {
        let look = SliderLook(platform, colorRole: colorRole)
        let isDisabled = self.isDisabled || node.state == .disabled
        var roles: [ColorRole] = [isDisabled ? "disabledText" : look.activeRole, look.inactiveRole, isDisabled && platform == .android ? "disabledText" : look.thumbRole]
        if let border = look.thumbBorderRole { roles.append(border) }
        if label != nil, !isDisabled { roles.append("textPrimary") }
        if minIcon != nil || maxIcon != nil || minLabel != nil || maxLabel != nil { roles.append("textSecondary") }
        if step != nil, platform == .android {
            // The first tick is always on the active part (unless disabled); the last on the inactive one below the maximum.
            if !isDisabled { roles.append(look.activeTickRole) }
            if isDisabled || fraction < 1 { roles.append(look.inactiveTickRole) }
        }
        var styles: [TextStyleName] = []
        if label != nil { styles.append(look.labelStyle) }
        if minLabel != nil || maxLabel != nil { styles.append(look.endLabelStyle) }
        if showsIndicator(on: platform, isDisabled: isDisabled) {
            roles.append("onAccent")
            styles.append("labelMedium")
        }
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let look = SliderLook(r.platform, colorRole: colorRole)
        let isDisabled = self.isDisabled || c.state == .disabled
        // The control is one element (the slider) whose only touch target is its thumb's.
        c.semantics.isInteractive = false
        c.kind = .vstack(spacing: 4, alignment: .fill)
        // An authored height sizes the track row and the thumb's (square) target; the control keeps its other rules.
        var side = c.touchMinimum
        if case .points(let height) = c.node.box.sizing.height { side = height; c.box.sizing.height = .auto }
        let name = try label.map(r.theme.text)
        if let name { c.children.append(c.parts.text(try r.text(name, style: look.labelStyle, role: isDisabled ? "disabledText" : "textPrimary"), suffix: "label")) }
        var row: [ResolvedNode] = []
        if let minIcon { row.append(c.parts.icon(try r.icon(minIcon, size: look.iconSize, role: "textSecondary"), suffix: "minIcon")) }
        if let minLabel { row.append(try endLabel(minLabel, suffix: "minLabel", look, c, r)) }
        row.append(try trackArea(side: side, name: name, isDisabled: isDisabled, look, &c, r))
        if let maxLabel { row.append(try endLabel(maxLabel, suffix: "maxLabel", look, c, r)) }
        if let maxIcon { row.append(c.parts.icon(try r.icon(maxIcon, size: look.iconSize, role: "textSecondary"), suffix: "maxIcon")) }
        var rowBox = ResolvedBox()
        rowBox.sizing.height = .points(side)
        if showsIndicator(on: r.platform, isDisabled: isDisabled) {
            // Room above the thumb's target for the value indicator, which the track area draws over it.
            let room = try indicatorRoom(with: r)
            rowBox.sizing.height = .points(side + room)
            rowBox.sizing.padding = Edges(top: room, leading: 0, bottom: 0, trailing: 0)
        }
        c.children.append(c.parts.node("row", kind: .hstack(spacing: c.metrics.spacing, alignment: .center), box: rowBox, children: row))
        c.semantics.role = c.semantics.role ?? "slider"
        c.semantics.label = c.semantics.label ?? name
        c.semantics.isDisabled = isDisabled
        c.semantics.mergesDescendants = true
        if c.semantics.value == nil { c.semantics.value = try spokenValue(with: r) }
    }

    /// A range end's text: decoration beside the track (the element's value says where the thumb is), not read.
    package func endLabel(_ source: TextSource, suffix: String, _ look: SliderLook, _ c: ControlBuild, _ r: SceneResolver) throws -> ResolvedNode {
        var node = c.parts.text(try r.text(r.theme.text(source), style: look.endLabelStyle, role: "textSecondary", maxLines: 1), suffix: suffix)
        node.semantics.isHidden = true
        return node
    }

    /// The value as the element's value: "40%" of the range, or "12 km" with a `unit`, in the platform's digits for
    /// the locale (`ChartNumbers`: at most one decimal; Arabic-Indic digits and the Arabic percent sign where used).
    package func spokenValue(with r: SceneResolver) throws -> String {
        let numbers = try ChartNumbers(platform: r.platform, locale: r.theme.locale)
        guard let unit else { return numbers.format((fraction * 100).rounded()) + numbers.percent }
        return numbers.format(value) + " " + (try r.theme.text(unit))
    }
}
