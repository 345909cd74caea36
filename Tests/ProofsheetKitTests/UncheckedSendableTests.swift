import Foundation
import XCTest

/// The `@unchecked Sendable` types are exactly those ARCHITECTURE.md names, with their reasons, under
/// "Concurrency and unsafe code": a grep over every Swift file of Sources/.
final class UncheckedSendableTests: XCTestCase {
    func testTheUncheckedSendableTypesAreTheDocumentedOnes() throws {
        let root = CheckProject.repositoryRoot
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:(?:public|package|private|fileprivate|internal|final) )*(?:class|struct|enum|actor) (\w+)[^{\n]*@unchecked Sendable"#,
            options: .anchorsMatchLines)
        var found: Set<String> = []
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/Sources"))
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/Sources/" + file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let architecture = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let section = try XCTUnwrap(architecture.components(separatedBy: "\n## Concurrency and unsafe code\n").last?
            .components(separatedBy: "\n## ").first, "ARCHITECTURE.md lost its concurrency section")
        let entry = try NSRegularExpression(pattern: #"^- `(\w+)` \("#, options: .anchorsMatchLines)
        let documented = Set(entry.matches(in: section, range: NSRange(section.startIndex..., in: section)).map {
            String(section[Range($0.range(at: 1), in: section)!])
        })
        XCTAssertFalse(found.isEmpty, "the declaration pattern found nothing: is \(root) the repository?")
        XCTAssertEqual(found.subtracting(documented).sorted(), [],
                       "@unchecked Sendable types ARCHITECTURE.md does not name: make them Sendable, or name them with their reason")
        XCTAssertEqual(documented.subtracting(found).sorted(), [], "ARCHITECTURE.md names @unchecked Sendable types that are not")
    }
}
