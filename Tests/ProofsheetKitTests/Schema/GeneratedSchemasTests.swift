import Foundation
import XCTest
@testable import ProofsheetKit
@testable import ProofsheetSchema
@testable import ProofsheetStore

/// docs/schema/*.schema.json are generated from the decoders' key tables (`proofsheet schema`): the committed
/// files are the generated ones, a key the decoder accepts is a key of the schema and the other way round, and
/// the value lists the tables still write as JSON text agree with the Swift enums they name.
final class GeneratedSchemasTests: XCTestCase {
    static let folder = ScratchProject.repositoryRoot + "/docs/schema"

    func testTheCommittedSchemasAreTheGeneratedOnes() throws {
        for document in ProjectSchemas.all {
            let committed = FileManager.default.contents(atPath: Self.folder + "/" + document.fileName).map { String(decoding: $0, as: UTF8.self) }
            XCTAssertTrue(committed == document.text,
                          "docs/schema/\(document.fileName) differs from what the decoders declare; run: swift run proofsheet schema --write docs/schema")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".schema.json") }
        XCTAssertEqual(Set(files), Set(ProjectSchemas.all.map(\.fileName)), "a schema file no generator writes, or one missing")
    }

    func testAStaleSchemaIsFoundAndWrittenAgain() throws {
        let folder = NSTemporaryDirectory() + "schemas-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(try ProjectSchemas.write(to: folder).count, ProjectSchemas.all.count)
        XCTAssertEqual(ProjectSchemas.stale(in: folder), [])
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: folder + "/tokens.schema.json"))
        XCTAssertEqual(ProjectSchemas.stale(in: folder), ["tokens.schema.json"])
        XCTAssertEqual(try ProjectSchemas.write(to: folder), ["tokens.schema.json"])
        XCTAssertEqual(ProjectSchemas.stale(in: folder), [])
    }

    /// Each generated file is JSON the project's own parser reads, with no key twice in an object.
    func testEveryDocumentParsesBack() throws {
        for document in ProjectSchemas.all {
            let parsed = try JSONDocument(parsing: document.text, file: document.fileName).root
            XCTAssertEqual(parsed, document.root, document.fileName)
        }
    }

    // MARK: node types

    /// A key a node type's table marks required is refused by the decoder when left out of the type's example.
    func testEveryRequiredKeyOfANodeTypeIsRequiredByItsDecoder() throws {
        var checked = 0
        for type in NodeType.all {
            for key in type.keyTable.required {
                let members = try exampleMembers(type).filter { $0.key != key }
                XCTAssertNotEqual(members.count, try exampleMembers(type).count, "\(type.name)'s example lacks its required '\(key)'")
                let error = try decodeError(JSONValue(.object(members)).jsonText())
                XCTAssertNotNil(error, "\(type.name) decodes without its required '\(key)'")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// A key whose table lists its string values is refused with exactly those values when given another.
    func testEveryStringEnumOfANodeTypeIsTheDecodersList() throws {
        var checked = 0
        for type in NodeType.all {
            for key in type.keyTable.keys {
                guard let cases = Self.stringCases(key.value.value) else { continue }
                let members = try exampleMembers(type).filter { $0.key != key.name } + [JSONMember(key: key.name, value: "zzzNotACase")]
                let error = try decodeSpecError(JSONValue(.object(members)).jsonText())
                guard case .notOneOf(_, _, let allowed)? = error?.problem else {
                    XCTFail("\(type.name).\(key.name): \(error.map(String.init(describing:)) ?? "accepted")")
                    continue
                }
                XCTAssertEqual(allowed, cases, "\(type.name).\(key.name)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// The `type` key's description sorts the types into kinds by hand: it names every registered type.
    func testTheTypeKeysDescriptionNamesEveryType() throws {
        let description = try XCTUnwrap(ScreenDecoder.commonKeyTable["type"]).description
        for type in NodeType.all {
            XCTAssertTrue(description.contains(" \(type.name),") || description.contains(" \(type.name).") || description.contains(" \(type.name) "),
                          "the common key 'type' does not name \(type.name) (ScreenDecoder+Keys.swift)")
        }
    }

    // MARK: config sections

    /// Each section's decoder refuses an unknown key and lists its table's keys as the allowed ones.
    func testConfigSectionsRefuseTheKeysTheirTablesLack() throws {
        let cases: [(section: String, table: JSONKeyTable)] = [
            (#"{ "zzz": 1 }"#, ProjectConfig.keyTable),
            (#"{ "paths": { "zzz": 1 } }"#, ProjectConfig.pathKeyTable),
            (#"{ "matrix": { "zzz": 1 } }"#, ProjectConfig.matrixKeyTable),
            (#"{ "golden": { "zzz": 1 } }"#, ProjectConfig.goldenKeyTable),
            (#"{ "devices": { "d": { "width": 10, "height": 10, "zzz": 1 } } }"#, ProjectConfig.deviceKeyTable),
            (#"{ "devices": { "d": { "width": 10, "height": 10, "safeArea": { "zzz": 1 } } } }"#, ProjectConfig.safeAreaKeyTable),
            (#"{ "devices": { "d": { "preset": "pixel7", "zzz": 1 } } }"#, ProjectConfig.presetKeyTable),
            (#"{ "diff": { "zzz": 1 } }"#, DiffSettings.keyTable),
            (#"{ "diff": { "screens": { "home": { "zzz": 1 } } } }"#, DiffSettings.screenKeyTable),
        ]
        let project = NSTemporaryDirectory() + "schema-config-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: project) }
        try FileManager.default.createDirectory(atPath: project + "/layouts", withIntermediateDirectories: true)
        let file = project + "/layouts/proofsheet.json"
        for (text, table) in cases {
            let document = try JSONDocument(parsing: text, file: file)
            XCTAssertEqual(try allowedKeys { _ = try ProjectConfig(decoding: document.reader(rootName: ""), file: file) }, table.names, text)
        }
        let audits: [(String, JSONKeyTable)] = [
            (#"{ "zzz": 1 }"#, AuditSettings.keyTable), (#"{ "contrast": { "zzz": 1 } }"#, AuditSettings.contrastKeyTable),
            (#"{ "touch": { "zzz": 1 } }"#, AuditSettings.touchKeyTable),
        ]
        for (text, table) in audits {
            let document = try JSONDocument(parsing: text, file: "proofsheet.json")
            XCTAssertEqual(try allowedKeys { _ = try AuditSettings(decoding: document.reader(rootName: "audits"), configFolder: "/tmp") }, table.names, text)
        }
        let waivers: [(String, JSONKeyTable)] = [
            (#"{ "zzz": 1 }"#, AuditWaivers.fileKeyTable), (#"{ "waivers": [{ "zzz": 1 }] }"#, AuditWaivers.keyTable),
        ]
        for (text, table) in waivers {
            let document = try JSONDocument(parsing: text, file: "waivers.json")
            XCTAssertEqual(try allowedKeys { _ = try AuditWaivers(decoding: document.reader(rootName: "")) }, table.names, text)
        }
        let tokens: [(String, JSONKeyTable)] = [
            (#"{ "zzz": 1 }"#, DesignTokens.keyTable), (#"{ "touch": { "zzz": 1 } }"#, DesignTokens.touchKeyTable),
            (##"{ "colors": { "accent": { "light": "#000000", "dark": "#ffffff", "zzz": 1 } } }"##, DesignTokens.colorKeyTable),
            (#"{ "typography": { "body": { "family": "sans", "size": 17, "zzz": 1 } } }"#, DesignTokens.typographyKeyTable),
        ]
        for (text, table) in tokens {
            let document = try JSONDocument(parsing: text, file: "tokens.json")
            XCTAssertEqual(try allowedKeys { _ = try DesignTokens(decoding: document.reader(rootName: "")) }, table.names, text)
        }
    }

    /// A key a config, tokens or waivers table marks required is refused by its decoder when left out of an
    /// object that decodes with it.
    func testEveryRequiredKeyOfTheFileTablesIsRequiredByItsDecoder() throws {
        let project = NSTemporaryDirectory() + "schema-required-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: project) }
        try FileManager.default.createDirectory(atPath: project + "/layouts", withIntermediateDirectories: true)
        let configFile = project + "/layouts/proofsheet.json"
        let config: (String) throws -> Void = { text in
            _ = try ProjectConfig(decoding: JSONDocument(parsing: text, file: configFile).reader(rootName: ""), file: configFile)
        }
        let tokens: (String) throws -> Void = { text in _ = try DesignTokens(decoding: JSONDocument(parsing: text, file: "tokens.json").reader(rootName: "")) }
        let waivers: (String) throws -> Void = { text in _ = try AuditWaivers(decoding: JSONDocument(parsing: text, file: "waivers.json").reader(rootName: "")) }
        // (table, a complete object, the document around it with `@@` where the object goes, the decoder)
        let cases: [(JSONKeyTable, String, String, (String) throws -> Void)] = [
            (ProjectConfig.deviceKeyTable, #"{ "width": 390, "height": 844 }"#, #"{ "devices": { "d": @@ } }"#, config),
            (ProjectConfig.presetKeyTable, #"{ "preset": "pixel7", "navigation": "gesture" }"#, #"{ "devices": { "d": @@ } }"#, config),
            (DesignTokens.colorKeyTable, ##"{ "light": "#000000", "dark": "#ffffff" }"##, #"{ "colors": { "ink": @@ } }"#, tokens),
            (DesignTokens.typographyKeyTable, #"{ "family": "sans", "size": 17 }"#, #"{ "typography": { "body": @@ } }"#, tokens),
            (DesignTokens.contrastPairKeyTable, #"{ "foreground": "ink", "background": "ink" }"#,
             ##"{ "colors": { "ink": { "light": "#000000", "dark": "#ffffff" } }, "contrastPairs": [@@] }"##, tokens),
            (AuditWaivers.keyTable, #"{ "id": "0123456789ab", "reason": "r", "owner": "o", "expires": "2030-01-01" }"#, #"{ "waivers": [@@] }"#, waivers),
            (AuditWaivers.fileKeyTable, #"{ "waivers": [] }"#, "@@", waivers),
        ]
        var checked = 0
        for (table, complete, document, decode) in cases {
            XCTAssertNoThrow(try decode(document.replacingOccurrences(of: "@@", with: complete)), complete)
            guard case .object(let members) = try JSONDocument(parsing: complete, file: "object").root.kind else { continue }
            XCTAssertFalse(table.required.isEmpty, complete)
            for key in table.required {
                let without = JSONValue(.object(members.filter { $0.key != key })).jsonText()
                let text = document.replacingOccurrences(of: "@@", with: without)
                XCTAssertThrowsError(try decode(text), "the decoder accepts \(text) without its required '\(key)'")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 13)
    }

    // MARK: value lists written as JSON text

    /// The lists a table writes out as JSON (with their per-value descriptions) name exactly the cases of the
    /// Swift enum or table they stand for.
    func testValueListsWrittenAsJSONAreTheSwiftOnes() throws {
        let config = try XCTUnwrap(ProjectSchemas.all.first { $0.fileName == "config.schema.json" }).root
        let waivers = try XCTUnwrap(ProjectSchemas.all.first { $0.fileName == "waivers.schema.json" }).root
        let tokens = try XCTUnwrap(ProjectSchemas.all.first { $0.fileName == "tokens.schema.json" }).root
        let screen = try XCTUnwrap(ProjectSchemas.all.first { $0.fileName == "screen.schema.json" }).root
        let criteria = AuditCriterion.allCases.map(\.rawValue)
        let modes = ThemeMode.allCases.map(\.rawValue)
        let checks: [(String, [String]?, [String])] = [
            ("config auditCriterion", strings(config, "$defs", "auditCriterion", "enum"), criteria),
            ("waivers auditCriterion", strings(waivers, "$defs", "auditCriterion", "enum"), criteria),
            ("audits.touch.profile", strings(config, "$defs", "audits", "properties", "touch", "properties", "profile", "enum"), TouchProfile.allCases.map(\.rawValue)),
            ("device presets", (strings(config, "$defs", "devicePreset", "enum") ?? []) + (strings(config, "$defs", "androidDevicePreset", "enum") ?? []), DevicePreset.names),
            ("matrix.modes", strings(config, "properties", "matrix", "properties", "modes", "items", "enum"), modes),
            ("matrix.orientations", strings(config, "properties", "matrix", "properties", "orientations", "items", "enum"), Orientation.allCases.map(\.rawValue)),
            ("store.presets", strings(config, "$defs", "store", "properties", "presets", "items", "enum"), StorePreset.builtIn.map(\.name)),
            ("store shot mode", strings(config, "$defs", "storeShot", "properties", "mode", "enum"), modes),
            ("tokens.modes", keys(config, "$defs", "tokens", "properties", "modes", "properties"), modes),
            ("colour token modes", keys(tokens, "$defs", "colorToken", "properties"), modes),
            ("when.modes", strings(screen, "$defs", "condition", "properties", "modes", "items", "enum"), modes),
            ("when.orientations", strings(screen, "$defs", "condition", "properties", "orientations", "items", "enum"), Orientation.allCases.map(\.rawValue)),
        ]
        for (label, found, expected) in checks {
            XCTAssertEqual(found.map(Set.init), Set(expected), label)
        }
        XCTAssertEqual(number(config, "$defs", "store", "properties", "shots", "maxItems"), Double(StoreConfig.maxShots))
        XCTAssertEqual(number(config, "$defs", "store", "properties", "captionMaxLines", "minimum"), Double(StoreConfig.captionLineRange.lowerBound))
        XCTAssertEqual(number(config, "$defs", "store", "properties", "captionMaxLines", "maximum"), Double(StoreConfig.captionLineRange.upperBound))
        let playShots = try XCTUnwrap(StorePreset.builtIn.filter { $0.maxShots < StoreConfig.maxShots }.first)
        XCTAssertEqual(number(config, "$defs", "store", "then", "properties", "shots", "not", "minItems"), Double(playShots.maxShots + 1),
                       "the store rule's shot limit is \(playShots.name)'s")
    }

    // MARK: helpers

    /// The members of `type.example`.
    private func exampleMembers(_ type: NodeType) throws -> [JSONMember] {
        guard case .object(let members) = try JSONDocument(parsing: "{ \(type.example) }", file: "example").root.kind else { return [] }
        return members
    }

    /// The string values of an `{"enum": […]}` fragment of strings only; nil for any other schema.
    static func stringCases(_ schema: JSONValue) -> [String]? {
        guard case .object(let members) = schema.kind, members.count == 1, members[0].key == "enum",
              case .array(let values) = members[0].value.kind else { return nil }
        let strings = values.compactMap { value -> String? in if case .string(let s) = value.kind { return s } else { return nil } }
        return strings.count == values.count ? strings : nil
    }

    private func value(_ root: JSONValue, _ path: [String]) -> JSONValue? {
        var current = root
        for key in path {
            guard case .object(let members) = current.kind, let next = members.first(where: { $0.key == key }) else { return nil }
            current = next.value
        }
        return current
    }

    private func strings(_ root: JSONValue, _ path: String...) -> [String]? {
        guard let found = value(root, path), case .array(let values) = found.kind else { return nil }
        return values.compactMap { if case .string(let s) = $0.kind { return s } else { return nil } }
    }

    private func keys(_ root: JSONValue, _ path: String...) -> [String]? {
        guard let found = value(root, path), case .object(let members) = found.kind else { return nil }
        return members.map(\.key)
    }

    private func number(_ root: JSONValue, _ path: String...) -> Double? {
        guard let found = value(root, path), case .number(let n) = found.kind else { return nil }
        return n.value
    }

    /// The `allowed` list of the unknown-key error `body` throws.
    private func allowedKeys(_ body: () throws -> Void) throws -> [String]? {
        do {
            try body()
            return nil
        } catch let error as SpecError {
            guard case .unknownKey("zzz", _, let allowed) = error.problem else { XCTFail("\(error)"); return nil }
            return allowed
        }
    }

    private func decodeError(_ node: String) throws -> String? {
        try decodeSpecError(node).map(String.init(describing:))
    }

    /// The error decoding a screen whose root holds `node` fails with; nil when it decodes.
    private func decodeSpecError(_ node: String) throws -> SpecError? {
        let tokens = try DesignTokens(decoding: JSONDocument.load(path: ScratchProject.repositoryRoot + "/layouts/tokens.json").reader(rootName: ""))
        let decoder = ScreenDecoder(tokens: tokens, strings: [LocaleID("en"): [StepperNode.decreaseKey, StepperNode.increaseKey]], assets: ["photo.png"])
        let text = #"{ "id": "probe", "root": { "type": "vstack", "children": [ \#(node) ] } }"#
        do {
            let document = try JSONDocument(parsing: text, file: "probe.json")
            _ = try decoder.decode(document.reader(rootName: ""), file: "probe.json", expectedID: "probe")
            return nil
        } catch let error as SpecError {
            return error
        }
    }
}
