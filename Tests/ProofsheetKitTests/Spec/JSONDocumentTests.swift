import XCTest
@testable import ProofsheetKit

final class JSONDocumentTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "proofsheet-json-document-tests-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = directory + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    func testLoadsAndNamesTheFileInLocations() throws {
        let path = write("home.json", Array("// home\n{\"id\": \"home\",}\n".utf8))
        let document = try JSONDocument.load(path: path)
        XCTAssertEqual(document.file, path)
        XCTAssertEqual(document.root, ["id": "home"])
        XCTAssertEqual(document.root.location.description, "\(path):2:1")
        XCTAssertEqual(try document.reader().object().requiredString("id"), "home")
    }

    func testFileErrorsNameThePath() {
        let small = JSONLimits(maxFileBytes: 16)
        let tooBig = write("big.json", Array("[\(String(repeating: "1,", count: 20))1]".utf8))
        let bad = write("bad.json", Array("{\"a\": }".utf8))
        let cases: [(String, JSONLimits, String)] = [
            (directory + "/missing.json", .default, "\(directory)/missing.json: file not found"),
            (directory + "/missing-dir/x.json", .default, "\(directory)/missing-dir/x.json: file not found"),
            (directory, .default, "\(directory): is not a regular file (it is a directory)"),
            (tooBig, small, "\(tooBig): file is 43 bytes, more than the limit of 16 bytes"),
            (bad, .default, "\(bad):1:7: expected a value, found '}'"),
        ]
        for (path, limits, expected) in cases {
            do {
                _ = try JSONDocument.load(path: path, limits: limits)
                XCTFail("\(path): loaded")
            } catch {
                XCTAssertEqual("\(error)", expected)
            }
        }
    }
}
