import Foundation
import XCTest
@testable import ProofsheetKit

/// The names a node's input record uses are tied to the JSON the author writes, not to Swift names. Each recorded
/// property lists the JSON keys it is decoded from (`RecordedProperty.keys`), and these tests hold that list to the
/// decoder: every key is one the decoder takes, and writing, removing or changing one key changes only the properties
/// that name it. The record names themselves are string literals in each type's description, so renaming a Swift
/// property cannot change a record: the compiler makes the description follow the rename, and the literal stays.
/// A new property is named by its JSON key; the older names that differ (`isDisabled` for `disabled`) are the ones
/// stored goldens carry, listed below.
final class NodeRecordKeysTests: XCTestCase {
    /// Record names that are not their JSON key, as stored records spell them (type, or `*` for the box and `a11y`).
    static let storedNames: [String: [String: String]] = [
        "*": ["borderRole": "border", "borderWidth": "border", "a11y.isHidden": "a11y.hidden", "a11y.isModal": "a11y.modal"],
        "text": ["source": "text", "colorRole": "color", "alignment": "align", "truncation": "truncate"],
        "card": ["tokenDefaults": "padding"],
        "icon": ["colorRole": "color"], "divider": ["colorRole": "color"], "iconButton": ["colorRole": "color"],
        "progress": ["colorRole": "color"], "slider": ["colorRole": "color", "minimum": "min", "maximum": "max",
                                                      "showsValueIndicator": "valueIndicator", "isDisabled": "disabled"],
        "button": ["isDisabled": "disabled"], "toggle": ["isOn": "on", "isDisabled": "disabled"], "textField": ["isRequired": "required"],
        "listRow": ["hasChevron": "chevron"], "navBar": ["hasBack": "back"], "sheet": ["hasGrabber": "grabber"],
        "chart": ["categoryRoles": "colors", "generatesSummary": "summary"], "checkbox": ["isDisabled": "disabled"],
        "radioGroup": ["isDisabled": "disabled"], "stepper": ["isDisabled": "disabled"],
        "chip": ["isSelected": "selected", "isDisabled": "disabled"], "upload": ["action": "choose"],
    ]

    /// Properties no single key's change reaches, with the reason.
    static let unlinked: [String: String] = [
        "upload.status": "no two statuses take the same keys (`UploadStatus.keys`), so a status never changes alone",
    ]

