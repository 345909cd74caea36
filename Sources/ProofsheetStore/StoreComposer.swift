import ProofsheetRaster
import ProofsheetText
import ProofsheetKit
import ProofsheetAudit
import ProofsheetProject
import ProofsheetScene
import ProofsheetSpec

/// Composes store screenshots: background from tokens, caption and subtitle set by the text engine, and the
/// screen rendered by `CellRenderer` inside a device frame, for one preset and locale at a time. A composition
/// is a display list drawn by `SceneRasterizer` at one pixel per unit, like a cell's: first the backdrop
/// (background and device), on which the captions' contrast is measured, then the captions over it.
///
/// The screen is composed at text scale 1.0 in the shot's mode and locale, rasterised at the smallest whole
/// pixel scale (at least the device's own) that is as large as the frame's screen, and reduced to fit with
/// `BoxResampler`, so it is always downscaled. Uses the renderer's fonts and glyph cache: one composer per
/// worker thread.
package struct StoreComposer {
    package let renderer: CellRenderer
    package let config: StoreConfig
    package var metrics = StoreLayout.Metrics()
    package init(renderer: CellRenderer, config: StoreConfig) {
        self.renderer = renderer
        self.config = config
    }

    package func compose(_ shot: StoreShot, preset: StorePreset, locale: LocaleID) throws -> StoreComposition {
        let project = renderer.project
        guard let device = project.config.devices[config.device] else { throw CellError.unknownDevice(config.device) }
        guard let strings = project.strings[locale] else { throw CellError.unknownLocale(locale) }
        let theme = ResolvedTheme(tokens: project.tokens, strings: strings, mode: shot.mode, textScale: 1, locale: locale, platform: device.platform,
                                  fontFamilies: renderer.fonts(for: device.platform).families, catalog: project.catalog)
        let layout = StoreLayout(width: preset.width, height: preset.height, deviceSize: Size(width: device.width, height: device.height),
                                 captionMaxLines: config.captionMaxLines, direction: locale.direction,
                                 shape: StoreFrameShape.of(preset.platform), metrics: metrics)

        let background = try fill(shot.background, theme: theme, layout: layout)
        var list = DisplayList(background: try StoreComposer.canvasColor(under: background, theme: theme, shot: shot))
        list.items.append(DisplayItem(content: .shape(rect: Rect(x: 0, y: 0, width: Double(preset.width), height: Double(preset.height)),
                                                      radius: 0, fill: background),
                                      opacity: 1, clips: [], node: nil))
        let (screen, renderScale) = try renderScreen(shot, locale: locale, device: device, size: layout.screenRect.size)
        list.items += StoreDeviceFrame(layout: layout).items(screen: screen)
        let rasterizer = SceneRasterizer(scale: 1, glyphs: renderer.glyphs)
        var canvas = try rasterizer.render(list, width: preset.width, height: preset.height)

        // Text: caption at the top of the text zone, the subtitle under it.
        let direction = locale.direction
        let captionToken = try theme.textStyle(config.captionStyle).token
        let subtitleToken = try theme.textStyle(config.subtitleStyle).token
        let caption = StoreTextFitter(
            chain: try renderer.fonts.chain(family: captionToken.family, weight: captionToken.weight), language: locale.language,
            direction: direction, width: layout.captionBox.width, maxLines: config.captionMaxLines, size: layout.captionSize,
            minSize: layout.captionMinSize, step: metrics.captionShrinkStep, lineHeight: metrics.captionLineHeight
        ).fit(try theme.text(.key(shot.caption)))
        let captionOrigin = Point(x: StoreComposer.leadingX(of: caption, in: layout.captionBox, direction: direction),
                                  y: layout.captionBox.minY.rounded())
        var subtitle: StoreTextFit?
        var subtitleOrigin = captionOrigin
        if let key = shot.subtitle {
            let fit = StoreTextFitter(
                chain: try renderer.fonts.chain(family: subtitleToken.family, weight: subtitleToken.weight), language: locale.language,
                direction: direction, width: layout.subtitleBox.width, maxLines: metrics.subtitleMaxLines, size: layout.subtitleSize,
                minSize: layout.subtitleSize, lineHeight: metrics.subtitleLineHeight
            ).fit(try theme.text(.key(key)))
            subtitle = fit
            subtitleOrigin = Point(x: StoreComposer.leadingX(of: fit, in: layout.subtitleBox, direction: direction),
                                   y: (captionOrigin.y + caption.layout.size.height + metrics.captionSubtitleGap * layout.unit).rounded())
        }

        let captionColor = try theme.color(shot.captionColor)
        let subtitleColor = try theme.color(shot.subtitleColor)
        let captionRects = StoreComposer.lineBoxes(caption.layout, at: captionOrigin)
        let subtitleRects = subtitle.map { StoreComposer.lineBoxes($0.layout, at: subtitleOrigin) } ?? []
        let captionContrast = StoreBackdropContrast(color: captionColor, over: captionRects, in: canvas)
        let subtitleContrast = StoreBackdropContrast(color: subtitleColor, over: subtitleRects, in: canvas)

        var text = [DisplayItem(content: .text(layout: caption.layout, origin: captionOrigin, color: captionColor), opacity: 1, clips: [],
                                node: nil)]
        if let subtitle {
            text.append(DisplayItem(content: .text(layout: subtitle.layout, origin: subtitleOrigin, color: subtitleColor), opacity: 1, clips: [],
                                    node: nil))
        }
        try rasterizer.draw(text, onto: &canvas)
        list.items += text

        var findings: [StoreFinding] = []
        func report(_ kind: StoreFinding.Kind, _ severity: StoreFinding.Severity, _ message: String) {
            findings.append(StoreFinding(kind: kind, severity: severity, preset: preset.name, locale: locale, shot: shot.fileName, message: message))
        }
        if !caption.fits {
            report(.captionTruncated, .error, "caption '\(shot.caption)' does not fit \(config.captionMaxLines) lines even at "
                   + "\(StoreComposer.units(caption.size, layout)) units (\(caption.shrinkSteps) steps down from \(StoreComposer.units(layout.captionSize, layout)))"
                   + (caption.layout.truncatedCharacters > 0 ? "; \(caption.layout.truncatedCharacters) characters cut" : "; a word is wider than the line")
                   + "; shorten the translation")
        }
        if let subtitle, !subtitle.fits, let key = shot.subtitle {
            report(.subtitleTruncated, .error, "subtitle '\(key)' does not fit \(metrics.subtitleMaxLines) lines"
                   + (subtitle.layout.truncatedCharacters > 0 ? "; \(subtitle.layout.truncatedCharacters) characters cut" : "")
                   + "; shorten the translation")
        }
        for (key, fit) in [(shot.caption, caption)] + (subtitle.map { [(shot.subtitle ?? "", $0)] } ?? []) where !fit.layout.missingGlyphs.isEmpty {
            let scalars = fit.layout.missingGlyphs.flatMap(\.scalars).map { "U+" + String($0.value, radix: 16, uppercase: true) }
            report(.missingGlyphs, .error, "'\(key)' has characters no font of the chain has: \(scalars.joined(separator: " "))")
        }
        let kinds: [(String, ColorRole, StoreBackdropContrast?, ContrastKind)] = [
            ("caption", shot.captionColor, captionContrast, .largeText),
            ("subtitle", shot.subtitleColor, subtitleContrast, StoreComposer.kind(size: subtitle?.size ?? 0, token: subtitleToken, layout: layout)),
        ]
        for (name, role, measured, kind) in kinds {
            guard let measured else { continue }
            let requirement = ContrastRequirement(.aa, for: kind)
            if !measured.ratio.passes(requirement) {
                report(.lowContrast, .warning, "\(name) colour '\(role)' has contrast \(measured.ratio) against \(measured.backdrop.hexString) behind it; "
                       + "WCAG 2.2 §\(requirement.criterion) asks at least \(StoreComposer.ratioText(requirement.minimumRatio)):1 for \(kind == .largeText ? "large text" : "text")")
            }
        }

        return StoreComposition(
            shot: shot, preset: preset, locale: locale, displayList: list, pixmap: canvas, layout: layout, caption: caption, subtitle: subtitle,
            captionFrame: StoreComposer.union(captionRects) ?? Rect(origin: captionOrigin, size: .zero),
            subtitleFrame: StoreComposer.union(subtitleRects), captionContrast: captionContrast?.ratio,
            subtitleContrast: subtitleContrast?.ratio, renderScale: renderScale, findings: findings)
    }

    /// The cell's pixels at the smallest whole scale ≥ the device's that covers `size`, reduced to `size`.
    package func renderScreen(_ shot: StoreShot, locale: LocaleID, device: DeviceSpec, size: Size) throws -> (Pixmap, Double) {
        let cell = Cell(screen: ScreenStateID(shot.screen), device: config.device, locale: locale, mode: shot.mode, textScale: 1.0)
        let composed = try renderer.compose(cell)
        let scale = max(device.scale, max((size.width / device.width).rounded(.up), (size.height / device.height).rounded(.up)))
        let pixels = try SceneRasterizer(scale: scale, glyphs: renderer.glyphs)
            .render(composed.displayList, width: Int((device.width * scale).rounded()), height: Int((device.height * scale).rounded()))
        guard let screen = BoxResampler.resample(pixels, width: Int(size.width), height: Int(size.height)) else {
            throw RasterError.canvasTooLarge(width: Int(size.width), height: Int(size.height))
        }
        return (screen, scale)
    }

    /// The background as a fill of the whole canvas; gradient angles are written in reading direction.
    package func fill(_ background: BackgroundSpec, theme: ResolvedTheme, layout: StoreLayout) throws -> Fill {
        switch background {
        case .role(let role):
            return .solid(try theme.color(role))
        case .gradient(let roles, let angle):
            return .linearGradient(try roles.map(theme.color), angle: layout.direction == .rtl ? 180 - angle : angle)
        }
    }

    /// The opaque colour the canvas starts as, which only a translucent background lets through: the theme's
    /// `background` role made opaque. Without that role a translucent background is an error, never a guess.
    package static func canvasColor(under background: Fill, theme: ResolvedTheme, shot: StoreShot) throws -> Color {
        let colors: [Color]
        switch background {
        case .solid(let color): colors = [color]
        case .linearGradient(let stops, _): colors = stops
        }
        guard theme.hasColor("background") else {
            guard colors.allSatisfy({ $0.a == 255 }) else { throw StoreError.translucentBackground(shot: shot.fileName) }
            // Covered everywhere by the opaque background: any opaque colour gives the same pixels.
            return .black
        }
        let base = try theme.color("background")
        return Color(r: base.r, g: base.g, b: base.b)
    }

    /// Where a (possibly balanced, narrower) text layout starts so that it sits on the box's leading edge.
    package static func leadingX(of fit: StoreTextFit, in box: Rect, direction: TextDirection) -> Double {
        direction == .rtl ? box.maxX - fit.layout.width : box.minX
    }

    /// Each line's box moved to the canvas.
    package static func lineBoxes(_ layout: TextLayout, at origin: Point) -> [Rect] {
        layout.lines.filter { $0.box.width > 0 }.map { $0.box.offsetBy(dx: origin.x, dy: origin.y) }
    }

    package static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for rect in rects.dropFirst() {
            minX = min(minX, rect.minX); minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// WCAG "large scale" text is at least 18 pt, or 14 pt bold; sizes are read in layout units (points of a 440-pt-wide canvas).
    package static func kind(size: Double, token: TypographyToken, layout: StoreLayout) -> ContrastKind {
        let points = size / layout.unit
        return points >= 18 || (token.weight >= .bold && points >= 14) ? .largeText : .text
    }

    /// A WCAG minimum as written: "3", "4.5".
    package static func ratioText(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A pixel size in layout units with one decimal, for messages.
    package static func units(_ pixels: Double, _ layout: StoreLayout) -> String {
        let tenths = Int((pixels / layout.unit * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
