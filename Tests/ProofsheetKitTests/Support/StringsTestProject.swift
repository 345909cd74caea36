import Foundation
@testable import ProofsheetKit

/// A project for the string catalog tests (a `ScratchProject`): the shipped tokens and fonts, the files given
/// (path relative to `layouts/` → content, or raw bytes), and a config whose `strings` section is `strings`
/// (and `devices` and `store`, JSON, when given).
struct StringsTestProject {
    let layouts: URL

    init(_ name: String, files: [String: String], bytes: [String: [UInt8]] = [:], strings: String?, locales: [String] = ["en", "ar"],
         screen: String? = nil, audits: String? = nil, devices: String = #"{ "phone": { "width": 390, "height": 844, "scale": 1 } }"#,
         store: String? = nil) throws {
        var parts = ScratchProject.Parts()
        parts.devices = devices
        parts.matrix = #"{ "locales": [\#(locales.map { "\"\($0)\"" }.joined(separator: ", "))], "modes": ["light"], "textScales": [1.0] }"#
        parts.sections = [("strings", strings), ("audits", audits), ("store", store)].compactMap { key, json in json.map { (key, $0) } }
        parts.root = screen ?? #"{ "type": "vstack", "children": [] }"#
        parts.files = files
        parts.bytes = bytes
        parts.folders = ["screens", "assets"]
        layouts = try ScratchProject("strings-" + name, parts).layouts
    }

    var configPath: String { layouts.appendingPathComponent("proofsheet.json").path }

    func load() throws -> Project { try Project.load(configPath: configPath) }

    /// The text a key shows in a locale, with optional arguments.
    func text(_ key: String, _ locale: String, _ arguments: MessageArguments = MessageArguments()) throws -> String {
        try load().catalog.text(key, in: LocaleID(locale), arguments: arguments)
    }

    /// `message` with the test folder's path shown as `$L` (for exact error messages).
    func shown(_ message: String) -> String {
        message.replacingOccurrences(of: FileDisplay.shown(layouts.path), with: "$L")
    }
}

extension MessageArguments {
    /// Named arguments in written order (`["count": 3]` reads as position 1 too).
    static func named(_ pairs: KeyValuePairs<String, ArgumentValue>) -> MessageArguments {
        MessageArguments(pairs.map { MessageArguments.Entry(name: $0.key, value: $0.value) })
    }

    static func count(_ n: Int) -> MessageArguments { .named(["count": .integer(n)]) }
}
