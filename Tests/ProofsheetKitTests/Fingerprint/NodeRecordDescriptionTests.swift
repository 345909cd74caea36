import Foundation
import XCTest
@testable import ProofsheetKit

/// Each node type describes what its input record holds (`NodeKind.recordedProperties`, with the box's and the
/// accessibility values' descriptions), instead of `Mirror` naming its Swift properties. The records must not change:
/// every golden stores its cell's record and fingerprint, and a changed record would make every cell of every project
/// look changed. When the descriptions replaced `Mirror`, they were compared node by node with what `Mirror` gave, on
/// the corpus (`NodeRecordCorpus`, every key of every registered type), the shipped and catalogs examples and cells
/// rendered in English and Arabic; the corpus's records were then committed, and are what these tests hold the
/// descriptions to. A committed file, not the `Mirror` code: a Swift rename must keep passing.
final class NodeRecordDescriptionTests: XCTestCase {
    func testTheCorpusWritesEveryKeyOfEveryRegisteredTypeAndEveryCommonAndAccessibilityKey() throws {
        XCTAssertEqual(Set(NodeRecordCorpus.nodes.keys), Set(NodeType.all.map(\.name)), "a registered type has no corpus nodes, or the corpus names an unknown type")
        var everyKey = Set<String>()
        for type in NodeType.all {
            let written = try (NodeRecordCorpus.nodes[type.name] ?? []).reduce(into: Set<String>()) { $0.formUnion(try NodeRecordCorpus.writtenKeys($1)) }
            XCTAssertEqual(Set(type.keys).subtracting(written), [], "\(type.name): keys no corpus node writes")
            everyKey.formUnion(written)
        }
        XCTAssertEqual(Set(ScreenDecoder.commonKeys).subtracting(everyKey), [], "common keys no corpus node writes")
        let a11y = ["label", "hint", "role", "hidden", "value", "sortPriority", "group", "modal", "headingLevel", "errorFor", "summary"]
        XCTAssertEqual(Set(a11y.map { "a11y." + $0 }).subtracting(everyKey), [], "a11y keys no corpus node writes")
    }

    /// The records of every corpus node are the committed ones (`Fixtures/records/node-records.txt`, made when the
    /// descriptions replaced `Mirror` and checked then to be what `Mirror` gave, node by node). A change here changes the
    /// record of every stored golden with such a node; when it is meant, record the file again with
    /// `PROOFSHEET_RECORD_NODE_RECORDS=1 swift test --filter NodeRecordDescriptionTests` and say so in the change.
    func testTheCorpusRecordsAreTheCommittedOnes() throws {
        let actual = try NodeRecordCorpus.recordText(with: try NodeRecordCorpus.decoder(), describe: NodeProperties.of)
        if ProcessInfo.processInfo.environment["PROOFSHEET_RECORD_NODE_RECORDS"] != nil {
            try actual.write(toFile: NodeRecordCorpus.recordFile, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: NodeRecordCorpus.recordFile, encoding: .utf8)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(actualLines.count, expectedLines.count)
        let differing = (0..<common).first { actualLines[$0] != expectedLines[$0] }
        guard let index = differing ?? (actualLines.count == expectedLines.count ? nil : common) else { return }
        let heading = actualLines[..<index].last { $0.hasPrefix("# ") } ?? ""
        XCTFail("line \(index + 1), under \(heading): recorded\n  \(index < actualLines.count ? actualLines[index] : "(nothing)")\nbut the committed record has\n  \(index < expectedLines.count ? expectedLines[index] : "(nothing)")")
    }

    func testEveryRegisteredTypesExampleIsInTheCorpus() {
        for type in NodeType.all {
            XCTAssertTrue(NodeRecordCorpus.nodes[type.name]?.contains("{ \(type.example) }") ?? false, "\(type.name): its example is not the corpus's")
        }
    }

    /// A scratch project (not the shipped example) with one node of every registered type (its example, whose record
    /// the corpus pins), rendered in English and Arabic: the node entries of each cell's input record are exactly the
    /// descriptions of its nodes, keyed `node:probe/<node>.<property>`, long values by hash.
    func testARenderedCellRecordsEveryNodesDescriptionInEnglishAndArabic() throws {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        let children = NodeType.all.enumerated().map { index, type in "{ \(type.example), \"id\": \"n\(index)\" }" }
        let root = #"{ "type": "scroll", "background": "background", "padding": 8, "children": [ \#(children.joined(separator: ", ")) ] }"#
        let project = try ScratchProject.rendered("node-records", root: root, assets: ["photo.png": try PNGEncoder().encode(red)])
        let screen = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
        var expected: [String: String] = [:]
        for node in NodeRecordCorpus.walk(screen.root) {
            for property in NodeProperties.recorded(node) {
                expected["node:probe/" + NodeProperties.name(of: node) + "." + property.name] = CellInputs.value(property.value)
            }
        }
        XCTAssertGreaterThan(expected.count, 3 * NodeType.all.count)
        XCTAssertEqual(expected["node:probe/n0.type"], "vstack")
        XCTAssertEqual(expected["node:probe/@root.padding"], "8")
        for locale in ["en", "ar"] {
            let inputs = try project.renderer.inputs(of: project.cell(locale: locale))
            let nodes = inputs.entries.filter { $0.key.hasPrefix("node:probe/") }
            XCTAssertEqual(nodes, expected, locale)
        }
    }

    /// The diff settings are recorded by the hash of their text (`diff:<screen>`). The text is spelled out as
    /// `String(describing:)` gave it since the stage split put `DiffOptions` in the `ProofsheetDiff` module (checked when
    /// it replaced that call): pinned here, so a renamed field keeps every record.
    func testTheDiffRecordIsTheTextRecordsWereMadeFrom() {
        let cases: [(DiffOptions, String)] = [
            (DiffOptions(), "DiffOptions(mode: ProofsheetDiff.DiffOptions.Mode.exact, threshold: 0.1, includeAA: false, maxDiffPixels: 0, maxDiffRatio: 0.0, producesDiffImage: false)"),
            (.tolerant, "DiffOptions(mode: ProofsheetDiff.DiffOptions.Mode.tolerant, threshold: 0.1, includeAA: false, maxDiffPixels: 0, maxDiffRatio: 0.0, producesDiffImage: false)"),
            (DiffOptions(mode: .tolerant, threshold: 0.25, includeAA: true, maxDiffPixels: 12, maxDiffRatio: 0.01),
             "DiffOptions(mode: ProofsheetDiff.DiffOptions.Mode.tolerant, threshold: 0.25, includeAA: true, maxDiffPixels: 12, maxDiffRatio: 0.01, producesDiffImage: false)"),
            (DiffOptions(maxDiffPixels: -3, maxDiffRatio: 1e-7, producesDiffImage: true),
             "DiffOptions(mode: ProofsheetDiff.DiffOptions.Mode.exact, threshold: 0.1, includeAA: false, maxDiffPixels: -3, maxDiffRatio: 1e-07, producesDiffImage: true)"),
        ]
        for (options, text) in cases { XCTAssertEqual(options.recordText, text) }
        XCTAssertEqual(CellInputs.value(DiffOptions().recordText), "h:f3a0a58780fd5421be16fd6522ee2318")
    }
}
