import Foundation
import XCTest
@testable import ProofsheetKit
import ProofsheetRun

/// Device presets of both platforms, Android's status and navigation bars (frames, insets, mirroring, colours) and
/// the touch-target minimum each platform audits with, on small English and Arabic projects of their own.
final class AndroidSystemBarsTests: XCTestCase {
    /// A full-screen stack with a text at the top and a button at the bottom: what the bars must not cover.
    static let root = """
    { "type": "vstack", "id": "page", "background": "background", "height": "fill", "children": [
      { "type": "text", "id": "title", "text": { "literal": "Top" }, "style": "body" },
      { "type": "spacer" },
      { "type": "button", "id": "go", "label": { "literal": "Go" } } ] }
    """

    static let devices = """
    { "p7": "pixel7", "p7buttons": { "preset": "pixel7", "navigation": "threeButton" },
      "tabletButtons": { "preset": "pixelTablet", "navigation": "threeButton" }, "iphone": "iPhone15",
      "cutout": { "width": 400, "height": 800, "scale": 2, "platform": "android", "safeArea": { "top": 10, "leading": 12, "bottom": 30 },
                  "landscapeSafeArea": { "leading": 40 } } }
    """

    func project(_ name: String, root: String = AndroidSystemBarsTests.root, audits: String? = nil) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered("bars-" + name, root: root, audits: audits,
                             matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0], "orientations": ["portrait", "landscape"] }"#,
                             devices: Self.devices)
    }

    func cell(_ device: String, _ locale: String = "en", _ mode: ThemeMode = .light, _ orientation: Orientation = .portrait) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: mode, textScale: 1, orientation: orientation)
    }

    /// The layout JSON's top-level members and its nodes by id (each node's members).
    func layout(_ project: ScratchProject.Rendered, _ cell: Cell) throws -> (top: [String: JSONValue], nodes: [String: [String: JSONValue]]) {
        guard case .object(let members) = LayoutReport.json(of: try project.renderer.compose(cell)).kind else { return ([:], [:]) }
        let top = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        var nodes: [String: [String: JSONValue]] = [:]
        if case .array(let list)? = top["nodes"]?.kind {
            for node in list {
                guard case .object(let fields) = node.kind else { continue }
                let byKey = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                if case .string(let id)? = byKey["id"]?.kind { nodes[id] = byKey }
            }
        }
        return (top, nodes)
    }

    /// A JSON object of numbers as `[key: number]`.
    func numbers(_ value: JSONValue?) -> [String: Double] {
        guard case .object(let members)? = value?.kind else { return [:] }
        var result: [String: Double] = [:]
        for member in members { if case .number(let n) = member.value.kind { result[member.key] = n.value } }
        return result
    }

    func frame(_ node: [String: JSONValue]?) -> Rect {
        let f = numbers(node?["frame"])
        return Rect(x: f["x"] ?? -1, y: f["y"] ?? -1, width: f["width"] ?? -1, height: f["height"] ?? -1)
    }

    /// The project reloaded with the lines of its tokens.json that contain any of `keys` taken out.
    func reloaded(_ project: ScratchProject.Rendered, dropping keys: [String]) throws -> (project: Project, renderer: CellRenderer) {
        let file = project.folder.appendingPathComponent("layouts/tokens.json")
        let kept = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !keys.contains { line.contains("\"\($0)\":") } }
        try kept.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let loaded = try Project.load(configPath: project.configFile)
        return (loaded, try CellRenderer(project: loaded))
    }

    // MARK: presets

    func testEveryPresetDecodesWithItsSizeScaleAndPlatformAndRendersAtItsPixelSize() throws {
        let cases: [(name: String, width: Double, height: Double, scale: Double, platform: Platform, pixels: (Int, Int))] = [
            ("smallPhone", 320, 568, 2, .ios, (640, 1136)),
            ("phone", 390, 844, 2, .ios, (780, 1688)),
            ("largePhone", 430, 932, 2, .ios, (860, 1864)),
            ("tablet", 820, 1180, 2, .ios, (1640, 2360)),
            ("iPhoneSE", 375, 667, 2, .ios, (750, 1334)),
            ("iPhone15", 393, 852, 3, .ios, (1179, 2556)),
            ("iPhone15ProMax", 430, 932, 3, .ios, (1290, 2796)),
            ("iPad", 820, 1180, 2, .ios, (1640, 2360)),
            ("pixel7", 1080 / 2.625, 2400 / 2.625, 2.625, .android, (1080, 2400)),
            ("pixel7Pro", 1080 / 2.625, 2340 / 2.625, 2.625, .android, (1080, 2340)),
            ("androidSmall", 360, 640, 2, .android, (720, 1280)),
            ("pixelTablet", 800, 1280, 2, .android, (1600, 2560)),
        ]
        XCTAssertEqual(cases.map(\.name).sorted(), DevicePreset.names)
        let devices = "{ " + cases.map { "\"d-\($0.name)\": \"\($0.name)\"" }.joined(separator: ", ") + " }"
        let project = try ScratchProject.rendered("bars-presets", root: Self.root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, devices: devices)
        for c in cases {
            let device = try XCTUnwrap(project.project.config.devices["d-" + c.name], c.name)
            XCTAssertEqual([device.width, device.height, device.scale], [c.width, c.height, c.scale], c.name)
            XCTAssertEqual(device.platform, c.platform, c.name)
            XCTAssertEqual(device.navigation, .gesture, c.name)
            XCTAssertNotNil(device.landscapeSafeArea, c.name)
            let rendered = try project.renderer.render(cell("d-" + c.name))
            XCTAssertEqual([rendered.pixmap.width, rendered.pixmap.height], [c.pixels.0, c.pixels.1], c.name)
            if c.platform == .android {
                // Same inputs, same pixels, at a fractional density too (a fresh renderer, Arabic for the mirrored bars).
                let ar = cell("d-" + c.name, "ar", .dark)
                XCTAssertEqual(try project.renderer.render(ar).pixmap, try CellRenderer(project: project.project).render(ar).pixmap, c.name)
            }
        }
        // Today's presets are as they were (the iOS status bar's 20 pt inset on the 4-inch phone, the notch's 47/34).
        XCTAssertEqual(project.project.config.devices["d-smallPhone"]?.safeArea, Edges(top: 20, bottom: 0))
        XCTAssertEqual(project.project.config.devices["d-phone"]?.safeArea, Edges(top: 47, bottom: 34))
        XCTAssertEqual(project.project.config.devices["d-phone"]?.landscapeSafeArea, Edges(top: 0, leading: 47, bottom: 21, trailing: 47))
    }

    func testAPresetWithOverridesAndItsErrors() throws {
        let project = try self.project("override")
        XCTAssertEqual(project.project.config.devices["p7buttons"]?.navigation, .threeButton)
        XCTAssertEqual(project.project.config.devices["p7buttons"]?.platform, .android)
        XCTAssertEqual(project.project.config.devices["p7buttons"]?.name, "p7buttons")
        let cases: [(devices: String, message: String)] = [
            (#"{ "a": { "preset": "pixl7" } }"#, "devices.a.preset: unknown device preset 'pixl7'; did you mean 'pixel7'?"),
            (#"{ "a": "pixel8" }"#, "devices.a: unknown device preset 'pixel8'; did you mean 'pixel7'?"),
            (#"{ "a": { "preset": "pixel7", "navigation": "buttons" } }"#, "devices.a.navigation: expected one of 'gesture', 'threeButton'"),
            (#"{ "a": { "preset": "pixel7", "width": 400 } }"#, "devices.a: unknown key 'width'"),
            (#"{ "a": { "preset": "iPhone15", "navigation": "gesture" } }"#, "devices.a.navigation: \"navigation\" applies to Android devices, and this device is ios"),
            (#"{ "a": { "width": 400, "height": 800, "navigation": "threeButton" } }"#, "devices.a.navigation: \"navigation\" applies to Android devices"),
            (#"{ "a": { "preset": 7 } }"#, "devices.a.preset: expected a string"),
        ]
        for c in cases {
            let text = "{ \"projectRoot\": \"../..\", \"paths\": { \"fonts\": \"../../fonts\" }, \"devices\": \(c.devices) }"
            let reader = try JSONDocument(parsing: text, file: "proofsheet.json").reader(rootName: "")
            XCTAssertThrowsError(try ProjectConfig(decoding: reader, file: project.configFile), c.devices) { error in
                XCTAssertTrue("\(error)".contains(c.message), "\(c.devices): \(error)")
            }
        }
        // The navigation is part of the device's recorded input (a changed mode re-renders its cells); iOS records stay as they were.
        let devices = project.project.config.devices
        XCTAssertTrue(CellRenderer.describe(devices["p7"]!).hasSuffix(" safe 0 android gesture"), CellRenderer.describe(devices["p7"]!))
        XCTAssertTrue(CellRenderer.describe(devices["p7buttons"]!).hasSuffix(" android threeButton"))
        XCTAssertEqual(CellRenderer.describe(devices["iphone"]!), "393x852@3 safe 59,0,34,0")
        // A custom Android device names its navigation.
        let custom = try JSONDocument(parsing: #"{ "projectRoot": "../..", "paths": { "fonts": "../../fonts" }, "devices": { "a": { "width": 400, "height": 800, "platform": "android", "navigation": "threeButton" } } }"#,
                                      file: "proofsheet.json").reader(rootName: "")
        XCTAssertEqual(try ProjectConfig(decoding: custom, file: project.configFile).devices["a"]?.navigation, .threeButton)
    }

    // MARK: bars and insets

    func testAndroidBarsAndTheInsetsTheyImplyAreInTheLayoutJSON() throws {
        let project = try self.project("insets")
        let height = 2400 / 2.625, width = 1080 / 2.625
        let cases: [(device: String, navigation: String, bottom: Double)] = [("p7", "gesture", 24), ("p7buttons", "threeButton", 48)]
        for c in cases {
            for locale in ["en", "ar"] {
                let (top, nodes) = try layout(project, cell(c.device, locale))
                XCTAssertEqual(top["platform"]?.kind, .string("android"))
                XCTAssertEqual(top["navigation"]?.kind, .string(c.navigation))
                XCTAssertEqual(numbers(top["safeArea"]), ["top": 24, "leading": 0, "bottom": c.bottom, "trailing": 0], c.device)
                let status = frame(nodes["system:statusBar"])
                XCTAssertEqual([status.minX, status.minY, status.height], [0, 0, 24], c.device)
                XCTAssertEqual(status.width, width, accuracy: 0.001, c.device)
                let bar = frame(nodes["system:navigationBar"])
                XCTAssertEqual(bar.minY, (height * 1000 - c.bottom * 1000).rounded() / 1000, accuracy: 0.002, c.device)
                XCTAssertEqual(bar.height, c.bottom, c.device)
                XCTAssertEqual(bar.width, width, accuracy: 0.001, c.device)
                // The screen lies between the bars: nothing of it under them.
                let page = frame(nodes["page"])
                XCTAssertEqual(page.minY, 24, c.device)
                XCTAssertEqual(page.maxY, height - c.bottom, accuracy: 0.002, c.device)
                XCTAssertLessThanOrEqual(frame(nodes["go"]).maxY, bar.minY + 0.001, c.device)
                XCTAssertEqual(nodes["system:statusBar"]?["type"]?.kind, .string("statusBar"))
            }
        }
        // A custom Android device's own insets (a cutout) combine with the bars', edge by edge.
        for (orientation, safe) in [(Orientation.portrait, ["top": 24.0, "leading": 12, "bottom": 30, "trailing": 0]),
                                    (.landscape, ["top": 24.0, "leading": 40, "bottom": 24, "trailing": 0])] {
            for locale in ["en", "ar"] {
                let (top, nodes) = try layout(project, cell("cutout", locale, .light, orientation))
                XCTAssertEqual(numbers(top["safeArea"]), safe, "\(orientation) \(locale)")
                XCTAssertEqual(frame(nodes["page"]).minX, locale == "en" ? safe["leading"]! : 0, "\(orientation) \(locale)")
            }
        }
        // Gesture: the handle, 108 × 4, centred, 10 dp above the bottom edge (SystemUI `navigation_handle_bottom`). Three buttons: Back, Home, Overview.
        let gesture = try layout(project, cell("p7")).nodes
        let handle = frame(gesture["system:navigationBar.handle"])
        XCTAssertEqual([handle.width, handle.height], [108, 4])
        XCTAssertEqual(handle.midX, width / 2, accuracy: 0.001)
        XCTAssertEqual(handle.maxY, height - 10, accuracy: 0.002)
        XCTAssertNil(gesture["system:navigationBar.back"])
        let buttons = try layout(project, cell("p7buttons")).nodes
        let (back, home, recents) = (frame(buttons["system:navigationBar.back"]), frame(buttons["system:navigationBar.home"]),
                                     frame(buttons["system:navigationBar.recents"]))
        XCTAssertTrue(back.midX < home.midX && home.midX < recents.midX, "\(back) \(home) \(recents)")
        XCTAssertEqual(home.midX, width / 2, accuracy: 0.001)
        XCTAssertNil(buttons["system:navigationBar.handle"])
        // The layout record stored beside goldens lists the bars too.
        let record = LayoutSnapshot(scene: try project.renderer.compose(cell("p7buttons")).scene, cell: cell("p7buttons")).text
        XCTAssertTrue(record.contains(" system:navigationBar.back "), record)
        XCTAssertTrue(record.contains(" system:statusBar 0 0 411.43 24\n"), record)
    }

    func testLandscapeThreeButtonsStandOnTheRightOfAPhoneAndAtTheBottomOfATablet() throws {
        let project = try self.project("landscape")
        let cases: [(device: String, locale: String, safe: [String: Double])] = [
            ("p7buttons", "en", ["top": 24, "leading": 0, "bottom": 0, "trailing": 48]),
            ("p7buttons", "ar", ["top": 24, "leading": 48, "bottom": 0, "trailing": 0]),
            ("p7", "ar", ["top": 24, "leading": 0, "bottom": 24, "trailing": 0]),
            ("tabletButtons", "en", ["top": 24, "leading": 0, "bottom": 48, "trailing": 0]),
        ]
        for c in cases {
            let (top, nodes) = try layout(project, cell(c.device, c.locale, .light, .landscape))
            XCTAssertEqual(numbers(top["safeArea"]), c.safe, "\(c.device) \(c.locale)")
            let bar = frame(nodes["system:navigationBar"])
            let size = numbers(top["size"])
            if c.safe["bottom"] == 0 {
                // The column is on the physical right in both directions, full height; the status bar stops at it.
                XCTAssertEqual(bar.maxX, size["width"]!, accuracy: 0.002)
                XCTAssertEqual([bar.width, bar.minY], [48, 0])
                XCTAssertEqual(frame(nodes["system:statusBar"]).maxX, bar.minX, accuracy: 0.002)
                XCTAssertLessThanOrEqual(frame(nodes["page"]).maxX, bar.minX + 0.002)
                // Back is nearest the device's bottom edge: the lowest button.
                XCTAssertGreaterThan(frame(nodes["system:navigationBar.back"]).minY, frame(nodes["system:navigationBar.recents"]).minY)
            } else {
                XCTAssertEqual(bar.width, size["width"]!, accuracy: 0.002)
                XCTAssertEqual(bar.maxY, size["height"]!, accuracy: 0.002)
            }
        }
    }

    func testArabicMirrorsTheBars() throws {
        let project = try self.project("mirror")
        for device in ["p7", "p7buttons"] {
            let en = try layout(project, cell(device, "en")).nodes, ar = try layout(project, cell(device, "ar")).nodes
            // English: clock on the left, battery rightmost. Arabic: clock on the right, battery leftmost.
            XCTAssertLessThan(frame(en["system:statusBar.clock"]).maxX, frame(en["system:statusBar.wifi"]).minX)
            XCTAssertLessThan(frame(en["system:statusBar.signal"]).maxX, frame(en["system:statusBar.battery"]).minX)
            XCTAssertGreaterThan(frame(ar["system:statusBar.clock"]).minX, frame(ar["system:statusBar.wifi"]).maxX)
            XCTAssertGreaterThan(frame(ar["system:statusBar.signal"]).minX, frame(ar["system:statusBar.battery"]).maxX)
            XCTAssertEqual(frame(ar["system:statusBar.clock"]).maxX, frame(en["system:statusBar.clock"]).maxX + frame(ar["system:statusBar.clock"]).minX
                           - frame(en["system:statusBar.clock"]).minX, accuracy: 0.002)
        }
        let en = try layout(project, cell("p7buttons", "en")).nodes, ar = try layout(project, cell("p7buttons", "ar")).nodes
        XCTAssertLessThan(frame(en["system:navigationBar.back"]).midX, frame(en["system:navigationBar.recents"]).midX)
        XCTAssertGreaterThan(frame(ar["system:navigationBar.back"]).midX, frame(ar["system:navigationBar.recents"]).midX)
        // The glyphs whose direction means something turn with the layout: the signal's rising edge and Back.
        let scene = try project.renderer.compose(cell("p7buttons", "ar")).scene
        for (id, mirrored) in [("system:statusBar.signal", true), ("system:navigationBar.back.shape", true), ("system:statusBar.wifi", false)] {
            guard let index = scene.nodes.firstIndex(where: { $0.id.name == id }), case .glyph(let glyph) = scene.nodes[index].kind else {
                XCTFail("no glyph \(id)"); continue
            }
            XCTAssertEqual(glyph.isMirrored, mirrored, id)
        }
    }

    /// The colour of every item the bars drew, by node id.
    func barColors(_ project: ScratchProject.Rendered, _ cell: Cell) throws -> [String: Color] {
        let composed = try project.renderer.compose(cell)
        var colors: [String: Color] = [:]
        for item in composed.displayList.items {
            let id = try XCTUnwrap(item.node.map { composed.scene.nodes[$0].id.name }, "every item of a cell names its node")
            guard id.hasPrefix("system:") else { continue }
            switch item.content {
            case .text(_, _, let color), .path(_, _, let color): colors[id] = color
            case .shape(_, _, .solid(let color)): colors[id] = color
            default: break
            }
        }
        return colors
    }

    func testBarColoursFollowTheMode() throws {
        // Without a `statusBar` role: SystemUI's dark icons (black at 60%) on light, white on dark, opaque in high contrast.
        let base = try self.project("colors")
        let withRole = try barColors(base, cell("p7", "en", .light)), dark = try barColors(base, cell("p7", "en", .dark))
        let (_, renderer) = try reloaded(base, dropping: ["statusBar"])
        func colors(_ mode: ThemeMode, _ locale: String = "en") throws -> Set<Color> {
            let composed = try renderer.compose(cell("p7buttons", locale, mode))
            var found = Set<Color>()
            for item in composed.displayList.items where item.node.map({ composed.scene.nodes[$0].id.name.hasPrefix("system:") }) ?? false {
                switch item.content {
                case .text(_, _, let color), .path(_, _, let color), .shape(_, _, .solid(let color)): found.insert(color)
                default: XCTFail("unexpected bar item \(item.content)")
                }
            }
            return found
        }
        let expected: [(ThemeMode, Color)] = [
            (.light, Color(r: 0, g: 0, b: 0, a: 0x99)), (.dark, Color(r: 255, g: 255, b: 255)),
            (.highContrastLight, Color(r: 0, g: 0, b: 0)), (.highContrastDark, Color(r: 255, g: 255, b: 255)),
        ]
        for (mode, color) in expected {
            XCTAssertEqual(try colors(mode), [color], mode.rawValue)
            XCTAssertEqual(try colors(mode, "ar"), [color], mode.rawValue)
        }
        // With one, the project's role, as on iOS.
        XCTAssertEqual(withRole["system:statusBar.clock"]?.hexString, "#111418")
        XCTAssertEqual(withRole["system:navigationBar.handle"]?.hexString, "#111418")
        XCTAssertEqual(dark["system:statusBar.battery"]?.hexString, "#F2F4F7")
        // And the pixels agree: the handle's middle is dark on light and light on dark.
        for (mode, isDark) in [(ThemeMode.light, true), (.dark, false)] {
            let rendered = try renderer.render(cell("p7", "en", mode))
            let x = rendered.pixmap.width / 2, y = Int(((2400 / 2.625 - 12) * 2.625).rounded(.down))
            let pixel = rendered.pixmap[x, y]
            XCTAssertEqual(Int(pixel.r) < 128, isDark, "\(mode): \(pixel)")
        }
    }

    func testIOSCellsDrawNoAndroidBars() throws {
        let project = try self.project("ios")
        let (top, nodes) = try layout(project, cell("iphone"))
        XCTAssertEqual(top["platform"]?.kind, .string("ios"))
        XCTAssertNil(top["navigation"])
        XCTAssertEqual(numbers(top["safeArea"]), ["top": 59, "leading": 0, "bottom": 34, "trailing": 0])
        // Only the iOS status bar's nodes (StatusBarTests): no Android status or navigation bar.
        XCTAssertEqual(Set(nodes.keys.filter { $0.hasPrefix("system:") }), Set(StatusBarTests.ids))
        XCTAssertEqual(frame(nodes["page"]).minY, 59)
    }

    // MARK: touch targets

    func testTouchTargetMinimumFollowsThePlatform() throws {
        let root = """
        { "type": "vstack", "background": "background", "padding": 16, "alignment": "leading", "children": [
          { "type": "iconButton", "id": "close", "icon": "close", "width": 44, "height": 44, "a11y": { "label": { "literal": "Close" } } },
          { "type": "spacer" } ] }
        """
        // As `check` audits: with the tokens' touch values, here without a written minTarget.
        func findings(_ project: ScratchProject.Rendered, _ device: String, _ locale: String) throws -> [Finding] {
            let (loaded, renderer) = try reloaded(project, dropping: ["touch"])
            let settings = try AuditSettings.load(config: loaded.config, touch: loaded.tokens.touch)
            return try CellAuditor(settings: settings).audit(renderer.render(cell(device, locale))).of(.touchTargetSize)
        }
        let project = try self.project("touch", root: root)
        for locale in ["en", "ar"] {
            XCTAssertEqual(try findings(project, "iphone", locale).map(\.nodeID.name), [], locale)
            let android = try findings(project, "p7", locale)
            XCTAssertEqual(android.map(\.nodeID.name), ["close"], locale)
            XCTAssertEqual(android.first?.evidence["size"], "44 dp × 44 dp")
            XCTAssertEqual(android.first?.evidence["minimum"], "48 dp (android)")
            XCTAssertTrue(android.first?.message.contains("smaller than 48 dp, the Android minimum (Material Design accessibility guidance)") ?? false,
                          android.first?.message ?? "")
        }
        // The project's own minimum wins on both platforms (in the audits section or written in the tokens); a named
        // profile applies to every device.
        let tokens = try self.project("touch-tokens", root: root)
        let settings = try AuditSettings.load(config: tokens.project.config, touch: tokens.project.tokens.touch)
        XCTAssertEqual(settings.touchRule(on: .android), TouchRule(profile: .android, minimum: 44, isProjectMinimum: true, platform: .android))
        let explicit = try self.project("touch-explicit", root: root, audits: #"{ "touch": { "minTarget": 40 } }"#)
        XCTAssertEqual(try findings(explicit, "p7", "en").map(\.nodeID.name), [])
        let ios = try self.project("touch-ios", root: root, audits: #"{ "touch": { "profile": "ios" } }"#)
        XCTAssertEqual(try findings(ios, "p7", "ar").map(\.nodeID.name), [])
        let strict = try self.project("touch-android", root: root, audits: #"{ "touch": { "profile": "android" } }"#)
        XCTAssertEqual(try findings(strict, "iphone", "en").first?.evidence["minimum"], "48 pt (android)")
    }
}
