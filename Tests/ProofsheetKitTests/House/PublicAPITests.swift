import Foundation
import XCTest

/// The library's public types are exactly those docs/swift-api.md lists under "The whole public API"
/// (ARCHITECTURE.md, "Public API"): a grep over the library's stage folders against the document's list.
final class PublicAPITests: XCTestCase {
    /// A top-level public type declaration; nested types are public only inside a public type.
    static let declaration = try! NSRegularExpression(
        pattern: #"^public (?:final |indirect )?(?:struct|enum|class|actor|protocol|typealias) ([A-Za-z0-9_]+)"#,
        options: .anchorsMatchLines)
    /// One entry of the document's list: "- `Name`: what it is".
    static let entry = try! NSRegularExpression(pattern: #"^- `([A-Za-z0-9_]+)`: \S"#, options: .anchorsMatchLines)

    static func names(_ pattern: NSRegularExpression, in text: String) -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    func testThePublicTypesAreExactlyTheDocumentedOnes() throws {
        let root = ScratchProject.repositoryRoot
        var declared: [String] = []
        for module in try LibrarySources.modules(in: root) {
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/Sources/" + module))
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: root + "/Sources/" + module + "/" + relative, encoding: .utf8)
                declared += Self.names(Self.declaration, in: text)
            }
        }
        let document = try String(contentsOfFile: root + "/docs/swift-api.md", encoding: .utf8)
        let section = try XCTUnwrap(document.range(of: "\n## The whole public API\n"), "docs/swift-api.md lost its list")
        let documented = Self.names(Self.entry, in: String(document[section.upperBound...]))

        XCTAssertEqual(Set(documented).count, documented.count, "a type is listed twice in docs/swift-api.md")
        XCTAssertGreaterThan(declared.count, 100, "the declaration pattern no longer finds the public types")
        XCTAssertEqual(Set(declared).subtracting(documented).sorted(), [],
                       "public types missing from docs/swift-api.md: make them internal, or list them if the command needs them")
        XCTAssertEqual(Set(documented).subtracting(declared).sorted(), [],
                       "docs/swift-api.md lists types that are not public: remove their lines")
        XCTAssertTrue(declared.contains("ProofsheetCheck"))
    }
}
