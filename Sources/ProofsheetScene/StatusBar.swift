import ProofsheetLayout
import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// The iOS status bar drawn in the safe area's top inset, as nodes: the time "9:41" on the leading side and a battery
/// on the trailing side, in the theme's `statusBar` colour (or `textPrimary`). Fixed content, so every cell is
/// deterministic. Made when the cell is resolved, like `AndroidSystemBars`; `SceneLayout` lays its tree out in the
/// inset like any node (`SystemBarLayer`, ids `system:statusBar…`, hidden from assistive technology), so its text is
/// shaped in layout, its items carry their nodes, and the layout record and layout JSON show it with its frames.
///
/// Geometry (points, device coordinates), unchanged since the bar was first drawn, so the goldens keep their bytes:
/// the bar fills the inset, 32 from each side; the time is 16 pt bold on a 20 pt line, its line box centred 2 below
/// the inset's middle (the bar's top padding of 4); the battery a 26 × 12 outline (1 pt, corner radius 3.5, at 40 %
/// opacity) around a 22 × 8 fill (radius 2), centred on the same line. No bar below a top inset of 20 pt (a device
/// without a status bar area, or landscape on notched iPhones).
package struct StatusBar {
    package static let minimumInset = 20.0
    package static let margin = 32.0
    package static let timeSize = 16.0
    package static let timeLineHeight = 20.0
    package static let battery = Size(width: 26, height: 12)

    /// The bar to lay out over the screen; nil when the top inset is under 20 pt.
    package let layer: SystemBarLayer?

    package init(theme: ResolvedTheme, device: DeviceSpec) throws {
        let inset = device.safeArea.top
        guard inset >= StatusBar.minimumInset else {
            layer = nil
            return
        }
        // `statusBar` is optional and documented to default to `textPrimary`; a project with neither gets an error.
        let role: ColorRole = theme.hasColor("statusBar") ? "statusBar" : "textPrimary"
        let color = try theme.color(role)
        let family = try theme.systemBarFamily(platform: .ios)
        theme.recorder.recordFont(family: family, weight: .bold, files: try? theme.fontFamilies.match(family: family, weight: .bold).files)
        let frame = Rect(x: 0, y: 0, width: device.width, height: inset)
        layer = SystemBarLayer(root: StatusBar.tree(size: frame.size, color: color, role: role, family: family), frame: frame)
    }

    /// Time, a flexible gap and the battery in a row that mirrors with the layout direction.
    package static func tree(size: Size, color: Color, role: ColorRole, family: String) -> ResolvedNode {
        let id = "system:statusBar"
        let time = ResolvedText(string: "9:41", style: "system:time", family: family, weight: .bold, size: timeSize, lineHeight: timeLineHeight,
                                color: color, colorRole: role, maxLines: 1, alignment: .leading, direction: .ltr,
                                locale: LocaleID("en"), mustNotTruncate: false)
        var outline = AndroidSystemBars.node(id + ".battery.outline", type: "statusBar", kind: .rect)
        outline.box.sizing = BoxSizing(width: .points(battery.width), height: .points(battery.height))
        outline.box.border = Border(color: color, role: role, width: 1)
        outline.box.cornerRadius = 3.5
        outline.box.opacity = 0.4
        var level = AndroidSystemBars.node(id + ".battery.level", type: "statusBar", kind: .rect)
        level.box.sizing = BoxSizing(width: .points(battery.width - 4), height: .points(battery.height - 4))
        level.box.background = .solid(color)
        level.box.cornerRadius = 2
        var cell = AndroidSystemBars.node(id + ".battery", type: "statusBar", kind: .zstack(alignment: .center), children: [outline, level])
        cell.box.sizing = BoxSizing(width: .points(battery.width), height: .points(battery.height))
        var bar = AndroidSystemBars.node(id, type: "statusBar", kind: .hstack(spacing: 0, alignment: .center), children: [
            AndroidSystemBars.node(id + ".time", type: "statusBar", kind: .text(time)),
            AndroidSystemBars.node(id + ".spacer", type: "statusBar", kind: .spacer(minLength: 0)),
            cell,
        ])
        bar.box.sizing = BoxSizing(padding: Edges(top: 4, leading: margin, bottom: 0, trailing: margin),
                                   width: .points(size.width), height: .points(size.height))
        return bar
    }
}
