import XCTest
@testable import ProofsheetKit

/// The known-answer corpus (issue #38, item 7): one project of screens whose every case node has an answer worked
/// out here, independently of the audits — contrast verdicts from the hex colours with the WCAG 2.2 relative
/// luminance formula and the "large scale" sizes from the styles written below; occlusion, repeated actions, broken
/// words and tone-only badges by construction. Every cell (English and Arabic, text scales 1.0 and 2.0) is audited;
/// the test asserts no false negative and no false positive per criterion, and prints any mismatch as a table.
final class AuditKnownAnswerTests: XCTestCase {
    // MARK: Independent arithmetic (WCAG 2.2, "relative luminance" and "contrast ratio" definitions)

    /// Relative luminance of `#RRGGBB` (sRGB, the WCAG 2.2 definition; 0.04045 is IEC 61966-2-1's knee).
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst().prefix(6), radix: 16)!
        let channel = { (shift: Int) -> Double in
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// `#RRGGBBAA` over an opaque `#RRGGBB`, per channel in sRGB (source-over), rounded.
    static func over(_ top: String, _ bottom: String) -> String {
        let t = Int(top.dropFirst(), radix: 16)!, b = Int(bottom.dropFirst(), radix: 16)!
        let alpha = Double(t & 0xFF) / 255
        let mixed = [16, 8, 0].map { shift -> Int in
            Int((alpha * Double((t >> (shift + 8)) & 0xFF) + (1 - alpha) * Double((b >> shift) & 0xFF)).rounded())
        }
        return String(format: "#%02X%02X%02X", mixed[0], mixed[1], mixed[2])
    }

    /// WCAG 2.2 "large scale": at least 18 pt, or 14 pt bold, at the cell's text scale.
    static func isLarge(size: Double, bold: Bool, scale: Double) -> Bool { size * scale >= (bold ? 14 : 18) }

    // MARK: The corpus

    struct Style { let name: String; let size: Double; let bold: Bool }
    /// Just below and at the large-text sizes, a caption and a fine print that stays normal text at 2.0×.
    static let styles = [Style(name: "kBody17", size: 17, bold: false), Style(name: "kCaption12", size: 12, bold: false),
                         Style(name: "kLarge18", size: 18, bold: false), Style(name: "kBold14", size: 14, bold: true),
                         Style(name: "kBold13", size: 13, bold: true), Style(name: "kFine8", size: 8, bold: false)]

    static let colors: [String: String] = [
        "kWhite": "#FFFFFF", "kDark": "#111418", "kMid": "#777777", "kBlack": "#000000", "kSlate": "#3D4A5C",
        // Grey text on white: 4.54, 4.42, 3.11, 2.88 to 1.
        "kA": "#767676", "kB": "#787878", "kC": "#929292", "kD": "#989898",
        // Grey text on #111418: 4.55, 4.42, 3.12, 2.89 to 1.
        "kA2": "#7E7E7E", "kB2": "#7C7C7C", "kC2": "#646464", "kD2": "#5F5F5F",
        // Blues under white text, each channel rising from the first to the second of a pair: 5.96–4.60 (passes
        // everything), 4.41–3.09 (fails normal text, passes large), 2.90–2.31 (fails everything).
        "kP1": "#4961A3", "kP2": "#5B73B5", "kM1": "#5E76B8", "kM2": "#7991D3", "kF1": "#7E96D8", "kF2": "#91A9EB",
    ]
    static let backdropPairs = [("P", "kP1", "kP2"), ("M", "kM1", "kM2"), ("F", "kF1", "kF2")]

    /// One node's answer in one cell: criterion → severity (nothing: no finding of the corpus's criteria).
    typealias Answer = [AuditCriterion: FindingSeverity]

    struct Case {
        let screen: String
        let id: String
        let answer: (Double) -> Answer
        /// A product answer that differs and is not fixed yet: reported, not counted.
        var knownDisagreement: String? = nil
        /// A text whose contrast must be measured in every cell: a "none" that comes from a line never sampled is
        /// no answer at all, and counts as a false negative.
        var isMeasuredText = false
    }

    /// The criteria the corpus has answers for; findings of others are not judged here.
    static let criteria: [AuditCriterion] = [.textContrast, .nonTextContrast, .occludedText, .duplicateName, .brokenWord,
                                             .statusDistinguishable, .colorOnly]

    /// Text in `fg` whose every backdrop pixel next to its glyphs lies between `backdrops` (a flat colour, or the
    /// two ends of a gradient or image whose colours mix only between them).
    static func contrastCase(_ screen: String, _ id: String, fg: String, backdrops: [String], size: Double, bold: Bool) -> Case {
        Case(screen: screen, id: id, answer: { scale in
            let required = isLarge(size: size, bold: bold, scale: scale) ? 3.0 : 4.5
            let verdicts = Set(backdrops.map { ratio(fg, $0) >= required })
            precondition(verdicts.count == 1, "\(id): the backdrops must agree, or the answer is not well defined")
            return verdicts.first! ? [:] : [.textContrast: .error]
        }, isMeasuredText: true)
    }

    static func text(_ id: String, style: String, color: String, key: String = "k.hi") -> String {
        #"{ "type": "text", "id": "\#(id)", "text": "\#(key)", "style": "\#(style)", "color": "\#(color)" }"#
    }

    static func page(_ children: [String]) -> String {
        #"{ "type": "vstack", "background": "kWhite", "padding": 16, "spacing": 6, "alignment": "leading", "children": [ \#(children.joined(separator: ", ")), { "type": "spacer" } ] }"#
    }

    static func row(_ cells: [String]) -> String {
        #"{ "type": "hstack", "spacing": 4, "children": [ \#(cells.joined(separator: ", ")) ] }"#
    }

    /// Screens (id → root JSON) and their cases.
    static func corpus() throws -> (screens: [String: String], cases: [Case]) {
        var screens: [String: String] = [:]
        var cases: [Case] = []
        // Flat: four greys on white, and four on near-black, in each style.
        for (screen, backdrop, greys) in [("flat", "kWhite", ["kA", "kB", "kC", "kD"]), ("flat-dark", "kDark", ["kA2", "kB2", "kC2", "kD2"])] {
            screens[screen] = page(styles.map { style in
                row(greys.map { grey in
                    let id = "\(screen)-\(style.name)-\(grey)"
                    cases.append(contrastCase(screen, id, fg: colors[grey]!, backdrops: [colors[backdrop]!], size: style.size, bold: style.bold))
                    return #"{ "type": "vstack", "width": 84, "padding": 6, "background": "\#(backdrop)", "children": [ \#(text(id, style: style.name, color: grey)) ] }"#
                })
            })
        }
        // Gradients: white text on a leading → trailing gradient between the two blues of a pair.
        screens["gradient"] = page(styles.map { style in
            row(backdropPairs.map { name, from, to in
                let id = "gradient-\(style.name)-\(name)"
                cases.append(contrastCase("gradient", id, fg: "#FFFFFF", backdrops: [colors[from]!, colors[to]!], size: style.size, bold: style.bold))
                return #"{ "type": "vstack", "width": 110, "padding": 6, "background": { "gradient": ["\#(from)", "\#(to)"], "angle": 0 }, "children": [ \#(text(id, style: style.name, color: "kWhite")) ] }"#
            })
        })
        // Images: white text on a checkerboard of the two blues of a pair (2 px squares, scaled up: every pixel
        // is a mix of the two).
        screens["image"] = page(styles.map { style in
            row(backdropPairs.map { name, from, to in
                let id = "image-\(style.name)-\(name)"
                cases.append(contrastCase("image", id, fg: "#FFFFFF", backdrops: [colors[from]!, colors[to]!], size: style.size, bold: style.bold))
                return #"{ "type": "zstack", "children": [ { "type": "image", "src": "\#(name).png", "width": 110, "height": 64, "a11y": { "hidden": true } }, \#(text(id, style: style.name, color: "kWhite")) ] }"#
            })
        })
        // Pills: white text in a 56 pt circle on a row that would give the other verdict if it were read.
        let pills: [(id: String, pill: String, row: String, style: String)] = [
            ("pill-body-pass", "kP2", "kWhite", "kPill15"), ("pill-body-fail", "kM1", "kDark", "kPill15"),
            ("pill-bold-pass", "kM2", "kWhite", "kBold14"), ("pill-bold-fail", "kF1", "kDark", "kBold14"),
        ]
        screens["pills"] = page(pills.map { p in
            let size = p.style == "kPill15" ? 15.0 : 14, bold = p.style == "kBold14"
            cases.append(contrastCase("pills", p.id, fg: "#FFFFFF", backdrops: [colors[p.pill]!], size: size, bold: bold))
            return #"{ "type": "hstack", "padding": 8, "background": "\#(p.row)", "children": [ { "type": "zstack", "width": 56, "height": 56, "cornerRadius": 28, "background": "\#(p.pill)", "children": [ \#(text(p.id, style: p.style, color: "kWhite", key: "k.initial")) ] } ] }"#
        })
        // Occlusion: a 56 pt button over the trailing end of a row, a panel over a whole text, a button below a row.
        let dark = "#111418"
        let occlusionText = { (id: String, key: String) in #"{ "type": "text", "id": "\#(id)", "text": "\#(key)", "style": "kBody17", "color": "kDark" }"# }
        let cover = { (id: String, w: Int, h: Int) in #"{ "type": "rect", "id": "\#(id)", "background": "kDark", "cornerRadius": 8, "width": \#(w), "height": \#(h) }"# }
        screens["occlusion"] = page([
            #"{ "type": "zstack", "alignment": "trailing", "children": [ { "type": "hstack", "width": "fill", "padding": 8, "children": [ \#(occlusionText("occ-partial", "k.long")) ] }, \#(cover("cover-partial", 56, 56)) ] }"#,
            #"{ "type": "zstack", "alignment": "topLeading", "children": [ \#(occlusionText("occ-whole", "k.short")), \#(cover("cover-whole", 240, 60)) ] }"#,
            #"{ "type": "vstack", "alignment": "trailing", "spacing": 8, "children": [ { "type": "hstack", "width": "fill", "padding": 8, "children": [ \#(occlusionText("occ-apart", "k.long")) ] }, \#(cover("cover-apart", 56, 56)) ] }"#,
        ])
        // Dark text on white passes everywhere: the covered texts' answer is occlusion only.
        precondition(ratio(dark, "#FFFFFF") >= 4.5)
        cases.append(Case(screen: "occlusion", id: "occ-partial") { _ in [.occludedText: .error] })
        cases.append(Case(screen: "occlusion", id: "occ-whole") { _ in [.occludedText: .error] })
        cases.append(Case(screen: "occlusion", id: "occ-apart") { _ in [:] })
        // Repeated row actions: Delete in three rows, each with its sender's name (info, on the second and third),
        // and twice in one card with one title (error, on the second).
        let delete = { (id: String) in #"{ "type": "iconButton", "id": "\#(id)", "icon": "trash", "color": "kDark", "a11y": { "label": "k.delete" } }"# }
        screens["rows"] = page((0..<3).map { index in
            #"{ "type": "hstack", "width": "fill", "spacing": 8, "children": [ \#(occlusionText("sender\(index)", "k.sender\(index)")), { "type": "spacer" }, \#(delete("delete\(index)")) ] }"#
        })
        for index in 0..<3 {
            cases.append(Case(screen: "rows", id: "delete\(index)") { _ in index == 0 ? [:] : [.duplicateName: .info] })
            cases.append(Case(screen: "rows", id: "sender\(index)") { _ in [:] })
        }
        screens["card"] = page([
            #"{ "type": "card", "id": "card", "children": [ \#(occlusionText("card-title", "k.card")), { "type": "hstack", "children": [ \#(delete("card-a")), \#(delete("card-b")) ] } ] }"#,
        ])
        cases.append(Case(screen: "card", id: "card-a") { _ in [:] })
        cases.append(Case(screen: "card", id: "card-b") { _ in [.duplicateName: .error] })
        // Broken words: a word alone wider than a 70 pt column at 2.0× ('View' at 34 pt is about 2.2 em, 75 pt;
        // 'الرسالة' wider still), and words that each fit a 100 pt column.
        screens["broken"] = page([
            #"{ "type": "text", "id": "broken-link", "text": "k.link", "style": "kBody17", "color": "kDark", "width": 70 }"#,
            #"{ "type": "text", "id": "broken-spaced", "text": "k.spaced", "style": "kBody17", "color": "kDark", "width": 100 }"#,
        ])
        cases.append(Case(screen: "broken", id: "broken-link") { scale in scale >= 2 ? [.brokenWord: .error] : [:] })
        cases.append(Case(screen: "broken", id: "broken-spaced") { _ in [:] })
        // Tone-only badges. Two tones drawn in one colour look alike under any simulation (ΔE00 0); white and
        // black stay white and black under every Machado matrix (each row sums to 1), ΔE00 100 apart.
        let dot = { (id: String, tone: String, fill: String?) -> String in
            let background = fill.map { ", \"background\": \"\($0)\"" } ?? ""
            return #"{ "type": "badge", "id": "\#(id)", "tone": "\#(tone)", "width": 12, "height": 12\#(background) }"#
        }
        screens["status-same"] = page([dot("same-a", "info", "kSlate"), dot("same-b", "warning", "kSlate")])
        precondition(ratio(colors["kSlate"]!, "#FFFFFF") >= 3)
        cases.append(Case(screen: "status-same", id: "same-a") { _ in [.colorOnly: .error] })
        cases.append(Case(screen: "status-same", id: "same-b") { _ in [.colorOnly: .error, .statusDistinguishable: .error] })
        screens["status-apart"] = #"{ "type": "vstack", "background": "kMid", "padding": 16, "spacing": 12, "alignment": "leading", "children": [ \#(dot("apart-white", "success", "kWhite")), \#(dot("apart-black", "danger", "kBlack")), { "type": "spacer" } ] }"#
        precondition(ratio("#FFFFFF", colors["kMid"]!) >= 3 && ratio("#000000", colors["kMid"]!) >= 3)
        cases.append(Case(screen: "status-apart", id: "apart-white") { _ in [.colorOnly: .error] })
        cases.append(Case(screen: "status-apart", id: "apart-black") { _ in [.colorOnly: .error] })
        // The shipped tint (12 % of the tone) over white, against white; an icon and a label as cues.
        let tokens = try String(contentsOf: TestPaths.repository("layouts/tokens.json"), encoding: .utf8)
        func light(_ role: String) throws -> String {
            let line = try XCTUnwrap(tokens.split(separator: "\n").first { $0.contains("\"\(role)\":") })
            let start = try XCTUnwrap(line.range(of: "\"light\": \"")).upperBound
            return String(line[start...].prefix { $0 != "\"" })
        }
        let successTint = over(try light("successTint"), "#FFFFFF"), dangerTint = over(try light("dangerTint"), "#FFFFFF")
        let tintFails = ratio(successTint, "#FFFFFF") < 3
        let iconFails = ratio(try light("danger"), dangerTint) < 3
        let success = try light("success")
        screens["status-tint"] = page([
            dot("tint-dot", "success", nil),
            #"{ "type": "badge", "id": "cued", "tone": "danger", "icon": "error" }"#,
            #"{ "type": "badge", "id": "labelled", "tone": "success", "label": "k.label" }"#,
        ])
        cases.append(Case(screen: "status-tint", id: "tint-dot") { _ in
            tintFails ? [.colorOnly: .error, .nonTextContrast: .error] : [.colorOnly: .error]
        })
        cases.append(Case(screen: "status-tint", id: "cued") { _ in [:] })
        cases.append(Case(screen: "status-tint", id: "cued.icon") { _ in iconFails ? [.nonTextContrast: .error] : [:] })
        cases.append(Case(screen: "status-tint", id: "labelled") { _ in [:] })
        cases.append(contrastCase("status-tint", "labelled.label", fg: success, backdrops: [successTint], size: 13, bold: false))
        return (screens, cases)
    }

    /// A 4 × 4 pixel checkerboard of 2 px squares of `a` and `b`.
    static func checkerboard(_ a: String, _ b: String) throws -> [UInt8] {
        let colours = [Color(hex: a)!, Color(hex: b)!]
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { let c = colours[(x / 2 + y / 2) % 2]; bytes += [c.r, c.g, c.b, 255] } }
        return try PNGEncoder().encode(XCTUnwrap(Pixmap(width: 4, height: 4, bytes: bytes)))
    }

    /// The colours sit where the comments say, a clear step from each threshold, and every channel of a backdrop pair
    /// rises from the first colour to the second (so any mix of the two lies between them in luminance).
    func testTheCorpusColoursAreWhereTheCommentsSay() {
        let documented: [(fg: String, bg: String, ratio: Double)] = [
            ("kA", "kWhite", 4.54), ("kB", "kWhite", 4.42), ("kC", "kWhite", 3.11), ("kD", "kWhite", 2.88),
            ("kA2", "kDark", 4.55), ("kB2", "kDark", 4.42), ("kC2", "kDark", 3.12), ("kD2", "kDark", 2.89),
            ("kWhite", "kP1", 5.96), ("kWhite", "kP2", 4.60), ("kWhite", "kM1", 4.41), ("kWhite", "kM2", 3.09),
            ("kWhite", "kF1", 2.90), ("kWhite", "kF2", 2.31),
        ]
        for d in documented {
            let ratio = Self.ratio(Self.colors[d.fg]!, Self.colors[d.bg]!)
            XCTAssertEqual((ratio * 100).rounded() / 100, d.ratio, "\(d.fg) on \(d.bg)")
            XCTAssertGreaterThanOrEqual(min(abs(ratio - 4.5), abs(ratio - 3)), 0.04, "\(d.fg) on \(d.bg) is too close to a threshold")
        }
        for (_, from, to) in Self.backdropPairs {
            let a = Int(Self.colors[from]!.dropFirst(), radix: 16)!, b = Int(Self.colors[to]!.dropFirst(), radix: 16)!
            XCTAssertTrue([16, 8, 0].allSatisfy { (a >> $0) & 0xFF <= (b >> $0) & 0xFF }, "\(from) → \(to)")
        }
    }

    func testEveryCaseGetsItsKnownAnswerInEveryCell() throws {
        let (screens, cases) = try Self.corpus()
        var assets: [String: [UInt8]] = [:]
        for (name, from, to) in Self.backdropPairs { assets[name + ".png"] = try Self.checkerboard(Self.colors[from]!, Self.colors[to]!) }
        let strings = [
            "en": #"{ "nav.back": "Back", "k.hi": "Hi", "k.initial": "A", "k.long": "Meeting notes from Ahmed about the launch plan and the next steps", "k.short": "Hello", "k.delete": "Delete", "k.sender0": "Ahmed", "k.sender1": "Sara", "k.sender2": "Omar", "k.card": "Receipts", "k.link": "View all", "k.spaced": "Go to it now", "k.label": "Active" }"#,
            "ar": #"{ "nav.back": "رجوع", "k.hi": "نص", "k.initial": "ع", "k.long": "ملاحظات الاجتماع من أحمد حول خطة الإطلاق والمهام القادمة للفريق", "k.short": "مرحبا", "k.delete": "حذف", "k.sender0": "أحمد", "k.sender1": "سارة", "k.sender2": "عمر", "k.card": "الإيصالات", "k.link": "الرسالة", "k.spaced": "في كل يوم", "k.label": "نشط" }"#,
        ]
        var styles: [String: (Double, Double, Bool)] = ["kPill15": (15, 20, false)]
        for style in Self.styles { styles[style.name] = (style.size, (style.size * 1.3).rounded(), style.bold) }
        var extra = screens
        let probe = extra.removeValue(forKey: "flat")!
        let project = try ScratchProject.rendered("known-answers", root: probe, colors: Self.colors, styles: styles,
                                           matrix: #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0, 2.0] }"#,
                                           assets: assets, strings: strings, screens: extra)
        let screenOf = { (name: String) in name == "flat" ? "probe" : name }
        let settings = try AuditSettings.load(config: project.project.config)
        let auditor = CellAuditor(settings: settings)
        var expectedCount = 0, found = 0, known = 0
        var mismatches: [String] = []
        var cells = 0, measuredCells = 0
        for screen in screens.keys.sorted() {
            let onScreen = cases.filter { $0.screen == screen }
            for locale in ["en", "ar"] {
                for scale in [1.0, 2.0] {
                    let cell = Cell(screen: ScreenStateID(screenOf(screen)), device: "phone", locale: LocaleID(locale), mode: .light, textScale: scale)
                    cells += 1
                    let rendered = try project.renderer.render(cell)
                    let findings = try auditor.audit(rendered)
                        .filter { Self.criteria.contains($0.criterion) }
                    let scene = AuditScene(rendered: rendered, settings: settings)
                    for c in onScreen where c.isMeasuredText {
                        let index = scene.nodes.firstIndex { $0.id.name == c.id }
                        let lines = index.map { TextContrastCheck.measure($0, scene, required: 4.5) } ?? []
                        measuredCells += lines.isEmpty ? 0 : 1
                        if lines.isEmpty { mismatches.append("FN \(screen) \(locale) \(scale)× | \(c.id) textContrast | measured | not measured |") }
                    }
                    var actual: [String: FindingSeverity] = [:]
                    var messages: [String: String] = [:]
                    for finding in findings {
                        actual["\(finding.nodeID) \(finding.criterion)"] = finding.severity
                        messages["\(finding.nodeID) \(finding.criterion)"] = finding.message
                    }
                    var expected: [String: (FindingSeverity, Case)] = [:]
                    for c in onScreen { for (criterion, severity) in c.answer(scale) { expected["\(c.id) \(criterion)"] = (severity, c) } }
                    let place = "\(screen) \(locale) \(scale)×"
                    for key in Set(expected.keys).union(actual.keys).sorted() {
                        let want = expected[key]?.0, got = actual[key]
                        if want != nil { expectedCount += 1 }
                        if want != nil, want == got { found += 1; continue }
                        let node = String(key.split(separator: " ")[0])
                        let disagreement = onScreen.first { $0.id == node }?.knownDisagreement
                        let line = "\(place) | \(key) | expected \(want.map { "\($0)" } ?? "none") | found \(got.map { "\($0)" } ?? "none") | \(messages[key] ?? "")"
                        if let disagreement { known += 1; print("known disagreement (\(disagreement)): " + line); continue }
                        mismatches.append((want == nil ? "FP " : got == nil ? "FN " : "FP+FN ") + line)
                    }
                }
            }
        }
        let falsePositives = mismatches.filter { $0.hasPrefix("FP") }.count, falseNegatives = mismatches.filter { $0.hasPrefix("FN") || $0.hasPrefix("FP+FN") }.count
        print("known-answer corpus: \(cases.count) cases on \(screens.count) screens, \(cells) cells; expected findings \(expectedCount), found \(found); "
              + "false positives \(falsePositives), false negatives \(falseNegatives), known disagreements \(known); "
              + "contrast cases measured in \(measuredCells) of \(cases.filter(\.isMeasuredText).count * 4) case-cells")
        if !mismatches.isEmpty { print("mismatches (kind | cell | node criterion | expected | found | message):\n" + mismatches.joined(separator: "\n")) }
        XCTAssertEqual(mismatches.count, 0, "\(falsePositives) false positives, \(falseNegatives) false negatives: see the table above")
        XCTAssertGreaterThan(expectedCount, 0)
    }
}
