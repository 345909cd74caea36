import XCTest
@testable import ProofsheetKit

/// The parser's fast scans (`JSONParseState.plainRun`, `UTF8Validation`'s eight-byte ASCII runs) stop exactly
/// where a plain byte-by-byte scan stops, whichever byte of an eight-byte group is the one that stops it.
final class JSONPlainRunTests: XCTestCase {
    /// Every byte value at every position of a 20-byte plain ASCII run, with a tail of plain bytes after it.
    func testPlainRunMatchesAByteScan() {
        for stop in 0...255 {
            for position in 0..<20 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 24)
                bytes[position] = UInt8(stop)
                for start in [0, 1, 5] where start <= position {
                    let run = JSONParseState.plainRun(in: bytes, from: start)
                    let expected = Self.byteScan(bytes, from: start)
                    XCTAssertEqual(run.end, expected.end, "byte \(stop) at \(position) from \(start)")
                    XCTAssertEqual(run.scalars, expected.scalars, "byte \(stop) at \(position) from \(start)")
                }
            }
        }
    }

    /// Valid and invalid sequences placed across word boundaries are found where a byte scan finds them.
    func testUTF8ValidationFindsTheSameSequences() {
        let inserts: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xFF]]
        for insert in inserts {
            for position in 0..<20 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 30)
                bytes.replaceSubrange(position..<position + insert.count, with: insert)
                let valid = String(validating: bytes, as: UTF8.self) != nil
                let found = UTF8Validation.firstInvalidSequence(in: bytes)
                XCTAssertEqual(found == nil, valid, "\(insert) at \(position)")
                if !valid { XCTAssertEqual(found, position, "\(insert) at \(position)") }
            }
        }
    }

    private static func byteScan(_ bytes: [UInt8], from start: Int) -> (end: Int, scalars: Int) {
        var end = start
        var scalars = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            if bytes[end] & 0xC0 != 0x80 { scalars += 1 }
            end += 1
        }
        return (end, scalars)
    }
}
