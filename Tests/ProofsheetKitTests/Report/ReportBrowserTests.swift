import XCTest
@testable import ProofsheetKit

/// Loads the HTML report in Debian's real Chromium (headless) and reads back the DOM it ends up with.
///
/// The page's error trap writes every script error into the DOM (`body[data-errors]`, `#page-error-list`) and
/// its script sets `body[data-ready="1"]` last, so a dumped DOM proves the script ran to the end without errors.
/// Chromium's own console log (`--enable-logging=stderr`) is checked as a second witness.
/// Without Chromium the tests skip, except under `CI=true`, where they fail. `PROOFSHEET_KEEP_REPORT=<folder>`
/// writes the sample report folder there and keeps it (for screenshots).
final class ReportBrowserTests: XCTestCase {
    private var root = ""
    private var keep = false
    private var reportFolder: String { root + "/.proofsheet/report" }

    override func setUpWithError() throws {
        if let kept = ProcessInfo.processInfo.environment["PROOFSHEET_KEEP_REPORT"], !kept.isEmpty {
            root = kept
            keep = true
        } else {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("report-browser-\(UUID().uuidString)").path
        }
        try FileManager.default.createDirectory(atPath: reportFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if !keep { try? FileManager.default.removeItem(atPath: root) }
    }

    /// One Chromium for the class's DevTools tests (see `DevToolsSession`); each loads its own report file.
    nonisolated(unsafe) private static let browser = DevToolsSession()

    override class func tearDown() {
        browser.close()
        super.tearDown()
    }

    // MARK: - Tests

    func testPageLoadsWithCountsFailingCellsFirstAndNoScriptErrors() throws {
        let chromium = try Chromium.locate()
        let report = try writeSampleReport()
        let run = try chromium.dumpDOM(of: reportFolder + "/index.html", profile: root + "/profile")
        let dom = run.dom
        XCTAssertTrue(dom.contains("data-ready=\"1\""), "the page script did not finish:\n\(run.log)")
        XCTAssertTrue(dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(dom))")
        XCTAssertEqual(errorList(dom), "")
        XCTAssertEqual(run.consoleErrors, [])
        let failing = report.cells.filter { $0.status.isFailure }.count
        XCTAssertTrue(dom.contains("data-failing=\"\(failing)\""))
        XCTAssertTrue(dom.contains("data-cell-buttons=\"\(report.cells.count + failing)\""))
        for (status, count) in report.counts {
            XCTAssertTrue(dom.contains("data-count=\"\(status.rawValue)\">\(count)</span>"), "\(status)")
        }
        // The first buttons in the document are the failing cells, errors first.
        let main = String(dom[(dom.range(of: "<main")?.lowerBound ?? dom.startIndex)...])
        let statuses = main.components(separatedBy: "data-status=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(Array(statuses.prefix(failing)), ["changed", "changed", "new", "error"])
        XCTAssertEqual(statuses.count, report.cells.count + failing)
        XCTAssertFalse(dom.contains("<dialog id=\"viewer\" class=\"viewer\" aria-labelledby=\"viewer-title\" aria-describedby=\"viewer-message\" open"))
    }

    func testViewerOpensMovesBetweenFailingCellsAndCloses() throws {
        let chromium = try Chromium.locate()
        var report = try writeSampleReport()
        let changed = try XCTUnwrap(report.cells.firstIndex { $0.cell.description == "home/phone-en-dark-1.3x" })
        report.cells[changed].layoutChanges = ["title 1 → 2 lines, 22 pt taller; pushes 4 nodes down", "badge went away (was 40 × 20 pt)"]
        let html = HTMLReport.html(for: report, title: "Probe")
        let probe = #"""
        <script>
        window.addEventListener("load", function () {
          var out = [];
          var dialog = document.getElementById("viewer");
          function title() { return document.getElementById("viewer-title").textContent; }
          function key(name) { dialog.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
          document.querySelector("#attention button[data-cell]").click();
          out.push("open=" + dialog.open, "title=" + title(), "position=" + document.getElementById("viewer-position").textContent);
          out.push("prevDisabled=" + document.getElementById("viewer-prev").disabled);
          function layout() {
            var items = Array.prototype.map.call(document.querySelectorAll("#layout-changes li"), function (li) { return li.textContent; });
            return document.getElementById("layout-count").textContent + ":" + items.join(" / ") + ":none=" + !document.getElementById("layout-none").hidden;
          }
          out.push("layout=" + layout());
          out.push("expected=" + document.querySelector('.frame[data-slot="expected"] img').getAttribute("src"));
          key("ArrowRight");
          out.push("next=" + title(), "actual=" + document.querySelector('.frame[data-slot="actual"] img').getAttribute("src"));
          out.push("layout=" + layout());
          out.push("approve=" + document.getElementById("approve-command").textContent);
          key("ArrowRight"); key("ArrowRight"); key("ArrowRight");
          out.push("last=" + title(), "nextDisabled=" + document.getElementById("viewer-next").disabled);
          key("ArrowLeft");
          out.push("back=" + title());
          document.querySelector('.modes input[value="slider"]').click();
          out.push("slider=" + !document.querySelector('.panel[data-view="slider"]').hidden);
          // The dialog's close event runs as a task; the page's own listener (added at load, so it runs first)
          // returns focus to the cell. Reading focus in a later listener of that event does not race a timer.
          dialog.addEventListener("close", function () {
            out.push("focus=" + document.activeElement.getAttribute("data-cell"));
            document.body.setAttribute("data-probe", out.join("|"));
          });
          document.getElementById("viewer-close").click();
          out.push("closed=" + !dialog.open);
        });
        </script>
        """#
        try AtomicFile.write(Array(html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8), to: reportFolder + "/probe.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/probe.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(run.dom))")
        XCTAssertEqual(run.consoleErrors, [])
        let probeText = try XCTUnwrap(run.dom.components(separatedBy: "data-probe=\"").dropFirst().first?.prefix { $0 != "\"" },
                                      "the probe did not run:\n\(run.log)")
        XCTAssertEqual(probeText.components(separatedBy: "|"), [
            // Changed cells by cause first (issue #42 item 5), then the new cell, then the error.
            "open=true", "title=home/phone-en-dark-1.3x", "position=1 of 4 failing", "prevDisabled=true",
            "layout=2:title 1 → 2 lines, 22 pt taller; pushes 4 nodes down / badge went away (was 40 × 20 pt):none=false",
            "expected=../../golden/home/phone-en-dark-1.3x.png",
            "next=settings/phone-ar-dark-1.3x", "actual=actual/settings/phone-ar-dark-1.3x.png",
            "layout=0::none=true",
            "approve=proofsheet approve --cell settings/phone-ar-dark-1.3x",
            "last=settings/phone-en-light-1.0x", "nextDisabled=true",
            "back=home/phone-ar-light-1.0x",
            "slider=true",
            "closed=true", "focus=\(changed)",
        ])
    }

    func testErrorTrapCatchesAThrowingScript() throws {
        let chromium = try Chromium.locate()
        let html = HTMLReport.html(for: try writeSampleReport(), title: "Broken")
            .replacingOccurrences(of: "</body>", with: "<script>throw new Error(\"probe failure\");</script>\n</body>")
        try AtomicFile.write(Array(html.utf8), to: reportFolder + "/broken.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/broken.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"1\""), run.dom.suffix(2000).description)
        XCTAssertTrue(errorList(run.dom).contains("probe failure"), errorList(run.dom))
        XCTAssertFalse(run.dom.contains("id=\"page-errors\" class=\"page-errors\" hidden"), "the error box stayed hidden")
        XCTAssertTrue(run.consoleErrors.contains { $0.contains("probe failure") }, run.log)
    }

    func testProblemFiltersChangeTheVisibleProblemsAndAProblemOpensItsWorstCell() throws {
        let chromium = try Chromium.locate()
        let report = try writeSampleReport(withProblems: true)
        let problems = report.problems
        XCTAssertEqual(problems.count, 3)
        let html = HTMLReport.html(for: report, title: "Problems")
        let probe = #"""
        <script>
        window.addEventListener("load", function () {
          var out = [];
          var form = document.getElementById("problem-filters");
          function visible() { return document.body.getAttribute("data-visible-problems"); }
          function choose(filter, value) {
            var select = form.querySelector('select[data-filter="' + filter + '"]');
            select.value = value;
            select.dispatchEvent(new Event("change", { bubbles: true }));
          }
          out.push("all=" + visible());
          choose("criterion", "textContrast"); out.push("contrast=" + visible());
          choose("criterion", ""); choose("severity", "warning"); out.push("warning=" + visible());
          choose("severity", ""); choose("scale", "1.0"); out.push("scale1.0=" + visible());
          choose("locale", "ar"); out.push("scale1.0+ar=" + visible());
          choose("scale", ""); choose("locale", "en"); out.push("en=" + visible());
          choose("locale", ""); choose("mode", "light"); out.push("light=" + visible());
          choose("mode", ""); choose("screen", "settings"); out.push("settings=" + visible());
          out.push("status=" + document.getElementById("problem-count").textContent);
          choose("screen", "");
          var first = document.querySelector("#problem-list button[data-problem]");
          first.click();
          var dialog = document.getElementById("viewer");
          out.push("open=" + dialog.open, "title=" + document.getElementById("viewer-title").textContent);
          out.push("current=" + (document.querySelector('#evidence-list li[aria-current="true"]') ? "yes" : "no"));
          out.push("problemNote=" + !document.getElementById("evidence-problem").hidden);
          out.push("evidence=" + document.querySelectorAll("#evidence-list li").length);
          document.body.setAttribute("data-probe", out.join("|"));
        });
        </script>
        """#
        try AtomicFile.write(Array(html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8), to: reportFolder + "/filters.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/filters.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(run.dom))")
        XCTAssertTrue(run.dom.contains("data-problems=\"3\""))
        let probeText = try XCTUnwrap(run.dom.components(separatedBy: "data-probe=\"").dropFirst().first?.prefix { $0 != "\"" },
                                      "the probe did not run:\n\(run.log)")
        XCTAssertEqual(probeText.components(separatedBy: "|"), [
            "all=3", "contrast=1", "warning=1", "scale1.0=1", "scale1.0+ar=1", "en=2", "light=2", "settings=1",
            "status=Showing 1 of 3 problems",
            "open=true", "title=\(problems[0].worst.cell)", "current=yes", "problemNote=true",
            "evidence=\(report.cells.first { $0.cell == problems[0].worst.cell }!.findings.count)",
        ])
        // A cell whose pixels pass but whose audits block is never a green pass.
        XCTAssertTrue(run.dom.contains("badge-audit"), "no audit-error badge")
    }

    /// Issue #42 item 5: the page leads with the changes by cause; info problems are collapsed until opened or
    /// until a filter shows one of them.
    func testInfoProblemsAreCollapsedAndChangedCellsByCauseComeFirst() throws {
        let chromium = try Chromium.locate()
        var report = try writeSampleReport(withProblems: true)
        let index = try XCTUnwrap(report.cells.firstIndex { $0.cell.description == "settings/phone-en-dark-1.0x" })
        report.cells[index].findings.append(Finding(criterion: .bidiReordering, severity: .info, nodeID: "note", nodePath: "root.children[2]",
                                                    cell: report.cells[index].cell, rect: Rect(x: 0, y: 0, width: 10, height: 10),
                                                    message: "an info finding"))
        let html = HTMLReport.html(for: report, title: "Order")
        let probe = #"""
        <script>
        window.addEventListener("load", function () {
          var out = [];
          var info = document.getElementById("problem-info");
          var item = info.querySelector(".problem button");
          // A closed <details> keeps its content laid out but not rendered (content-visibility): checkVisibility says so.
          function shown() { return item.checkVisibility(); }
          out.push("open=" + info.open, "shown=" + shown());
          var sections = Array.prototype.map.call(document.querySelectorAll("main > section[id]"), function (s) { return s.id; });
          out.push("sections=" + sections.slice(0, 3).join(","));
          out.push("firstGroup=" + document.querySelector("#attention .attention-group").getAttribute("data-cause"));
          var select = document.querySelector('#problem-filters select[data-filter="severity"]');
          select.value = "info";
          select.dispatchEvent(new Event("change", { bubbles: true }));
          out.push("filtered=" + info.open, "shownNow=" + shown());
          document.body.setAttribute("data-probe", out.join("|"));
        });
        </script>
        """#
        try AtomicFile.write(Array(html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8), to: reportFolder + "/order.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/order.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(run.dom))")
        let probeText = try XCTUnwrap(run.dom.components(separatedBy: "data-probe=\"").dropFirst().first?.prefix { $0 != "\"" },
                                      "the probe did not run:\n\(run.log)")
        XCTAssertEqual(probeText.components(separatedBy: "|"), [
            "open=false", "shown=false", "sections=causes,attention,problems", "firstGroup=token:accent", "filtered=true", "shownNow=true",
        ])
    }

    func testCausesViewGroupsChangedCellsAndOpensTheFirstWithItsChangesAndGroupCommand() throws {
        let chromium = try Chromium.locate()
        let report = try writeSampleReport(withProblems: true)
        XCTAssertEqual(report.causes.map(\.count), [2])
        let html = HTMLReport.html(for: report, title: "Causes")
        let probe = #"""
        <script>
        window.addEventListener("load", function () {
          var out = [];
          var causes = document.querySelectorAll("#cause-list .cause");
          out.push("causes=" + causes.length);
          out.push("title=" + causes[0].querySelector(".cause-title").textContent);
          out.push("changes=" + Array.prototype.map.call(causes[0].querySelectorAll(".cause-changes li"), function (li) { return li.textContent; }).join(" / "));
          out.push("command=" + causes[0].querySelector(".cause-command").textContent);
          causes[0].querySelector("button[data-cause-cell]").click();
          var dialog = document.getElementById("viewer");
          out.push("open=" + dialog.open, "cell=" + document.getElementById("viewer-title").textContent);
          out.push("inputs=" + document.getElementById("changes-count").textContent + ":" +
            Array.prototype.map.call(document.querySelectorAll("#input-changes li"), function (li) { return li.textContent; }).join(" / "));
          out.push("cause=" + document.getElementById("changes-cause").textContent);
          out.push("group=" + document.getElementById("cause-command").textContent + ":hidden=" + document.getElementById("cause-approve").hidden);
          // The error cell comes after the cause's two cells and the new cell.
          for (var step = 0; step < 3; step += 1) dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
          out.push("error=" + document.getElementById("viewer-title").textContent + ":none=" + !document.getElementById("changes-none").hidden +
            ":groupHidden=" + document.getElementById("cause-approve").hidden);
          document.body.setAttribute("data-probe", out.join("|"));
        });
        </script>
        """#
        try AtomicFile.write(Array(html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8), to: reportFolder + "/causes.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/causes.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(run.dom))")
        XCTAssertEqual(run.consoleErrors, [])
        let probeText = try XCTUnwrap(run.dom.components(separatedBy: "data-probe=\"").dropFirst().first?.prefix { $0 != "\"" },
                                      "the probe did not run:\n\(run.log)")
        XCTAssertEqual(probeText.components(separatedBy: "|"), [
            "causes=1", "title=token accent 2 cells",
            // The arrow sits between left-to-right marks (`HTMLReport.arrowsHeldLeftToRight`).
            "changes=token accent (dark) #5AA2FF \u{200E}→\u{200E} #4C8DF0",
            "command=proofsheet approve --cause 'token:accent'",
            "open=true", "cell=home/phone-en-dark-1.3x",
            "inputs=1:token accent (dark) #5AA2FF \u{200E}→\u{200E} #4C8DF0",
            "cause=Cause: token accent (2 cells)",
            "group=proofsheet approve --cause 'token:accent':hidden=false",
            "error=settings/phone-en-light-1.0x:none=true:groupHidden=true",
        ])
    }

    func testKeyboardReachesEveryControlAndThePagePassesItsOwnContrastAndTargetChecks() throws {
        let chromium = try Chromium.locate()
        let report = try writeSampleReport(withProblems: true)
        let html = HTMLReport.html(for: report, title: "Checks")
        // Every control must take focus from the keyboard (a tab stop: not disabled, tabIndex ≥ 0) and be at least
        // 24 × 24 CSS px (WCAG 2.2 §2.5.8; a radio counts with its label); every visible text must meet 4.5:1, or 3:1
        // when large (§1.4.3), against the first opaque background behind it. Checked with the page closed, then
        // with the viewer open on a problem (its controls are inert while it is closed).
        let probe = #"""
        <script>
        window.addEventListener("load", function () {
          var failures = [];
          function lum(c) {
            var v = c.map(function (x) { x /= 255; return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
            return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
          }
          function rgba(text) {
            var m = text.match(/rgba?\(([^)]+)\)/);
            if (!m) return null;
            var p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
            return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
          }
          function background(el) {
            for (var node = el; node && node.nodeType === 1; node = node.parentElement) {
              var c = rgba(getComputedStyle(node).backgroundColor);
              if (c && c[3] >= 0.99) return c;
            }
            return [255, 255, 255, 1];
          }
          function shown(el) {
            if (el.closest("[hidden]")) return false;
            var r = el.getBoundingClientRect();
            var style = getComputedStyle(el);
            return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none";
          }
          function describe(el) { return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className ? "." + String(el.className).split(" ")[0] : ""); }
          function checkControls(scope, label) {
            var controls = scope.querySelectorAll("button, select, input, a[href], textarea");
            Array.prototype.forEach.call(controls, function (el) {
              if (!shown(el) && !(el.type === "radio" && el.closest("label") && shown(el.closest("label")))) return;
              if (el.classList.contains("skip-link")) return;
              if (el.disabled) return;
              if (el.tabIndex < 0) failures.push(label + " not a tab stop: " + describe(el));
              el.focus();
              if (document.activeElement !== el) failures.push(label + " cannot take focus: " + describe(el));
              var box = (el.type === "radio" && el.closest("label") ? el.closest("label").querySelector("span") || el : el).getBoundingClientRect();
              if (box.width < 24 || box.height < 24) failures.push(label + " target " + Math.round(box.width) + "x" + Math.round(box.height) + ": " + describe(el));
            });
          }
          function checkText(scope, label) {
            var all = scope.querySelectorAll("*");
            Array.prototype.forEach.call(all, function (el) {
              var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
              if (!own || !shown(el) || el.closest(".thumb, .findings-layer, script, style, noscript, .skip-link")) return;
              var style = getComputedStyle(el);
              var fg = rgba(style.color), bg = background(el);
              if (!fg) return;
              var a = fg[3];
              var mixed = [0, 1, 2].map(function (i) { return fg[i] * a + bg[i] * (1 - a); });
              var l1 = lum(mixed), l2 = lum(bg);
              var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
              var size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
              var need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
              if (ratio < need) failures.push(label + " contrast " + ratio.toFixed(2) + " < " + need + ": " + describe(el) + " '" + el.textContent.trim().slice(0, 30) + "'");
            });
          }
          checkControls(document.querySelector("main"), "page");
          checkText(document.body, "page");
          document.querySelector("#problem-list button[data-problem]").click();
          var dialog = document.getElementById("viewer");
          checkControls(dialog, "viewer");
          checkText(dialog, "viewer");
          document.body.setAttribute("data-probe", failures.length ? failures.join(" ; ") : "none");
        });
        </script>
        """#
        try AtomicFile.write(Array(html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8), to: reportFolder + "/checks.html")
        let run = try chromium.dumpDOM(of: reportFolder + "/checks.html", profile: root + "/profile")
        XCTAssertTrue(run.dom.contains("data-errors=\"0\""), "script errors:\n\(errorList(run.dom))")
        let probeText = try XCTUnwrap(run.dom.components(separatedBy: "data-probe=\"").dropFirst().first?.prefix { $0 != "\"" },
                                      "the probe did not run:\n\(run.log)")
        XCTAssertEqual(String(probeText), "none")
    }

    // MARK: - Issue #42 items 3 and 4, in Chromium driven over DevTools

    /// The sample report with long project text (a cause with many changes and a long approve command, a long
    /// Arabic message), so the narrow layouts meet what a real report holds.
    private func openLongReport() throws -> (DevToolsPage, CheckReport) {
        var report = try writeSampleReport(withProblems: true)
        for index in report.cells.indices where report.cells[index].status == .changed {
            let long = InputChange(kind: .string, input: "settings.notifications.description.long.key.name", variant: "ar", before: "تنبيهات الحساب والأمان",
                                   after: "تنبيهات الحساب والأمان والخصوصية", text: "string ar settings.notifications.description.long.key.name \"تنبيهات الحساب والأمان\" → \"تنبيهات الحساب والأمان والخصوصية\"",
                                   causeKey: "string:ar:settings.notifications.description.long.key.name")
            report.cells[index].changes.append(long)
            report.cells[index].cause = CauseGroup.id(of: report.cells[index].changes)
            report.cells[index].layoutChanges = ["settings.notifications.description.long.key.name 1 → 3 lines, 44 pt taller; pushes 12 nodes down"]
        }
        try ReportWriter.write(report, toFolder: reportFolder, title: "Proofsheet sample with long text")
        let page = try Self.browser.page()
        try page.navigate(URL(fileURLWithPath: reportFolder + "/index.html").absoluteString)
        try page.wait(for: "document.body.dataset.ready === '1'")
        return (page, report)
    }

    /// Item 4: nothing scrolls sideways at 320–1440 px, with the cause cards shown and with the viewer open on a
    /// changed cell (its approve rows and cause command included).
    func testNoHorizontalScrollFrom320To1440WithCausesAndTheViewerOpen() throws {
        let (page, _) = try openLongReport()
        XCTAssertGreaterThan(try page.evaluate("document.querySelectorAll('#cause-list .cause').length") as? Int ?? 0, 0, "cause cards shown")
        var measured: [String] = []
        for width in DevToolsPage.auditWidths {
            try page.setViewport(width: width)
            XCTAssertEqual(try page.horizontalOverflow(), [], "the report at \(width) px")
            _ = try page.evaluate("document.querySelector('#cause-list button[data-cause-cell]').click()")
            try page.wait(for: "document.getElementById('viewer').open")
            try page.setViewport(width: width)
            XCTAssertEqual(try page.horizontalOverflow(), [], "the report's viewer at \(width) px")
            measured.append("\(width): " + String(describing: try page.evaluate("[document.documentElement.scrollWidth, document.getElementById('viewer').scrollWidth]") ?? ""))
            _ = try page.evaluate("document.getElementById('viewer').close()")
        }
        print("report scrollWidth (page, viewer) by window width: \(measured.joined(separator: "; "))")
    }

    /// Item 4: axe-core finds nothing on the report, closed and with the viewer open.
    func testAxeCoreFindsNoViolationWithTheViewerClosedOrOpen() throws {
        let (page, _) = try openLongReport()
        for width in [390, 1280] {
            try page.setViewport(width: width)
            XCTAssertEqual(try page.axeViolations(), [], "the report at \(width) px")
            _ = try page.evaluate("document.querySelector('#cause-list button[data-cause-cell]').click()")
            try page.wait(for: "document.getElementById('viewer').open")
            XCTAssertEqual(try page.axeViolations(), [], "the report's viewer at \(width) px")
            _ = try page.evaluate("document.querySelector('#problem-list button[data-problem]').click()")
            XCTAssertEqual(try page.axeViolations(), [], "the viewer on a problem at \(width) px")
            _ = try page.evaluate("document.getElementById('viewer').close()")
        }
    }

    /// Item 3: the finding boxes appear on the first open (drawn once the images have loaded, whenever that is),
    /// are drawn again on a resize, and the selected box is an outline around the text, not over it.
    func testFindingBoxesAppearOnFirstOpenAndTheSelectedOneLeavesTheTextVisible() throws {
        let (page, report) = try openLongReport()
        let chosen = try page.evaluate("document.querySelector('#problem-list button[data-problem]').getAttribute('data-problem')") as? String
        let problem = try XCTUnwrap(report.problems.first { $0.id == chosen })
        let worst = try XCTUnwrap(report.cells.first { $0.cell == problem.worst.cell })
        // The first open of the page: no image of the viewer has been loaded before.
        _ = try page.evaluate("document.querySelector('#problem-list button[data-problem]').click()")
        try page.wait(for: "document.getElementById('viewer').open")
        let layer = "document.querySelector('.frame[data-slot=\"actual\"] .findings-layer')"
        // Every shown image of the cell (expected, actual, diff: none of them loaded before) gets its boxes.
        let shownLayers = "[...document.querySelectorAll('#viewer .findings-layer')].filter(l => { const i = l.parentNode.querySelector('img:not([hidden])'); return i && i.offsetParent !== null; })"
        try page.wait(for: "\(shownLayers).length >= 2 && \(shownLayers).every(l => l.querySelectorAll('.finding').length === \(worst.findings.count))", timeout: 10)
        let selected = try XCTUnwrap(try page.evaluate("""
            (() => { const box = \(layer).querySelector('.finding-selected'); if (!box) return null;
                     const s = getComputedStyle(box), r = box.getBoundingClientRect(), tag = box.querySelector('.finding-tag').getBoundingClientRect();
                     const overlaps = !(tag.right <= r.left || tag.left >= r.right || tag.bottom <= r.top || tag.top >= r.bottom);
                     return [s.backgroundColor, s.borderTopWidth, s.borderLeftWidth, String(s.outlineStyle !== 'none'), String(overlaps), String(r.width > 0)]; })()
            """) as? [String], "a selected box is drawn")
        // Nothing is painted inside the flagged rect: no fill, no border eating into it; the ring is an outline
        // outside it, and its label sits outside it too.
        XCTAssertEqual(selected, ["rgba(0, 0, 0, 0)", "0px", "0px", "true", "false", "true"])
        // The box sits where the finding is, in the image's pixels, after a resize too.
        let finding = try XCTUnwrap(worst.findings.first { $0.problemID == problem.id })
        for width in [1280, 390] {
            try page.setViewport(width: width)
            let ratio = try XCTUnwrap(try page.evaluate("""
                (() => { const img = document.querySelector('.frame[data-slot="actual"] img'), box = \(layer).querySelector('.finding-selected') || \(layer).querySelector('.finding');
                         const i = img.getBoundingClientRect(), b = box.getBoundingClientRect();
                         return [(b.left - i.left) / i.width * img.naturalWidth, (b.width / i.width) * img.naturalWidth]; })()
                """) as? [Double])
            XCTAssertEqual(ratio[0], finding.rect.minX * (worst.pixelScale ?? 1), accuracy: 2, "left at \(width) px")
            XCTAssertEqual(ratio[1], finding.rect.width * (worst.pixelScale ?? 1), accuracy: 2, "width at \(width) px")
        }
    }

    /// Item 3: a `#cell=` change after the page has loaded opens (or moves the open viewer to) that cell.
    func testAHashChangeAfterLoadSelectsThatCell() throws {
        let (page, report) = try openLongReport()
        let first = report.cells[0].cell.description, second = report.cells[3].cell.description
        _ = try page.evaluate("location.hash = '#cell=' + encodeURIComponent('\(first)')")
        try page.wait(for: "document.getElementById('viewer').open && document.getElementById('viewer-title').textContent === '\(first)'", timeout: 5)
        _ = try page.evaluate("location.hash = '#cell=' + encodeURIComponent('\(second)')")
        try page.wait(for: "document.getElementById('viewer-title').textContent === '\(second)'", timeout: 5)
        XCTAssertEqual(try page.evaluate("document.getElementById('viewer').contains(document.activeElement)") as? Bool, true, "focus is in the viewer")
    }

    // MARK: - Fixture

    /// The sample report with real PNGs: goldens under `<root>/golden`, artefacts in the report folder.
    @discardableResult
    private func writeSampleReport(withProblems: Bool = false) throws -> CheckReport {
        let report = withProblems ? ReportSamples.reportWithProblems() : ReportSamples.report()
        let encoder = PNGEncoder(effort: .fast, includeAlpha: false)
        func write(_ pixmap: Pixmap, _ relative: String) throws {
            let path = reportFolder + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try (pixmap.isOpaque ? encoder : PNGEncoder(effort: .fast, includeAlpha: true)).write(pixmap, toPath: path)
        }
        for result in report.cells {
            let expected = try MockScreen.render(result.cell, variant: false)
            let actual = try MockScreen.render(result.cell, variant: result.status == .changed)
            if let golden = result.golden, result.status != .new { try write(expected, golden) }
            if let path = result.artefacts.actual { try write(actual, path) }
            if result.status == .changed {
                // As check writes them: the diff's marks (shown over the faded expected image), the strip whole.
                let outcome = ImageDiff.compare(expected: expected, actual: actual, options: DiffOptions(producesDiffImage: true), style: .marks)
                let marks = try XCTUnwrap(outcome.result?.diffImage)
                if let path = result.artefacts.diff { try write(marks, path) }
                if let path = result.artefacts.strip {
                    try write(try ComparisonStrip().render(expected: expected, diff: DiffImage.classic(expected: expected, marks: marks), actual: actual), path)
                }
            }
        }
        try ReportWriter.write(report, toFolder: reportFolder, title: "Proofsheet sample")
        return report
    }

    private func errorList(_ dom: String) -> String {
        guard let start = dom.range(of: "<ol id=\"page-error-list\">"), let end = dom.range(of: "</ol>", range: start.upperBound..<dom.endIndex)
        else { return "(no error list in the DOM)" }
        return String(dom[start.upperBound..<end.lowerBound])
    }
}

/// A phone-screen-like picture for a cell: status bar, title bar, cards and text lines whose widths follow the
/// text scale, light or dark by mode, mirrored for right-to-left locales. `variant` moves the button and
/// changes its colour, as a regression would.
private enum MockScreen {
    static func render(_ cell: Cell, variant: Bool) throws -> Pixmap {
        let width = 180.0, height = 390.0
        let dark = cell.mode.isDark
        let highContrast = cell.mode == .highContrastLight || cell.mode == .highContrastDark
        let background = dark ? Color(r: 18, g: 20, b: 26) : Color(r: 246, g: 247, b: 249)
        let card = dark ? Color(r: 34, g: 38, b: 47) : Color.white
        let ink = highContrast ? (dark ? Color.white : Color.black) : (dark ? Color(r: 200, g: 205, b: 214) : Color(r: 70, g: 76, b: 88))
        let accent = variant ? Color(r: 214, g: 92, b: 40) : Color(r: 46, g: 99, b: 235)
        guard var pixmap = Pixmap(width: Int(width), height: Int(height), fill: background) else {
            throw XCTSkip("cannot allocate a pixmap")
        }
        let rtl = cell.locale.direction == .rtl
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color, radius: Double = 0) {
            let mirroredX = rtl ? width - x - w : x
            let rect = Rect(x: mirroredX, y: y, width: w, height: h)
            if radius > 0 {
                pixmap.fill(roundedRect: rect, radii: CornerRadii(radius), with: Paint(color))
            } else {
                pixmap.fill(rect, with: Paint(color))
            }
        }
        let scale = cell.textScale
        box(0, 0, width, 56, accent)
        box(14, 30, 70 * scale, 12 * scale, .white, radius: 3)
        var y = 72.0
        for index in 0..<3 {
            let cardHeight = 64 + 20 * (scale - 1)
            box(12, y, width - 24, cardHeight, card, radius: 10)
            box(24, y + 14, min(110 * scale, width - 48), 10 * scale, ink, radius: 2)
            box(24, y + 14 + 18 * scale, min(Double(80 + index * 12) * scale, width - 48), 8 * scale, ink, radius: 2)
            y += cardHeight + 12
        }
        let buttonY = variant ? y + 10 : y + 4
        box(12, buttonY, width - 24, 40, accent, radius: 20)
        box(width / 2 - 30, buttonY + 15, 60, 10, .white, radius: 2)
        return pixmap
    }
}

/// Debian's `chromium`, run headless on a file URL.
private struct Chromium {
    struct Run {
        var dom: String
        /// Chromium's stderr log.
        var log: String
        /// Console messages logged at error level (`Uncaught …` and `console.error`), from the log.
        var consoleErrors: [String]
    }

    let executable: String

    static func locate() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return Chromium(executable: candidate) }
        }
        let message = "chromium is not installed (apt-get install chromium, or run scripts/setup)"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            throw ChromiumError(message: message + "; CI=true requires it")
        }
        throw XCTSkip(message)
    }

    struct ChromiumError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    func dumpDOM(of file: String, profile: String, timeout: TimeInterval = 120) throws -> Run {
        let out = profile + ".stdout", err = profile + ".stderr"
        for path in [out, err] where !FileManager.default.createFile(atPath: path, contents: nil) {
            throw ChromiumError(message: "cannot create \(path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile)", "--virtual-time-budget=3000", "--enable-logging=stderr", "--v=0",
            "--dump-dom", URL(fileURLWithPath: file).absoluteString,
        ]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("chromium did not finish within \(Int(timeout)) s")
        }
        let dom = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let log = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        let consoleErrors = log.split(separator: "\n").map(String.init).filter {
            $0.contains(":CONSOLE") && ($0.contains("Uncaught") || $0.contains(":ERROR:") || $0.contains("\"Error"))
        }
        return Run(dom: dom, log: log, consoleErrors: consoleErrors)
    }
}

extension ReportSamples {
    /// The sample report with audit findings forming three problems: a contrast error on `home/title` in every
    /// dark cell (one of which passes its pixels, so it must not look like a pass), a truncation warning on
    /// `home/subtitle` at 1.3×, and a clipping error on `settings/value` in `ar` at 1.3× caused by `settings/label`.
    static func reportWithProblems() -> CheckReport {
        var report = report()
        for index in report.cells.indices {
            let result = report.cells[index]
            let cell = result.cell
            var findings: [Finding] = []
            if cell.screen == "home", cell.mode == .dark {
                findings.append(Finding(criterion: .textContrast, severity: .error, nodeID: "title", nodePath: "root.children[0]", cell: cell,
                                        rect: Rect(x: 12, y: 60, width: 120, height: 24),
                                        message: "text 'Home' has contrast 2.1:1 throughout, needs 4.5:1",
                                        evidence: ["ratio": "2.1:1", "required": "4.5:1"], shortfall: 4.5 - 2.1 - cell.textScale / 10))
            }
            if cell.screen == "home", cell.textScale == 1.3 {
                findings.append(Finding(criterion: .truncatedText, severity: .warning, nodeID: "subtitle", nodePath: "root.children[1]", cell: cell,
                                        rect: Rect(x: 12, y: 100, width: 150, height: 20), message: "text 'Welcome back' is truncated to 1 line(s)",
                                        evidence: ["lostCharacters": "4"]))
            }
            if cell.screen == "settings", cell.locale.identifier == "ar", cell.textScale == 1.3 {
                findings.append(Finding(criterion: .clippedText, severity: .error, nodeID: "value", nodePath: "root.children[0].children[1]", cell: cell,
                                        rect: Rect(x: 12, y: 140, width: 150, height: 30),
                                        message: "text '١٢' does not fit: it is pushed out by text 'Label', which wraps to 2 lines, +23 pt",
                                        evidence: ["causedBy": "label (2 lines, +23 pt)"], shortfall: 12, causeNodeID: "label"))
            }
            report.cells[index].findings = findings
            report.cells[index].pixelScale = 1
            if result.status == .changed {
                // Both changed cells changed for one token (in their mode): one cause group of two cells.
                let change = InputChange(kind: .token, input: "accent", variant: cell.mode.rawValue, before: "#5AA2FF", after: "#4C8DF0",
                                         text: "token accent (\(cell.mode.rawValue)) #5AA2FF → #4C8DF0", causeKey: "token:accent")
                report.cells[index].changes = [change]
                report.cells[index].cause = CauseGroup.id(of: [change])
            }
        }
        return report
    }
}
