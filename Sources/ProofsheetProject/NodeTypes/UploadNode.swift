import ProofsheetLayout
import ProofsheetSpec

/// `upload`: a choose-a-file control in one of four statuses (`UploadStatus`): `idle` (an icon, a title, an optional
/// hint and a choose button), `uploading` (the file's name and a progress bar with its percentage in the locale's
/// digits), `done` (the file's name, a success mark, an optional message and a remove button) and `failed` (the
/// file's name, an error mark, the error message as text and a retry button).
///
/// Neither platform has an upload control (Apple HIG and Material 3 name none): iOS draws it as a row of an inset
/// grouped table, Android as a Material 3 outlined card holding a list item and a linear progress indicator
/// (`UploadLook`; sizes and sources in docs/platform-controls.md). It is read as a `contain` group: one element for
/// its status (`<id>.texts`: named by the title or file name; `progressbar` with the percentage as its value and
/// `busy` while uploading; `error` with the message as its error when failed) and one per action, each its own touch
/// target named by its label. A failed upload without a message is shown by colour and icon only and is audited as
/// `errorIdentification`; a remove button without `remove` is unlabelled and audited as `missingName`.
package struct UploadNode: ControlKind {
    package var status: UploadStatus
    /// The idle title, or the file's name in the other statuses.
    package var title: TextSource
    /// The idle hint, the done message, or the failed error message.
    package var message: TextSource?
    /// The label of the status's text action: `choose` (idle) or `retry` (failed).
    package var action: TextSource?
    /// The remove button's accessible name (done).
    package var remove: TextSource?
    /// The idle icon (default `upload`).
    package var icon: String
    /// The uploaded fraction, 0…1 (uploading).
    package var progress: Double

    /// The keys beside `status`, each drawn by some statuses (`UploadStatus.keys`).
    package static let statusKeys = ["title", "message", "choose", "icon", "file", "progress", "remove", "retry"]

    package static let type = NodeType("upload", keys: keyTable,
                               example: #""type": "upload", "title": { "literal": "Add a photo" }, "choose": { "literal": "Choose file" }"#) { d, o, _ in
        let status = try o.optionalCase("status", UploadStatus.self) ?? .idle
        for key in statusKeys where o.value(key) != nil && !status.keys.contains(key) {
            throw try o.requiredValue(key).invalid("an upload whose status is '\(status.rawValue)' does not draw '\(key)'; it takes "
                                                   + status.keys.map { "'\($0)'" }.joined(separator: ", "))
        }
        for key in status.requiredKeys { _ = try o.requiredValue(key) }
        let titleKey = status == .idle ? "title" : "file"
        guard let title = try d.text(o.requiredValue(titleKey)) else { throw try o.requiredValue(titleKey).invalid("expected a text") }
        let actionKey = status == .idle ? "choose" : "retry"
        return UploadNode(status: status, title: title, message: try d.text(o.optionalValue("message")),
                          action: try d.text(o.optionalValue(actionKey)), remove: try d.text(o.optionalValue("remove")),
                          icon: try o.optionalValue("icon").map(d.icon) ?? "upload", progress: try d.unit(o.optionalValue("progress")) ?? 0)
    }

    package static let metrics = ControlMetrics(spacing: 12, iconSize: 24)
    package static let disabledRoles: [String] = []

    package var textSources: [TextSource] { [title, message, action, remove].compactMap { $0 } }

    package func restingRequirements(of node: SpecNode) -> [TokenNeed] { requirements(node, look: .ios) }

    package func materialRequirements(of node: SpecNode) -> [TokenNeed] { requirements(node, look: .material) }

    /// The container's fill (and Android's outline), the mark's role, the texts' and the action's.
    package func requirements(_ node: SpecNode, look: UploadLook) -> [TokenNeed] {
        var roles: [ColorRole] = (node.box.background == nil ? ["surface"] : []) + (look.outline != nil && node.box.borderRole == nil ? ["border"] : [])
        roles += [markRole, "textPrimary"]
        switch status {
        case .idle: roles += (message == nil ? [] : ["textSecondary"]) + ["accent"]
        case .uploading: roles += ["neutralTint", "accent", "textSecondary"]
        case .done: roles += ["textSecondary"]
        case .failed: roles += (message == nil ? [] : ["danger"]) + ["accent"]
        }
        var styles = [look.titleStyle]
        if message != nil || status == .uploading { styles.append(look.detailStyle) }
        if action != nil { styles.append(look.actionStyle) }
        return roles.map(TokenNeed.color) + styles.map(TokenNeed.style)
    }

    /// The leading mark: the idle icon in `accent`, the file being sent in `textSecondary`, a success check, an error mark.
    package var markName: String {
        switch status {
        case .idle: return icon
        case .uploading: return "upload"
        case .done: return "check"
        case .failed: return "error"
        }
    }

    package var markRole: ColorRole {
        switch status {
        case .idle: return "accent"
        case .uploading: return "textSecondary"
        case .done: return "success"
        case .failed: return "danger"
        }
    }

    package func build(_ c: inout ControlBuild, with r: SceneResolver) throws {
        let look = UploadLook.of(r.platform)
        c.semantics.isInteractive = false
        if !c.node.box.written.contains(.padding) { c.box.sizing.padding = look.padding }
        if !c.node.box.written.contains(.cornerRadius) { c.box.cornerRadius = look.cornerRadius }
        if c.box.background == nil { try c.box.fill(role: "surface", theme: r.theme) }
        if let outline = look.outline, c.box.border == nil { c.box.border = Border(color: try r.theme.color("border"), role: "border", width: outline) }
        let mark = c.parts.icon(try r.icon(markName, size: look.markSize, role: markRole), suffix: "mark")

        let titleText = try r.theme.text(title)
        let messageText = try message.map(r.theme.text)
        // A file name is mostly Latin: its paragraph takes the locale's direction, so it starts on the same side as
        // the Arabic message under it (UAX #9 would otherwise start it on the left).
        var lines = [c.parts.text(try r.text(titleText, style: look.titleStyle, role: "textPrimary", direction: .locale), suffix: "title")]
        var summary = Semantics()
        summary.role = .text
        summary.label = titleText
        summary.mergesDescendants = true
        switch status {
        case .idle:
            if let messageText { lines.append(c.parts.text(try r.text(messageText, style: look.detailStyle, role: "textSecondary"), suffix: "message")) }
            summary.hint = messageText
        case .uploading:
            let numbers = try ChartNumbers(platform: r.platform, locale: r.theme.locale)
            let fraction = max(0, min(1, progress))
            let percent = numbers.format((fraction * 100).rounded()) + numbers.percent
            var row = ResolvedBox()
            row.sizing.width = .fill
            lines.append(c.parts.node("progress", kind: .hstack(spacing: 8, alignment: .center), box: row, children: [
                try track(fraction, look: look, c: c, r: r),
                c.parts.text(try r.text(percent, style: look.detailStyle, role: "textSecondary", maxLines: 1), suffix: "percent"),
            ]))
            summary.role = .progressbar
            summary.value = percent
            summary.isBusy = true
        case .done:
            if let messageText { lines.append(c.parts.text(try r.text(messageText, style: look.detailStyle, role: "textSecondary"), suffix: "message")) }
            summary.value = messageText
        case .failed:
            // The failure is said in words, in `danger`; without a message only the colour and the mark show it.
            if let messageText { lines.append(c.parts.text(try r.text(messageText, style: look.detailStyle, role: "danger"), suffix: "message")) }
            summary.isInvalid = true
            summary.errorMessage = messageText
        }
        var textsBox = ResolvedBox()
        textsBox.sizing.flex = 1
        let texts = c.parts.node("texts", kind: .vstack(spacing: 4, alignment: .fill), box: textsBox, semantics: summary,
                                 part: .uploadStatus, children: lines)
        let button: ResolvedNode?
        switch status {
        case .idle, .failed:
            button = try action.map { try textButton(status == .idle ? "choose" : "retry", label: r.theme.text($0), look: look, c: c, r: r) }
        case .done:
            button = try removeButton(c: c, r: r)
        case .uploading:
            button = nil
        }
        if let button {
            // The action trails the texts while they fit on their lines; at large text sizes it goes under them, so the
            // title and message keep the width to wrap in (a `firstFit` of the two; both share their parts' ids).
            var row = ResolvedBox()
            row.sizing.width = .fill
            var stackedTexts = texts
            stackedTexts.box.sizing.flex = 0
            stackedTexts.box.sizing.width = .fill
            var column = ResolvedBox()
            column.sizing.flex = 1
            c.kind = .firstFit(axes: .horizontal)
            c.children = [
                c.parts.node("wide", kind: .hstack(spacing: look.spacing, alignment: .center), box: row, children: [mark, texts, button]),
                c.parts.node("stacked", kind: .hstack(spacing: look.spacing, alignment: .top), box: row, children: [
                    mark, c.parts.node("column", kind: .vstack(spacing: 4, alignment: .leading), box: column, children: [stackedTexts, button]),
                ]),
            ]
        } else {
            c.kind = .hstack(spacing: look.spacing, alignment: .center)
            c.children = [mark, texts]
        }
        // The status and the actions are read together.
        if c.semantics.grouping == nil { c.semantics.grouping = .contain }
    }

    /// The progress track: the value in `accent` and the rest in `neutralTint` (iOS: one clipped track; Android:
    /// two rounded bars `trackGap` apart, none at 0 % or 100 %), audited as a progress fill.
    package func track(_ fraction: Double, look: UploadLook, c: ControlBuild, r: SceneResolver) throws -> ResolvedNode {
        var track = ResolvedBox()
        track.sizing.flex = 1
        track.sizing.height = .points(look.trackHeight)
        var done = ResolvedBox()
        done.sizing.flex = fraction
        var rest = ResolvedBox()
        rest.sizing.flex = 1 - fraction
        try done.fill(role: "accent", theme: r.theme)
        if look.trackGap > 0 {
            done.cornerRadius = look.trackHeight / 2
            rest.cornerRadius = look.trackHeight / 2
            try rest.fill(role: "neutralTint", theme: r.theme)
        } else {
            track.cornerRadius = look.trackHeight / 2
            track.clip = true
            try track.fill(role: "neutralTint", theme: r.theme)
        }
        var semantics = Semantics()
        semantics.role = .indicator
        let gap = fraction > 0 && fraction < 1 ? look.trackGap : 0
        return c.parts.node("track", kind: .hstack(spacing: gap, alignment: .fill), box: track, semantics: semantics, part: .progressTrack, children: [
            c.parts.node("value", kind: .rect, box: done, part: .progressValue),
            c.parts.node("rest", kind: .rect, box: rest, part: .progressRest),
        ])
    }

    /// A text button (choose, retry): its label in `accent`, a touch target high and at least as wide, 12 to the sides
    /// (Material 3's text button: 12 dp padding, `labelLarge`; iOS a plain button in `body`).
    package func textButton(_ suffix: String, label: String, look: UploadLook, c: ControlBuild, r: SceneResolver) throws -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.minHeight = r.controlHeight
        box.sizing.minWidth = r.controlHeight
        box.sizing.padding = Edges(top: 0, leading: 12, bottom: 0, trailing: 12)
        var semantics = Semantics()
        semantics.isInteractive = true
        semantics.role = .button
        semantics.label = label
        let text = try r.text(label, style: look.actionStyle, role: "accent", maxLines: 1, alignment: .center)
        return c.parts.node(suffix, kind: .zstack(alignment: .center), box: box, semantics: semantics, children: [c.parts.text(text, suffix: suffix + ".label")])
    }

    /// The remove button: a touch-target square around a 24 `trash` glyph in `textSecondary`, named by `remove`
    /// (absent: unlabelled, which `missingName` reports).
    package func removeButton(c: ControlBuild, r: SceneResolver) throws -> ResolvedNode {
        var box = ResolvedBox()
        box.sizing.width = .points(r.controlHeight)
        box.sizing.height = .points(r.controlHeight)
        var semantics = Semantics()
        semantics.isInteractive = true
        semantics.role = .button
        semantics.label = try remove.map(r.theme.text)
        return c.parts.node("remove", kind: .zstack(alignment: .center), box: box, semantics: semantics,
                            children: [c.parts.icon(try r.icon("trash", size: 24, role: "textSecondary"), suffix: "remove.icon")])
    }
}
