import XCTest
@testable import ProofsheetKit

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic generator so fuzz cases are the same every run.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

final class JSONFuzzTests: XCTestCase {
    private static let document = Array("""
        \u{FEFF}// Home screen
        {
          "type": "column", /* block */ "id": "home",
          "padding": {"top": 16, "leading": -1.5e2, "trailing": 0.25,},
          "title": "Café \\u00e9 \\uD83D\\uDE00 \\n \\" مرحبا",
          "children": [true, false, null, [], {}, [1, [2, [3]]],],
          "ok": 1E+2
        }
        """.utf8)

    /// Parses `bytes`; a failure must be a `JSONSyntaxError` whose location lies inside the input.
    private func check(_ bytes: [UInt8], _ label: String) -> Bool? {
        do {
            _ = try JSONParser(file: "f.json").parse(bytes)
            return true
        } catch let error as JSONSyntaxError {
            let l = error.location
            XCTAssertTrue(l.line >= 1 && l.column >= 1 && l.byteOffset <= bytes.count, "\(label): \(error)")
            XCTAssertTrue(error.description.hasPrefix("f.json:\(l.line):\(l.column): "), label)
            return false
        } catch {
            XCTFail("\(label): unexpected error type \(error)")
            return nil
        }
    }

    func testEveryTruncationFailsWithAPosition() {
        let bytes = Self.document
        XCTAssertEqual(check(bytes, "whole document"), true)
        for length in 0..<bytes.count {
            XCTAssertEqual(check(Array(bytes[0..<length]), "prefix of \(length) bytes"), false, "prefix of \(length) bytes")
        }
    }

    func testRandomByteFlipsNeverCrash() {
        var random = SplitMix64(state: 0x5EED_0F_1A5C)
        var failures = 0
        let rounds = 3000
        for round in 0..<rounds {
            var bytes = Self.document
            for _ in 0..<(1 + random.next(below: 3)) {
                let index = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[index] = Array("{}[],:\"\\/*".utf8)[random.next(below: 10)]
                default: bytes.remove(at: index)
                }
            }
            if check(bytes, "round \(round)") == false { failures += 1 }
        }
        // Most mutations break the document; some (inside comments or strings) do not.
        XCTAssertGreaterThan(failures, rounds / 2)
    }
}
