import ProofsheetRaster
import ProofsheetText
import ProofsheetLayout

/// The simple status bar drawn in the safe area's top inset: the time on the leading side and a
/// battery on the trailing side, in the theme's `statusBar` colour (or `textPrimary`). Fixed content,
/// so every cell is deterministic.
/// Its colour and font are read (and recorded in the theme's recorder) when it is made, before layout.
package struct StatusBar {
    package let device: DeviceSpec
    package let direction: LayoutDirection
    package let fonts: FontCollection
    package let color: Color
    package let family: String

    package init(theme: ResolvedTheme, device: DeviceSpec, direction: LayoutDirection, fonts: FontCollection) throws {
        self.device = device
        self.direction = direction
        self.fonts = fonts
        family = fonts.families.families.keys.sorted().first ?? "sans"
        if device.safeArea.top >= 20 {
            // `statusBar` is optional and documented to default to `textPrimary`; a project with neither gets an error.
            color = try theme.color(theme.hasColor("statusBar") ? "statusBar" : "textPrimary")
            theme.recorder.recordFont(family: family, weight: .bold, files: try? fonts.families.match(family: family, weight: .bold).files)
        } else {
            color = .black // never drawn: there is no bar without a top inset of 20 pt
        }
    }

    package func append(to list: inout DisplayList) throws {
        let inset = device.safeArea.top
        guard inset >= 20 else { return }
        let chain = try fonts.chain(family: family, weight: .bold)
        let style = TextStyle(chain: chain, size: 16, lineHeight: 20, direction: .forced(.ltr), language: "en")
        let layout = TextLayout(ShapedText("9:41", style: style), width: .infinity)
        let midY = inset / 2 + 2
        let margin = 32.0
        let timeX = direction == .rightToLeft ? device.width - margin - layout.size.width : margin
        list.items.append(DisplayItem(content: .text(layout: layout, origin: Point(x: timeX, y: midY - 10), color: color),
                                      opacity: 1, clips: [], node: -1))
        let battery = Rect(x: direction == .rightToLeft ? margin : device.width - margin - 26, y: midY - 6, width: 26, height: 12)
        list.items.append(DisplayItem(content: .border(rect: battery, radius: 3.5, width: 1, color: color), opacity: 0.4, clips: [], node: -1))
        list.items.append(DisplayItem(content: .shape(rect: battery.insetBy(dx: 2, dy: 2), radius: 2, fill: .solid(color)),
                                      opacity: 1, clips: [], node: -1))
    }
}
