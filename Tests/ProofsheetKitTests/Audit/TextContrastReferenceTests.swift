import XCTest
@testable import ProofsheetKit
@testable import ProofsheetAudit
@testable import ProofsheetText

/// The text-contrast audit, made faster for issue #43, gives exactly what the plain per-pixel computation gave
/// (`TextContrastReference`): on seeded random coverage, masks, colours and pixmaps for each part (the ink
/// neighbourhood, the coverage map, the colour sample, one segment's pixels), and on whole cells of an English and
/// Arabic project with text on gradients, a busy image with and without a scrim, translucent text, text at reduced
/// opacity, text under an opaque shape, thin strokes (7 pt at one pixel per point: no fully covered pixel) and a
/// large text scale — every line's region, worst segment, backdrop range and counts.
final class TextContrastReferenceTests: XCTestCase {
    private func coverage(_ count: Int, density: Double, using random: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in
            guard Double.random(in: 0..<1, using: &random) < density else { return 0 }
            // Edges, half coverage, ink and full coverage all occur.
            return [1, 60, 127, 128, 200, 254, 255, 255][Int.random(in: 0..<8, using: &random)]
        }
    }

    func testTheInkNeighbourhoodIsTheSquareDilationOfTheCoverage() {
        var random = SeededGenerator(seed: 43)
        var compared = 0, near = 0
        for round in 0..<400 {
            let width = [1, 2, 3, 5, 15, 16, 17, 31, 32, 33, 47, 70][round % 12], height = 1 + round % 9
            let region = PixelRect(x: Int.random(in: -3...40, using: &random), y: Int.random(in: 0...40, using: &random),
                                   width: width, height: height)
            let density = [0, 0.005, 0.03, 0.1, 0.4, 1][round % 6]
            let map = coverage(width * height, density: density, using: &random)
            for radius in 0...3 {
                let fast = InkNeighbourhood(coverage: map, region: region, radius: radius)
                let reference = TextContrastReference.nearInk(coverage: map, region: region, radius: radius)
                for y in region.minY..<region.maxY {
                    for x in region.minX..<region.maxX {
                        let expected = reference[(y - region.y) * width + x - region.x]
                        XCTAssertEqual(fast.contains(x: x, y: y), expected, "round \(round) radius \(radius) at \(x), \(y)")
                        compared += 1
                        near += expected ? 1 : 0
                    }
                }
            }
        }
        XCTAssertGreaterThan(near, compared / 4)
        XCTAssertLessThan(near, compared * 3 / 4)
    }

    func testTheCoverageMapIsTheMaximumOfTheMasks() throws {
        var random = SeededGenerator(seed: 4343)
        for round in 0..<200 {
            let region = PixelRect(x: Int.random(in: 0...20, using: &random), y: Int.random(in: 0...20, using: &random),
                                   width: Int.random(in: 1...60, using: &random), height: Int.random(in: 1...20, using: &random))
            let masks = try (0..<Int.random(in: 0...12, using: &random)).map { _ in
                let bounds = PixelRect(x: Int.random(in: -4...8, using: &random), y: Int.random(in: -4...8, using: &random),
                                       width: Int.random(in: 0...16, using: &random), height: Int.random(in: 0...16, using: &random))
                let mask = try CoverageMask(bounds: bounds, bytes: coverage(bounds.width * bounds.height, density: 0.6, using: &random))
                return TextPainter.PlacedMask(mask: mask, offset: PixelPoint(x: Int.random(in: 0...60, using: &random),
                                                                             y: Int.random(in: 0...30, using: &random)))
            }
            XCTAssertEqual(TextContrastCheck.coverageMap(masks, over: region), TextContrastReference.coverageMap(masks, over: region),
                           "round \(round)")
        }
    }

    /// A sample's runs, count, mean and extremes at several trims, compared with the reference's.
    private func assertSame(_ sample: ColorSample, _ reference: TextContrastReference.Sample, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(sample.runs.map { "\($0.color.hexString)×\($0.count)" }, reference.runs.map { "\($0.color.hexString)×\($0.count)" },
                       message, file: file, line: line)
        XCTAssertEqual(sample.count, reference.count, message, file: file, line: line)
        XCTAssertEqual(sample.mean, reference.mean, message, file: file, line: line)
        for trim in [0, 0.02, 0.1, 0.5] {
            let (fast, slow) = (sample.extremes(trim: trim), reference.extremes(trim: trim))
            XCTAssertEqual(fast?.darkest, slow?.darkest, "\(message) trim \(trim)", file: file, line: line)
            XCTAssertEqual(fast?.lightest, slow?.lightest, "\(message) trim \(trim)", file: file, line: line)
        }
    }

    func testColourRunsAddedAtOnceGiveTheSampleOfAddingEachPixel() {
        var random = SeededGenerator(seed: 434343)
        for round in 0..<300 {
            // Few colours, so runs repeat and the luminance order has ties of one colour in several runs.
            let palette = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Color(r: UInt8.random(in: 0...255, using: &random), g: UInt8.random(in: 0...255, using: &random),
                      b: UInt8.random(in: 0...255, using: &random))
            }
            var sample = ColorSample(), reference = TextContrastReference.Sample()
            for _ in 0..<Int.random(in: 0...80, using: &random) {
                let color = palette.randomElement(using: &random)!
                let count = Int.random(in: 0...5, using: &random)
                if count == 1 && Bool.random(using: &random) { sample.add(color) } else { sample.add(color, count: count) }
                for _ in 0..<count { reference.add(color) }
            }
            assertSame(sample, reference, "round \(round)")
        }
    }

    func testASegmentsPixelsAreSortedAsThePlainLoopSortsThem() throws {
        var random = SeededGenerator(seed: 43434343)
        var backdrops = 0, fullyCovered = 0, occluded = 0
        for round in 0..<120 {
            let width = Int.random(in: 20...90, using: &random), height = Int.random(in: 8...40, using: &random)
            // A pixmap of few colours in patches (so runs form), with stray pixels of any colour.
            let palette = (0..<4).map { _ in [UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                                               UInt8.random(in: 0...255, using: &random)] }
            var bytes: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let stray = Int.random(in: 0..<10, using: &random) == 0
                    let patch = round % 3 == 0 ? 7 : 24
                    let rgb = stray && round % 3 != 2 ? [UInt8.random(in: 0...255, using: &random), 9, 200]
                        : palette[(x / patch + y / 5) % palette.count]
                    bytes += rgb + [UInt8.random(in: 0...255, using: &random)]
                }
            }
            let pixmap = try XCTUnwrap(Pixmap(width: width, height: height, bytes: bytes))
            let region = PixelRect(x: Int.random(in: 0...5, using: &random), y: Int.random(in: 0...4, using: &random),
                                   width: width - 6, height: height - 5)
            // Scattered coverage, or (half the rounds) runs of 0 and 255 as inside and between a text's stems.
            var map = coverage(region.width * region.height, density: [0.02, 0.15, 0.5][round % 3], using: &random)
            if round % 4 >= 2 {
                var index = 0
                while index < map.count {
                    let run = Int.random(in: 3...30, using: &random), value: UInt8 = [0, 0, 255, 200][Int.random(in: 0..<4, using: &random)]
                    for i in index..<min(map.count, index + run) { map[i] = value }
                    index += run
                }
            }
            let near = InkNeighbourhood(coverage: map, region: region)
            let referenceNear = TextContrastReference.nearInk(coverage: map, region: region)
            let step = Int.random(in: 1...30, using: &random)
            var x0 = region.minX
            while x0 < region.maxX {
                let part = PixelRect(x: x0, y: region.y, width: min(step, region.maxX - x0), height: region.height)
                // Every other round, a shape covers the pixels of a diagonal band.
                let isOccluded: ((Int, Int) -> Bool)? = round % 2 == 0 ? nil : { x, y in (x + 2 * y) % 11 < 4 }
                let fast = InkSample(part, pixmap: pixmap, coverage: map, nearInk: near, isOccluded: isOccluded)
                let slow = TextContrastReference.samples(part, pixmap: pixmap, region: region, coverage: map, near: referenceNear,
                                                         isOccluded: isOccluded)
                let place = "round \(round) segment at \(x0)"
                XCTAssertEqual(fast.ink, slow.ink, place)
                assertSame(fast.backdrop, slow.backdrop, place + " backdrop")
                assertSame(fast.fullInk, slow.fullInk, place + " full ink")
                backdrops += slow.backdrop.count
                fullyCovered += slow.fullInk.count
                occluded += isOccluded == nil ? 0 : 1
                x0 += step
            }
        }
        XCTAssertGreaterThan(backdrops, 10_000)
        XCTAssertGreaterThan(fullyCovered, 1_000)
        XCTAssertGreaterThan(occluded, 100)
    }

    /// A noisy 120×80 photo: blocks of colour, a gradient and per-pixel noise (seeded).
    private func photo() throws -> [UInt8] {
        var random = SeededGenerator(seed: 7)
        var bytes: [UInt8] = []
        for y in 0..<80 {
            for x in 0..<120 {
                bytes += [UInt8((x * 2 + Int.random(in: 0...40, using: &random)) % 256), UInt8(((y * 3) ^ (x / 12 * 30)) % 256),
                          UInt8((x / 10 + y / 10) % 2 == 0 ? 40 : 220), 255]
            }
        }
        return try PNGEncoder().encode(XCTUnwrap(Pixmap(width: 120, height: 80, bytes: bytes)))
    }

    func testEveryLineOfEveryCellIsMeasuredAsThePlainComputationMeasuresIt() throws {
        let root = """
        { "type": "scroll", "background": "background", "padding": 12, "spacing": 8, "children": [
          { "type": "vstack", "padding": 12, "background": { "gradient": ["cHeroA", "cHeroB"], "angle": 0 }, "children": [
            { "type": "text", "id": "hero", "text": "k.hero", "style": "footnote", "color": "cOnHero" },
            { "type": "text", "id": "heroBig", "text": "k.big", "style": "kTitle", "color": "cOnHero" } ] },
          { "type": "vstack", "padding": 12, "background": { "gradient": ["cHeroB", "cHeroA"], "angle": 90 }, "children": [
            { "type": "text", "id": "heroDown", "text": "k.hero", "style": "body", "color": "cOnHero" } ] },
          { "type": "zstack", "alignment": "bottomLeading", "children": [
            { "type": "image", "id": "photo", "src": "photo.png", "height": 120, "width": "fill" },
            { "type": "text", "id": "onPhoto", "text": "k.photo", "style": "body", "color": "cOnHero", "padding": 8 } ] },
          { "type": "zstack", "alignment": "bottomLeading", "children": [
            { "type": "image", "id": "scrimmed", "src": "photo.png", "height": 90, "width": "fill", "scrim": { "color": "cScrim", "opacity": 0.45 } },
            { "type": "text", "id": "onScrim", "text": "k.photo", "style": "footnote", "color": "cOnHero", "padding": 8 } ] },
          { "type": "vstack", "padding": 12, "background": "surface", "children": [
            { "type": "text", "id": "translucent", "text": "k.ghost", "style": "body", "color": "cGhost" },
            { "type": "text", "id": "faded", "text": "k.muted", "style": "body", "color": "textPrimary", "opacity": 0.35 },
            { "type": "text", "id": "thin", "text": "k.tiny", "style": "kTiny", "color": "cMuted" } ] },
          { "type": "zstack", "alignment": "trailing", "children": [
            { "type": "hstack", "background": "surface", "padding": 16, "width": "fill", "children": [
              { "type": "text", "id": "covered", "text": "k.covered", "style": "body", "color": "cMuted" } ] },
            { "type": "rect", "id": "square", "background": "cCover", "width": 60, "height": 40, "cornerRadius": 8 } ] }
        ] }
        """
        let strings = [
            "en": #"{ "nav.back": "Back", "k.hero": "Light text over a gradient that runs into the light", "k.big": "Large", "k.photo": "Caption over a busy photo", "k.ghost": "Translucent text drawn at half opacity", "k.muted": "Faded helper text on the surface", "k.tiny": "Thin strokes: seven point text, no whole pixel", "k.covered": "A long row title that a square covers at its end" }"#,
            "ar": #"{ "nav.back": "رجوع", "k.hero": "نص فاتح فوق تدرج يمتد نحو الضوء", "k.big": "كبير", "k.photo": "تعليق فوق صورة مزدحمة", "k.ghost": "نص شفاف مرسوم بنصف العتامة", "k.muted": "نص مساعد باهت على السطح", "k.tiny": "خطوط رفيعة: نص صغير جدا بلا بكسل كامل", "k.covered": "عنوان صف طويل يغطيه مربع في نهايته" }"#,
        ]
        let project = try ScratchProject.rendered(
            "contrast-reference", root: root,
            colors: ["cHeroA": "#0A3A80", "cHeroB": "#8FA8CC", "cOnHero": "#FFFFFF", "cScrim": "#000000", "cGhost": "#00000080",
                     "cMuted": "#8A8A8A", "cCover": "#CC3300"],
            styles: ["kTitle": (28, 34, true), "kTiny": (7, 9, false)],
            matrix: #"{ "locales": ["en", "ar"], "modes": ["light"], "textScales": [1.0, 3.1] }"#,
            assets: ["photo.png": try photo()], strings: strings,
            devices: #"{ "phone": { "width": 390, "height": 844, "scale": 3 }, "small": { "width": 320, "height": 568, "scale": 1 } }"#)
        let settings = try AuditSettings.load(config: project.project.config)
        let cells = try Matrix.cells(of: project.project)
        XCTAssertEqual(cells.count, 8)
        var lines = 0, segments = 0, failing = 0, withoutFullInk = 0, uneven = 0, occludedLines = 0
        var measuredIDs: Set<String> = []
        for cell in cells {
            let scene = AuditScene(rendered: try project.renderer.render(cell), settings: settings)
            for index in scene.nodes.indices {
                guard case .text(let text) = scene.nodes[index].kind else { continue }
                let required = settings.requiredTextContrast(size: text.size, weight: text.weight)
                let fast = TextContrastCheck.measure(index, scene, required: required)
                let reference = TextContrastReference.measure(index, scene, required: required)
                XCTAssertEqual(fast, reference, "\(cell) \(scene.nodes[index].id)")
                if !fast.isEmpty { measuredIDs.insert(scene.nodes[index].id.name) }
                for line in fast {
                    lines += 1
                    segments += line.measured
                    failing += line.failing
                    uneven += line.darkest != line.lightest ? 1 : 0
                    occludedLines += scene.occluders[index] != nil ? 1 : 0
                    // Thin strokes: a line without one fully covered pixel, measured with the drawn colour.
                    let masks = try XCTUnwrap(scene.paintedText(of: index)).lines.flatMap(\.masks)
                    withoutFullInk += TextContrastCheck.coverageMap(masks, over: line.region).contains(255) ? 0 : 1
                }
            }
        }
        // The cases are there: every text measured, with failing and passing segments, backdrops that vary, lines
        // under the square, and thin strokes measured with the drawn colour.
        XCTAssertEqual(measuredIDs, ["hero", "heroBig", "heroDown", "onPhoto", "onScrim", "translucent", "faded", "thin", "covered"])
        XCTAssertGreaterThan(lines, 60)
        XCTAssertGreaterThan(failing, 0)
        XCTAssertLessThan(failing, segments)
        XCTAssertGreaterThan(uneven, 10)
        XCTAssertGreaterThan(occludedLines, 0)
        XCTAssertGreaterThan(withoutFullInk, 0)
    }
}
