import XCTest
@testable import ProofsheetKit

/// `InputKey.isControl` (the fast test the input record uses to decide whether a key or value is recorded by hash) is
/// exactly Unicode's general category Cc, on every scalar: so no recorded key, value or fingerprint changes.
final class InputKeyControlTests: XCTestCase {
    func testIsControlIsExactlyGeneralCategoryCcOnEveryScalar() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if InputKey.isControl(scalar) != (scalar.properties.generalCategory == .control) { mismatches.append(value) }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testKeysAndValuesWithControlCharactersAreStillRecordedByHash() {
        XCTAssertTrue(InputKey(.string, "a\u{85}b").name.hasPrefix("#"), "NEL (U+0085) is Cc")
        XCTAssertEqual(InputKey(.string, "wallet.title").name, "wallet.title")
        XCTAssertEqual(InputKey(.string, "مرحبا\u{200F}").name, "مرحبا\u{200F}", "RLM is Cf, not Cc")
        XCTAssertTrue(CellInputs.value("tab\there").hasPrefix("h:"))
        XCTAssertEqual(CellInputs.value("رجوع"), "رجوع")
    }
}
