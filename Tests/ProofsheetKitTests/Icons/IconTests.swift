import Foundation
import XCTest
@testable import ProofsheetKit

final class IconTests: XCTestCase {
    /// Every raw value, in declaration order: renaming or reordering an icon must show up here.
    func testRawValuesAreStable() {
        let expected = [
            "check", "warning", "error", "info", "help",
            "chevronForward", "chevronBack", "chevronUp", "chevronDown", "back", "forward",
            "plus", "minus", "close", "more", "search", "filter", "edit", "trash", "send", "receive", "paperPlane",
            "menu", "moreVertical", "moreHorizontal", "add", "remove", "delete", "reply", "replyAll", "attach", "archive",
            "sort", "share", "download", "upload", "refresh", "flag",
            "settings", "person", "chat", "home", "calendar", "wallet", "qr", "lock", "sun", "moon", "timer",
            "weight", "heart", "bell", "star", "eye", "eyeOff", "mail", "phone", "people", "clock", "location",
            "camera", "image", "mic",
        ]
        XCTAssertEqual(Icon.allCases.map(\.rawValue), expected)
        XCTAssertEqual(Set(expected).count, expected.count, "raw values are unique")
        for name in expected { XCTAssertEqual(Icon(rawValue: name)?.rawValue, name) }
    }

    func testDirectionality() {
        let table: [(Icon, Bool)] = [
            (.chevronForward, true), (.chevronBack, true), (.back, true), (.forward, true),
            (.send, true), (.receive, true), (.paperPlane, true), (.reply, true), (.replyAll, true),
            (.chevronUp, false), (.chevronDown, false), (.check, false), (.timer, false), (.search, false),
            (.warning, false), (.error, false), (.info, false), (.plus, false), (.minus, false), (.close, false),
            (.settings, false), (.person, false), (.chat, false), (.home, false), (.calendar, false),
            (.wallet, false), (.qr, false), (.lock, false), (.sun, false), (.moon, false), (.weight, false),
            (.heart, false), (.bell, false), (.star, false), (.edit, false), (.trash, false), (.filter, false),
            (.more, false), (.eye, false), (.help, false), (.menu, false), (.moreVertical, false), (.moreHorizontal, false),
            (.add, false), (.remove, false), (.delete, false), (.attach, false), (.archive, false), (.sort, false),
            (.share, false), (.download, false), (.upload, false), (.refresh, false), (.flag, false), (.eyeOff, false),
            (.mail, false), (.phone, false), (.people, false), (.clock, false), (.location, false), (.camera, false),
            (.image, false), (.mic, false),
        ]
        XCTAssertEqual(Set(table.map(\.0)), Set(Icon.allCases), "table covers every icon")
        for (icon, directional) in table { XCTAssertEqual(icon.isDirectional, directional, icon.rawValue) }
    }

    func testFillRules() {
        for icon in Icon.allCases {
            XCTAssertEqual(icon.fillRule, icon == .qr ? .evenOdd : .nonZero, icon.rawValue)
        }
    }

    func testPathsAreNonEmptyClosedAndFinite() {
        for icon in Icon.allCases {
            let path = icon.path(size: 24, origin: .zero, mirrored: false)
            XCTAssertFalse(path.isEmpty, icon.rawValue)
            guard case .move? = path.elements.first else { return XCTFail("\(icon) starts without move") }
            XCTAssertEqual(path.elements.last, .close, icon.rawValue)
            XCTAssertTrue(path.elements.allSatisfy { element in points(of: element).allSatisfy { $0.x.isFinite && $0.y.isFinite } },
                          icon.rawValue)
        }
    }

    func testPathsStayInsideTheDesignGrid() throws {
        for icon in Icon.allCases {
            let box = try XCTUnwrap(bounds(of: icon.path(size: 24, origin: .zero, mirrored: false)))
            XCTAssertTrue(Rect(x: -0.01, y: -0.01, width: 24.02, height: 24.02).contains(box), "\(icon): \(box)")
        }
    }

