import XCTest
@testable import ProofsheetKit
import ProofsheetStore

/// `StoreOutputCheck`: encoded files against their preset's rules.
final class StoreOutputCheckTests: XCTestCase {
    private func png(_ width: Int, _ height: Int, alpha: Bool = false) throws -> [UInt8] {
        try PNGEncoder(includeAlpha: alpha).encode(Pixmap(width: width, height: height, fill: .white)!)
    }

    func testProblems() throws {
        let tall = StorePreset(name: "tall", title: "tall", width: 400, height: 900, sizeRule: .sides(320...3840, maxAspect: 2), maxShots: 8)
        let small = StorePreset(name: "small", title: "small", width: 400, height: 700, sizeRule: .sides(320...3840, maxAspect: 2), maxShots: 8)
        let tiny = StorePreset(name: "tiny", title: "tiny", width: 300, height: 500, sizeRule: .sides(320...3840, maxAspect: 2), maxShots: 8)
        let capped = StorePreset(name: "capped", title: "capped", width: 400, height: 700, sizeRule: .exact, maxFileBytes: 50, maxShots: 10)
        let cases: [(name: String, png: [UInt8], preset: StorePreset, problem: String?)] = [
            ("App Store exact size, RGB", try png(1320, 2868), .appStore69, nil),
            ("wrong size", try png(1320, 2867), .appStore69, "size is 1320×2867 px; the store takes exactly 1320×2868 px"),
            ("alpha channel", try png(1284, 2778, alpha: true), .appStore65, "has an alpha channel (PNG colour type 6); stores want opaque RGB"),
            ("Play fits its rules", try png(1080, 1920), .googlePlayPhone, nil),
            ("Play aspect above 2:1", try png(400, 900), tall, "size is 400×900 px; the long side may be at most 2.0× the short one"),
            ("Play side below 320", try png(300, 500), tiny, "size is 300×500 px; each side must be 320–3840 px"),
            ("file too large", try png(400, 700), capped, "bytes; the store takes at most 50"),
            ("not a PNG", Array("hello, this is not a PNG file at all".utf8), small, "not a PNG file with an IHDR chunk"),
        ]
        for test in cases {
            let problem = StoreOutputCheck.problem(test.png, preset: test.preset)
            if let expected = test.problem {
                XCTAssertTrue(problem?.contains(expected) == true, "\(test.name): \(problem ?? "nil")")
            } else {
                XCTAssertNil(problem, test.name)
            }
        }
    }

    func testErrorNamesTheShot() throws {
        XCTAssertThrowsError(try StoreOutputCheck.validate(try png(100, 100), preset: .appStore69, shot: "appStore69/ar/02-wallet-dark.png")) { error in
            XCTAssertEqual(String(describing: error),
                           "appStore69/ar/02-wallet-dark.png: not a valid appStore69 screenshot: size is 100×100 px; the store takes exactly 1320×2868 px")
        }
    }
}
