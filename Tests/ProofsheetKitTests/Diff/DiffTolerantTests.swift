import XCTest
@testable import ProofsheetKit
@testable import ProofsheetDiff

final class DiffTolerantTests: XCTestCase {
    func testThresholdDecidesOnKnownColourPairs() {
        // maxDelta = 35215 * t²: t = 0 -> 0, t = 0.1 -> 352.15, t = 1 -> 35215.
        // Deltas by hand (dY, dI, dQ = differences of Y, I, Q; delta = 0.5053 dY² + 0.299 dI² + 0.1957 dQ²):
        // - white vs (245,245,245): dY = 10 * (0.29889531 + 0.58662247 + 0.11448223) ≈ 10.0, dI = dQ = 0 (each row of
        //   I and Q weights sums to 0), delta = 0.5053 * 100 ≈ 50.53 -> differs only at t = 0.
        // - white vs red (255,0,0): dY = 255 * (0.58662247 + 0.11448223) ≈ 178.78, dI = -255 * 0.59597799 ≈ -151.97,
        //   dQ = -255 * 0.21147017 ≈ -53.92, delta ≈ 16150.9 + 6905.6 + 569.1 ≈ 23625.7 -> differs at 0 and 0.1, not at 1.
        // - transparent black vs white: blended over white both are white, delta = 0 -> never differs (exact does).
        // - black vs white: dY ≈ 255, dI = dQ ≈ 0, delta ≈ 0.5053 * 65025 ≈ 32857.1 < 35215 -> same at t = 1.
        let white = Color.white
        let cases: [(name: String, a: Color, b: Color, threshold: Double, differs: Bool)] = [
            ("light grey t0", white, Color(r: 245, g: 245, b: 245), 0, true),
            ("light grey t0.1", white, Color(r: 245, g: 245, b: 245), 0.1, false),
            ("light grey t1", white, Color(r: 245, g: 245, b: 245), 1, false),
            ("red t0", white, Color(r: 255, g: 0, b: 0), 0, true),
            ("red t0.1", white, Color(r: 255, g: 0, b: 0), 0.1, true),
            ("red t1", white, Color(r: 255, g: 0, b: 0), 1, false),
            ("clear vs white t0", .transparent, white, 0, false),
            ("black vs white t0.1", .black, white, 0.1, true),
            ("black vs white t1", .black, white, 1, false),
        ]
        for c in cases {
            // A lone pixel in a flat field has 8 equal neighbours, so it is never excused as anti-aliasing.
            let expected = DiffFixtures.solid(3, 3, c.a)
            let actual = DiffFixtures.setting(expected, [(1, 1, c.b)])
            let options = DiffOptions(mode: .tolerant, threshold: c.threshold)
            let result = ImageDiff.compare(expected: expected, actual: actual, options: options).result
            XCTAssertEqual(result?.differentPixels, c.differs ? 1 : 0, c.name)
            XCTAssertEqual(result?.algorithmVersion, "pixelmatch-yiq-1", c.name)
        }
    }

    func testYIQDeltaMatchesHandComputation() {
        let cases: [(a: Color, b: Color, delta: Double)] = [
            (.white, Color(r: 245, g: 245, b: 245), 50.53),
            (.white, Color(r: 255, g: 0, b: 0), 23625.694),
            (.transparent, .white, 0),
            (.black, .white, 32857.133),
        ]
        for c in cases {
            let pa = [c.a.r, c.a.g, c.a.b, c.a.a], pb = [c.b.r, c.b.g, c.b.b, c.b.a]
            let delta = pa.withUnsafeBytes { a in pb.withUnsafeBytes { b in YIQ.delta(a.baseAddress!, 0, b.baseAddress!, 0) } }
            XCTAssertEqual(delta, c.delta, accuracy: 0.001, "\(c)")
        }
    }

    func testSingleChangedPixelCountsOnce() {
        let expected = DiffFixtures.gradient()
        let actual = DiffFixtures.setting(expected, [(20, 13, .black)])
        let result = ImageDiff.compare(expected: expected, actual: actual, options: .tolerant).result
        XCTAssertEqual(result?.differentPixels, 1)
        XCTAssertEqual(result?.changedBounds, .init(x: 20, y: 13, width: 1, height: 1))
    }

    func testIdenticalImagesTakeTheFastPath() {
        let image = DiffFixtures.gradient()
        let result = ImageDiff.compare(expected: image, actual: image, options: .tolerant).result
        XCTAssertEqual(result?.differentPixels, 0)
        XCTAssertEqual(result?.isByteIdentical, true)
        XCTAssertEqual(result?.passes, true)
    }

    /// Black | 1-px grey edge | white, 8x8; the edge moves one column right. Counts checked against pixelmatch (PyPI)
    /// by scripts/pixelmatch_crosscheck.py (last line of its output).
    static func edge(at column: Int) -> Pixmap {
        DiffFixtures.pixmap(8, 8) { x, _ in
            x < column ? .black : x == column ? Color(r: 128, g: 128, b: 128) : .white
        }
    }

    func testShiftedAntiAliasedEdgeIsExcusedUnlessIncludeAA() {
        let cases: [(includeAA: Bool, different: Int, antiAliased: Int)] = [
            (false, 0, 16),
            (true, 16, 0),
        ]
        for c in cases {
            let options = DiffOptions(mode: .tolerant, includeAA: c.includeAA)
            let result = ImageDiff.compare(expected: Self.edge(at: 3), actual: Self.edge(at: 4), options: options).result
            XCTAssertEqual(result?.differentPixels, c.different, "includeAA \(c.includeAA)")
            XCTAssertEqual(result?.antiAliasedPixels, c.antiAliased, "includeAA \(c.includeAA)")
            XCTAssertEqual(result?.passes, c.different == 0, "includeAA \(c.includeAA)")
        }
    }

    func testDetectorRules() {
        // Pixel (3, 3) of the expected edge image: 2 equal neighbours (the grey above and below), a darker (black)
        // and a brighter (white) one, both inside flat areas in both images -> anti-aliased.
        let a = Self.edge(at: 3), b = Self.edge(at: 4)
        let detector = AntiAliasDetector(width: 8, height: 8)
        let cases: [(name: String, image: Pixmap, other: Pixmap, x: Int, y: Int, isAA: Bool)] = [
            ("edge pixel", a, b, 3, 3, true),
            ("flat pixel: 8 equal neighbours", a, b, 1, 3, false),
            ("edge on top border", a, b, 3, 0, true),
            ("lone pixel: only equal or brighter", DiffFixtures.setting(a, [(1, 1, Color(r: 9, g: 9, b: 9))]), a, 1, 1, false),
            ("darker and brighter neighbours outside flat areas", DiffFixtures.gradient(), DiffFixtures.gradient(), 10, 10, false),
        ]
        for c in cases {
            let isAA = c.image.bytes.withUnsafeBytes { p in
                c.other.bytes.withUnsafeBytes { q in
                    detector.isAntiAliased(x: c.x, y: c.y, in: p.baseAddress!, other: q.baseAddress!)
                }
            }
            XCTAssertEqual(isAA, c.isAA, c.name)
        }
    }

    func testOptionsClampThreshold() {
        let cases: [(input: Double, stored: Double)] = [(-1, 0), (0.25, 0.25), (7, 1), (.nan, 0.1)]
        for c in cases {
            XCTAssertEqual(DiffOptions(mode: .tolerant, threshold: c.input).threshold, c.stored, "\(c.input)")
        }
    }
}
