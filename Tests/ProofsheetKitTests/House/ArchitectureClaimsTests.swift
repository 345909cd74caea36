import Foundation
import XCTest
@testable import ProofsheetKit

/// ARCHITECTURE.md's claims about the sources stay true (issue #44 item 7): the `@unchecked Sendable` types it names
/// with their reasons, every number it states (a reference to a standard or a format, or a count a test checks), and
/// the test folders it describes. (It states no count of public types: docs/swift-api.md lists them, and
/// `PublicAPITests` keeps that list true; `testThePublicTypesAreCountedNowhereElse` keeps the count out.)
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

    /// ARCHITECTURE.md's prose without its fenced code blocks (the diagrams).
    static func prose() throws -> String {
        try architecture().components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n")
    }

    /// The numbers ARCHITECTURE.md may state: a reference to a standard, a paper, an issue or a name with a digit, or a
    /// claim with the value the sources have. Any other number is a claim nothing checks: remove it or add it here with
    /// its check.
    static func statedNumbers() throws -> [(pattern: String, truth: String?)] {
        let snapshotVersion = AccessibilitySnapshot.headerPrefix.split(separator: " ").first { $0.hasPrefix("v") }.map { String($0.dropFirst().dropLast()) }
        return [
            // References, not claims.
            (#"issue #\d+"#, nil), (#"RFC \d+"#, nil), (#"WCAG 2\.2"#, nil), (#"Machado 2009"#, nil), (#"CIEDE2000"#, nil),
            (#"RGBA8"#, nil), (#"a11y"#, nil), (#"Swift 6 language mode"#, nil),
            // Claims, each with the value in the sources.
            (#"docs/report-format\.md,\s+version (\d+)"#, String(CheckReport.formatVersion)),
            (#"AccessibilitySnapshot` \(text, format (\d+)"#, snapshotVersion),
            // The counts of "Where to add things", which `WhereToAddTests` checks against a trial addition.
            (#"An audit criterion touches (\d+) files"#, String(try WhereToAddTests.claim("An audit criterion").files.count)),
            (#"a leaf node type touches (\d+) files"#, String(try WhereToAddTests.claim("a leaf node type").files.count)),
        ]
    }

    func testEveryNumberStatedIsAReferenceOrAClaimChecked() throws {
        var text = try Self.prose()
        for (pattern, truth) in try Self.statedNumbers() {
            let expression = try NSRegularExpression(pattern: pattern)
            let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            if let truth {
                XCTAssertFalse(matches.isEmpty, "ARCHITECTURE.md no longer says /\(pattern)/: drop it from statedNumbers")
                for match in matches {
                    XCTAssertEqual(String(text[Range(match.range(at: 1), in: text)!]), truth, "ARCHITECTURE.md: /\(pattern)/")
                }
            }
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
        let numbers = try NSRegularExpression(pattern: #".{0,30}[0-9]+.{0,10}"#)
        let left = numbers.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
        XCTAssertEqual(left, [], "numbers ARCHITECTURE.md states that no test checks: remove them, or check them in statedNumbers")
    }

    /// The public types are counted by `PublicAPITests` against docs/swift-api.md's list; a count written elsewhere
    /// goes stale with the next public type (it said 449, then 488).
    func testThePublicTypesAreCountedNowhereElse() throws {
        let count = try NSRegularExpression(pattern: #"\b\d[\d,]* (?:of \d[\d,]* )?(?:public )?types\b"#)
        for document in ["ARCHITECTURE.md", "README.md", "docs/swift-api.md"] {
            let text = try String(contentsOf: TestPaths.repository(document), encoding: .utf8)
            let found = count.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
            XCTAssertEqual(found, [], "\(document) counts types")
        }
    }

    /// The test folders: each is named in ARCHITECTURE.md's "Tests" section, each one named there exists, and each
    /// stage folder mirrors a folder of `Sources/` (a target `Proofsheet<Name>` or a folder of a target).
    func testTheTestFoldersAreTheOnesDescribed() throws {
        let text = try Self.architecture()
        let section = try XCTUnwrap(text.components(separatedBy: "\n## Tests\n").dropFirst().first?.components(separatedBy: "\n## ").first,
                                    "ARCHITECTURE.md has no Tests section")
        let named = Set(try NSRegularExpression(pattern: #"`([A-Za-z]+)/`"#).matches(in: section, range: NSRange(section.startIndex..., in: section))
            .map { String(section[Range($0.range(at: 1), in: section)!]) })
        let testTarget = TestPaths.testTarget.path
        let folders = try FileManager.default.contentsOfDirectory(atPath: testTarget).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: testTarget + "/" + $0, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
        XCTAssertEqual(folders.filter { !named.contains($0) }, [], "test folders ARCHITECTURE.md's Tests section does not name")
        XCTAssertEqual(named.filter { !folders.contains($0) }.sorted(), [], "folders ARCHITECTURE.md's Tests section names that Tests/ProofsheetKitTests lacks")

        let sources = TestPaths.repository("Sources").path
        var sourceFolders: Set<String> = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources) where target.hasPrefix("Proofsheet") {
            sourceFolders.insert(String(target.dropFirst("Proofsheet".count)))
            for folder in try FileManager.default.contentsOfDirectory(atPath: sources + "/" + target) where !folder.hasSuffix(".swift") {
                sourceFolders.insert(folder)
            }
        }
        let besideTheStages: Set = ["CLI", "Examples", "House", "Support", "Fixtures"]
        XCTAssertEqual(folders.filter { !besideTheStages.contains($0) && !sourceFolders.contains($0) }, [],
                       "test folders that mirror no folder of Sources/ (nor are CLI/, Examples/, House/, Support/, Fixtures/)")
    }
}
