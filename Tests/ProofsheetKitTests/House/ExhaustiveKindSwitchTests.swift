import Foundation
import XCTest

/// Every `switch` in the layout engine and the scene stage names its cases (issue #44 item 5): no `default:`
/// label, so a new layout kind, resolved node kind or display item is met by the compiler in each place that
/// sizes, places, measures, paints or rasterises it (ARCHITECTURE.md, "Where to add things").
final class ExhaustiveKindSwitchTests: XCTestCase {
    /// The folders below `Sources/` whose switches are kept exhaustive.
    static let folders = ["ProofsheetLayout", "ProofsheetKit/Scene"]

    /// `file:line` of each `default:` case label in `text` (a dictionary's `[key, default: value]` is no label).
    static func defaultLabels(in text: String, file: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("default:") ? "\(file):\(number + 1)" : nil
        }
    }

    func testTheMatcherFindsALabelAndNotADictionaryDefault() {
        let sample = "switch kind {\ncase .a: break\n    default:\n        break\n}\ncounts[key, default: 0] += 1\n"
        XCTAssertEqual(Self.defaultLabels(in: sample, file: "Sample.swift"), ["Sample.swift:3"])
    }

    func testNoSwitchInLayoutOrSceneHasADefaultLabel() throws {
        var found: [String] = []
        var scanned = 0
        for folder in Self.folders {
            let root = TestPaths.repository("Sources/" + folder).path
            let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                scanned += 1
                found += Self.defaultLabels(in: text, file: folder + "/" + file)
            }
        }
        XCTAssertGreaterThan(scanned, 20, "the folders hold the layout engine and the scene stage")
        XCTAssertEqual(found, [], "name the cases instead, so the compiler points a new kind to this switch")
    }
}
