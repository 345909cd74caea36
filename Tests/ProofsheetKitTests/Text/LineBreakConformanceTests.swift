import XCTest
@testable import ProofsheetKit

/// Runs the Unicode 15.0 line-breaking conformance file (UAX #14, `auxiliary/LineBreakTest.txt`).
final class LineBreakConformanceTests: XCTestCase {
    static let testFile = URL(fileURLWithPath: "/usr/share/unicode/auxiliary/LineBreakTest.txt")
    /// The pass rate this implementation reaches; the test fails if a change lowers it.
    static let requiredPassRate = 1.0

    /// One line of the test file: the scalars and the offsets (in scalars) where `÷` appears.
    struct Case {
        let line: Int
        let scalars: [Unicode.Scalar]
        let breaks: [Int]
        let source: String
    }

    func testConformanceFile() throws {
        guard FileManager.default.fileExists(atPath: Self.testFile.path) else {
            throw XCTSkip("\(Self.testFile.path) is absent; run scripts/setup to install unicode-data")
        }
        let cases = try Self.parse(String(contentsOf: Self.testFile, encoding: .utf8))
        XCTAssertGreaterThan(cases.count, 7_000, "expected the full Unicode 15.0 test file")

        var failures: [String] = []
        for testCase in cases {
            let found = LineBreaker.opportunities(in: testCase.scalars).map(\.offset)
            if found != testCase.breaks {
                failures.append("line \(testCase.line): \(testCase.source)\n    expected \(testCase.breaks), got \(found)")
            }
        }
        let passed = cases.count - failures.count
        let rate = Double(passed) / Double(cases.count)
        print("LineBreakTest.txt: \(passed)/\(cases.count) passed (\(String(format: "%.3f", rate * 100))%)")
        for failure in failures.prefix(10) { print(failure) }
        XCTAssertGreaterThanOrEqual(rate, Self.requiredPassRate, "first failures:\n" + failures.prefix(5).joined(separator: "\n"))
    }

    /// Parses lines like `× 0023 × 0020 ÷ 0023 ÷	# comment`.
    static func parse(_ text: String) throws -> [Case] {
        var cases: [Case] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for token in tokens {
                switch token {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    let scalar = try XCTUnwrap(UInt32(token, radix: 16).flatMap(Unicode.Scalar.init),
                                               "LineBreakTest.txt:\(index + 1): bad code point \(token)")
                    scalars.append(scalar)
                }
            }
            cases.append(Case(line: index + 1, scalars: scalars, breaks: breaks, source: String(data)))
        }
        return cases
    }
}
