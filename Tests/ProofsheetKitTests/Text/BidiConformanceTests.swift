import Foundation
import XCTest
@testable import ProofsheetKit

/// UAX #9 conformance over the Unicode Character Database test files installed by Debian's
/// `unicode-data` package (Unicode 15.0): BidiCharacterTest.txt (real characters, brackets
/// included) and BidiTest.txt (one representative character per Bidi_Class).
///
/// Each test case is one paragraph laid out as one line, so levels are compared after L1
/// (`lineLevels`) and order after L2 (`visualOrder`); characters the file marks `x` (removed by
/// rule X9: BN and the embedding controls) are skipped in both comparisons.
final class BidiConformanceTests: XCTestCase {
    static let unicodeDirectory = URL(fileURLWithPath: "/usr/share/unicode")

    func testBidiCharacterTest() throws {
        let url = Self.unicodeDirectory.appendingPathComponent("BidiCharacterTest.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("\(url.path) is missing; install Debian's unicode-data package")
        }
        var tally = ConformanceTally()
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let testCase = try CharacterTestCase(line: line, lineNumber: lineIndex + 1) else { continue }
            let paragraph = BidiParagraph(scalars: testCase.scalars, policy: testCase.policy)
            tally.record(
                testCase.expectation, paragraph: paragraph,
                where: "BidiCharacterTest.txt:\(lineIndex + 1) [\(line)]")
        }
        tally.report(file: "BidiCharacterTest.txt")
        XCTAssertEqual(tally.total, 91_707, "unexpected number of test cases; is this the Unicode 15.0 file?")
        XCTAssertEqual(tally.levelsPassed, tally.total, "levels must match on every case")
        XCTAssertEqual(tally.orderPassed, tally.total, "visual order must match on every case")
    }

    func testBidiTest() throws {
        let url = Self.unicodeDirectory.appendingPathComponent("BidiTest.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("\(url.path) is missing; install Debian's unicode-data package")
        }
        var tally = ConformanceTally()
        var expectedLevels: [UInt8?] = []
        var expectedOrder: [Int] = []
        for (lineIndex, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("@Levels:") {
                expectedLevels = try parseLevels(line.dropFirst("@Levels:".count), where: "BidiTest.txt:\(lineIndex + 1)")
                continue
            }
            if line.hasPrefix("@Reorder:") {
                expectedOrder = line.dropFirst("@Reorder:".count)
                    .split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
                continue
            }
            if line.hasPrefix("@") { continue }
            let fields = line.split(separator: ";")
            guard fields.count == 2, let bitset = Int(fields[1].trimmingCharacters(in: .whitespaces)) else {
                XCTFail("BidiTest.txt:\(lineIndex + 1): expected `classes; bitset`, found `\(line)`")
                continue
            }
            let scalars = try fields[0].split(separator: " ").map { name in
                guard let scalar = BidiClassSample.scalar(named: String(name)) else {
                    throw ConformanceFileError(where: "BidiTest.txt:\(lineIndex + 1)", problem: "unknown Bidi_Class \(name)")
                }
                return scalar
            }
            let policies: [(bit: Int, policy: ParagraphDirectionPolicy)] = [
                (1, .auto(fallback: .ltr)), (2, .forced(.ltr)), (4, .forced(.rtl)),
            ]
            for (bit, policy) in policies where bitset & bit != 0 {
                let paragraph = BidiParagraph(scalars: scalars, policy: policy)
                tally.record(
                    ConformanceExpectation(levels: expectedLevels, order: expectedOrder), paragraph: paragraph,
                    where: "BidiTest.txt:\(lineIndex + 1) [\(line)] policy \(policy)")
            }
        }
        tally.report(file: "BidiTest.txt")
        XCTAssertEqual(tally.total, 770_241, "unexpected number of test cases; is this the Unicode 15.0 file?")
        XCTAssertEqual(tally.levelsPassed, tally.total, "levels must match on every case")
        XCTAssertEqual(tally.orderPassed, tally.total, "visual order must match on every case")
    }
}

/// What one conformance case expects: levels after L1 (nil where X9 removed the character)
/// and the visual order of the characters that were not removed.
struct ConformanceExpectation {
    var levels: [UInt8?]
    var order: [Int]
}

/// Counts passes for levels and order separately and keeps the first few failures to print.
struct ConformanceTally {
    private(set) var total = 0
    private(set) var levelsPassed = 0
    private(set) var orderPassed = 0
    private var failures: [String] = []

