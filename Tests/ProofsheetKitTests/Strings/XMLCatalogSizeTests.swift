import Foundation
import XCTest
@testable import ProofsheetKit

/// XML strings files (Android `values*/*.xml`, `.stringsdict`) are read up to `XMLTree.maxBytes`, libxml2's own
/// limit for one document: a file of exactly that size loads, a larger one is refused with the limit in its
/// message instead of libxml2's "not well formed" (docs/spec.md, "Limits").
final class XMLCatalogSizeTests: XCTestCase {
    /// An Android resources document of exactly `bytes` bytes: `<string>` elements, padded with spaces at the end.
    static func resources(bytes: Int) -> [UInt8] {
        let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        let tail = "</resources>\n"
        var body = ""
        var index = 0
        while head.utf8.count + body.utf8.count + tail.utf8.count + 200 < bytes {
            body += "    <string name=\"k\(index)\">Translated text number \(index), long enough to fill a line</string>\n"
            index += 1
        }
        let padding = bytes - head.utf8.count - body.utf8.count - tail.utf8.count
        return Array((head + body + String(repeating: " ", count: padding - 1) + "\n" + tail).utf8)
    }

    func testAnXMLFileIsReadUpToTheLimitAndRefusedAboveItByName() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/strings.xml"
        let atLimit = Self.resources(bytes: XMLTree.maxBytes)
        XCTAssertEqual(atLimit.count, 10_000_000)
        try Data(atLimit).write(to: URL(fileURLWithPath: path))
        let tree = try XMLTree(path: path, root: folder)
        XCTAssertGreaterThan(tree.root.elements.count, 100_000)

        // 12 MB, well under the 64 MiB every catalog file may have, but over libxml2's document limit.
        try Data(Self.resources(bytes: 12 << 20)).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try XMLTree(path: path, root: folder)) { error in
            XCTAssertEqual(String(describing: error), "\(path): the file holds \(12 << 20) bytes as UTF-8, more than the 10000000 bytes "
                               + "an XML strings file may have (libxml2's limit for one document); split it into several files")
        }
    }
}
