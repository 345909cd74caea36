import Foundation
import XCTest
@testable import ProofsheetKit

/// `proofsheet serve` in real headless Chromium, driven through the DevTools protocol: the grid, live updates,
/// a syntax error, the viewer, approval from the review, and the page's own audits (contrast, targets, keyboard).
///
/// `PROOFSHEET_SERVE_SCREENSHOTS=<folder>` writes the screenshots docs/serve.md shows into that folder.
final class ServeBrowserTests: XCTestCase {
    /// The serve fixture with a faint hint (`divider` on `background`, about 1.1:1) so every cell has a finding to draw.
    static let fixture = ServeHarness.fixture.screen(node: """
        { "type": "text", "text": "home.title", "style": "largeTitle" },
              { "type": "text", "id": "hint", "literal": "Faint hint", "style": "footnote", "color": "divider" },
              { "type": "button", "id": "save", "label": "home.save" }
        """)

    /// One Chromium for the class (see `DevToolsSession`); each test opens its own server's page in it.
    nonisolated(unsafe) private static let browser = DevToolsSession()

    override class func tearDown() {
        browser.close()
        super.tearDown()
    }

    /// The class's page on the server, once it shows the generation the server holds. The server's generation is
    /// read again at each poll: a file written just before (the approve test's strings) can start a newer generation
    /// while the page loads, and the page then shows that one.
    private func open(_ harness: ServeHarness) throws -> DevToolsPage {
        let page = try Self.browser.page()
        try page.navigate(harness.url)
        try page.wait(for: "location.port === '\(harness.port)' && document.body.dataset.current === '1'")
        let deadline = Date().addingTimeInterval(20)
        while try page.evaluate("document.body.dataset.generation") as? String != String(harness.server.generation) {
            guard Date() < deadline else {
                throw RawHTTPError(message: "timed out after 20 s waiting for the page to show generation \(harness.server.generation)")
            }
            usleep(25_000)
        }
        return page
    }

    /// Waits until the server has rendered generation `number` (a file it watches was written).
    private func waitForGeneration(_ number: Int, of harness: ServeHarness) throws {
        let deadline = Date().addingTimeInterval(20)
        while harness.server.generation < number {
            guard Date() < deadline else { throw RawHTTPError(message: "timed out after 20 s waiting for generation \(number)") }
            usleep(25_000)
        }
    }

