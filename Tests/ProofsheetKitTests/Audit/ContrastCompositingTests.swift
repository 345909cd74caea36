import XCTest
@testable import ProofsheetKit

/// 8-bit straight-alpha source-over compositing (`Color.composited(over:)`).
final class ContrastCompositingTests: XCTestCase {
    func testCompositing() {
        let cases: [(name: String, top: Color, bottom: Color, expected: Color)] = [
            ("#00000080 over white: 255 * 127 / 255 = 127 exactly",
             Color(r: 0, g: 0, b: 0, a: 0x80), .white, Color(r: 127, g: 127, b: 127)),
            ("#0000007F over white: 255 * 128 / 255 = 128 exactly",
             Color(r: 0, g: 0, b: 0, a: 0x7F), .white, Color(r: 128, g: 128, b: 128)),
            ("#FFFFFF80 over black: 255 * 128 / 255 = 128",
             Color(r: 255, g: 255, b: 255, a: 0x80), .black, Color(r: 128, g: 128, b: 128)),
            ("success tint #17803A1F over white rounds to nearest (226.80 -> 227, 239.56 -> 240, 231.05 -> 231)",
             Color(r: 0x17, g: 0x80, b: 0x3A, a: 0x1F), .white, Color(r: 227, g: 240, b: 231)),
            ("opaque top hides the bottom", Color(r: 1, g: 2, b: 3), .white, Color(r: 1, g: 2, b: 3)),
            ("transparent top shows the bottom", .transparent, Color(r: 9, g: 8, b: 7), Color(r: 9, g: 8, b: 7)),
            ("translucent over translucent: alpha 191.75 -> 192, red 170.2 -> 170, blue 84.8 -> 85",
             Color(r: 255, g: 0, b: 0, a: 128), Color(r: 0, g: 0, b: 255, a: 128), Color(r: 170, g: 0, b: 85, a: 192)),
            ("over a transparent bottom the top is unchanged",
             Color(r: 10, g: 20, b: 30, a: 40), .transparent, Color(r: 10, g: 20, b: 30, a: 40)),
        ]
        for testCase in cases {
            XCTAssertEqual(testCase.top.composited(over: testCase.bottom), testCase.expected, testCase.name)
        }
    }

    /// Over an opaque background the general formula must equal the textbook (c·a + b·(255 − a)) / 255.
    func testOverOpaqueMatchesTheSimpleFormulaForEveryAlpha() {
        let top = Color(r: 0x9A, g: 0x58, b: 0x00)
        let bottom = Color(r: 0x1A, g: 0x1D, b: 0x22)
        for alpha in 0...255 {
            var translucent = top
            translucent.a = UInt8(alpha)
            let seen = translucent.composited(over: bottom)
            func simple(_ c: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Double(Int(c) * alpha + Int(b) * (255 - alpha)) / 255).rounded())
            }
            XCTAssertEqual(seen, Color(r: simple(top.r, bottom.r), g: simple(top.g, bottom.g), b: simple(top.b, bottom.b)),
                           "alpha \(alpha)")
        }
    }
}
