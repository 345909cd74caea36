import XCTest
@testable import ProofsheetKit

/// Duplicate keys are found, at the same first definition, whether the object is still scanned or already indexed
/// (`JSONKeyIndex.scanLimit`), in English and Arabic keys.
final class JSONKeyIndexTests: XCTestCase {
    func testDuplicateKeyNamesItsFirstDefinitionOnBothSidesOfTheScanLimit() {
        // (keys before the duplicate, which of them is repeated); one member per line, so member i is on line i + 2.
        let cases: [(count: Int, repeated: Int)] = [(1, 0), (15, 3), (16, 15), (17, 0), (17, 16), (40, 21)]
        for prefix in ["k", "مفتاح"] {
            for (count, repeated) in cases {
                let keys = (0..<count).map { "\(prefix)\($0)" }
                let lines = (keys + [keys[repeated]]).map { "  \"\($0)\": 1" }
                let text = "{\n" + lines.joined(separator: ",\n") + "\n}"
                XCTAssertThrowsError(try JSONParser(file: "t.json").parse(text), "\(prefix) \(count)") { error in
                    XCTAssertEqual((error as? JSONSyntaxError)?.description,
                                   "t.json:\(count + 2):3: duplicate key '\(keys[repeated])'; first defined at \(repeated + 2):3")
                }
            }
        }
    }

    func testLargeObjectsWithDistinctKeysKeepEveryMemberInOrder() throws {
        let keys = (0..<40).map { "key\($0)" }
        let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        guard case .object(let members) = try JSONParser(file: "t.json").parse(text).kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), keys)
    }
}
