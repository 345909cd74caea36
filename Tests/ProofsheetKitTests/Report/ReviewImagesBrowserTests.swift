import XCTest
@testable import ProofsheetKit

/// The review images a check writes for a changed cell are drawn whole by the report page in Debian's real Chromium:
/// the diff's marks (changed pixels red, the rest transparent) over the expected image faded toward white, and the
/// accessibility legend (numbered boxes over the actual image, the elements' lines beside it). Each test checks
/// a real check of a scratch project (English and Arabic, a string edited) pixel by pixel in a screenshot of the
/// page, with the images shown at their own size.
final class ReviewImagesBrowserTests: XCTestCase {
    nonisolated(unsafe) private static let browser = DevToolsSession(width: 1600, height: 1200)

    override class func tearDown() {
        browser.close()
        super.tearDown()
    }

    /// A 240×320 pt project at scale 1, recorded, then its title edited in both languages and checked again; the
    /// report page written. Returns the project, the report and the page on it.
    private func checkedEdit() throws -> (ScratchProject, CheckReport, DevToolsPage) {
        let project = try makeCheckProject(.check(config: ScratchProject.Files.checkConfig(width: 240, height: 320)))
        _ = try project.check(record: .missing)
        try project.edit("strings/en.json", replacing: #""home.title": "Home""#, with: #""home.title": "Home again""#)
        try project.edit("strings/ar.json", replacing: #""home.title": "الرئيسية""#, with: #""home.title": "الصفحة الرئيسية""#)
        let report = try project.check()
        try ReportWriter.write(report, toFolder: project.defaultReport, title: "review images")
        let page = try Self.browser.page()
        try page.navigate(URL(fileURLWithPath: project.defaultReport + "/index.html").absoluteString)
        try page.wait(for: "document.body.dataset.ready === '1'")
        return (project, report, page)
    }

    /// Opens the viewer on `cell`, shows `view` and waits for `slot`'s shown images; returns the screenshot and,
    /// for each selector inside the slot, its box in the screenshot and its natural size.
    private func show(_ cell: String, view: String, slot: String, images selectors: [String], on page: DevToolsPage) throws -> (Pixmap, [[Double]]) {
        _ = try page.evaluate("location.hash = '#cell=' + encodeURIComponent('\(cell)')")
        try page.wait(for: "document.getElementById('viewer').open && document.getElementById('viewer-title').textContent === '\(cell)'", timeout: 10)
        _ = try page.evaluate("document.querySelector('input[name=view][value=\(view)]').click()")
        let frame = "document.querySelector('.frame[data-slot=\"\(slot)\"]')"
        try page.wait(for: "[...\(frame).querySelectorAll('img:not([hidden])')].every(i => i.complete && i.naturalWidth > 0)", timeout: 10)
        _ = try page.evaluate("\(frame).scrollIntoView({block: 'center'})")
        _ = try page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
        var boxes: [[Double]] = []
        for selector in selectors {
            let box = try XCTUnwrap(try page.evaluate("""
                (() => { const i = \(frame).querySelector('\(selector)'); if (!i || i.hidden) return null; const r = i.getBoundingClientRect();
                         return [r.left, r.top, r.width, r.height, i.naturalWidth, i.naturalHeight]; })()
                """) as? [Double], "\(cell): \(selector) is shown")
            boxes.append(box)
        }
        let shot = try PNGDecoder.decode([UInt8](try page.screenshot()), source: "screenshot").pixmap
        return (shot, boxes)
    }

    private func image(_ relative: String?, in project: ScratchProject) throws -> Pixmap {
        let path = project.defaultReport + "/" + (try XCTUnwrap(relative, "artefact written"))
        return try PNGDecoder.decode(try PNGDecoder.readFile(atPath: path), source: path).pixmap
    }

    /// True when every pixel of the (2r+1)² square around (x, y) satisfies `test`.
    private func around(_ x: Int, _ y: Int, radius: Int, in pixmap: Pixmap, _ test: (Color) -> Bool) -> Bool {
        for dy in -radius...radius {
            for dx in -radius...radius {
                let px = x + dx, py = y + dy
                guard px >= 0, py >= 0, px < pixmap.width, py < pixmap.height, test(pixmap[px, py]) else { return false }
            }
        }
        return true
    }

    func testTheDiffPanelShowsTheMarksOverTheFadedExpectedImage() throws {
        let (project, report, page) = try checkedEdit()
        for id in ["home/phone-en-dark-1.0x", "home/phone-ar-dark-1.0x"] {
            let result = try XCTUnwrap(report.result(id), id)
            XCTAssertEqual(result.status, .changed, id)
            let marks = try image(result.artefacts.diff, in: project)
            let goldenPath = project.goldenPath(id)
            let golden = try PNGDecoder.decode(try PNGDecoder.readFile(atPath: goldenPath), source: goldenPath).pixmap
            let (shot, boxes) = try show(id, view: "side", slot: "diff", images: [".faded img", "img.marks"], on: page)
            let (base, over) = (boxes[0], boxes[1])
            XCTAssertEqual(base[2], base[4], "\(id): the expected image is shown at its own width (the sampling below needs it)")
            // The marks cover the rows that differ (`diffBand`), and lie over the expected image at those rows.
            let band = try XCTUnwrap(result.artefacts.diffBand, "\(id): a string edit's marks are a band of rows")
            XCTAssertEqual([band.height, band.imageHeight], [marks.height, golden.height], id)
            XCTAssertLessThan(band.height, golden.height / 4, "\(id): the band is the edited lines, not the screen")
            XCTAssertEqual(over[0], base[0], accuracy: 0.5, id)
            XCTAssertEqual(over[2], base[2], accuracy: 0.5, id)
            XCTAssertEqual(over[1], base[1] + Double(band.top), accuracy: 0.5, "\(id): the marks start at their first row")
            XCTAssertEqual(over[3], Double(band.height), accuracy: 0.5, id)
            let left = Int(base[0].rounded()), top = Int(base[1].rounded())
            var red = 0, faded = 0
            for y in 0..<golden.height {
                for x in 0..<golden.width {
                    let seen = shot[left + x, top + y]
                    let row = y - band.top, inBand = (0..<band.height).contains(y - band.top)
                    if inBand && around(x, row, radius: 1, in: marks, { $0 == DiffImage.changedColor }) {
                        red += 1
                        XCTAssertTrue(seen.r >= 235 && seen.g <= 30 && seen.b <= 30, "\(id): marked (\(x), \(y)) shows \(seen)")
                    } else if !inBand || around(x, row, radius: 2, in: marks, { $0.a == 0 }), x % 5 == 0, y % 5 == 0,
                              abs(y - band.top) > 2, abs(y - band.top - band.height) > 2 {
                        // The dark background #101010, grey and at 10 % over white: 0.9 × 255 + 0.1 × 16 ≈ 231 (the
                        // classic diff image's 231); unfaded it would be 16, without the expected image 255.
                        guard golden[x, y] == Color(r: 0x10, g: 0x10, b: 0x10) else { continue }
                        faded += 1
                        XCTAssertTrue(abs(Int(seen.r) - 231) <= 6 && seen.r == seen.g && seen.g == seen.b, "\(id): unmarked (\(x), \(y)) shows \(seen)")
                    }
                }
            }
            XCTAssertGreaterThan(red, 20, "\(id): the edited title is marked")
            XCTAssertGreaterThan(faded, 500, "\(id): most of the image is unmarked")
        }
    }

    func testTheLegendIsDrawnOverTheActualImageWithItsListOnTheReadingSide() throws {
        let (project, report, page) = try checkedEdit()
        for id in ["home/phone-en-dark-1.0x", "home/phone-ar-dark-1.0x"] {
            let result = try XCTUnwrap(report.result(id), id)
            let legend = try XCTUnwrap(result.artefacts.pageLegend, "\(id): the legend is data for the page")
            XCTAssertNil(result.artefacts.legend, "\(id): no legend image")
            let actual = try image(result.artefacts.actual, in: project)
            let (shot, boxes) = try show(id, view: "a11y", slot: "legend", images: [".legend-shot img"], on: page)
            let picture = boxes[0]
            let list = try XCTUnwrap(try page.evaluate("""
                (() => { const r = document.querySelector('.frame[data-slot="legend"] .legend-list').getBoundingClientRect();
                         return [r.left, r.top, r.width, r.height]; })()
                """) as? [Double], "\(id): the list is shown")
            let scale = picture[2] / legend.width
            XCTAssertEqual(picture[3] / legend.height, scale, accuracy: 0.01, "\(id): the actual image keeps its proportions")
            // The list is on the side the cell's reader starts from: right of the screenshot in English, left in Arabic.
            if legend.rightToLeft {
                XCTAssertLessThanOrEqual(list[0] + list[2], picture[0], id)
            } else {
                XCTAssertGreaterThanOrEqual(list[0], picture[0] + picture[2], id)
            }
            // One box per element, at its frame; its badge carries its number.
            let drawn = try XCTUnwrap(try page.evaluate("""
                [...document.querySelectorAll('.frame[data-slot="legend"] .legend-box')].map(b => { const r = b.getBoundingClientRect();
                    return [r.left, r.top, r.width, r.height, Number(b.textContent)]; })
                """) as? [[Double]], id)
            XCTAssertEqual(drawn.map { Int($0[4]) }, legend.elements.map(\.number), id)
            for (box, element) in zip(drawn, legend.elements) {
                XCTAssertEqual(box[0], picture[0] + element.frame.minX * scale, accuracy: 1, "\(id): element \(element.number)")
                XCTAssertEqual(box[1], picture[1] + element.frame.minY * scale, accuracy: 1, "\(id): element \(element.number)")
                XCTAssertEqual(box[2], element.frame.width * scale, accuracy: 1, "\(id): element \(element.number)")
                XCTAssertEqual(box[3], element.frame.height * scale, accuracy: 1, "\(id): element \(element.number)")
                // Its border is drawn in its colour, on the left edge halfway down.
                let colour = AccessibilityLegend.palette[(element.number - 1) % AccessibilityLegend.palette.count]
                let edge = shot[Int((box[0] + 1).rounded(.down)), Int((box[1] + box[3] / 2).rounded(.down))]
                XCTAssertTrue(abs(Int(edge.r) - Int(colour.r)) <= 8 && abs(Int(edge.g) - Int(colour.g)) <= 8 && abs(Int(edge.b) - Int(colour.b)) <= 8,
                              "\(id): element \(element.number)'s border shows \(edge), its colour is \(colour)")
            }
            // The list reads the elements' lines in order.
            let lines = try XCTUnwrap(try page.evaluate("""
                [...document.querySelectorAll('.frame[data-slot="legend"] .legend-list li')].map(li => li.textContent)
                """) as? [String], id)
            XCTAssertEqual(lines, legend.elements.map(\.line), id)
            // Away from the boxes' borders and badges, the page shows the actual image's pixels: nothing is painted over it.
            var compared = 0
            for sy in stride(from: Int(picture[1].rounded(.up)), to: Int(picture[1] + picture[3]), by: 2) {
                for sx in stride(from: Int(picture[0].rounded(.up)), to: Int(picture[0] + picture[2]), by: 2) {
                    let ax = Int(((Double(sx) + 0.5 - picture[0]) / scale).rounded(.down)), ay = Int(((Double(sy) + 0.5 - picture[1]) / scale).rounded(.down))
                    guard ax >= 0, ay >= 0, ax < actual.width, ay < actual.height else { continue }
                    let nearBox = drawn.contains { box in
                        let inside = Double(sx) > box[0] - 3 && Double(sx) < box[0] + box[2] + 3 && Double(sy) > box[1] - 3 && Double(sy) < box[1] + box[3] + 3
                        let deep = Double(sx) > box[0] + 4 && Double(sx) < box[0] + box[2] - 4 && Double(sy) > box[1] + 18 && Double(sy) < box[1] + box[3] - 4
                        return inside && !deep
                    }
                    let wanted = actual[ax, ay]
                    guard !nearBox, around(ax, ay, radius: 2, in: actual, { $0 == wanted }) else { continue }
                    compared += 1
                    let seen = shot[sx, sy]
                    XCTAssertTrue(abs(Int(seen.r) - Int(wanted.r)) <= 3 && abs(Int(seen.g) - Int(wanted.g)) <= 3 && abs(Int(seen.b) - Int(wanted.b)) <= 3,
                                  "\(id): (\(ax), \(ay)) of the screenshot shows \(seen), the actual image has \(wanted)")
                }
            }
            XCTAssertGreaterThan(compared, 1_000, "\(id): the actual image shows through the legend")
        }
    }
}
