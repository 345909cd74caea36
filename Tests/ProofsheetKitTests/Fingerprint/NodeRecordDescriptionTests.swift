import Foundation
import XCTest
@testable import ProofsheetKit

/// Each node type describes what its input record holds (`NodeKind.recordedProperties`, with the box's and the
/// accessibility values' descriptions), instead of `Mirror` naming its Swift properties. The records must not change:
/// every golden stores its cell's record and fingerprint, and a changed record would make every cell of every project
/// look changed. So the explicit descriptions are compared, node by node, with what the `Mirror` version gave
/// (`MirrorNodeProperties`, kept only here), on a corpus that writes every key of every registered type, on the
/// shipped and catalogs examples, and on cells rendered in English and Arabic.
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

    func testEveryCorpusNodeIsDescribedAsMirrorDescribedIt() throws {
        let decoder = try NodeRecordCorpus.decoder()
        var described = 0
        for type in NodeType.all {
            for text in NodeRecordCorpus.nodes[type.name] ?? [] {
                let node = try NodeRecordCorpus.decode(text, with: decoder)
                for node in NodeRecordCorpus.walk(node) {
                    assertSameRecord(node, "\(type.name): \(text)")
                    described += 1
                }
            }
        }
        XCTAssertGreaterThan(described, 170)
    }

    /// Every node of every screen (states included) of the shipped example and the catalogs example: the records their
    /// goldens were approved with.
    func testTheExamplesNodesAreDescribedAsMirrorDescribedThem() throws {
        for config in [ShippedProjectTests.configPath, CheckProject.repositoryRoot + "/examples/catalogs/layouts/proofsheet.json"] {
            let project = try Project.load(configPath: config)
            XCTAssertEqual(project.screenErrors.count, 0, config)
            XCTAssertFalse(project.screens.isEmpty, config)
            for screen in project.screens {
                for node in NodeRecordCorpus.walk(screen.root) { assertSameRecord(node, "\(config): \(screen.id)") }
            }
        }
    }

    /// A scratch project (not the shipped example) with one node of every registered type, rendered in English and
    /// Arabic: the node entries of each cell's input record are those the `Mirror` description gives.
    func testARenderedCellRecordsEveryNodeAsBeforeInEnglishAndArabic() throws {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        let children = NodeType.all.enumerated().map { index, type in "{ \(type.example), \"id\": \"n\(index)\" }" }
        let root = #"{ "type": "scroll", "background": "background", "padding": 8, "children": [ \#(children.joined(separator: ", ")) ] }"#
        let project = try AuditTestProject("node-records", root: root, assets: ["photo.png": try PNGEncoder().encode(red)])
        let screen = try XCTUnwrap(project.project.screens.first { $0.id == "probe" })
        var expected: [String: String] = [:]
        for node in NodeRecordCorpus.walk(screen.root) {
            for (name, value) in MirrorNodeProperties.of(node) {
                expected[InputKey(.node, "probe/" + MirrorNodeProperties.name(of: node) + "." + name).text] = CellInputs.value(value)
            }
        }
        XCTAssertGreaterThan(expected.count, 3 * NodeType.all.count)
        for locale in ["en", "ar"] {
            let inputs = try project.renderer.inputs(of: project.cell(locale: locale))
            let nodes = inputs.entries.filter { $0.key.hasPrefix("node:probe/") }
            XCTAssertEqual(nodes, expected, locale)
        }
    }

    /// Enums are recorded by their JSON value; `Mirror` recorded their Swift case name. The two are the same for every
    /// case of every enum a record holds (a case renamed in Swift keeps its JSON value, and so its record).
    func testEveryRecordedEnumCaseIsItsJSONValueAndItsCaseName() {
        func check<Value: RecordedValue>(_ values: [Value], file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertFalse(values.isEmpty, file: file, line: line)
            for value in values { XCTAssertEqual(value.recordText, String(describing: value), file: file, line: line) }
        }
        check(StackAlignment.allCases); check(TextFieldVariant.allCases); check(AppBarVariant.allCases); check(FABSize.allCases)
        check(BadgeTone.allCases); check(FitAxes.allCases); check(TruncationMode.allCases); check(ChartKind.allCases)
        check(ChipVariant.allCases); check(DialogVariant.allCases); check(SheetDetent.allCases); check(UploadStatus.allCases)
        check(CardNode.TokenDefault.allCases); check(AccessibilityGrouping.allCases); check(ControlState.allCases)
        // Without `CaseIterable`: every value the decoder takes (its `oneOf` lists).
        check(["leading", "center", "trailing", "fill"].compactMap(HorizontalAlignment.init))
        check(["top", "center", "bottom", "fill"].compactMap(VerticalAlignment.init))
        check(["leading", "center", "trailing"].compactMap(TextAlignment.init))
        check(["auto", "locale", "ltr", "rtl"].compactMap(TextDirectionSpec.init))
        check(["primary", "secondary", "tonal", "destructive", "plain"].compactMap(ButtonVariant.init))
        check(["fill", "fit"].compactMap(ContentMode.init))
        check(["checked", "unchecked", "mixed"].compactMap(CheckedState.init))
    }

    /// The diff settings are recorded by the hash of their text (`diff:<screen>`): the text is spelled out, and is the
    /// one `String(describing:)` gave, so every record made since the stage split (which put `DiffOptions` in the
    /// `ProofsheetDiff` module, the name the text carries) stays.
    func testTheDiffRecordIsTheTextStoredGoldensCarry() {
        let settings = [DiffOptions(), .tolerant, DiffOptions(mode: .tolerant, threshold: 0.25, includeAA: true, maxDiffPixels: 12, maxDiffRatio: 0.01),
                        DiffOptions(maxDiffPixels: -3, maxDiffRatio: 1e-7, producesDiffImage: true)]
        for options in settings {
            XCTAssertEqual(options.recordText, String(describing: options))
        }
    }

    /// The explicit record equals the `Mirror` one, but for the control `state`, which the `Mirror` version left out
    /// (a changed state went unnoticed by an incremental check: `NodeStateRecordTests`) and is recorded when written.
    private func assertSameRecord(_ node: SpecNode, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let recorded = NodeProperties.of(node)
        XCTAssertEqual(recorded.first { $0.name == "state" }?.value, node.state?.rawValue, "\(context) \(node.path)", file: file, line: line)
        let explicit = recorded.filter { $0.name != "state" }.map { "\($0.name)\t\($0.value)" }
        let mirrored = MirrorNodeProperties.of(node).map { "\($0.name)\t\($0.value)" }
        XCTAssertEqual(explicit, mirrored, "\(context) \(node.path)", file: file, line: line)
    }
}
