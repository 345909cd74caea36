import Foundation
@testable import ProofsheetKit

/// A project in a temporary folder for the string catalog tests: the shipped tokens and fonts, the files given
/// (path relative to `layouts/` → content, or raw bytes), and a config whose `strings` section is `strings`
/// (and `devices` and `store`, JSON, when given).
struct StringsTestProject {
    let layouts: URL

    init(_ name: String, files: [String: String], bytes: [String: [UInt8]] = [:], strings: String?, locales: [String] = ["en", "ar"],
         screen: String? = nil, audits: String? = nil, devices: String = #"{ "phone": { "width": 390, "height": 844, "scale": 1 } }"#,
         store: String? = nil) throws {
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-stringstests-\(ProcessInfo.processInfo.processIdentifier)")
        let fonts = shared.appendingPathComponent("fonts")
        if !FileManager.default.fileExists(atPath: fonts.path) {
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: base.appendingPathComponent("fonts"), to: fonts)
        }
        let folder = shared.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        layouts = folder.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: layouts.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: base.appendingPathComponent("layouts/tokens.json"), to: layouts.appendingPathComponent("tokens.json"))
        let config = """
        { "projectRoot": "../..", "paths": { "fonts": "../../fonts" },
          "fonts": { "sans": {
            "regular": ["NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansMath-Regular.ttf"],
            "bold": ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"] } },
          "devices": \(devices),
          "matrix": { "locales": [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))], "modes": ["light"], "textScales": [1.0] }
          \(strings.map { ", \"strings\": " + $0 } ?? "")\(audits.map { ", \"audits\": " + $0 } ?? "")\(store.map { ", \"store\": " + $0 } ?? "") }
        """
        var all = files
        all["proofsheet.json"] = config
        all["screens/probe.json"] = "{ \"id\": \"probe\", \"root\": " + (screen ?? #"{ "type": "vstack", "children": [] }"#) + " }"
        for (path, text) in all {
            let url = layouts.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for (path, data) in bytes {
            let url = layouts.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(data).write(to: url)
        }
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
