import XCTest
@testable import ProofsheetKit

/// `upload` (issue #40 item 2) on its own English + Arabic project with an iOS and an Android device, through the
/// real pipeline: each status's parts and metrics (an inset grouped row on iOS, a Material 3 outlined card on
/// Android; docs/platform-controls.md), mirrored in Arabic; the percentage in the platform's digits for the locale;
/// the status and each action in the accessibility snapshot; and the audits (a failed upload without a message, an
/// unnamed remove button, the targets).
final class UploadTests: XCTestCase {
    static let words = [
        "en": ["nav.back": "Back", "title": "Add a route file", "hint": "GPX or FIT, up to 10 MB", "choose": "Choose file", "file": "morning-run.gpx",
               "done": "Uploaded", "remove": "Remove file", "error": "The file is over 10 MB", "retry": "Try again"],
        "ar": ["nav.back": "رجوع", "title": "أضف ملف مسار", "hint": "حتى ١٠ ميغابايت", "choose": "اختر ملفًا", "file": "morning-run.gpx",
               "done": "تم الرفع", "remove": "إزالة الملف", "error": "الملف أكبر من ١٠ ميغابايت", "retry": "أعد المحاولة"],
    ]
    static let strings = words.mapValues { texts in
        "{ " + texts.keys.sorted().map { "\"\($0)\": \"\(texts[$0]!)\"" }.joined(separator: ", ") + " }"
    }

