import XCTest
@testable import ProofsheetKit

/// `Cell.format(scale:)`, written in integers since issue #43, gives the text the string-trimming version gave: at
/// most four decimals, trailing zeros dropped but one (`1.0`, `1.3`, `1.05`, `0.0001`).
final class CellScaleFormatTests: XCTestCase {
    /// The earlier version, kept here as the reference.
    private func reference(_ scale: Double) -> String {
        let tenThousandths = Int((scale * 10_000).rounded())
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(tenThousandths / 10_000).\(fraction)"
    }

    func testEveryTenThousandthUpToFiveGivesTheEarlierText() {
        for step in 0...50_000 {
            let scale = Double(step) / 10_000
            XCTAssertEqual(Cell.format(scale: scale), reference(scale), "\(scale)")
        }
        for scale in [1.0, 1.3, 2.0, 3.1, 1.05, 0.85, 1.23456, 0.00004, 0.00005, 12.5, 100] {
            XCTAssertEqual(Cell.format(scale: scale), reference(scale), "\(scale)")
        }
        XCTAssertEqual([1.0, 1.3, 1.05, 0.0001, 1.23456].map(Cell.format), ["1.0", "1.3", "1.05", "0.0001", "1.2346"])
    }
}