    func testMirroredBoundsMirrorTheUnmirroredOnes() throws {
        for icon in Icon.allCases {
            let plain = try XCTUnwrap(bounds(of: icon.path(size: 24, origin: .zero, mirrored: false)))
            let flipped = try XCTUnwrap(bounds(of: icon.path(size: 24, origin: .zero, mirrored: true)))
            XCTAssertEqual(flipped.minX, 24 - plain.maxX, accuracy: 1e-9, icon.rawValue)
            XCTAssertEqual(flipped.maxX, 24 - plain.minX, accuracy: 1e-9, icon.rawValue)
            XCTAssertEqual(flipped.minY, plain.minY, accuracy: 1e-9, icon.rawValue)
            XCTAssertEqual(flipped.maxY, plain.maxY, accuracy: 1e-9, icon.rawValue)
        }
    }

    func testSizeAndOriginPlaceTheIconBox() throws {
        let cases: [(size: Double, origin: Point, mirrored: Bool)] = [
            (48, Point(x: 10, y: 20), false), (17, Point(x: -3, y: 5.5), true), (100, .zero, false),
        ]
        for icon in Icon.allCases {
            let unit = try XCTUnwrap(bounds(of: icon.path(size: 24, origin: .zero, mirrored: false)))
            for (size, origin, mirrored) in cases {
                let box = try XCTUnwrap(bounds(of: icon.path(size: size, origin: origin, mirrored: mirrored)))
                let scale = size / 24
                let minX = mirrored ? 24 - unit.maxX : unit.minX
                XCTAssertEqual(box.minX, origin.x + minX * scale, accuracy: 1e-9, "\(icon) \(size)")
                XCTAssertEqual(box.minY, origin.y + unit.minY * scale, accuracy: 1e-9, "\(icon) \(size)")
                XCTAssertEqual(box.width, unit.width * scale, accuracy: 1e-9, "\(icon) \(size)")
                XCTAssertEqual(box.height, unit.height * scale, accuracy: 1e-9, "\(icon) \(size)")
            }
        }
    }

    /// A wrongly wound hole or a missing piece shows up as too much or too little ink.
    func testInkCoverageIsPlausible() {
        for icon in Icon.allCases {
            let coverage = DebugRaster.render(icon, size: 48, mirrored: false)
            let ink = coverage.reduce(0, +) / Double(coverage.count)
            XCTAssertTrue((0.04...0.5).contains(ink), "\(icon): \(ink)")
        }
    }

    /// A mirrored icon is the pixel-for-pixel flip of the unmirrored one (the box is an even number of pixels).
    func testMirroredRenderingIsTheFlippedImage() {
        for icon in Icon.allCases {
            let plain = DebugRaster.render(icon, size: 24, mirrored: false)
            let flipped = DebugRaster.render(icon, size: 24, mirrored: true)
            var worst = 0.0
            for y in 0..<24 {
                for x in 0..<24 { worst = max(worst, abs(plain[y * 24 + x] - flipped[y * 24 + 23 - x])) }
            }
            XCTAssertLessThan(worst, 1e-9, icon.rawValue)
        }
    }

    /// Writes a contact sheet of every icon when PROOFSHEET_ICON_PREVIEW names a directory (a debugging aid).
    func testWritesPreviewWhenAsked() throws {
        guard let directory = ProcessInfo.processInfo.environment["PROOFSHEET_ICON_PREVIEW"] else {
            throw XCTSkip("set PROOFSHEET_ICON_PREVIEW=/some/dir to write icon contact sheets")
        }
        for size in [96, 48, 24] {
            let sheet = DebugRaster.contactSheet(size: size, columns: 10)
            let url = URL(fileURLWithPath: directory).appendingPathComponent("icons-\(size).pgm")
            try sheet.write(to: url)
        }
        let summary = Icon.allCases.map { "\($0.rawValue) \($0.fillRule.rawValue) \($0.path(size: 24).elements.count)" }
        try (summary.joined(separator: "\n") + "\n").write(
            to: URL(fileURLWithPath: directory).appendingPathComponent("icons.txt"), atomically: true, encoding: .utf8)
    }

    // MARK: - Helpers