    mutating func record(_ expected: ConformanceExpectation, paragraph: BidiParagraph, where location: String) {
        total += 1
        let line = 0..<paragraph.count
        let levels = paragraph.lineLevels(lineRange: line)
        let levelsMatch = levels.count == expected.levels.count
            && zip(levels, expected.levels).allSatisfy { actual, wanted in wanted.map { $0 == actual } ?? true }
        let order = paragraph.visualOrder(lineRange: line).filter { expected.levels[$0] != nil }
        let orderMatches = order == expected.order
        if levelsMatch { levelsPassed += 1 }
        if orderMatches { orderPassed += 1 }
        if !(levelsMatch && orderMatches) && failures.count < 20 {
            let wantedLevels = expected.levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
            failures.append("""
                \(location)
                  levels want \(wantedLevels) got \(levels.map(String.init).joined(separator: " "))
                  order  want \(expected.order) got \(order)
                """)
        }
    }

    func report(file: String) {
        print("\(file): levels \(levelsPassed)/\(total), visual order \(orderPassed)/\(total)")
        for failure in failures { print(failure) }
    }
}

struct ConformanceFileError: Error, CustomStringConvertible {
    var location: String
    var problem: String
    init(where location: String, problem: String) {
        self.location = location
        self.problem = problem
    }
    var description: String { "\(location): \(problem)" }
}

/// One line of BidiCharacterTest.txt: `code points; direction; paragraph level; levels; order`.
struct CharacterTestCase {
    var scalars: [Unicode.Scalar]
    var policy: ParagraphDirectionPolicy
    var paragraphLevel: UInt8
    var expectation: ConformanceExpectation

    /// Returns nil for comments and blank lines.
    init?(line: Substring, lineNumber: Int) throws {
        let location = "BidiCharacterTest.txt:\(lineNumber)"
        if line.isEmpty || line.hasPrefix("#") { return nil }
        let fields = line.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 5 else {
            throw ConformanceFileError(where: location, problem: "expected 5 fields, found \(fields.count)")
        }
        scalars = try fields[0].split(separator: " ").map { hex in
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw ConformanceFileError(where: location, problem: "bad code point \(hex)")
            }
            return scalar
        }
        switch fields[1] {
        case "0": policy = .forced(.ltr)
        case "1": policy = .forced(.rtl)
        case "2": policy = .auto(fallback: .ltr)
        default: throw ConformanceFileError(where: location, problem: "bad paragraph direction \(fields[1])")
        }
        guard let level = UInt8(fields[2]) else {
            throw ConformanceFileError(where: location, problem: "bad paragraph level \(fields[2])")
        }
        paragraphLevel = level
        let levels = try parseLevels(fields[3], where: location)
        guard levels.count == scalars.count else {
            throw ConformanceFileError(where: location, problem: "\(levels.count) levels for \(scalars.count) code points")
        }
        let order = fields[4].split(separator: " ").compactMap { Int($0) }
        expectation = ConformanceExpectation(levels: levels, order: order)
    }
}

/// Parses a space-separated level list where `x` marks a character removed by rule X9.
func parseLevels<S: StringProtocol>(_ field: S, where location: String) throws -> [UInt8?] {
    try field.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { token in
        if token == "x" { return nil }
        guard let level = UInt8(token) else {
            throw ConformanceFileError(where: location, problem: "bad level \(token)")
        }
        return level
    }
}

/// A representative character for each Bidi_Class name used by BidiTest.txt.
enum BidiClassSample {
    static func scalar(named name: String) -> Unicode.Scalar? {
        let value: UInt32? = switch name {
        case "L": 0x0061       // LATIN SMALL LETTER A
        case "R": 0x05D0       // HEBREW LETTER ALEF
        case "AL": 0x0627      // ARABIC LETTER ALEF
        case "EN": 0x0031      // DIGIT ONE
        case "ES": 0x002B      // PLUS SIGN
        case "ET": 0x0024      // DOLLAR SIGN
        case "AN": 0x0661      // ARABIC-INDIC DIGIT ONE
        case "CS": 0x002C      // COMMA
        case "NSM": 0x0300     // COMBINING GRAVE ACCENT
        case "BN": 0x00AD      // SOFT HYPHEN
        case "B": 0x2029       // PARAGRAPH SEPARATOR
        case "S": 0x0009       // CHARACTER TABULATION
        case "WS": 0x0020      // SPACE
        case "ON": 0x0021      // EXCLAMATION MARK (not a bracket)
        case "LRE": 0x202A
        case "RLE": 0x202B
        case "PDF": 0x202C
        case "LRO": 0x202D
        case "RLO": 0x202E
        case "LRI": 0x2066
        case "RLI": 0x2067
        case "FSI": 0x2068
        case "PDI": 0x2069
        default: nil
        }
        return value.flatMap(Unicode.Scalar.init)
    }
}
