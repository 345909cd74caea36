import XCTest
@testable import ProofsheetKit

/// Icons in both looks: every built-in name draws in iOS cells (Proofsheet's vector glyphs) and Android cells
/// (Material Icons glyphs by ligature), on a small en + ar project with an iOS and an Android phone.
final class PlatformIconTests: XCTestCase {
    /// The names the mail app of issue #36 needs, each a built-in icon.
    static let required = ["menu", "moreVertical", "moreHorizontal", "reply", "replyAll", "forward", "attach", "archive", "delete",
                           "edit", "search", "filter", "sort", "share", "download", "upload", "refresh", "close", "check", "add",
                           "remove", "star", "flag", "bell", "lock", "eye", "eyeOff", "calendar", "clock", "location", "camera",
                           "image", "mic", "phone", "mail", "person", "people", "settings", "home", "info", "warning", "error", "help"]

    /// The share of a 48 × 48 px box an icon covers, drawn as the painter draws it.
    func coverage(_ shape: IconShape) throws -> Double {
        let pixmap = try XCTUnwrap(Pixmap(width: 48, height: 48, fill: .white))
        var list = DisplayList(background: .white)
        list.items.append(DisplayItem(content: .path(shape.path(size: 48, origin: .zero, mirrored: false), rule: shape.fillRule, color: .black),
                                      opacity: 1, clips: [], node: nil))
        let drawn = try SceneRasterizer(scale: 1, glyphs: GlyphCache()).render(list, width: pixmap.width, height: pixmap.height)
        var dark = 0
        for i in stride(from: 0, to: drawn.bytes.count, by: 4) where drawn.bytes[i] < 128 { dark += 1 }
        return Double(dark) / Double(48 * 48)
    }

    func testEveryRequiredNameDrawsInBothLooks() throws {
        let android = IconCatalog(platform: .android, material: try MaterialIconFont())
        for name in Self.required {
            XCTAssertNotNil(Icon(rawValue: name), "\(name) is built in")
            for catalog in [IconCatalog.builtIn, android] {
                let shape = try catalog.shape(named: name).shape
                let covered = try coverage(shape)
                // Between a thin line (menu's three strokes) and a filled glyph, never empty, never a filled box.
                XCTAssertGreaterThan(covered, 0.03, "\(name) \(catalog.platform)")
                XCTAssertLessThan(covered, 0.75, "\(name) \(catalog.platform)")
            }
        }
        // Every built-in icon has a Material glyph.
        for icon in Icon.allCases {
            XCTAssertNotNil(try MaterialIconFont().outline(named: icon.materialName), "\(icon) → \(icon.materialName)")
        }
    }

    func testAnAndroidProjectMayNameAnyMaterialIconButIOSCellsMayNot() throws {
        let project = try ScratchProject.platformIcons("material", icons: ["shopping_cart", "reply"])
        let android = try project.renderer.compose(project.cell(device: "pixel", locale: "en"))
        // The screen's two icons (the Android status bar's glyphs are paths too, on `system:` nodes).
        let paths = android.displayList.items.filter { item in item.node.map { !android.scene.nodes[$0].id.name.hasPrefix("system:") } ?? false }
            .compactMap { item -> Path? in if case .path(let path, _, _) = item.content { return path } else { return nil } }
        XCTAssertEqual(paths.count, 2)
        XCTAssertThrowsError(try project.renderer.compose(project.cell(device: "iphone", locale: "en"))) { error in
            XCTAssertEqual("\(error)", "unknown icon 'shopping_cart' for ios cells, which draw the built-in icons (docs/icons.md); nearest: 'sort', 'share', 'settings'")
        }
    }

    /// Directional icons mirror in Arabic in both looks; a Material-only name never does.
    func testReplyMirrorsInArabicOnBothPlatforms() throws {
        for (device, icons) in [("pixel", ["reply", "shopping_cart", "search"]), ("iphone", ["reply", "search"])] {
            let project = try ScratchProject.platformIcons("mirror-\(device)", icons: icons)
            for (index, name) in icons.enumerated() {
                let en = try project.iconPath(device: device, locale: "en", index: index)
                let ar = try project.iconPath(device: device, locale: "ar", index: index)
                XCTAssertEqual(en != ar, name == "reply", "\(device) \(name)")
            }
        }
    }

    func testAnUnknownIconIsAnErrorWithTheNearestNames() throws {
        XCTAssertThrowsError(try ScratchProject.platformIcons("unknown", icons: ["replyal"])) { error in
            let message = (error as? ScratchProject.ScreenError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("unknown icon 'replyal'; nearest: 'reply', 'replyAll', 'reply_all'"), message)
        }
        XCTAssertEqual(IconCatalog.nearestNames(to: "serch"), ["search", "send", "sort"])
        XCTAssertEqual(IconCatalog.nearestNames(to: "more_vertical"), ["moreVertical", "more_vert", "more_horiz"])
    }

