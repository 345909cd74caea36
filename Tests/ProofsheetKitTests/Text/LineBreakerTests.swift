import XCTest
@testable import ProofsheetKit

/// Behaviour of `LineBreaker` on short everyday strings (UAX #14, Unicode 15.0). Offsets are Unicode scalars;
/// `!` marks a mandatory break.
final class LineBreakerTests: XCTestCase {
    /// Renders opportunities compactly, e.g. `4 10 16 20!`.
    private func describe(_ opportunities: [LineBreakOpportunity]) -> String {
        opportunities.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }.joined(separator: " ")
    }

    func testOpportunities() {
        let cases: [(name: String, text: String, expected: String)] = [
            ("English sentence breaks after spaces", "The quick brown fox.", "4 10 16 20!"),
            ("Arabic sentence breaks after spaces", "مرحبا بالعالم", "6 13!"),
            ("URL breaks after slashes before letters", "http://example.com/path", "7 19 23!"),
            ("percent stays with its number (LB25)", "50%", "3!"),
            ("currency prefix stays with its number (LB25)", "$5.00 each", "6 10!"),
            ("parenthesised Arabic version number", "(الإصدار 2.3.1)", "9 15!"),
            ("line feed is a mandatory break (LB5)", "a\nb", "2! 3!"),
            ("CR LF is one mandatory break (LB5)", "a\r\nb", "3! 4!"),
            ("hyphen allows a break after it (LB21)", "well-known", "5 10!"),
            ("no break before closing punctuation (LB13)", "Hi (there)!", "3 11!"),
            ("emoji modifier stays with its base (LB30b)", "👍🏽👍", "2 3!"),
            ("regional indicators pair up (LB30a)", "🇫🇷🇩🇪", "2 4!"),
            ("combining mark attaches to its base (LB9)", "e\u{301} x", "3 4!"),
            ("empty text has no opportunities", "", ""),
        ]
        for testCase in cases {
            XCTAssertEqual(describe(LineBreaker.opportunities(in: testCase.text)), testCase.expected, testCase.name)
        }
    }

    func testLineBreakClassLookup() {
        let cases: [(scalar: Unicode.Scalar, expected: LineBreakClass)] = [
            ("A", .al), ("0", .nu), (" ", .sp), ("(", .op), (")", .cp), ("%", .po), ("$", .pr), ("/", .sy),
            (",", .is), ("-", .hy), ("\n", .lf), ("\r", .cr), ("\u{0B}", .bk), ("\u{200B}", .zw), ("\u{200D}", .zwj),
            ("\u{301}", .cm), ("\u{E01}", .sa), ("\u{5D0}", .hl), ("\u{627}", .al), ("\u{4E00}", .id),
            ("\u{3041}", .cj), ("\u{1F44D}", .eb), ("\u{1F3FD}", .em), ("\u{1F1E6}", .ri), ("\u{AC00}", .h2),
            ("\u{E0000}", .xx), ("\u{2FFFD}", .id), ("\u{10FFFF}", .xx),
        ]
        for testCase in cases {
            XCTAssertEqual(LineBreaker.lineBreakClass(of: testCase.scalar), testCase.expected,
                           "U+\(String(testCase.scalar.value, radix: 16, uppercase: true))")
        }
    }
}
