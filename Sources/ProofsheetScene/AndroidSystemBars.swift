import ProofsheetRaster
import ProofsheetLayout
import ProofsheetProject
import ProofsheetSpec

/// Android's status bar and navigation bar for one cell, as nodes: their trees, the frames they fill and the
/// safe-area insets they take (points = dp, device coordinates). Made when the cell is resolved, like the iOS
/// `StatusBar`; `SceneLayout` lays the trees out like any node (`SystemBarLayer`), so the layout record and the
/// layout JSON show them with their frames.
///
/// Sizes, after AOSP `frameworks/base/core/res/res/values/dimens.xml` and SystemUI (docs/platforms.md):
/// the status bar is 24 dp (`status_bar_height_portrait`, which `status_bar_height_landscape` refers to); the gesture navigation bar 24 dp
/// (`navigation_bar_height` in `NavigationBarModeGesturalOverlay`) with a 108 × 4 dp handle 10 dp above the bottom
/// edge (SystemUI `navigation_home_handle_width`, `navigation_handle_radius` 2 dp, `navigation_handle_bottom`);
/// the three-button bar 48 dp (`navigation_bar_height`), on a phone held in landscape a 48 dp column on the right
/// (`navigation_bar_width`, the bar stays at the device's bottom edge); tablets (shortest side ≥ 600 dp) keep it
/// at the bottom. Both bars are transparent (edge to edge): the screen's canvas shows behind them.
///
/// Mirroring follows the layout direction, as Android mirrors its system UI: in right-to-left locales the clock is
/// on the right, the status icons on the left in reverse order, Back on the right pointing right.
package struct AndroidSystemBars {
    package static let statusBarHeight = 24.0
    package static let gestureBarHeight = 24.0
    package static let buttonBarHeight = 48.0
    package static let handleSize = Size(width: 108, height: 4)
    package static let handleBottom = 10.0
    /// Android's smallest width from which a device is a tablet (`sw600dp` resources).
    package static let tabletWidth = 600.0

    /// The bars to lay out over the screen.
    package let layers: [SystemBarLayer]
    /// The device's safe area with the bars' insets in it (each edge the larger of the device's own and the bar's),
    /// in reading-direction terms.
    package let safeArea: Edges

    package init(theme: ResolvedTheme, device: DeviceSpec, direction: LayoutDirection, family: String) throws {
        let colored = try AndroidSystemBars.iconColor(theme: theme)
        let isLandscape = device.width > device.height
        let isTablet = min(device.width, device.height) >= AndroidSystemBars.tabletWidth
        let sideBar = device.navigation == .threeButton && isLandscape && !isTablet
        let navigationHeight = device.navigation == .gesture ? AndroidSystemBars.gestureBarHeight : AndroidSystemBars.buttonBarHeight
        let right = sideBar ? AndroidSystemBars.buttonBarHeight : 0
        let bottom = sideBar ? 0 : navigationHeight
        let ink = Ink(color: colored.color, role: colored.role, isMirrored: direction == .rightToLeft)

        let statusFrame = Rect(x: 0, y: 0, width: device.width - right, height: AndroidSystemBars.statusBarHeight)
        let navigationFrame = sideBar
            ? Rect(x: device.width - right, y: 0, width: right, height: device.height)
            : Rect(x: 0, y: device.height - bottom, width: device.width, height: bottom)
        theme.recorder.recordFont(family: family, weight: .regular, files: try theme.fontFamilies.match(family: family, weight: .regular).files)
        layers = [
            SystemBarLayer(root: AndroidSystemBars.statusBar(size: statusFrame.size, ink: ink, family: family), frame: statusFrame),
            SystemBarLayer(root: device.navigation == .gesture
                              ? AndroidSystemBars.gestureBar(size: navigationFrame.size, ink: ink)
                              : AndroidSystemBars.buttonBar(size: navigationFrame.size, vertical: sideBar, ink: ink),
                           frame: navigationFrame),
        ]
        // `right` is the physical right: the trailing side left to right, the leading side right to left.
        let own = device.safeArea
        let rtl = direction == .rightToLeft
        safeArea = Edges(top: max(own.top, AndroidSystemBars.statusBarHeight),
                         leading: max(own.leading, rtl ? right : 0),
                         bottom: max(own.bottom, bottom),
                         trailing: max(own.trailing, rtl ? 0 : right))
    }

    /// The icons' colour: the theme's `statusBar` role when the project has one (as on iOS), else the platform's for
    /// the mode: SystemUI's dark icons on light modes (`dark_mode_icon_color_single_tone`, black at 60%), white on
    /// dark ones; the high-contrast modes take opaque black and white.
    package static func iconColor(theme: ResolvedTheme) throws -> (color: Color, role: ColorRole) {
        if theme.hasColor("statusBar") { return (try theme.color("statusBar"), "statusBar") }
        switch theme.mode {
        case .light: return (Color(r: 0, g: 0, b: 0, a: 0x99), "android:darkIcons")
        case .highContrastLight: return (Color(r: 0, g: 0, b: 0), "android:darkIcons")
        case .dark, .highContrastDark: return (Color(r: 255, g: 255, b: 255), "android:lightIcons")
        }
    }

    /// The colour the bars' parts are drawn in, and whether directional glyphs turn.
    package struct Ink {
        package let color: Color
        package let role: ColorRole
        package let isMirrored: Bool
    }

    /// Clock on the leading side; Wi-Fi, cell signal and battery on the trailing side.
    package static func statusBar(size: Size, ink: Ink, family: String) -> ResolvedNode {
        let id = "system:statusBar"
        let clock = ResolvedText(string: "12:00", style: "system:clock", family: family, weight: .regular, size: 14, lineHeight: 20,
                                 color: ink.color, colorRole: ink.role, maxLines: 1, alignment: .leading, direction: .ltr,
                                 locale: LocaleID("en"), mustNotTruncate: false)
        let icons = node(id + ".icons", type: "statusBar", kind: .hstack(spacing: 6, alignment: .center), children: [
            glyph(id + ".wifi", .wifi, Size(width: 16, height: 16), ink, mirrors: false),
            glyph(id + ".signal", .signal, Size(width: 14, height: 14), ink, mirrors: true),
            glyph(id + ".battery", .battery, Size(width: 9, height: 15), ink, mirrors: false),
        ])
        var bar = node(id, type: "statusBar", kind: .hstack(spacing: 8, alignment: .center), children: [
            node(id + ".clock", type: "statusBar", kind: .text(clock)),
            node(id + ".spacer", type: "statusBar", kind: .spacer(minLength: 0)),
            icons,
        ])
        bar.box.sizing = BoxSizing(padding: Edges(horizontal: 16), width: .points(size.width), height: .points(size.height))
        return bar
    }

    /// The gesture handle, centred, `handleBottom` above the bottom edge.
    package static func gestureBar(size: Size, ink: Ink) -> ResolvedNode {
        let id = "system:navigationBar"
        var handle = node(id + ".handle", type: "navigationBar", kind: .rect)
        handle.box.sizing = BoxSizing(width: .points(handleSize.width), height: .points(handleSize.height))
        handle.box.background = .solid(ink.color)
        handle.box.cornerRadius = handleSize.height / 2
        var bar = node(id, type: "navigationBar", kind: .zstack(alignment: .bottom), children: [handle])
        bar.box.sizing = BoxSizing(padding: Edges(bottom: handleBottom), width: .points(size.width), height: .points(size.height))
        return bar
    }

    /// Back, Home and Overview, spread evenly along the bar (bottom to top in a landscape column: Back nearest the
    /// device's bottom edge).
    package static func buttonBar(size: Size, vertical: Bool, ink: Ink) -> ResolvedNode {
        let id = "system:navigationBar"
        let side = buttonBarHeight
        func button(_ name: String, _ content: ResolvedNode) -> ResolvedNode {
            var button = node(id + "." + name, type: "navigationBar", kind: .zstack(alignment: .center), children: [content])
            button.box.sizing = BoxSizing(width: .points(side), height: .points(side))
            return button
        }
        func shape(_ name: String, size: Double, radius: Double) -> ResolvedNode {
            var shape = node(id + "." + name + ".shape", type: "navigationBar", kind: .rect)
            shape.box.sizing = BoxSizing(width: .points(size), height: .points(size))
            shape.box.background = .solid(ink.color)
            shape.box.cornerRadius = radius
            return shape
        }
        func gap(_ number: Int) -> ResolvedNode { node(id + ".gap\(number)", type: "navigationBar", kind: .spacer(minLength: 0)) }
        var buttons = [
            button("back", glyph(id + ".back.shape", .back, Size(width: 18, height: 18), ink, mirrors: true)),
            button("home", shape("home", size: 16, radius: 8)),
            button("recents", shape("recents", size: 14, radius: 2.5)),
        ]
        if vertical { buttons.reverse() }
        var children = [gap(0)]
        for (number, item) in buttons.enumerated() { children += [item, gap(number + 1)] }
        var bar = node(id, type: "navigationBar", kind: vertical ? .vstack(spacing: 0, alignment: .center) : .hstack(spacing: 0, alignment: .center),
                       children: children)
        bar.box.sizing = BoxSizing(width: .points(size.width), height: .points(size.height))
        return bar
    }

    package static func node(_ id: String, type: String, kind: ResolvedKind, children: [ResolvedNode] = []) -> ResolvedNode {
        var semantics = Semantics()
        // System UI, not the app's: outside the screen's accessibility tree and its controls.
        semantics.isHidden = true
        return ResolvedNode(id: NodeID(id), path: id, type: type, kind: kind, semantics: semantics, children: children)
    }

    package static func glyph(_ id: String, _ glyph: SystemGlyph, _ size: Size, _ ink: Ink, mirrors: Bool) -> ResolvedNode {
        node(id, type: glyph == .back ? "navigationBar" : "statusBar",
             kind: .glyph(ResolvedGlyph(glyph: glyph, size: size, color: ink.color, colorRole: ink.role, isMirrored: mirrors && ink.isMirrored)))
    }
}