    private func points(of element: Path.Element) -> [Point] {
        switch element {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The tight bounds of the filled outline: end points plus the extrema of each curve.
    private func bounds(of path: Path) -> Rect? {
        var xs: [Double] = [], ys: [Double] = []
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x); ys.append(p.y); current = p
            case .quad(let c, let p):
                for t in DebugRaster.samples(64) { let q = DebugRaster.quad(current, c, p, t); xs.append(q.x); ys.append(q.y) }
                current = p
            case .cubic(let c1, let c2, let p):
                for t in DebugRaster.cubicExtrema(current, c1, c2, p) + [1] {
                    let q = DebugRaster.cubic(current, c1, c2, p, t)
                    xs.append(q.x); ys.append(q.y)
                }
                current = p
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A slow, test-only scanline rasteriser (4 × 4 samples per pixel over flattened curves) used to look at icons.
private enum DebugRaster {
    struct Sheet {
        var width: Int, height: Int, pixels: [UInt8]

        func write(to url: URL) throws {
            var data = Data("P5\n\(width) \(height)\n255\n".utf8)
            data.append(contentsOf: pixels)
            try data.write(to: url)
        }
    }

    static func contactSheet(size: Int, columns: Int) -> Sheet {
        let cell = size + max(4, size / 4)
        let icons = Icon.allCases
        let rows = (icons.count + columns - 1) / columns
        let width = columns * cell * 2, height = rows * cell
        var pixels = [UInt8](repeating: 255, count: width * height)
        for (index, icon) in icons.enumerated() {
            for mirrored in [false, true] {
                let coverage = render(icon, size: size, mirrored: mirrored)
                let left = (index % columns) * cell * 2 + (mirrored ? cell : 0) + (cell - size) / 2
                let top = (index / columns) * cell + (cell - size) / 2
                for y in 0..<size {
                    for x in 0..<size {
                        let value = 255 - 255 * min(1, coverage[y * size + x])
                        let faint = mirrored && !icon.isDirectional ? 0.4 : 1
                        pixels[(top + y) * width + left + x] = UInt8((255 - (255 - value) * faint).rounded())
                    }
                }
            }
        }
        return Sheet(width: width, height: height, pixels: pixels)
    }

    static func render(_ icon: Icon, size: Int, mirrored: Bool) -> [Double] {
        let path = icon.path(size: Double(size), origin: .zero, mirrored: mirrored)
        let edges = flatten(path)
        let grid = 4
        var coverage = [Double](repeating: 0, count: size * size)
        for row in 0..<(size * grid) {
            let y = (Double(row) + 0.5) / Double(grid)
            var crossings: [(x: Double, winding: Int)] = []
            for (a, b) in edges where (a.y <= y && y < b.y) || (b.y <= y && y < a.y) {
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                crossings.append((x, b.y > a.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for index in 0..<crossings.count {
                winding += crossings[index].winding
                let inside = icon.fillRule == .evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < crossings.count else { continue }
                let from = crossings[index].x, to = crossings[index + 1].x
                let first = max(0, Int((from * Double(grid) - 0.5).rounded(.up)))
                let last = min(size * grid - 1, Int((to * Double(grid) - 0.5).rounded(.up)) - 1)
                if first <= last {
                    for column in first...last {
                        coverage[(row / grid) * size + column / grid] += 1 / Double(grid * grid)
                    }
                }
            }
        }
        return coverage
    }

    static func flatten(_ path: Path) -> [(Point, Point)] {
        var edges: [(Point, Point)] = []
        var start = Point.zero, current = Point.zero
        func add(_ p: Point) { edges.append((current, p)); current = p }
        for element in path.elements {
            switch element {
            case .move(let p):
                if current != start { add(start) }
                start = p; current = p
            case .line(let p): add(p)
            case .quad(let c, let p):
                let p0 = current
                for t in samples(32) { add(quad(p0, c, p, t)) }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                for t in samples(32) { add(cubic(p0, c1, c2, p, t)) }
            case .close:
                if current != start { add(start) }
            }
        }
        if current != start { add(start) }
        return edges
    }

    static func samples(_ count: Int) -> [Double] { (1...count).map { Double($0) / Double(count) } }

    static func quad(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where the cubic's x or y derivative is zero.
    static func cubicExtrema(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> [Double] {
        var result: [Double] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = (a1-a0)(1-t)^2 + 2(a2-a1)(1-t)t + (a3-a2)t^2 = a t^2 + b t + c
            let c = a1 - a0, b = 2 * (a2 - a1 - c), a = (a3 - a2) - 2 * (a2 - a1) + c
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }
}
