import Foundation
import XCTest
@testable import ProofsheetKit

/// The node type registry (`NodeType.all`) is the one description of each `type`: every entry's example
/// decodes, resolves, lays out and paints in English and Arabic as that type, the decoder takes exactly the
/// entry's keys and states, and docs/spec.md describes every entry.
final class NodeTypeRegistryTests: XCTestCase {
    func testNamesAreUniqueAndOwnKeysAreNotCommonKeys() {
        let names = NodeType.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "a type is registered twice")
        XCTAssertFalse(names.contains("use"), "a component use is not a node type")
        for type in NodeType.all {
            XCTAssertEqual(Set(type.keys).intersection(ScreenDecoder.commonKeys), [], type.name)
            XCTAssertEqual(Set(type.keys).count, type.keys.count, "\(type.name) lists a key twice")
        }
    }

    func testEveryExampleIsDrawnAsItsTypeInBothDirections() throws {
        let red = try XCTUnwrap(Pixmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)))
        let children = NodeType.all.enumerated().map { index, type in "{ \(type.example), \"id\": \"n\(index)\" }" }
        let root = #"{ "type": "scroll", "background": "background", "children": [ \#(children.joined(separator: ", ")) ] }"#
        let project = try ScratchProject.rendered("registry", root: root, assets: ["photo.png": try PNGEncoder().encode(red)])
        for locale in ["en", "ar"] {
            let rendered = try project.render(locale: locale)
            let scene = rendered.composed.scene
            for (index, type) in NodeType.all.enumerated() {
                let node = try XCTUnwrap(scene.nodes.firstIndex { $0.id.name == "n\(index)" }, "\(type.name) \(locale)")
                XCTAssertEqual(scene.nodes[node].type, type.name, locale)
                let painted = rendered.composed.displayList.items.contains { item in
                    item.node.map { sequence(first: $0) { scene.parents.indices.contains($0) ? scene.parents[$0] : nil }.contains(node) } ?? false
                }
                // A spacer, an empty stack and a first fit of a bare rect draw nothing of their own.
                let drawsNothing = ["vstack", "hstack", "zstack", "scroll", "firstFit", "spacer", "rect"].contains(type.name)
                XCTAssertEqual(painted, !drawsNothing, "\(type.name) \(locale)")
            }
        }
    }

    func testTheDecoderTakesExactlyTheEntrysKeysAndStates() throws {
        for type in NodeType.all {
            let unknown = try decodeError("{ \(type.example), \"zzz\": 1 }") ?? ""
            XCTAssertTrue(unknown.contains("unknown key 'zzz'"), "\(type.name): \(unknown)")
            for state in ControlState.allCases {
                let message = try decodeError("{ \(type.example), \"state\": \"\(state.rawValue)\" }", allowingSuccess: true)
                XCTAssertEqual(message == nil, type.states.contains(state), "\(type.name) \(state): \(message ?? "accepted")")
            }
        }
    }

    func testDocsDescribeEveryType() throws {
        let spec = try String(contentsOfFile: ScratchProject.repositoryRoot + "/docs/spec.md", encoding: .utf8)
        for type in NodeType.all {
            XCTAssertTrue(spec.contains("`\(type.name)`"), "docs/spec.md does not describe `\(type.name)`")
        }
    }

    /// The message decoding `node` fails with; nil when it decodes and `allowingSuccess`.
    private func decodeError(_ node: String, allowingSuccess: Bool = false) throws -> String? {
        let tokens = try DesignTokens(decoding: JSONDocument.load(path: ScratchProject.repositoryRoot + "/layouts/tokens.json").reader(rootName: ""))
        let decoder = ScreenDecoder(tokens: tokens, strings: [LocaleID("en"): [StepperNode.decreaseKey, StepperNode.increaseKey]], assets: ["photo.png"])
        let text = #"{ "id": "probe", "root": { "type": "vstack", "children": [ \#(node) ] } }"#
        do {
            let document = try JSONDocument(parsing: text, file: "probe.json")
            _ = try decoder.decode(document.reader(rootName: ""), file: "probe.json", expectedID: "probe")
            if !allowingSuccess { XCTFail("\(node) decoded") }
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