    /// The gallery draws every icon in each look: each tile's 32 pt icon box has ink, and the two looks differ.
    func testTheGalleryDrawsEveryIconInBothLooks() throws {
        let project = try ScratchProject.platformIcons("gallery", icons: ["menu"])
        let ios = try IconGallery.render(project: project.project, scale: 1, platform: .ios)
        let android = try IconGallery.render(project: project.project, scale: 1, platform: .android)
        XCTAssertEqual(ios.width, android.width)
        XCTAssertEqual(ios.height, android.height)
        XCTAssertFalse(ios.bytes == android.bytes)
        for (look, sheet) in [("ios", ios), ("android", android)] {
            let background = Array(sheet.bytes[0..<4])
            for (index, icon) in Icon.allCases.enumerated() {
                // The tile's vstack: 8 pt padding, the icon centred at the top (IconGallery.screenJSON).
                let left = Int(IconGallery.margin + Double(index % IconGallery.columns) * IconGallery.tileWidth + (IconGallery.tileWidth - 32) / 2)
                let top = Int(IconGallery.margin + Double(index / IconGallery.columns) * IconGallery.tileHeight + 8)
                var ink = 0
                for y in top..<(top + 32) {
                    for x in left..<(left + 32) {
                        let i = (y * sheet.width + x) * 4
                        if Array(sheet.bytes[i..<(i + 4)]) != background { ink += 1 }
                    }
                }
                XCTAssertGreaterThan(ink, 32, "\(look) \(icon.rawValue): \(ink) px of ink")
            }
        }
    }

    /// `proofsheet icons --platform android` writes the Android sheet; without `--platform` a project with both
    /// platforms gets one sheet each; a bad platform is a usage error.
    func testTheCommandTakesAPlatform() throws {
        let binary = try ProofsheetBinary.locate()
        let project = try ScratchProject.platformIcons("icons-cli", icons: ["menu"])
        let config = project.project.config.file
        let out = project.folder.appendingPathComponent("sheet.png").path
        let android = try binary.run(["icons", "--config", config, "--platform", "android", "--out", out, "--scale", "1"], in: project.folder.path)
        XCTAssertEqual(android.status, 0, android.stdout + android.stderr)
        XCTAssertTrue(android.stdout.contains("\(Icon.allCases.count) icons, android look"), android.stdout)
        let both = try binary.run(["icons", "--config", config, "--out", out, "--scale", "1"], in: project.folder.path)
        XCTAssertEqual(both.status, 0, both.stdout + both.stderr)
        for suffix in ["ios", "android"] {
            let file = project.folder.appendingPathComponent("sheet-\(suffix).png").path
            XCTAssertEqual(try PNGDecoder.decodeFile(atPath: file).pixmap.width, 744, suffix)
        }
        let bad = try binary.run(["icons", "--config", config, "--platform", "windows"], in: project.folder.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--platform must be one of ios, android, found 'windows'"), bad.stderr)
    }
}

extension ScratchProject {
    /// A project (`icons-<name>`) with an iOS and an Android phone (`iphone`, `pixel`), en and ar, the shipped tokens,
    /// no `fonts` section (each platform's default fonts), one screen of icons (`icons`, in order, ids `i0`, `i1`, …).
    static func platformIcons(_ name: String, icons: [String]) throws -> Rendered {
        var parts = Parts()
        parts.fonts = nil
        parts.devices = """
            {
                "iphone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
                "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }
            """
        parts.files = ["strings/en.json": #"{ "title": "Inbox" }"#, "strings/ar.json": #"{ "title": "البريد" }"#]
        let nodes = icons.enumerated().map { #"{ "type": "icon", "id": "i\#($0.offset)", "name": "\#($0.element)", "size": 24, "color": "textPrimary", "a11y": { "hidden": true } }"# }
        parts.root = #"{ "type": "hstack", "padding": 16, "spacing": 8, "children": [ "# + nodes.joined(separator: ", ") + " ] }"
        parts.folders = ["screens", "strings"]
        return try Rendered(ScratchProject("icons-" + name, parts), screens: ["probe"])
    }
}

extension ScratchProject.Rendered {
    /// The outline of icon `index`, relative to its own frame (so only its drawing counts, not where the row put it).
    func iconPath(device: String, locale: String, index: Int) throws -> [Path.Element] {
        let composed = try renderer.compose(cell(device: device, locale: locale))
        let node = try XCTUnwrap(composed.scene.nodes.firstIndex { $0.id.name == "i\(index)" })
        let frame = composed.scene.frames[node]
        let item = try XCTUnwrap(composed.displayList.items.first { $0.node == node })
        guard case .path(let path, _, _) = item.content else { throw ScratchProject.ScreenError(message: "not a path") }
        func local(_ p: Point) -> Point { Point(x: ((p.x - frame.minX) * 64).rounded() / 64, y: ((p.y - frame.minY) * 64).rounded() / 64) }
        return path.elements.map { element in
            switch element {
            case .move(let p): return .move(local(p))
            case .line(let p): return .line(local(p))
            case .quad(let c, let p): return .quad(control: local(c), to: local(p))
            case .cubic(let c1, let c2, let p): return .cubic(control1: local(c1), control2: local(c2), to: local(p))
            case .close: return .close
            }
        }
    }
}
