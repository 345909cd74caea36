// libFuzzer entry point for everything after the parser: a screen that decodes is resolved, laid out, painted
// and rasterised for one small cell (English or Arabic, a mode and a text scale picked from the input's bytes).
//
// Compiled by scripts/fuzz together with every source of ProofsheetKit into one module. The tokens, strings,
// images and fonts are the shipped project's (FUZZ_PROJECT_CONFIG), loaded once. Inputs that do not decode are
// the spec fuzzer's business and return at once. A crash, sanitizer report or hang is a bug.
import Foundation

/// The shipped project and one font collection and glyph cache for the whole run.
private let fixture: (project: Project, fonts: FontCollection, glyphs: GlyphCache) = {
    let path = ProcessInfo.processInfo.environment["FUZZ_PROJECT_CONFIG"] ?? "layouts/proofsheet.json"
    guard let project = try? Project.load(configPath: path),
          let fonts = try? FontCollection(directory: project.config.paths.fonts, families: project.config.fontFamilies) else {
        fatalError("cannot load \(path) and its fonts; set FUZZ_PROJECT_CONFIG to a project config")
    }
    return (project, fonts, GlyphCache())
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let project = fixture.project
    guard let document = try? JSONDocument(parsing: bytes, file: "fuzz.json", limits: ScreenDecoder.jsonLimits) else { return 0 }
    var decoder = ScreenDecoder(tokens: project.tokens, strings: project.strings.mapValues { Set($0.keys) },
                                assets: Set(project.images.keys))
    decoder.devices = project.config.devices.keys.sorted()
    // The file name a screen's id must equal: its own id, so seeds from any screen file get past that check.
    let id = (try? document.reader(rootName: "").object().optionalString("id")).flatMap { $0 } ?? "home"
    guard let screen = try? decoder.decode(document.reader(rootName: ""), file: "fuzz.json", expectedID: id) else { return 0 }

    // The cell: chosen from the input's length and last byte, so the corpus spreads over locales, modes and scales.
    let pick = Int(bytes.last ?? 0) &+ bytes.count
    let locale = project.config.matrix.locales[pick % project.config.matrix.locales.count]
    let mode = ThemeMode.allCases[(pick / 2) % ThemeMode.allCases.count]
    let scales = [1.0, 1.3, 2.0, 3.1]
    let textScale = scales[(pick / 8) % scales.count]
    // A small canvas keeps rasterising cheap; the layout sees the same proportions as a phone.
    let device = DeviceSpec(name: "fuzz", width: 120, height: 200, scale: 1, safeArea: Edges(top: 20, bottom: 8))

    guard let strings = project.strings[locale] else { return 0 }
    let theme = ResolvedTheme(tokens: project.tokens, strings: strings, mode: mode, textScale: textScale, locale: locale)
    do {
        let root = try SceneResolver(theme: theme, images: project.images).resolve(screen)
        let direction: LayoutDirection = locale.direction == .rtl ? .rightToLeft : .leftToRight
        let scene = try SceneLayout(root: root, device: device, direction: direction, fonts: fixture.fonts)
        for frame in scene.frames {
            precondition(!frame.minX.isNaN && !frame.minY.isNaN && !frame.width.isNaN && !frame.height.isNaN, "NaN frame")
        }
        var list = ScenePainter.paint(scene, canvas: .white)
        try StatusBar(theme: theme, device: device, direction: direction, fonts: fixture.fonts).append(to: &list)
        let pixmap = try SceneRasterizer(scale: device.scale, glyphs: fixture.glyphs)
            .render(list, width: device.pixelWidth, height: device.pixelHeight)
        precondition(pixmap.width == device.pixelWidth && pixmap.height == device.pixelHeight, "wrong canvas size")
    } catch {
        // Typed errors (a missing colour role, ...) are fine; the decoder already said what was wrong.
        _ = String(describing: error)
    }
    return 0
}
