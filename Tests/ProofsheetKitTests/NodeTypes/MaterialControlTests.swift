import XCTest
@testable import ProofsheetKit

/// Android cells draw the built-in controls with Material 3's metrics and type scale, mirrored in Arabic; iOS
/// cells of the same screen keep their look (issue #36 item 3, docs/platform-controls.md).
final class MaterialControlTests: XCTestCase {
    /// An iOS phone (430 × 932 pt, iPhone 15 Pro Max class) and an Android phone (412 × 915 dp, Pixel 7 class).
    static let devices = #"""
    { "phone": { "width": 430, "height": 932, "scale": 2, "safeArea": { "top": 59, "bottom": 34 } },
      "pixel": { "width": 412, "height": 915, "scale": 2, "platform": "android" } }
    """#

    static let screen = """
    { "type": "vstack", "background": "background", "children": [
      { "id": "bar", "type": "navBar", "title": { "literal": "Inbox" }, "back": true,
        "actions": [ { "type": "iconButton", "icon": "search", "a11y": { "label": { "literal": "Search" } } } ] },
      { "type": "vstack", "padding": 16, "spacing": 8, "flex": 1, "children": [
        { "id": "save", "type": "button", "label": { "literal": "Save" } },
        { "id": "wifi", "type": "toggle", "label": { "literal": "Wi-Fi" }, "on": true },
        { "id": "bt", "type": "toggle", "label": { "literal": "Bluetooth" } },
        { "id": "name", "type": "textField", "label": { "literal": "Name" }, "placeholder": { "literal": "Your name" } },
        { "id": "one", "type": "listRow", "icon": "bell", "title": { "literal": "Notifications" }, "chevron": false },
        { "id": "two", "type": "listRow", "icon": "person", "title": { "literal": "Account" }, "subtitle": { "literal": "Ana" } },
        { "id": "range", "type": "segmented", "options": [ { "literal": "Day" }, { "literal": "Week" } ], "selected": 1 },
        { "id": "heading", "type": "text", "literal": "Recent", "style": "titleMedium" },
        { "type": "hstack", "spacing": 16, "children": [
          { "id": "fab", "type": "fab", "icon": "plus", "a11y": { "label": { "literal": "Compose" } } },
          { "id": "fabSmall", "type": "fab", "icon": "edit", "size": "small", "a11y": { "label": { "literal": "Edit" } } },
          { "id": "fabLarge", "type": "fab", "icon": "plus", "size": "large", "a11y": { "label": { "literal": "New" } } } ] },
        { "type": "hstack", "children": [ { "id": "fabExtended", "type": "fab", "icon": "edit", "label": { "literal": "Write" } }, { "type": "spacer" } ] } ] },
      { "id": "tabs", "type": "tabBar", "items": [ { "icon": "home", "label": { "literal": "Mail" }, "selected": true },
                                                   { "icon": "chat", "label": { "literal": "Chat" } } ] } ] }
    """

    static func project(_ name: String, root: String = screen, devices: String = devices, typography: [String: String] = [:]) throws -> ScratchProject.Rendered {
        try ScratchProject.rendered(name, root: root, typography: typography, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#, devices: devices)
    }

    static func cell(_ device: String, _ locale: String, mode: ThemeMode = .light) -> Cell {
        Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: mode, textScale: 1)
    }

    /// The frames of `layout --json` by node id (the first node of each id).
    static func frames(_ project: ScratchProject.Rendered, _ cell: Cell) throws -> [String: Rect] {
        let scene = try project.renderer.compose(cell).scene
        var frames: [String: Rect] = [:]
        for (index, node) in scene.nodes.enumerated() where frames[node.id.name] == nil { frames[node.id.name] = scene.frames[index] }
        return frames
    }

    func testAndroidCellsHaveMaterialMetricsInEnglishAndArabic() throws {
        let project = try Self.project("material-metrics")
        // id → (width, height); nil: not checked on that axis.
        let expected: [(String, Double?, Double)] = [
            ("bar", 412, 64), ("bar.back", 48, 48), ("tabs", 412, 80), ("tabs.item0.indicator", 64, 32),
            ("save", nil, 48), ("save.container", nil, 40), ("wifi", nil, 48), ("wifi.track", 52, 32), ("wifi.thumb", 24, 24),
            ("bt.track", 52, 32), ("bt.thumb", 16, 16), ("name.field", nil, 56), ("one", nil, 56), ("two", nil, 72),
            ("range", nil, 48), ("range.container", nil, 40), ("range.option0", nil, 48),
            ("fab", 56, 56), ("fab.container", 56, 56), ("fabSmall", 48, 48), ("fabSmall.container", 40, 40),
            ("fabLarge", 96, 96), ("fabExtended", nil, 56),
        ]
        for locale in ["en", "ar"] {
            let frames = try Self.frames(project, Self.cell("pixel", locale))
            for (id, width, height) in expected {
                let frame = try XCTUnwrap(frames[id], "\(id) \(locale)")
                XCTAssertEqual(frame.height, height, accuracy: 0.01, "\(id) height \(locale)")
                if let width { XCTAssertEqual(frame.width, width, accuracy: 0.01, "\(id) width \(locale)") }
            }
            let save = try XCTUnwrap(frames["save.container"]), saveTarget = try XCTUnwrap(frames["save"]), wifi = try XCTUnwrap(frames["wifi"])
            // The container is centred in its 48 dp target; the switch's handle sits 4 dp (on) and 8 dp (off) in.
            XCTAssertEqual(save.minY - saveTarget.minY, 4, accuracy: 0.01)
            let track = try XCTUnwrap(frames["wifi.track"]), thumb = try XCTUnwrap(frames["wifi.thumb"])
            XCTAssertEqual(thumb.minY - track.minY, 4, accuracy: 0.01)
            let offTrack = try XCTUnwrap(frames["bt.track"]), offThumb = try XCTUnwrap(frames["bt.thumb"])
            XCTAssertEqual(offThumb.minY - offTrack.minY, 8, accuracy: 0.01)
            // Mirrored in Arabic: the track at the row's end (trailing), the on-handle at the track's end, the back
            // button at the bar's start, each on the side the reading direction puts it.
            let rtl = locale == "ar"
            XCTAssertEqual(rtl ? track.minX : track.maxX, rtl ? wifi.minX : wifi.maxX, accuracy: 0.01, "switch track at the row's end \(locale)")
            XCTAssertEqual(rtl ? thumb.minX - track.minX : track.maxX - thumb.maxX, 4, accuracy: 0.01, "on handle at the track's end \(locale)")
            XCTAssertEqual(rtl ? offTrack.maxX - offThumb.maxX : offThumb.minX - offTrack.minX, 8, accuracy: 0.01, "off handle at the start \(locale)")
            let back = try XCTUnwrap(frames["bar.back"])
            XCTAssertEqual(rtl ? 412 - back.maxX : back.minX, 4, accuracy: 0.01, "back button 4 dp from the start \(locale)")
        }
    }

    func testMediumAndLargeAppBarsAndTheCentredTitle() throws {
        for (variant, height) in [("small", 64.0), ("centerAligned", 64), ("medium", 112), ("large", 152)] {
            let root = #"{ "type": "vstack", "children": [ { "id": "bar", "type": "navBar", "title": { "literal": "Inbox" }, "variant": "\#(variant)" }, { "type": "spacer" } ] }"#
            let project = try Self.project("material-appbar-\(variant)", root: root)
            for locale in ["en", "ar"] {
                let frames = try Self.frames(project, Self.cell("pixel", locale))
                XCTAssertEqual(try XCTUnwrap(frames["bar"]).height, height, accuracy: 0.01, "\(variant) \(locale)")
                // iOS draws its bar and large title whatever the variant: 44 + the title's 40 pt line.
                XCTAssertEqual(try XCTUnwrap(Self.frames(project, Self.cell("phone", locale))["bar"]).height, 92, accuracy: 0.01, "\(variant) iOS \(locale)")
            }
        }
    }

    func testAWrappingSubtitleMakesTheThreeLineListItemAndTheTonalButtonIsTintedOnBothPlatforms() throws {
        let root = """
        { "type": "vstack", "padding": 16, "spacing": 8, "children": [
          { "id": "three", "type": "listRow", "title": { "literal": "Account" }, "chevron": false,
            "subtitle": { "literal": "A supporting text long enough to wrap onto a second line in the list item" } },
          { "id": "tonal", "type": "button", "variant": "tonal", "icon": "plus", "label": { "literal": "Add" } },
          { "type": "spacer" } ] }
        """
        let project = try Self.project("material-three-line", root: root)
        for locale in ["en", "ar"] {
            let frames = try Self.frames(project, Self.cell("pixel", locale))
            XCTAssertEqual(try XCTUnwrap(frames["three"]).height, 88, accuracy: 0.01, "12 + 24 + 2 × 20 + 12 \(locale)")
            for (device, drawn) in [("pixel", "tonal.container"), ("phone", "tonal")] {
                let scene = try project.renderer.compose(Self.cell(device, locale)).scene
                let node = try XCTUnwrap(scene.nodes.first { $0.id.name == drawn }, "\(drawn) \(device)")
                XCTAssertEqual(node.box.backgroundRole, "accentTint", "\(device) \(locale)")
                let icon = try XCTUnwrap(scene.nodes.first { $0.id.name == "tonal.icon" })
                guard case .icon(let glyph) = icon.kind else { return XCTFail("tonal.icon is not an icon") }
                XCTAssertEqual(glyph.colorRole, "accent")
            }
        }
    }

    func testIOSCellsOfTheSameScreenKeepTodaysMetrics() throws {
        let project = try Self.project("material-ios-unchanged")
        for locale in ["en", "ar"] {
            let frames = try Self.frames(project, Self.cell("phone", locale))
            for (id, width, height) in [("bar.bar", nil, 44.0), ("wifi.track", 51, 31), ("wifi.thumb", 27, 27), ("name.field", nil, 44),
                                        ("one", nil, 48), ("fab", 56, 56), ("fabSmall", 44, 44), ("fabSmall.container", 40, 40)] as [(String, Double?, Double)] {
                let frame = try XCTUnwrap(frames[id], "\(id) \(locale)")
                XCTAssertEqual(frame.height, height, accuracy: 0.01, "\(id) iOS \(locale)")
                if let width { XCTAssertEqual(frame.width, width, accuracy: 0.01, "\(id) iOS width \(locale)") }
            }
            XCTAssertNil(frames["save.container"], "an iOS button draws itself, without a container part")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(frames["save"]).height, 44)
        }
    }

    func testTextStylesComeFromMaterialsTypeScaleOnAndroid() throws {
        let project = try Self.project("material-type-scale")
        for locale in ["en", "ar"] {
            let android = try project.layoutTexts(Self.cell("pixel", locale))
            let heading = try XCTUnwrap(android["heading"])
            XCTAssertEqual(heading["style"]?.stringValue, "titleMedium")
            XCTAssertEqual(heading["weight"]?.stringValue, "medium", "titleMedium declares weight 500")
            XCTAssertEqual(heading["pointSize"]?.numberValue, 16)
            XCTAssertEqual(heading["lineHeight"]?.numberValue, 24)
            for (id, style, weight) in [("save.label", "labelLarge", "medium"), ("wifi.label", "bodyLarge", "regular"), ("bar.title", "titleLarge", "regular"),
                                        ("tabs.item0.label", "labelMedium", "medium"), ("fabExtended.label", "labelLarge", "medium")] {
                XCTAssertEqual(android[id]?["style"]?.stringValue, style, "\(id) \(locale)")
                XCTAssertEqual(android[id]?["weight"]?.stringValue, weight, "\(id) \(locale)")
            }
            let ios = try project.layoutTexts(Self.cell("phone", locale))
            XCTAssertEqual(ios["save.label"]?["style"]?.stringValue, "headline")
            XCTAssertEqual(ios["wifi.label"]?["style"]?.stringValue, "body")
            XCTAssertEqual(ios["fabExtended.label"]?["style"]?.stringValue, "headline")
        }
    }

    func testAProjectsOwnStyleWinsAndAnIOSOnlyProjectHasNoMaterialStyles() throws {
        let own = try Self.project("material-own-style", typography: ["titleMedium": #"{ "family": "sans", "size": 19, "lineHeight": 25, "weight": "bold" }"#])
        let heading = try XCTUnwrap(own.layoutTexts(Self.cell("pixel", "en"))["heading"])
        XCTAssertEqual(heading["pointSize"]?.numberValue, 19)
        XCTAssertEqual(heading["weight"]?.stringValue, "bold")
        let iosOnly = #"{ "phone": { "width": 390, "height": 844, "scale": 2 } }"#
        let root = #"{ "type": "vstack", "children": [ { "type": "text", "literal": "x", "style": "titleMedium" } ] }"#
        XCTAssertThrowsError(try Self.project("material-ios-only", root: root, devices: iosOnly)) { error in
            XCTAssertTrue("\(error)".contains("titleMedium"), "\(error)")
        }
    }

    func testTheFABIsANamedButtonThatPassesTheTouchTargetOnBothPlatforms() throws {
        let project = try Self.project("material-fab-a11y")
        for device in ["pixel", "phone"] {
            for locale in ["en", "ar"] {
                let cell = Self.cell(device, locale)
                let rendered = try project.renderer.render(cell)
                let snapshot = AccessibilitySnapshot(tree: AccessibilityTree(scene: rendered.composed.scene), cell: cell).text
                for (id, name) in [("fab", "Compose"), ("fabSmall", "Edit"), ("fabLarge", "New"), ("fabExtended", "Write")] {
                    XCTAssertTrue(snapshot.contains("button \"\(name)\" #\(id)\n"), "\(device) \(locale): \(snapshot)")
                }
                let findings = try project.audit(cell)
                let fabs = findings.filter { $0.nodeID.name.hasPrefix("fab") }
                XCTAssertEqual(fabs.map { "\($0.criterion) \($0.nodeID)" }, [], "\(device) \(locale)")
                XCTAssertEqual(findings.of(.touchTargetSize).map(\.nodeID.name), [], "\(device) \(locale): every control is a full target")
            }
        }
    }

    func testEveryRegistryExampleInEveryStateItTakesDrawsOnAndroid() throws {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        var children: [String] = [], ids: [(String, String)] = []
        for (index, type) in NodeType.all.enumerated() {
            for (stateIndex, state) in ([nil] + type.states).enumerated() {
                let id = "n\(index)s\(stateIndex)"
                children.append("{ \(type.example), \"id\": \"\(id)\"\(state.map { ", \"state\": \"\($0.rawValue)\"" } ?? "") }")
                ids.append((id, type.name))
            }
        }
        let root = #"{ "type": "scroll", "background": "background", "children": [ \#(children.joined(separator: ", ")) ] }"#
        let project = try ScratchProject.rendered("material-registry", root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#,
                                           assets: ["photo.png": try PNGEncoder().encode(red)], devices: Self.devices)
        for locale in ["en", "ar"] {
            for mode in [ThemeMode.light, .dark] {
                let scene = try project.renderer.render(Self.cell("pixel", locale, mode: mode)).composed.scene
                for (id, type) in ids {
                    let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == id }, "\(type) \(id) \(locale)")
                    XCTAssertEqual(scene.nodes[node].type, type, "\(id) \(locale)")
                }
            }
        }
    }

    /// As `NodeTypeRequirementsTests`, on an Android device: what a cell reads beyond an empty screen is exactly what
    /// the load check asks for on Android (`requirements(of:on:)`), for every entry and state and the Material variants.
    func testEveryEntryReadsExactlyItsAndroidRequirementsInEachState() throws {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        func reads(_ child: String?, _ name: String) throws -> (reads: Set<String>, root: SpecNode) {
            let project = try ScratchProject.rendered("material-requirements-\(name)", root: #"{ "type": "vstack", "children": [ \#(child ?? "") ] }"#,
                                               matrix: #"{ "locales": ["en"], "textScales": [1.0] }"#,
                                               assets: ["photo.png": try PNGEncoder().encode(red)], devices: Self.devices)
            // The input record is complete once the cell is composed (rasterising reads nothing): no pixels needed.
            let composed = try project.renderer.compose(Self.cell("pixel", "en"))
            let screen = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
            return (Set(composed.inputs.entries.keys.filter { $0.hasPrefix("token:") }), screen.root)
        }
        let empty = try reads(nil, "empty").reads
        let variants: [(NodeType, String)] = NodeType.all.map { ($0, $0.example) } + [
            (ButtonNode.type, #""type": "button", "label": { "literal": "Go" }, "variant": "secondary""#),
            (ButtonNode.type, #""type": "button", "icon": "plus", "variant": "tonal""#),
            (ButtonNode.type, #""type": "button", "label": { "literal": "Go" }, "variant": "plain""#),
            (ButtonNode.type, #""type": "button", "label": { "literal": "Go" }, "variant": "destructive", "disabled": true"#),
            (ToggleNode.type, #""type": "toggle", "on": true, "a11y": { "label": { "literal": "Wi-Fi" } }"#),
            (ListRowNode.type, #""type": "listRow", "value": { "literal": "On" }, "chevron": false"#),
            (ListRowNode.type, #""type": "listRow", "icon": "check", "title": { "literal": "T" }, "subtitle": { "literal": "Sub" }"#),
            (NavBarNode.type, #""type": "navBar", "back": true"#),
            (NavBarNode.type, #""type": "navBar", "title": { "literal": "T" }, "variant": "large""#),
            (TextFieldNode.type, #""type": "textField", "value": { "literal": "x" }, "error": { "literal": "Bad" }"#),
            (TextFieldNode.type, #""type": "textField", "label": { "literal": "L" }, "variant": "outlined""#),
            (TabBarNode.type, #""type": "tabBar", "items": [ { "icon": "check", "label": { "literal": "A" }, "selected": true } ]"#),
            (FABNode.type, #""type": "fab", "icon": "edit", "label": { "literal": "Write" }, "size": "small""#),
            (SearchFieldNode.type, #""type": "searchField", "value": { "literal": "x" }, "clear": { "literal": "Clear" }, "cancel": { "literal": "Cancel" }"#),
            (UploadNode.type, #""type": "upload", "title": { "literal": "Add" }, "message": { "literal": "Hint" }, "choose": { "literal": "Choose" }"#),
            (UploadNode.type, #""type": "upload", "status": "uploading", "file": { "literal": "a.gpx" }, "progress": 0.4"#),
            (UploadNode.type, #""type": "upload", "status": "done", "file": { "literal": "a.gpx" }, "message": { "literal": "Done" }"#),
            (UploadNode.type, #""type": "upload", "status": "failed", "file": { "literal": "a.gpx" }, "message": { "literal": "Too big" }, "retry": { "literal": "Retry" }"#),
            (UploadNode.type, #""type": "upload", "status": "failed", "file": { "literal": "a.gpx" }, "retry": { "literal": "Retry" }"#),
            (CheckboxNode.type, #""type": "checkbox", "checked": "mixed", "error": { "literal": "Bad" }"#),
            (CheckboxNode.type, #""type": "checkbox", "label": { "literal": "A" }"#),
            (RadioGroupNode.type, #""type": "radioGroup", "label": { "literal": "Plan" }, "selected": "b", "options": [ { "value": "a", "label": { "literal": "A" } }, { "value": "b", "label": { "literal": "B" }, "disabled": true } ]"#),
            (StepperNode.type, #""type": "stepper", "value": 0, "min": 0, "max": 0"#),
            (SliderNode.type, #""type": "slider", "value": 3, "max": 10, "step": 1, "minLabel": { "literal": "0" }, "maxIcon": "plus", "disabled": true"#),
            (ChipNode.type, #""type": "chip", "variant": "input", "label": { "literal": "Run" }, "icon": "heart""#),
            (ChipNode.type, #""type": "chip", "label": { "literal": "Share" }"#),
            (SliderNode.type, #""type": "slider", "value": 10, "max": 10, "step": 5, "a11y": { "label": { "literal": "Volume" } }"#),
            (SliderNode.type, #""type": "slider", "value": 0.5, "valueIndicator": true, "label": { "literal": "Volume" }"#),
        ]
        var checked = 0
        for (index, (type, example)) in variants.enumerated() {
            for state in [nil] + type.states {
                let label = example + (state.map { " (\($0.rawValue))" } ?? "")
                let stateKey = state.map { #", "state": "\#($0.rawValue)""# } ?? ""
                let (reads, root) = try reads("{ \(example)\(stateKey) }", "\(index)-\(state?.rawValue ?? "rest")")
                var required = Set<String>()
                var stack = root.children
                while let node = stack.popLast() {
                    stack += node.children
                    required.formUnion(node.kind.requirements(of: node, on: .android).map(NodeTypeRequirementsTests.recordKey))
                    required.formUnion((node.box.background?.roles ?? []).map { "token:" + $0.name })
                    if let border = node.box.borderRole { required.insert("token:" + border.name) }
                }
                let drawn = reads.subtracting(empty).subtracting(["token:touch"])
                XCTAssertEqual(drawn.subtracting(required).sorted(), [], "\(label) reads tokens it does not require on Android")
                XCTAssertEqual(required.subtracting(reads).sorted(), [], "\(label) requires tokens it does not read on Android")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, variants.count)
    }

    func testAnAndroidProjectWithoutARoleOnlyTheMaterialLookDrawsIsOneConfigurationError() throws {
        // `border` is the outlined button's outline on Android; iOS draws that variant with `surface` and `accent`.
        let root = #"{ "type": "vstack", "children": [ { "id": "cancel", "type": "button", "variant": "secondary", "label": { "literal": "Cancel" } } ] }"#
        let project = try Self.project("material-missing-role", root: root)
        var withoutBorder = project.project.tokens
        withoutBorder.colors["border"] = nil
        let probe = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
        XCTAssertNil(MissingTokens.find(in: [probe], tokens: withoutBorder, file: "tokens.json"), "iOS only: the outlined button needs no border role")
        let missing = try XCTUnwrap(MissingTokens.find(in: [probe], tokens: withoutBorder, file: "tokens.json", platforms: [.ios, .android]))
        XCTAssertEqual(missing.roles, ["border": ["probe:cancel (button)"]], "\(missing)")
    }

    func testWeight500IsTheFamilysMediumChainOrItsRegularOne() {
        let regular = ["NotoSans-Regular.ttf"], medium = ["Roboto-Medium.ttf"]
        let plain = FontFamilyTable(families: ["sans": [.regular: regular, .bold: ["NotoSans-Bold.ttf"]]])
        XCTAssertEqual(plain.files(family: "sans", weight: .medium), regular, "CSS Fonts 4 §5.2: a wanted 500 tries 400 first")
        XCTAssertEqual(plain.files(family: "sans", weight: .bold), ["NotoSans-Bold.ttf"])
        let withMedium = FontFamilyTable(families: ["sans": [.regular: regular, .medium: medium, .bold: ["NotoSans-Bold.ttf"]]])
        XCTAssertEqual(withMedium.files(family: "sans", weight: .medium), medium)
        XCTAssertNil(plain.files(family: "serif", weight: .medium))
        XCTAssertEqual(FontWeight.medium.value, 500)
        XCTAssertEqual(FontWeight.medium.withBoldText(at: .fontScale(hundredths: 100), among: [.regular, .bold]), .bold,
                       "Android's +300: 800 is nearest to 700")
    }

    func testABadFABIsAnErrorNamingTheKey() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "fab", "a11y": { "label": { "literal": "x" } } }"#, "icon"),
            (#"{ "type": "fab", "icon": "plus", "size": "medium" }"#, "medium"),
            (#"{ "type": "fab", "icon": "plus", "state": "selected" }"#, "selected"),
        ]
        for (index, (node, word)) in cases.enumerated() {
            let root = #"{ "type": "vstack", "children": [ \#(node) ] }"#
            XCTAssertThrowsError(try Self.project("material-bad-fab-\(index)", root: root), node) { error in
                XCTAssertTrue("\(error)".contains(word), "\(node): \(error)")
            }
        }
    }
}

private extension JSONValue {
    var stringValue: String? { if case .string(let text) = kind { return text } else { return nil } }
    var numberValue: Double? { if case .number(let number) = kind { return number.value } else { return nil } }
}
