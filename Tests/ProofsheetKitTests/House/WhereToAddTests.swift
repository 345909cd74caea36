import Foundation
import XCTest

/// ARCHITECTURE.md's "Where to add things" is what an addition really touches (issue #44 item 7): in a scratch copy
/// of `Sources/`, `docs/` and `scripts/check-schemas`, a trial leaf node type and a trial audit criterion are added
/// as the section says; the addition is shown complete (every file that names each existing node type or criterion
/// names the new one too, and `scripts/check-schemas` passes on the copy), and the files that changed are the ones
/// the section lists, as many as it says.
///
/// The copy is not compiled: a build of the copied tree takes minutes. The compiler's share is the exhaustive
/// switches, which the edits extend wherever the last case is handled.
final class WhereToAddTests: XCTestCase {
    /// What ARCHITECTURE.md says an addition touches: "… touches N files: `a`, `b`, …." (`<Name>` stands for the new
    /// type's name).
    struct Claim {
        let count: Int
        let files: [String]
    }

    static func claim(_ addition: String) throws -> Claim {
        let text = try String(contentsOf: TestPaths.repository("ARCHITECTURE.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: addition)
                                              + #" touches (\d+) files: ((?:`[^`]+`(?:,\s+|\.))+)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard matches.count == 1, let match = matches.first else {
            throw TrialError("ARCHITECTURE.md has \(matches.count) sentences '\(addition) touches N files: `…`, `…`.', expected 1")
        }
        let count = Int(text[Range(match.range(at: 1), in: text)!])!
        let files = text[Range(match.range(at: 2), in: text)!].components(separatedBy: "`").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return Claim(count: count, files: files)
    }

    struct TrialError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - The scratch copy

    /// A copy of the parts of the checkout an addition edits, and what changed in it.
    struct ScratchTree {
        let root: URL
        static let copied = ["Sources", "docs", "scripts/check-schemas"]

        init(in folder: String) throws {
            root = URL(fileURLWithPath: folder)
            for part in Self.copied {
                let target = root.appendingPathComponent(part)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestPaths.repository(part), to: target)
            }
        }

        /// Every file of the copy (relative paths, sorted).
        func files() -> [String] {
            Self.copied.flatMap { part -> [String] in
                let url = root.appendingPathComponent(part)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [part] }
                let below = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
                return below.filter { !$0.hasPrefix(".") }.map { part + "/" + $0 }.filter {
                    var folder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &folder) && !folder.boolValue
                }
            }.sorted()
        }

        /// The files whose bytes differ from the checkout's, or that the checkout lacks.
        func changed() throws -> [String] {
            try files().filter { path in
                let original = TestPaths.repository(path)
                guard FileManager.default.fileExists(atPath: original.path) else { return true }
                return try Data(contentsOf: original) != Data(contentsOf: root.appendingPathComponent(path))
            }
        }

        /// The one file of the copy named `name` (below `Sources/` or `docs/`).
        func file(named name: String) throws -> URL {
            let found = files().filter { ($0 as NSString).lastPathComponent == name }
            guard found.count == 1 else { throw TrialError("\(found.count) files named \(name) in the copy: \(found)") }
            return root.appendingPathComponent(found[0])
        }

        func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

        /// Replaces `old` (which must occur `times` times, or at least once when nil) in the file.
        func edit(_ url: URL, replacing old: String, with new: String, times: Int? = nil) throws {
            let text = try read(url)
            let count = text.components(separatedBy: old).count - 1
            guard count > 0, times.map({ $0 == count }) ?? true else {
                throw TrialError("\(url.lastPathComponent): '\(old)' occurs \(count) times, expected \(times.map(String.init) ?? "some")")
            }
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }

        /// Edits a JSON file as a value: `change` gets the parsed file and returns the new one, written sorted.
        func editJSON(_ url: URL, _ change: (Any) throws -> Any) throws {
            let value = try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed])
            let data = try JSONSerialization.data(withJSONObject: change(value), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try data.write(to: url)
        }

        /// The files of the copy (code and docs) that name every one of `names` as a word but not `new`.
        func filesNamingAll(_ names: [String], butNot new: String) throws -> [String] {
            try files().filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") || $0.hasSuffix(".json") || !$0.contains(".") }.filter { path in
                let text = try read(root.appendingPathComponent(path))
                return names.allSatisfy { WhereToAddTests.namesWord(text, $0) } && !WhereToAddTests.namesWord(text, new)
            }
        }

        /// `scripts/check-schemas` of the copy on the shipped example: its output when it fails, nil when it passes.
        func checkSchemasFailure() throws -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", root.appendingPathComponent("scripts/check-schemas").path, TestPaths.repository("layouts").path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 { return nil }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            let failed = lines.filter { $0.contains("FAIL") || $0.contains("rror") || $0.contains("differ") }
            // Exit status 2: the script could not run (no `jsonschema`: scripts/setup installs python3-jsonschema).
            return (failed.isEmpty ? lines.suffix(10) : failed.prefix(20)).joined(separator: "\n") + "\n(exit status \(process.terminationStatus))"
        }
    }

    static func namesWord(_ text: String, _ word: String) -> Bool {
        text.range(of: #"(?<![A-Za-z0-9_])"# + NSRegularExpression.escapedPattern(for: word) + #"(?![A-Za-z0-9_])"#,
                   options: .regularExpression) != nil
    }

    /// Applies `edit` to every JSON value below `value`, innermost first.
    static func transform(_ value: Any, _ edit: (Any) -> Any) -> Any {
        if let object = value as? [String: Any] { return edit(object.mapValues { transform($0, edit) }) }
        if let array = value as? [Any] { return edit(array.map { transform($0, edit) }) }
        return edit(value)
    }

    /// The strings anywhere below a JSON value.
    static func strings(_ value: Any) -> [String] {
        if let object = value as? [String: Any] { return object.values.flatMap(strings) }
        if let array = value as? [Any] { return array.flatMap(strings) }
        return (value as? String).map { [$0] } ?? []
    }

    /// A JSON value with every string `old` (and `#/$defs/<old>Node`-style references made of it) spelt `new`.
    static func renaming(_ value: Any, _ old: String, _ new: String) -> Any {
        transform(value) { ($0 as? String).map { $0.replacingOccurrences(of: old, with: new) } ?? $0 }
    }

    // MARK: - Comparing with the claim

    /// The changed files against the claim: each claimed path (`<Name>` → `name`) is the end of exactly one changed
    /// file, each changed file ends with a claimed path, and the claim's count is its list's length.
    func assertChanged(_ changed: [String], match claim: Claim, name: String, _ addition: String) {
        XCTAssertEqual(claim.files.count, claim.count, "ARCHITECTURE.md: \(addition) lists \(claim.files.count) files but says \(claim.count)")
        let claimed = claim.files.map { $0.replacingOccurrences(of: "<Name>", with: name) }
        func matches(_ file: String, _ path: String) -> Bool { file == path || file.hasSuffix("/" + path) }
        for path in claimed {
            XCTAssertEqual(changed.filter { matches($0, path) }.count, 1, "\(addition): ARCHITECTURE.md names \(path); the trial changed \(changed)")
        }
        for file in changed where !claimed.contains(where: { matches(file, $0) }) {
            XCTFail("\(addition): the trial had to change \(file), which ARCHITECTURE.md does not list (\(claimed))")
        }
        XCTAssertEqual(changed.count, claim.count, "\(addition): files the trial changed \(changed)")
    }

    // MARK: - An audit criterion

    func testAnAuditCriterionTouchesTheFilesArchitectureLists() throws {
        let claim = try Self.claim("An audit criterion")
        let tree = try ScratchTree(in: makeTemporaryFolder())
        let criterion = try tree.file(named: "AuditCriterion.swift")
        let existing = try Self.criteria(in: tree.read(criterion))
        XCTAssertGreaterThan(existing.count, 20, "the case pattern no longer finds AuditCriterion's cases")
        let last = try XCTUnwrap(existing.last)
        let new = "trialCriterion"

        // The case, handled wherever the last case is: each exhaustive switch answers for it as for `last`.
        try tree.edit(criterion, replacing: "    case \(last)\n", with: "    case \(last)\n    /// A trial criterion (WhereToAddTests).\n    case \(new)\n", times: 1)
        let text = try tree.read(criterion)
        try tree.edit(criterion, replacing: ".\(last):", with: ".\(last), .\(new):", times: text.components(separatedBy: "switch self").count - 1)
        // The check, beside the others, and its call.
        let checks = try tree.file(named: "TextContrastCheck.swift").deletingLastPathComponent()
        try Data("""
            /// A trial criterion's check (WhereToAddTests): it finds nothing.
            enum TrialCriterionCheck {
                static func run(_ scene: AuditScene, into findings: inout [Finding]) {}
            }

            """.utf8).write(to: checks.appendingPathComponent("TrialCriterionCheck.swift"))
        try tree.edit(tree.file(named: "CellAuditor.swift"), replacing: "        // Stable order",
                      with: "        if settings.audits(.\(new)) { TrialCriterionCheck.run(scene, into: &findings) }\n        // Stable order", times: 1)
        // Its row in docs/audits.md, after the last one.
        let audits = tree.root.appendingPathComponent("docs/audits.md")
        let row = try XCTUnwrap(tree.read(audits).split(separator: "\n").first { $0.hasPrefix("| `\(last)` |") }, "docs/audits.md has no row for \(last)")
        try tree.edit(audits, replacing: row + "\n", with: row + "\n| `\(new)` | — | error | a trial |\n", times: 1)
        // The schemas: every list of all the criteria gains it (with a description where the list has them), and every
        // rule written for the last criterion is written for it too.
        for schema in try tree.files().filter({ $0.hasPrefix("docs/schema/") && $0.hasSuffix(".json") }) {
            let url = tree.root.appendingPathComponent(schema)
            guard try existing.allSatisfy({ Self.namesWord(try tree.read(url), $0) }) else { continue }
            try tree.editJSON(url) { Self.addingToLists($0, names: existing, new: new) }
        }

        XCTAssertEqual(try tree.filesNamingAll(existing, butNot: new), [], "files naming every criterion but not the new one")
        XCTAssertNil(try tree.checkSchemasFailure(), "scripts/check-schemas on the copy with the trial criterion")
        XCTAssertTrue(try Self.criteria(in: tree.read(criterion)).contains(new))
        assertChanged(try tree.changed(), match: claim, name: "TrialCriterion", "An audit criterion")
    }

    /// The cases of `AuditCriterion`, in order.
    static func criteria(in source: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"^    case ([a-z][A-Za-z0-9]*)$"#, options: .anchorsMatchLines)
        return pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { String(source[Range($0.range(at: 1), in: source)!]) }
    }

    /// `value` with `new` added to every array that holds each of `names` (and to its sibling `enumDescriptions`),
    /// and, in every array of objects, a copy of each object written for the last name only, renamed.
    static func addingToLists(_ value: Any, names: [String], new: String) -> Any {
        let last = names.last!
        return transform(value) { node in
            if var object = node as? [String: Any] {
                if let list = object["enum"] as? [Any], names.allSatisfy({ name in list.contains { $0 as? String == name } }),
                   var descriptions = object["enumDescriptions"] as? [Any], descriptions.count + 1 == list.count {
                    descriptions.append("A trial (WhereToAddTests).")
                    object["enumDescriptions"] = descriptions
                }
                return object
            }
            guard var array = node as? [Any] else { return node }
            let texts = array.compactMap { $0 as? String }
            if texts.count == array.count, names.allSatisfy(texts.contains) {
                array.append(new)
                return array
            }
            // Objects written for `last` alone (a rule per criterion or per node type): one more for `new`.
            let forLast = array.filter { element in
                guard element is [String: Any] else { return false }
                let said = Self.strings(element)
                return said.contains { namesWord($0, last) } && !names.dropLast().contains { name in said.contains { namesWord($0, name) } }
            }
            let allNamed = names.allSatisfy { name in array.contains { Self.strings($0).contains { namesWord($0, name) } } }
            if allNamed { array += forLast.map { renaming($0, last, new) } }
            return array
        }
    }

    // MARK: - A leaf node type

    func testALeafNodeTypeTouchesTheFilesArchitectureLists() throws {
        let claim = try Self.claim("a leaf node type")
        let tree = try ScratchTree(in: makeTemporaryFolder())
        let registry = try tree.file(named: "NodeType+Registry.swift")
        let nodeTypes = registry.deletingLastPathComponent()
        // The existing types' JSON names, in the registry's order.
        let listed = try NSRegularExpression(pattern: #"([A-Z][A-Za-z0-9]*Node)\.type"#)
        let registryText = try tree.read(registry)
        let types = listed.matches(in: registryText, range: NSRange(registryText.startIndex..., in: registryText))
            .map { String(registryText[Range($0.range(at: 1), in: registryText)!]) }
        let existing = try types.map { type -> String in
            let source = try tree.read(nodeTypes.appendingPathComponent(type + ".swift"))
            let name = try XCTUnwrap(source.range(of: #"NodeType\("[A-Za-z]+""#, options: .regularExpression), "\(type) has no NodeType(\"…\")")
            return String(source[name].dropFirst("NodeType(\"".count).dropLast())
        }
        XCTAssertGreaterThan(existing.count, 30, "the registry pattern no longer finds the node types")
        let new = "trialMark", last = "rect"
        XCTAssertTrue(existing.contains(last))

        // The type: a leaf that resolves into the existing primitives (a `rect` of 8 × 8 points in a colour role).
        try Data(#"""
            /// `trialMark`: an 8 × 8 pt square in a colour role (WhereToAddTests' trial node type).
            package struct TrialMarkNode: NodeKind {
                package var colorRole: ColorRole

                package static let type = NodeType("trialMark", keys: keyTable, example: #""type": "trialMark""#) { d, o, _ in
                    TrialMarkNode(colorRole: try d.role(o.optionalValue("color")) ?? "divider")
                }

                package var recordedProperties: [RecordedProperty] { [RecordedProperty("colorRole", key: "color", colorRole)] }

                package func requirements(of node: SpecNode) -> [TokenNeed] { [.color(colorRole)] }

                package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
                    var box = box
                    try box.fill(role: colorRole, theme: resolver.theme)
                    box.sizing.width = .points(8)
                    box.sizing.height = .points(8)
                    return resolver.resolved(node, as: .rect, box: box, semantics: semantics)
                }
            }

            """#.utf8).write(to: nodeTypes.appendingPathComponent("TrialMarkNode.swift"))
        // Its key table, beside it.
        try Data(#"""
            import ProofsheetJSON

            extension TrialMarkNode {
                package static let keyTable = JSONKeyTable("Leaf: a trial square (WhereToAddTests).", [
                    JSONKey("color", .ref("colorRole"), "Fill colour role. Default divider."),
                ])
            }

            """#.utf8).write(to: nodeTypes.appendingPathComponent("TrialMarkNode+Keys.swift"))
        // The `type` key's description names it with the leaves.
        try tree.edit(tree.file(named: "ScreenDecoder+Keys.swift"), replacing: "divider, rect.", with: "divider, rect, trialMark.", times: 1)
        // One line in `NodeType.all`, with the leaves.
        try tree.edit(registry, replacing: "RectNode.type,", with: "RectNode.type, TrialMarkNode.type,", times: 1)
        // Its row in docs/spec.md, after `rect`'s.
        let spec = tree.root.appendingPathComponent("docs/spec.md")
        let row = try XCTUnwrap(tree.read(spec).split(separator: "\n").first { $0.hasPrefix("| `\(last)` |") }, "docs/spec.md has no row for \(last)")
        try tree.edit(spec, replacing: row + "\n", with: row + "\n| `\(new)` | `color` (role, default `divider`) |\n", times: 1)
        // Its `trialMarkNode` in the screen schema: `rectNode` with the key `color`, and every list and rule of all
        // the types gains it.
        let schema = tree.root.appendingPathComponent("docs/schema/screen.schema.json")
        try tree.editJSON(schema) { value in
            var top = Self.addingToLists(value, names: existing, new: new) as! [String: Any]
            var defs = top["$defs"] as! [String: Any]
            var node = defs["\(last)Node"] as! [String: Any]
            var properties = node["properties"] as! [String: Any]
            properties["type"] = ["const": new, "description": "Leaf: a trial square (WhereToAddTests)."]
            properties["color"] = ["$ref": "#/$defs/colorRole", "description": "Fill colour role. Default divider.", "default": "divider"]
            node["properties"] = properties
            node["description"] = "Leaf: a trial square (WhereToAddTests)."
            defs["\(new)Node"] = node
            top["$defs"] = defs
            return top
        }

        XCTAssertEqual(try tree.filesNamingAll(existing, butNot: new), [], "files naming every node type but not the new one")
        XCTAssertNil(try tree.checkSchemasFailure(), "scripts/check-schemas on the copy with the trial node type")
        assertChanged(try tree.changed(), match: claim, name: "TrialMark", "A leaf node type")
    }
}
