import Foundation
import XCTest

/// ARCHITECTURE.md's claims about the sources stay true (issue #44 item 7): the `@unchecked Sendable` types it names
/// with their reasons. (It states no count of public types: docs/swift-api.md lists them, and `PublicAPITests` keeps
/// that list true.)
final class ArchitectureClaimsTests: XCTestCase {
    /// Every `.swift` file below `Sources/` (relative path → text), sorted.
    static func sources() throws -> [(path: String, text: String)] {
        let root = TestPaths.repository("Sources").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    static func architecture() throws -> String {
        try String(contentsOf: TestPaths.repository("ARCHITECTURE.md"), encoding: .utf8)
    }

    /// Each type declared `@unchecked Sendable` (outside comments) is named in ARCHITECTURE.md's sentence that lists
    /// them, and that sentence names no other.
    func testEveryUncheckedSendableTypeIsNamedInArchitecture() throws {
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:[a-z]+ )*(?:class|struct|enum|actor) ([A-Za-z_][A-Za-z0-9_]*)[^{]*@unchecked Sendable"#,
                                                  options: .anchorsMatchLines)
        var found: [String] = []
        for file in try Self.sources() {
            let text = file.text
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertFalse(found.isEmpty, "the pattern found no declaration: it no longer matches the sources")
        let text = try Self.architecture()
        let marker = "These types are `@unchecked Sendable`, each with the reason its state is safe to share:"
        let claim = try XCTUnwrap(text.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "\n\n").first,
                                  "ARCHITECTURE.md has no sentence starting '\(marker)'")
        // The names listed are the first code span of each `- ` item.
        let named = claim.split(separator: "\n").filter { $0.hasPrefix("- `") }.map { String($0.dropFirst(3).prefix { $0 != "`" }) }
        XCTAssertEqual(named.sorted(), found.sorted(), "ARCHITECTURE.md's list against the sources' @unchecked Sendable types")
    }
}
