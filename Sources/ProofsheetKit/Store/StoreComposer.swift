#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Composes store screenshots: background from tokens, caption and subtitle set by the text engine, and the
/// screen rendered by `CellRenderer` inside a device frame, for one preset and locale at a time.
///
/// The screen is composed at text scale 1.0 in the shot's mode and locale, rasterised at the smallest whole
/// pixel scale (at least the device's own) that is as large as the frame's screen, and reduced to fit with
/// `BoxResampler`, so it is always downscaled. Uses the renderer's fonts and glyph cache: one composer per
/// worker thread.
public struct StoreComposer {
    public let renderer: CellRenderer
    public let config: StoreConfig
    public var metrics = StoreLayout.Metrics()

    public init(renderer: CellRenderer, config: StoreConfig) {
        self.renderer = renderer
        self.config = config
    }

    public func compose(_ shot: StoreShot, preset: StorePreset, locale: LocaleID) throws -> StoreComposition {
        let project = renderer.project
        guard let device = project.config.devices[config.device] else { throw CellError.unknownDevice(config.device) }
        guard let strings = project.strings[locale] else { throw CellError.unknownLocale(locale) }
        let theme = ResolvedTheme(tokens: project.tokens, strings: strings, mode: shot.mode, textScale: 1, locale: locale, catalog: project.catalog)
        let layout = StoreLayout(width: preset.width, height: preset.height, deviceSize: Size(width: device.width, height: device.height),
                                 captionMaxLines: config.captionMaxLines, direction: locale.direction, metrics: metrics)

        let base = theme.hasColor("background") ? try theme.color("background") : (shot.mode.isDark ? Color.black : Color.white)
        guard var canvas = Pixmap(width: preset.width, height: preset.height, fill: Color(r: base.r, g: base.g, b: base.b)) else {
            throw RasterError.canvasTooLarge(width: preset.width, height: preset.height)
        }
        canvas.fill(Rect(x: 0, y: 0, width: Double(preset.width), height: Double(preset.height)),
                    with: try paint(shot.background, theme: theme, layout: layout))

        let (screen, renderScale) = try renderScreen(shot, locale: locale, device: device, size: layout.screenRect.size)
        StoreDeviceFrame(layout: layout).draw(screen, into: &canvas)

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

        let painter = TextPainter(cache: renderer.glyphs)
        try painter.draw(caption.layout, at: captionOrigin, scale: 1, paint: Paint(captionColor), into: &canvas)
        if let subtitle {
            try painter.draw(subtitle.layout, at: subtitleOrigin, scale: 1, paint: Paint(subtitleColor), into: &canvas)
        }

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
        let kinds: [(String, String, StoreBackdropContrast?, ContrastKind)] = [
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
            shot: shot, preset: preset, locale: locale, pixmap: canvas, layout: layout, caption: caption, subtitle: subtitle,
            captionFrame: StoreComposer.union(captionRects) ?? Rect(origin: captionOrigin, size: .zero),
            subtitleFrame: StoreComposer.union(subtitleRects), captionContrast: captionContrast?.ratio,
            subtitleContrast: subtitleContrast?.ratio, renderScale: renderScale, findings: findings)
    }

    /// The cell's pixels at the smallest whole scale ≥ the device's that covers `size`, reduced to `size`.
    func renderScreen(_ shot: StoreShot, locale: LocaleID, device: DeviceSpec, size: Size) throws -> (Pixmap, Double) {
        let cell = Cell(screen: shot.screen, device: config.device, locale: locale, mode: shot.mode, textScale: 1.0)
        let composed = try renderer.compose(cell)
        let scale = max(device.scale, max((size.width / device.width).rounded(.up), (size.height / device.height).rounded(.up)))
        let pixels = try SceneRasterizer(scale: scale, glyphs: renderer.glyphs)
            .render(composed.displayList, width: Int((device.width * scale).rounded()), height: Int((device.height * scale).rounded()))
        guard let screen = BoxResampler.resample(pixels, width: Int(size.width), height: Int(size.height)) else {
            throw RasterError.canvasTooLarge(width: Int(size.width), height: Int(size.height))
        }
        return (screen, scale)
    }

    /// The background as a paint over the whole canvas; gradient angles are in reading direction.
    func paint(_ background: BackgroundSpec, theme: ResolvedTheme, layout: StoreLayout) throws -> Paint {
        switch background {
        case .role(let role):
            return Paint(try theme.color(role))
        case .gradient(let roles, let angle):
            let colors = try roles.map(theme.color)
            let screenAngle = layout.direction == .rtl ? 180 - angle : angle
            let radians = screenAngle * Double.pi / 180
            let dx = cos(radians), dy = sin(radians)
            let w = Double(layout.width), h = Double(layout.height)
            let half = (abs(dx) * w + abs(dy) * h) / 2
            let stops = colors.enumerated().map { index, color in
                LinearGradient.Stop(offset: Double(index) / Double(colors.count - 1), color: color)
            }
            let gradient = try LinearGradient(start: Point(x: w / 2 - dx * half, y: h / 2 - dy * half),
                                              end: Point(x: w / 2 + dx * half, y: h / 2 + dy * half), stops: stops)
            return Paint(gradient)
        }
    }

    /// Where a (possibly balanced, narrower) text layout starts so that it sits on the box's leading edge.
    static func leadingX(of fit: StoreTextFit, in box: Rect, direction: TextDirection) -> Double {
        direction == .rtl ? box.maxX - fit.layout.width : box.minX
    }

    /// Each line's box moved to the canvas.
    static func lineBoxes(_ layout: TextLayout, at origin: Point) -> [Rect] {
        layout.lines.filter { $0.box.width > 0 }.map { $0.box.offsetBy(dx: origin.x, dy: origin.y) }
    }

    static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for rect in rects.dropFirst() {
            minX = min(minX, rect.minX); minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// WCAG "large scale" text is at least 18 pt, or 14 pt bold; sizes are read in layout units (points of a 440-pt-wide canvas).
    static func kind(size: Double, token: TypographyToken, layout: StoreLayout) -> ContrastKind {
        let points = size / layout.unit
        return points >= 18 || (token.weight == .bold && points >= 14) ? .largeText : .text
    }

    /// A WCAG minimum as written: "3", "4.5".
    static func ratioText(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A pixel size in layout units with one decimal, for messages.
    static func units(_ pixels: Double, _ layout: StoreLayout) -> String {
        let tenths = Int((pixels / layout.unit * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
