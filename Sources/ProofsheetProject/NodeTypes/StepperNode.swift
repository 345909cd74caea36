import ProofsheetSpec

/// `stepper`: a label and its value, then a decrease and an increase button, each its own touch target. The label
/// and value are read as one `stepper` element whose value is the number shown; each button is a `button` named
/// by the project's `stepper.decrease` / `stepper.increase` text and the label ("Decrease Quantity"), disabled at
/// `min` and at `max`.
///
/// iOS draws UIStepper's 94 × 32 pt segmented pair (each half a 47 × 44 pt target, as UIKit's is taller than it
/// draws); Android, which has no stepper (Material 3 names none), two outlined icon buttons (`StepperNode+Material.swift`).
///
/// States: `disabled` draws it as `disabled: true`.
package struct StepperNode: ControlKind {
    package var label: TextSource?
    package var value: Double
    /// `min` and `max` as written (the input record names each property by its key).
    package var min: Double?
    package var max: Double?
    package var step: Double
    package var isDisabled: Bool

    package static let type = NodeType("stepper", keys: keyTable, states: [.disabled],
                               example: #""type": "stepper", "label": { "literal": "Guests" }, "value": 2, "min": 1, "max": 8"#) { d, o, _ in
        let valueReader = try o.requiredValue("value")
        let value = try valueReader.number()
        let minimum = try o.optionalNumber("min"), maximum = try o.optionalNumber("max")
        let step = try o.optionalNumber("step") ?? 1
        if let stepReader = o.optionalValue("step"), !(step > 0) { throw stepReader.invalid("expected a step above 0, found \(AuditFormat.number(step))") }
        if let minimum, let maximum, minimum > maximum, let maxReader = o.optionalValue("max") {
            throw maxReader.invalid("max \(AuditFormat.number(maximum)) is below min \(AuditFormat.number(minimum))")
        }
        if let minimum, value < minimum { throw valueReader.invalid("value \(AuditFormat.number(value)) is below min \(AuditFormat.number(minimum))") }
        if let maximum, value > maximum { throw valueReader.invalid("value \(AuditFormat.number(value)) is above max \(AuditFormat.number(maximum))") }
        for key in [decreaseKey, increaseKey] {
            try d.checkKey(key, at: valueReader, use: key == decreaseKey ? "the stepper's decrease button's name" : "the stepper's increase button's name")
        }
        return StepperNode(label: try d.text(o.optionalValue("label")), value: value, min: minimum, max: maximum, step: step,
                           isDisabled: try o.optionalBool("disabled") ?? false)
    }

    /// The words that name the buttons, before the label. Like every word a built-in control speaks, they come from
    /// the project's strings (docs/spec.md "Texts the controls add"): a base locale without them is a screen error.
    package static let decreaseKey = "stepper.decrease"
    package static let increaseKey = "stepper.increase"

    /// The row: the value 8 pt after the label, the buttons 12 pt after it; UIStepper's 94 × 32 pt track with 8 pt
    /// corners, its glyphs 20 pt, a 1 × 18 pt line between the halves.
    package static let metrics = ControlMetrics(spacing: 12, iconSize: 20)
    package static let track = (width: 94.0, height: 32.0, corner: 8.0, line: 18.0)

    package var textSources: [TextSource] { [label].compactMap { $0 } + [.key(StepperNode.decreaseKey), .key(StepperNode.increaseKey)] }

    package func isDisabled(_ node: SpecNode) -> Bool { isDisabled || node.state == .disabled }
    /// The decrease button is disabled at `min`, the increase button at `max`.
    package func canDecrease(_ node: SpecNode) -> Bool { !isDisabled(node) && min.map { value > $0 } ?? true }
    package func canIncrease(_ node: SpecNode) -> Bool { !isDisabled(node) && max.map { value < $0 } ?? true }

    /// The roles of the two glyphs: `enabled` for a button that works, `disabledText` for one that does not.
    package func glyphRoles(_ node: SpecNode, enabled: ColorRole) -> [ColorRole] {
        Array(Set([canDecrease(node), canIncrease(node)].map { $0 ? enabled : "disabledText" })).sorted()
    }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] {
        let ink: ColorRole = isDisabled(node) ? "disabledText" : "textPrimary"
        return Array(Set([ink, ColorRole("neutralTint"), ColorRole("divider")] + glyphRoles(node, enabled: "textPrimary"))).sorted().map(TokenNeed.color) + [.style("body")]
    }

    /// The value in the locale's digits with as many decimals as `step` has (at most 3): `2`, `2.5`, `٢٫٥`.
    package func formatted(_ value: Double, with r: SceneResolver) throws -> String {
        let numbers = try ChartNumbers(platform: r.platform, locale: r.theme.locale)
        var decimals = 0
        while decimals < 3, (step * pow10(decimals)).rounded() != step * pow10(decimals) { decimals += 1 }
        let scaled = Int((abs(value) * pow10(decimals)).rounded())
        var text = String(scaled / Int(pow10(decimals)))
        if decimals > 0 {
            let fraction = String(scaled % Int(pow10(decimals)))
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        var result = ""
        let arabic = numbers.digits?.first == "\u{0660}"
        for scalar in text.unicodeScalars {
            if let digit = Int(String(scalar)), let digits = numbers.digits { result.unicodeScalars.append(digits[digit]) }
            else if scalar == "." { result += arabic ? "\u{066B}" : "." }
            else { result.unicodeScalars.append(scalar) }
        }
        // CLDR's minus sign: U+061C ARABIC LETTER MARK before "-" with Arabic-Indic digits (`arab` symbols).
        guard value < 0, scaled > 0 else { return result }
        return (arabic ? "\u{061C}-" : "-") + result
    }

    /// Each button's height: the touch-target minimum, or the control's authored height, drawn as written.
    package func targetHeight(_ c: ControlBuild, with r: SceneResolver) -> Double {
        if case .points(let height) = c.node.box.sizing.height { return height }
        return c.node.box.sizing.minHeight ?? r.controlHeight
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1) { value, _ in value * 10 } }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let isAndroid = r.platform == .android
        let isDisabled = isDisabled(c.node)
        c.semantics.isInteractive = false
        c.kind = .hstack(spacing: isAndroid ? StepperNode.materialMetrics.spacing : c.metrics.spacing, alignment: .center)
        if let minimum = c.defaultMinHeight { c.box.sizing.minHeight = minimum }
        let ink: ColorRole = isDisabled ? "disabledText" : "textPrimary"
        let style: TextStyleName = isAndroid ? "bodyLarge" : "body"
        let caption = try label.map(r.theme.text)
        let shown = try formatted(value, with: r)
        // The label and the value: one element, the stepper, whose value is the number shown. The control's own
        // node holds only the parts, so the buttons stay elements of their own.
        var display = ResolvedBox()
        display.sizing.flex = 1
        var semantics = Semantics()
        semantics.mergesDescendants = true
        semantics.role = c.semantics.role ?? "stepper"
        semantics.label = c.semantics.label ?? caption
        semantics.value = c.semantics.value ?? shown
        semantics.isDisabled = isDisabled
        c.semantics.label = nil
        c.semantics.role = nil
        c.semantics.value = nil
        var texts: [ResolvedNode] = []
        if let caption { texts.append(c.parts.text(try r.text(caption, style: style, role: ink), suffix: "label", flex: 1)) }
        texts.append(c.parts.text(try r.text(shown, style: style, role: ink), suffix: "value"))
        c.children.append(c.parts.node("display", kind: .hstack(spacing: 8, alignment: .center), box: display, semantics: semantics, children: texts))
        let names = try [StepperNode.decreaseKey, StepperNode.increaseKey].map { key in
            let word = try r.theme.text(.key(key))
            return (semantics.label ?? "").allSatisfy(\.isWhitespace) ? word : word + " " + semantics.label!
        }
        let buttons = [(name: names[0], icon: "minus", enabled: canDecrease(c.node), suffix: "decrease"),
                       (name: names[1], icon: "plus", enabled: canIncrease(c.node), suffix: "increase")]
        c.children.append(isAndroid ? try materialButtons(buttons, c: c, with: r) : try stepperButtons(buttons, c: c, with: r))
        if c.state == .disabled { c.semantics.isDisabled = true }
    }

    /// UIStepper: the track, its middle line, and over them the two halves, each a touch target.
    package func stepperButtons(_ buttons: [(name: String, icon: String, enabled: Bool, suffix: String)], c: ControlBuild,
                        with r: SceneResolver) throws -> ResolvedNode {
        let size = StepperNode.track
        var track = ResolvedBox()
        track.sizing.width = .points(size.width)
        track.sizing.height = .points(size.height)
        track.cornerRadius = size.corner
        try track.fill(role: "neutralTint", theme: r.theme)
        var line = ResolvedBox()
        line.sizing.width = .points(1)
        line.sizing.height = .points(size.line)
        try line.fill(role: "divider", theme: r.theme)
        var halves: [ResolvedNode] = []
        for button in buttons {
            var box = ResolvedBox()
            box.sizing.width = .points(Swift.max(size.width / 2, r.controlHeight))
            box.sizing.height = .points(targetHeight(c, with: r))
            var semantics = Semantics()
            semantics.isInteractive = true
            semantics.role = .button
            semantics.label = button.name
            semantics.isDisabled = !button.enabled
            halves.append(c.parts.node(button.suffix, kind: .zstack(alignment: .center), box: box, semantics: semantics, type: "button", children: [
                c.parts.icon(try r.icon(button.icon, size: c.metrics.iconSize, role: button.enabled ? "textPrimary" : "disabledText"), suffix: button.suffix + ".icon"),
            ]))
        }
        return c.parts.node("buttons", kind: .zstack(alignment: .center), children: [
            c.parts.node("track", kind: .zstack(alignment: .center), box: track, children: [c.parts.node("track.line", kind: .rect, box: line)]),
            c.parts.node("halves", kind: .hstack(spacing: 0, alignment: .center), children: halves),
        ])
    }
}