    static func project(_ name: String, _ uploads: String) throws -> ScratchProject.Rendered {
        let root = #"{ "type": "vstack", "background": "background", "padding": 16, "spacing": 16, "children": [ \#(uploads), { "type": "spacer" } ] }"#
        return try ScratchProject.rendered("upload-" + name, root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0] }"#,
                                    strings: strings, devices: OverlaySheetTests.devices)
    }

    static let statuses = #"""
    { "type": "upload", "id": "pick", "title": "title", "message": "hint", "choose": "choose" },
    { "type": "upload", "id": "sending", "status": "uploading", "file": "file", "progress": 0.4 },
    { "type": "upload", "id": "sent", "status": "done", "file": "file", "message": "done", "remove": "remove" },
    { "type": "upload", "id": "broken", "status": "failed", "file": "file", "message": "error", "retry": "retry" }
    """#

    func testEachStatusHasItsPartsAndEachPlatformsMetricsMirroredInArabic() throws {
        let project = try Self.project("metrics", Self.statuses)
        for device in ["phone", "pixel"] {
            let touch = device == "pixel" ? 48.0 : 44
            let padding = device == "pixel" ? 16.0 : 16
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let cell = OverlaySheetTests.cell(device, locale)
                let scene = try project.renderer.compose(cell).scene
                let frames = try MaterialControlTests.frames(project, cell)
                func leadingGap(_ inner: Rect, _ outer: Rect) -> Double { locale == "en" ? inner.minX - outer.minX : outer.maxX - inner.maxX }
                func trailingGap(_ inner: Rect, _ outer: Rect) -> Double { locale == "en" ? outer.maxX - inner.maxX : inner.minX - outer.minX }
                for id in ["pick", "sending", "sent", "broken"] {
                    let container = try XCTUnwrap(frames[id], "\(id) \(what)")
                    XCTAssertEqual(container.width, scene.device.width - 32, accuracy: 1e-6, what)
                    let node = try XCTUnwrap(scene.nodes.first { $0.id.name == id })
                    // iOS: an inset grouped row (10 corners, no outline); Android: an outlined card (12 dp corners, 1 dp `border`).
                    XCTAssertEqual(node.box.cornerRadius, device == "pixel" ? 12 : 10, what)
                    XCTAssertEqual(node.box.border?.width, device == "pixel" ? 1 : nil, what)
                    XCTAssertEqual(node.box.border?.role, device == "pixel" ? "border" : nil, what)
                    let mark = try XCTUnwrap(frames["\(id).mark"], "\(id) \(what)")
                    XCTAssertEqual(mark.width, 24, what)
                    XCTAssertEqual(leadingGap(mark, container), padding, accuracy: 1e-6, "\(id) \(what)")
                    let title = try XCTUnwrap(frames["\(id).title"], "\(id) \(what)")
                    XCTAssertEqual(leadingGap(title, mark), 24 + (device == "pixel" ? 16 : 12), accuracy: 1e-6, "\(id) \(what)")
                }
                // The actions are their own targets at the trailing edge, a touch target high.
                for action in ["pick.choose", "sent.remove", "broken.retry"] {
                    let frame = try XCTUnwrap(frames[action], "\(action) \(what)")
                    XCTAssertGreaterThanOrEqual(frame.height, touch, "\(action) \(what)")
                    XCTAssertGreaterThanOrEqual(frame.width, touch, "\(action) \(what)")
                    let owner = try XCTUnwrap(frames[String(action.split(separator: ".")[0])])
                    XCTAssertEqual(trailingGap(frame, owner), padding, accuracy: 1e-6, "\(action) \(what)")
                }
                XCTAssertNil(frames["sending.choose"], what)
                // The progress bar: a 4 high track filled 40 % from the locale's leading side, the percentage after it.
                let track = try XCTUnwrap(frames["sending.track"], what)
                XCTAssertEqual(track.height, 4, what)
                let value = try XCTUnwrap(frames["sending.value"], what)
                XCTAssertEqual(leadingGap(value, track), 0, accuracy: 1e-6, what)
                XCTAssertEqual(value.width / (track.width - (device == "pixel" ? 4 : 0)), 0.4, accuracy: 0.01, what)
                let percent = try XCTUnwrap(scene.nodes.first { $0.id.name == "sending.percent" })
                guard case .text(let text) = percent.kind else { return XCTFail(what) }
                XCTAssertEqual(text.string, device == "pixel" && locale == "ar" ? "٤٠٪" : "40%", what)
            }
        }
    }

    func testAtTheLargestScaleTheActionGoesUnderTheTextsSoNoWordBreaks() throws {
        let root = #"{ "type": "scroll", "background": "background", "children": [ { "type": "vstack", "padding": 16, "spacing": 16, "children": [ \#(Self.statuses) ] } ] }"#
        let project = try ScratchProject.rendered("upload-large", root: root, matrix: #"{ "locales": ["en", "ar"], "textScales": [1.0, 2.0] }"#,
                                           strings: Self.strings, devices: OverlaySheetTests.devices)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                for scale in [1.0, 2.0] {
                    let what = "\(device) \(locale) \(scale)"
                    let cell = Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textScale: scale)
                    let rendered = try project.renderer.render(cell)
                    let scene = rendered.composed.scene
                    // The candidate laid out: the one whose frame is not empty.
                    let shown = scene.nodes.indices.filter { ["pick.wide", "pick.stacked"].contains(scene.nodes[$0].id) && !scene.frames[$0].isEmpty }
                    XCTAssertEqual(shown.map { scene.nodes[$0].id }, [scale == 1 ? "pick.wide" : "pick.stacked"], what)
                    let findings = try project.audit(cell).filter { $0.severity == .error && $0.nodeID.name.contains(".") }
                    XCTAssertEqual(findings.map { "\($0.criterion) \($0.nodeID)" }, [], "\(what): \(findings.map(\.message))")
                }
            }
        }
    }

    func testTheSnapshotReadsEachStatusAndEachAction() throws {
        let project = try Self.project("snapshot", Self.statuses)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let w = try XCTUnwrap(Self.words[locale])
                let cell = OverlaySheetTests.cell(device, locale)
                let tree = AccessibilityTree(scene: try project.renderer.compose(cell).scene)
                let lines = tree.elements.map { e in
                    "\(e.role) \(e.name) \(e.value ?? "-") [\(e.states.map(\.rawValue).joined(separator: ","))] \(e.errorMessage ?? "-") \(e.hint ?? "-") #\(e.nodeID)"
                }
                let percent = device == "pixel" && locale == "ar" ? "٤٠٪" : "40%"
                XCTAssertEqual(lines, [
                    "text \(w["title"]!) - [] - \(w["hint"]!) #pick.texts",
                    "button \(w["choose"]!) - [] - - #pick.choose",
                    "progressbar \(w["file"]!) \(percent) [busy] - - #sending.texts",
                    "text \(w["file"]!) \(w["done"]!) [] - - #sent.texts",
                    "button \(w["remove"]!) - [] - - #sent.remove",
                    "text \(w["file"]!) - [error] \(w["error"]!) - #broken.texts",
                    "button \(w["retry"]!) - [] - - #broken.retry",
                ], what)
                XCTAssertEqual(tree.elements.first { $0.nodeID.name == "sent.remove" }?.units.first?.hasPrefix("group #sent"), true, what)
                let findings = try project.audit(cell)
                XCTAssertEqual(findings.filter { $0.severity == .error }.map { "\($0.criterion) \($0.nodeID)" }, [], what)
            }
        }
    }

    func testAFailureWithoutAMessageAndAnUnnamedRemoveButtonAreFound() throws {
        let uploads = #"""
        { "type": "upload", "id": "silent", "status": "failed", "file": "file", "retry": "retry" },
        { "type": "upload", "id": "anonymous", "status": "done", "file": "file" }
        """#
        let project = try Self.project("audits", uploads)
        for device in ["phone", "pixel"] {
            for locale in ["en", "ar"] {
                let what = "\(device) \(locale)"
                let findings = try project.audit(OverlaySheetTests.cell(device, locale))
                XCTAssertEqual(findings.of(.errorIdentification).map(\.nodeID.name), ["silent.texts"], what)
                XCTAssertEqual(findings.of(.missingName).map(\.nodeID.name), ["anonymous.remove"], what)
                XCTAssertEqual(findings.of(.touchTargetSize).map(\.nodeID.name), [], what)
            }
        }
    }

    func testEachStatusTakesOnlyItsOwnKeys() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "upload", "status": "done", "file": "file", "retry": "retry" }"#,
             "root.retry: an upload whose status is 'done' does not draw 'retry'; it takes 'file', 'message', 'remove'"),
            (#"{ "type": "upload", "status": "uploading", "file": "file" }"#, "progress"),
            (#"{ "type": "upload", "title": "title" }"#, "choose"),
            (#"{ "type": "upload", "status": "paused", "title": "title", "choose": "choose" }"#, "paused"),
        ]
        for (index, (root, message)) in cases.enumerated() {
            XCTAssertThrowsError(try ScratchProject.rendered("upload-bad-\(index)", root: root, strings: Self.strings)) { error in
                let text = (error as? ScratchProject.ScreenError)?.message ?? String(describing: error)
                XCTAssertTrue(text.contains(message), text)
            }
        }
    }
}