    func testEveryKeyARecordedPropertyNamesIsOneTheDecoderTakes() throws {
        let decoder = try NodeRecordCorpus.decoder()
        for text in NodeRecordCorpus.nodes.values.joined() {
            for node in NodeRecordCorpus.walk(try NodeRecordCorpus.decode(text, with: decoder)) {
                let type = try XCTUnwrap(NodeType.named[node.kind.typeName])
                for property in NodeProperties.recorded(node) {
                    XCTAssertFalse(property.keys.isEmpty, "\(type.name).\(property.name)")
                    for key in property.keys {
                        if key.hasPrefix("a11y.") {
                            // The decoder refuses an unknown a11y key by name; any other complaint is about the value.
                            let message = decodeError(#"{ "type": "vstack", "a11y": { "\#(key.dropFirst(5))": 1 } }"#, with: decoder)
                            XCTAssertFalse(message?.contains("unknown key") ?? false, "\(type.name).\(property.name): \(key): \(message ?? "")")
                        } else {
                            // A navBar's, dialog's and banner's children are `actions`, the others' `children`.
                            let taken = ScreenDecoder.commonKeys + type.keys
                            XCTAssertTrue(taken.contains(key) || (property.name == "children" && property.keys.contains(where: taken.contains)),
                                          "\(type.name).\(property.name): the decoder does not take '\(key)'")
                        }
                    }
                }
            }
        }
    }

    /// The other way round: every key a type's decoder takes is named by some recorded property of the type's corpus
    /// nodes (the common and `a11y` keys by some node's), so a key added to a type without a description of what it
    /// changes fails here instead of leaving the record incomplete (an incremental check would then reuse a cell
    /// whose spec changed). Not recorded: `id` (it is the node's name in the record) and `when` (a node that does not
    /// hold for a cell is not resolved, so its whole record comes and goes).
    func testEveryKeyTheDecoderTakesIsNamedByARecordedProperty() throws {
        let decoder = try NodeRecordCorpus.decoder()
        let unrecorded: Set<String> = ["id", "when", "a11y"]
        var named = Set<String>()
        for type in NodeType.all {
            var ownNamed = Set<String>()
            for text in NodeRecordCorpus.nodes[type.name] ?? [] {
                for node in NodeRecordCorpus.walk(try NodeRecordCorpus.decode(text, with: decoder)) {
                    let keys = NodeProperties.recorded(node).flatMap(\.keys)
                    named.formUnion(keys)
                    if node.kind.typeName == type.name { ownNamed.formUnion(keys) }
                }
            }
            XCTAssertEqual(Set(type.keys).subtracting(ownNamed), [], "\(type.name): keys no recorded property names")
        }
        XCTAssertEqual(Set(ScreenDecoder.commonKeys).subtracting(unrecorded).subtracting(named), [], "common keys no recorded property names")
        let a11y = ["label", "hint", "role", "hidden", "value", "sortPriority", "group", "modal", "headingLevel", "errorFor", "summary"]
        XCTAssertEqual(Set(a11y.map { "a11y." + $0 }).subtracting(named), [], "a11y keys no recorded property names")
    }

    func testRecordNamesAreTheirJSONKeyOrTheNameStoredRecordsCarry() throws {
        let decoder = try NodeRecordCorpus.decoder()
        for text in NodeRecordCorpus.nodes.values.joined() {
            for node in NodeRecordCorpus.walk(try NodeRecordCorpus.decode(text, with: decoder)) {
                let type = node.kind.typeName
                for property in NodeProperties.recorded(node) where !property.keys.contains(property.name) {
                    let stored = Self.storedNames[type]?[property.name] ?? Self.storedNames["*"]?[property.name]
                    XCTAssertNotNil(stored, "\(type).\(property.name) is named neither by one of its keys \(property.keys) nor as stored records name it; name a new property by its JSON key")
                    if let stored { XCTAssertTrue(property.keys.contains(stored), "\(type).\(property.name): \(property.keys)") }
                }
            }
        }
    }

    /// For every corpus node, each key removed, and for every two nodes of one type that differ in keys: every property
    /// whose value changes names one of the keys that differ. And every property of every type is reached by a change
    /// of one key alone (except `unlinked`), so no property's keys are left unchecked.
    func testChangingOneKeyChangesOnlyThePropertiesThatNameIt() throws {
        let decoder = try NodeRecordCorpus.decoder()
        var reached = Set<String>(), recorded = Set<String>()
        for type in NodeType.all {
            let objects = try (NodeRecordCorpus.nodes[type.name] ?? []).map { text in
                try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
            }
            var variants: [[String: Any]] = objects
            for object in objects {
                for key in object.keys where key != "type" && key != "variants" {
                    var removed = object
                    removed[key] = nil
                    variants.append(removed)
                }
                for key in (object["a11y"] as? [String: Any])?.keys.sorted() ?? [] {
                    var removed = object, a11y = object["a11y"] as! [String: Any]
                    a11y[key] = nil
                    removed["a11y"] = a11y
                    variants.append(removed)
                }
            }
            let decoded: [(keys: [String: String], record: [String: RecordedProperty])] = try variants.compactMap { object in
                guard object["variants"] == nil else { return nil }
                let text = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
                guard let node = try? NodeRecordCorpus.decode(text, with: decoder) else { return nil }
                let record = Dictionary(NodeProperties.recorded(node).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                recorded.formUnion(record.keys.filter { $0 != "type" }.map { "\(type.name).\($0)" })
                return (try Self.flattened(object), record)
            }
            XCTAssertGreaterThanOrEqual(decoded.count, objects.count, type.name)
            for (index, first) in decoded.enumerated() {
                for second in decoded[(index + 1)...] {
                    let differing = Set(first.keys.keys).union(second.keys.keys).filter { first.keys[$0] != second.keys[$0] }
                    guard !differing.isEmpty, differing.count <= 3 else { continue }
                    for name in Set(first.record.keys).union(second.record.keys) where first.record[name]?.value != second.record[name]?.value {
                        let property = (first.record[name] ?? second.record[name])!
                        XCTAssertFalse(Set(property.keys).isDisjoint(with: differing),
                                       "\(type.name).\(name) \(property.keys) changed, but only \(differing.sorted()) differ")
                        if differing.count == 1 { reached.insert("\(type.name).\(name)") }
                    }
                }
            }
        }
        XCTAssertEqual(recorded.subtracting(reached).subtracting(Self.unlinked.keys).sorted(), [],
                       "properties no change of one key reaches: add corpus nodes that differ in their key")
    }

    /// The requirement has no default, so a new node type that does not describe what it records does not compile.
    func testNoExtensionGivesNodeKindsADefaultDescription() throws {
        let folder = ScratchProject.repositoryRoot + "/Sources"
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: folder)).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            var inKindExtension = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("extension ") { inKindExtension = line.hasPrefix("extension NodeKind") || line.hasPrefix("extension ControlKind") }
                XCTAssertFalse(inKindExtension && line.contains("recordedProperties"), "\(file): a default `recordedProperties` for every kind")
            }
        }
    }

    /// A node object's keys with their JSON, `a11y` keys as `a11y.<key>`.
    static func flattened(_ object: [String: Any]) throws -> [String: String] {
        var keys: [String: String] = [:]
        for (key, value) in object {
            if key == "a11y", let a11y = value as? [String: Any] {
                for (inner, value) in a11y { keys["a11y." + inner] = try json(value) }
            } else {
                keys[key] = try json(value)
            }
        }
        return keys
    }

    private static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    private func decodeError(_ node: String, with decoder: ScreenDecoder) -> String? {
        do {
            _ = try NodeRecordCorpus.decode(node, with: decoder)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