    private func screenshot(_ page: DevToolsPage, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["PROOFSHEET_SERVE_SCREENSHOTS"], !folder.isEmpty else { return }
        try page.screenshot().write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    /// Cell name → the `src` of its image, from the page.
    private func images(_ page: DevToolsPage) throws -> [String: String] {
        let pairs = try page.evaluate("""
            [...document.querySelectorAll('button.cell')].map(b => [b.dataset.cell, (b.querySelector('img') || {}).src || ''])
            """) as? [[String]] ?? []
        return Dictionary(uniqueKeysWithValues: pairs.map { ($0[0], $0[1]) })
    }

    func testTheGridShowsEverySelectedCellWithItsImageAndFindings() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        let expected = try Matrix.cells(of: try Project.load(configPath: harness.config)).map(\.description)
        XCTAssertEqual(try images(page).keys.sorted(), expected.sorted())
        XCTAssertEqual(try page.evaluate("[...document.querySelectorAll('button.cell img')].filter(i => i.complete && i.naturalWidth === 200).length") as? Int, 8)
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('button.cell .box.finding:not([data-severity=info])').length") as? Int, 8,
                       "one contrast finding drawn per cell (and the info that the screen has no heading)")
        // Drawn around the text, not over it (issue #42 item 3): no border inside the rect, no fill, an outline outside.
        XCTAssertEqual(try page.evaluate("""
            (() => { const s = getComputedStyle(document.querySelector('button.cell .box.finding'));
                     return [s.borderTopWidth, s.backgroundColor, String(s.outlineStyle !== 'none'), s.outlineOffset]; })()
            """) as? [String], ["0px", "rgba(0, 0, 0, 0)", "true", "1px"])
        XCTAssertEqual(try page.evaluate("document.body.dataset.errors") as? String, "0")
        XCTAssertEqual(try page.evaluate("document.getElementById('status').dataset.errors") as? String, "0", "green: no cell has an error")
        // Modes in words; no /favicon.ico request (the page names an empty icon).
        let rows = try page.evaluate("[...document.querySelectorAll('#grid th[scope=row]')].map(t => t.textContent)") as? [String] ?? []
        XCTAssertFalse(rows.isEmpty)
        XCTAssertTrue(rows.allSatisfy { row in ["Light", "Dark", "High-contrast light", "High-contrast dark"].contains { row.hasSuffix(" · " + $0) } }, "\(rows)")
        XCTAssertEqual(try page.evaluate("document.querySelector('link[rel=icon]').getAttribute('href')") as? String, "data:,")
        try screenshot(page, "serve-grid.png")
    }

    func testEditingAStringsFileUpdatesExactlyTheCellsThatUseItWithinTwoSeconds() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        let before = try images(page)
        let generation = harness.server.generation
        let renders = harness.server.renderCount
        let started = Date()
        try harness.write("strings/ar.json", #"{ "home.title": "البيت", "home.save": "احفظ" }"#)
        try page.wait(for: "document.body.dataset.current === '1' && document.body.dataset.generation === '\(generation + 1)'", timeout: 10)
        let elapsed = Date().timeIntervalSince(started)
        print("serve: the page showed the new images \(Int(elapsed * 1000)) ms after the save")
        XCTAssertLessThan(elapsed, 2, "from the save to the page showing the new images")
        let after = try images(page)
        let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
        XCTAssertEqual(changed, before.keys.filter { $0.contains("-ar-") }.sorted())
        XCTAssertEqual(changed.count, 4)
        XCTAssertEqual(harness.server.renderCount - renders, 4)
        XCTAssertTrue(harness.log.contains { $0.contains("re-rendered 4 of 8 cells") }, "\(harness.log)")
    }

    func testASyntaxErrorShowsItsPositionBesideThePreviousImage() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        let before = try images(page)
        let generation = harness.server.generation
        try harness.write(ScratchProject.Files.screenFile, "{\n  \"id\": \"home\",\n  \"root\": { \"type\": \"vstack\" ]\n}")
        try page.wait(for: "document.body.dataset.generation === '\(generation + 1)' && document.body.dataset.current === '1'")
        let location = "layouts/screens/home.json:3:30"
        let shown = try page.evaluate("[...document.querySelectorAll('button.cell[data-error=\"1\"] .location')].map(p => p.textContent)") as? [String]
        XCTAssertEqual(shown, Array(repeating: location, count: 8))
        XCTAssertEqual(try images(page), before, "each cell keeps its last good image beside the error")
        XCTAssertTrue((try page.evaluate("document.querySelector('.cell-error').textContent") as? String ?? "").contains("expected ',' or '}'"))
        // The status line says the cells have errors and is not green while it says so.
        XCTAssertTrue((try page.evaluate("document.getElementById('status').textContent") as? String ?? "").contains("8 with errors"))
        XCTAssertEqual(try page.evaluate("document.getElementById('status').dataset.errors") as? String, "1")
        try screenshot(page, "serve-error.png")
        try harness.write(ScratchProject.Files.screenFile, Self.fixture.files[ScratchProject.Files.screenFile] ?? "")
        try page.wait(for: "document.body.dataset.generation === '\(generation + 2)' && document.querySelectorAll('[data-error=\"1\"]').length === 0")
    }

    func testTheViewerShowsTheCellLargeWithItsLayoutTreeFramesAndFindings() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        _ = try page.evaluate("document.querySelector('button.cell[data-cell=\"home/phone-ar-light-1.0x\"]').click()")
        try page.wait(for: "document.getElementById('viewer').open && document.querySelector('#viewer-tree button[data-node=\"save\"]')")
        XCTAssertTrue((try page.evaluate("document.getElementById('viewer-findings').textContent") as? String ?? "").contains("textContrast"))
        // Each quoted name in a finding's message is isolated, so Arabic inside an English sentence keeps its order.
        XCTAssertEqual(try page.evaluate(#"""
            [...document.querySelectorAll('#viewer-findings li')].filter(li => li.textContent.includes('"')).every(li =>
              li.querySelectorAll('bdi').length === (li.textContent.match(/"/g) || []).length / 2)
            """#) as? Bool, true)
        XCTAssertGreaterThan(try page.evaluate("document.querySelectorAll('#viewer-findings bdi').length") as? Int ?? 0, 0, "the finding quotes the text")
        _ = try page.evaluate("document.querySelector('#viewer-tree button[data-node=\"save\"]').focus()")
        let frame = try page.evaluate("""
            (() => { const b = document.querySelector('#viewer-boxes .box.node'); return b ? [b.style.left, b.style.width] : null; })()
            """) as? [String]
        XCTAssertNotNil(frame, "focusing a tree node outlines its frame")
        try screenshot(page, "serve-viewer.png")
        try page.pressKey("Escape", code: "Escape", keyCode: 27)
        try page.wait(for: "!document.getElementById('viewer').open")
    }

    func testApproveInTheReviewWritesGoldensAndTheNextCheckPasses() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let project = try Project.load(configPath: harness.config)
        var recordAll = CheckRun.Options()
        recordAll.record = .all
        recordAll.jobs = 2
        _ = try CheckRun(project: project, options: recordAll).run()
        try harness.write("strings/en.json", #"{ "home.title": "Welcome", "home.save": "Save" }"#)
        var options = CheckRun.Options()
        options.jobs = 2
        let changedProject = try Project.load(configPath: harness.config)
        let run = CheckRun(project: changedProject, options: options)
        let report = try run.run()
        XCTAssertEqual(report.cells.filter { $0.status == .changed }.count, 4)
        try ReportWriter.write(report, toFolder: run.reportFolder, title: "test")
        // The strings edit above starts the server's second generation: the review is read once it is rendered.
        try waitForGeneration(2, of: harness)
        let page = try open(harness)
        try page.wait(for: "document.querySelectorAll('[data-review-cell]').length === 4")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('[data-review-cell] img[alt=\"diff\"]').length") as? Int, 4)
        _ = try page.evaluate("document.getElementById('review').scrollIntoView()")
        try screenshot(page, "serve-review.png")
        // The changed English string is one cause, shown and approved by its report.json id.
        let cause = "document.querySelector('button[data-approve-group=\"cause:string:en:home.title\"]')"
        XCTAssertEqual(try page.evaluate(cause + ".parentNode.querySelector('code').textContent") as? String, "string:en:home.title")
        XCTAssertEqual(try page.evaluate(cause + ".textContent") as? String, "Approve 4 cell(s)")
        let cell = "home/phone-en-dark-2.0x"
        _ = try page.evaluate("document.querySelector('button[data-approve-cell=\"\(cell)\"]').click()")
        try page.wait(for: "document.querySelector('[data-review-cell=\"\(cell)\"]').dataset.approved === '1'")
        var one = CheckRun.Options()
        one.filter = CellFilter.exactly(try XCTUnwrap(try run.cells().first { $0.description == cell }))
        one.reportFolder = harness.layouts + "/../one-report"
        XCTAssertEqual(try CheckRun(project: changedProject, options: one).run().cells.map(\.status), [.pass])
        _ = try page.evaluate("document.querySelector('button[data-approve-screen=\"home\"]').click()")
        try page.wait(for: "document.body.dataset.reviewOpen === '0'")
        var all = CheckRun.Options()
        all.reportFolder = harness.layouts + "/../all-report"
        XCTAssertEqual(Set(try CheckRun(project: changedProject, options: all).run().cells.map(\.status)), [.pass])
    }

    func testThePageMeetsItsOwnContrastTargetAndKeyboardAudits() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let project = try Project.load(configPath: harness.config)
        var options = CheckRun.Options()
        options.jobs = 2
        let run = CheckRun(project: project, options: options)
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        let page = try open(harness)
        try page.wait(for: "document.querySelectorAll('[data-review-cell]').length === 8")
        // Every element with its own visible text: its colour and the first opaque background behind it.
        let pairs = try page.evaluate(Self.contrastProbe) as? [[String]] ?? []
        XCTAssertGreaterThan(pairs.count, 40)
        for pair in pairs {
            let ratio = ContrastRatio(try XCTUnwrap(Color(hex: pair[0])), try XCTUnwrap(Color(hex: pair[1])))
            XCTAssertGreaterThanOrEqual(ratio.value, 4.5, "'\(pair[2])': \(pair[0]) on \(pair[1]) is \(ratio)")
        }
        let small = try page.evaluate("""
            [...document.querySelectorAll('a, button, input, summary')].filter(e => e.offsetParent !== null && e.getBoundingClientRect().left >= 0)
              .filter(e => { const r = e.getBoundingClientRect(); return r.width < 24 || r.height < 24; })
              .map(e => e.outerHTML.slice(0, 80))
            """) as? [String]
        XCTAssertEqual(small, [], "targets smaller than 24 × 24 CSS px (WCAG 2.2 §2.5.8)")
        // Tab through the page: every visible control must take the focus (WCAG 2.2 §2.1.1). A radio group is one
        // Tab stop (its arrow keys move inside it), so reaching one radio of a group reaches the group.
        let count = try page.evaluate("""
            (() => { const all = [...document.querySelectorAll('a, button, input, summary')].filter(e => e.offsetParent !== null || e.classList.contains('skip'));
                     all.forEach((e, i) => e.setAttribute('data-probe', String(i))); window.probeSeen = new Set();
                     document.addEventListener('focusin', e => { window.probeSeen.add(e.target.getAttribute('data-probe'));
                       if (e.target.type === 'radio') document.querySelectorAll('input[name="' + e.target.name + '"]')
                         .forEach(r => window.probeSeen.add(r.getAttribute('data-probe'))); });
                     return all.length; })()
            """) as? Int ?? 0
        XCTAssertGreaterThan(count, 20)
        for _ in 0..<(count + 3) { try page.pressKey("Tab", code: "Tab", keyCode: 9) }
        let missed = try page.evaluate("""
            [...document.querySelectorAll('[data-probe]')].filter(e => !window.probeSeen.has(e.getAttribute('data-probe'))).map(e => e.outerHTML.slice(0, 80))
            """) as? [String]
        XCTAssertEqual(missed, [], "controls Tab never reaches")
    }

    // MARK: - Issue #42 items 3 and 4

    /// A page with a review of 4 changed cells (the English title changed after the goldens were recorded).
    private func openWithReview(_ harness: ServeHarness) throws -> DevToolsPage {
        let project = try Project.load(configPath: harness.config)
        var recordAll = CheckRun.Options()
        recordAll.record = .all
        recordAll.jobs = 2
        _ = try CheckRun(project: project, options: recordAll).run()
        try harness.write("strings/en.json", #"{ "home.title": "Welcome to the account settings and notifications", "home.save": "Save" }"#)
        var options = CheckRun.Options()
        options.jobs = 2
        let run = CheckRun(project: try Project.load(configPath: harness.config), options: options)
        try ReportWriter.write(try run.run(), toFolder: run.reportFolder, title: "test")
        let page = try open(harness)
        try page.wait(for: "document.querySelectorAll('[data-review-cell]').length === 4")
        return page
    }

    /// Item 4: nothing scrolls sideways at 320–1440 px: the grid with its review, the viewer, and the error state.
    func testNoHorizontalScrollFrom320To1440InTheNormalAndTheErrorState() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try openWithReview(harness)
        var measured: [String] = []
        for width in DevToolsPage.auditWidths {
            try page.setViewport(width: width)
            XCTAssertEqual(try page.horizontalOverflow(), [], "serve at \(width) px")
            measured.append("\(width): \(try page.evaluate("document.documentElement.scrollWidth") ?? "")")
            _ = try page.evaluate("document.querySelector('button.cell').click()")
            try page.wait(for: "document.getElementById('viewer').open")
            try page.setViewport(width: width)
            XCTAssertEqual(try page.horizontalOverflow(), [], "serve's viewer at \(width) px")
            _ = try page.evaluate("document.getElementById('viewer').close()")
        }
        let generation = harness.server.generation
        try harness.write(ScratchProject.Files.screenFile, "{\n  \"id\": \"home\",\n  \"root\": { \"type\": \"vstack\" ]\n}")
        try page.wait(for: "document.body.dataset.generation === '\(generation + 1)' && document.querySelectorAll('button.cell[data-error=\"1\"]').length === 8")
        for width in DevToolsPage.auditWidths {
            try page.setViewport(width: width)
            XCTAssertEqual(try page.horizontalOverflow(), [], "serve's error state at \(width) px")
            measured.append("error \(width): \(try page.evaluate("document.documentElement.scrollWidth") ?? "")")
        }
        print("serve scrollWidth by window width: \(measured.joined(separator: "; "))")
    }

    /// Item 4: axe-core finds nothing on the serve page: with its review, with the viewer open, in the error state.
    func testAxeCoreFindsNoViolationNormalViewerAndErrorState() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try openWithReview(harness)
        try page.setViewport(width: 1280)
        XCTAssertEqual(try page.axeViolations(), [], "serve with its review")
        _ = try page.evaluate("document.querySelector('button.cell').click()")
        try page.wait(for: "document.getElementById('viewer').open && document.querySelector('#viewer-tree button[data-node]')")
        XCTAssertEqual(try page.axeViolations(), [], "serve's viewer")
        _ = try page.evaluate("document.getElementById('viewer').close()")
        let generation = harness.server.generation
        try harness.write(ScratchProject.Files.screenFile, "{\n  \"id\": \"home\",\n  \"root\": { \"type\": \"vstack\" ]\n}")
        try page.wait(for: "document.body.dataset.generation === '\(generation + 1)' && document.querySelectorAll('button.cell[data-error=\"1\"]').length === 8")
        try page.setViewport(width: 390)
        XCTAssertEqual(try page.axeViolations(), [], "serve's error state")
    }

    /// Item 3: a new generation redraws the grid and the review; the focused control keeps the focus (the same
    /// cell, found by its name), and an approve hands it to the next control of the review, never to `<body>`.
    func testFocusIsKeptAfterANewGenerationAndAfterAnApprove() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try openWithReview(harness)
        let cell = "home/phone-ar-dark-2.0x"
        _ = try page.evaluate("document.querySelector('button.cell[data-cell=\"\(cell)\"]').focus()")
        var generation = harness.server.generation
        try harness.write("strings/ar.json", #"{ "home.title": "البيت", "home.save": "احفظ" }"#)
        try page.wait(for: "document.body.dataset.current === '1' && document.body.dataset.generation === '\(generation + 1)'")
        XCTAssertEqual(try page.evaluate("document.activeElement.dataset.cell") as? String, cell, "the same cell keeps the focus")
        XCTAssertEqual(try page.evaluate("document.activeElement.isConnected") as? Bool, true)
        // The review's controls: approve one cell by the keyboard; the focus moves on to the next approve button.
        let first = try XCTUnwrap(try page.evaluate("document.querySelector('button[data-approve-cell]').dataset.approveCell") as? String)
        _ = try page.evaluate("(() => { const b = document.querySelector('button[data-approve-cell=\"\(first)\"]'); b.focus(); b.click(); })()")
        try page.wait(for: "document.querySelector('[data-review-cell=\"\(first)\"]').dataset.approved === '1'")
        let after = try page.evaluate("(() => { const e = document.activeElement; return [e.tagName, e.dataset.approveCell || e.dataset.approveScreen || e.dataset.approveGroup || e.id]; })()") as? [String]
        XCTAssertNotEqual(after?.first, "BODY", "focus after an approve: \(after ?? [])")
        XCTAssertEqual(after?.first, "BUTTON", "focus after an approve: \(after ?? [])")
        XCTAssertNotEqual(after?.last, first, "the approved cell has no button any more")
        // And a generation while the review has the focus keeps it on that control.
        let focused = try XCTUnwrap(after?.last)
        generation = harness.server.generation
        try harness.write("strings/ar.json", #"{ "home.title": "الرئيسية", "home.save": "احفظ" }"#)
        try page.wait(for: "document.body.dataset.current === '1' && document.body.dataset.generation === '\(generation + 1)'")
        let kept = try page.evaluate("(() => { const e = document.activeElement; return e.dataset.approveCell || e.dataset.approveScreen || e.dataset.approveGroup || e.id; })()") as? String
        XCTAssertEqual(kept, focused)
    }

    /// Item 3: a generation that changes the cell open in the viewer shows its new image with its boxes drawn
    /// again, and leaves the focus where it was in the viewer.
    func testTheOpenViewerFollowsANewGenerationOfItsCell() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        let cell = "home/phone-ar-light-1.0x"
        _ = try page.evaluate("document.querySelector('button.cell[data-cell=\"\(cell)\"]').click()")
        try page.wait(for: "document.getElementById('viewer').open && document.querySelector('#viewer-tree button[data-node=\"save\"]')")
        _ = try page.evaluate("document.querySelector('#viewer-tree button[data-node=\"save\"]').focus()")
        let before = try XCTUnwrap(try page.evaluate("document.getElementById('viewer-image').src") as? String)
        let generation = harness.server.generation
        try harness.write("strings/ar.json", #"{ "home.title": "البيت", "home.save": "احفظ" }"#)
        try page.wait(for: "document.body.dataset.current === '1' && document.body.dataset.generation === '\(generation + 1)'")
        let after = try XCTUnwrap(try page.evaluate("document.getElementById('viewer-image').src") as? String)
        XCTAssertNotEqual(after, before, "the viewer shows the new image")
        XCTAssertEqual(after, try images(page)[cell], "the same image as the grid's")
        XCTAssertEqual(try page.evaluate("document.querySelectorAll('#viewer-boxes .box.finding:not([data-severity=info])').length") as? Int, 1, "its box drawn again")
        XCTAssertEqual(try page.evaluate("document.activeElement.dataset.node") as? String, "save", "the focus stays in the tree")
    }

    /// Item 3: `#cell=NAME` opens that cell's viewer, at load and on every later change of the hash.
    func testACellHashOpensThatCellAfterLoad() throws {
        let harness = try ServeHarness(self, fixture: Self.fixture)
        let page = try open(harness)
        for cell in ["home/phone-ar-light-1.0x", "home/phone-en-dark-2.0x"] {
            _ = try page.evaluate("location.hash = '#cell=' + encodeURIComponent('\(cell)')")
            try page.wait(for: "document.getElementById('viewer').open && document.getElementById('viewer-title').textContent === '\(cell)'", timeout: 5)
        }
    }

    static let contrastProbe = """
        (() => {
          const hex = c => { const m = c.match(/[\\d.]+/g).map(Number); return m.length > 3 && m[3] === 0 ? null :
            '#' + m.slice(0, 3).map(v => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase(); };
          const background = e => { for (; e; e = e.parentElement) { const b = hex(getComputedStyle(e).backgroundColor); if (b) return b; } return '#FFFFFF'; };
          return [...document.querySelectorAll('body *')].filter(e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden'
              && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
            .map(e => [hex(getComputedStyle(e).color), background(e), e.textContent.trim().slice(0, 40)]);
        })()
        """
}
