// libFuzzer entry point for the spec parser: JSONParser on any bytes, then the decoders that read its tree,
// and the name and path rules as properties (checkConfigPaths, checkNameRule).
//
// Compiled by scripts/fuzz together with every source of ProofsheetKit into one module, so internal
// types are reachable. Every input must end in a value or a typed error; a crash, a sanitizer report or a
// hang is a bug. The tokens and strings the screen decoder checks against are the shipped project's
// (layouts/), read once from FUZZ_PROJECT_CONFIG.
import Foundation

/// The shipped project's tokens and strings, loaded on the first input.
private let fixture: (tokens: DesignTokens, strings: [LocaleID: Set<String>], devices: [String]) = {
    let path = ProcessInfo.processInfo.environment["FUZZ_PROJECT_CONFIG"] ?? "layouts/proofsheet.json"
    guard let project = try? Project.load(configPath: path) else {
        fatalError("cannot load \(path); set FUZZ_PROJECT_CONFIG to a project config")
    }
    return (project.tokens, project.strings.mapValues { Set($0.keys) }, project.config.devices.keys.sorted())
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The screen limits (depth 88) and the default ones (depth 64) both get exercised.
    for limits in [ScreenDecoder.jsonLimits, JSONLimits.default] {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes, file: "fuzz.json", limits: limits)
        } catch let error as JSONSyntaxError {
            // The location must lie inside the input.
            precondition(error.location.byteOffset <= bytes.count, "location past the end: \(error)")
            continue
        } catch {
            fatalError("JSONParser threw an untyped error: \(error)")
        }
        // Round trip: what the parser accepted, written out and parsed again, writes out the same text.
        let text = document.root.jsonText()
        guard let again = try? JSONDocument(parsing: Array(text.utf8), file: "again.json", limits: limits) else {
            fatalError("the writer's output does not parse again: \(text)")
        }
        precondition(again.root.jsonText() == text, "round trip changed the text: \(text)")
        var decoder = ScreenDecoder(tokens: fixture.tokens, strings: fixture.strings)
        decoder.devices = fixture.devices
        // The file name a screen's id must equal: its own id, so seeds from any screen file get past that check.
        let id = (try? document.reader(rootName: "").object().optionalString("id")).flatMap { $0 } ?? "home"
        _ = try? decoder.decode(document.reader(rootName: ""), file: "fuzz.json", expectedID: id)
        _ = try? DesignTokens(decoding: document.reader(rootName: ""))
        checkConfigPaths(document)
    }
    checkNameRule(bytes)
    return 0
}

/// The folder a fuzzed config pretends to live in (never created: decoding only resolves paths).
private let fuzzRoot = "/tmp/proofsheet-fuzz-root"

/// Property of the path rules: a config that decodes has a root that is not `/` and holds the config, every
/// configured path inside that root, and only valid names; every cell path formed from its matrix stays in the
/// golden folder, one screen folder down (docs/hardening.md, "Names" and "Files").
private func checkConfigPaths(_ document: JSONDocument) {
    guard let config = try? ProjectConfig(decoding: document.reader(rootName: ""), file: fuzzRoot + "/layouts/proofsheet.json") else { return }
    precondition(ProjectPath.realPath(config.root) != "/", "the filesystem root was accepted as project root")
    let paths = config.paths
    for path in [paths.screens, paths.tokens, paths.strings, paths.assets, paths.fonts, paths.golden, paths.output] {
        precondition(ProjectPath.isInside(path, root: config.root), "\(path) lies outside the root \(config.root)")
    }
    let names = config.devices.keys.sorted() + config.matrix.devices + config.matrix.locales.map(\.identifier) + (config.matrix.screens ?? [])
    for name in names { precondition(ProjectName(name) != nil, "an invalid name was accepted: \(name.debugDescription)") }
    for device in config.matrix.devices.prefix(4) {
        for locale in config.matrix.locales.prefix(4) {
            for scale in config.matrix.textScales.prefix(4) {
                let cell = Cell(screen: config.matrix.screens?.first ?? "home", device: device, locale: locale, mode: .light, textScale: scale)
                guard let path = try? ProjectFiles.cellPath(cell, in: paths.golden) else {
                    fatalError("a cell of a decoded matrix has no path: \(cell)")
                }
                let normalized = ProjectPath.normalize(path)
                precondition(normalized == path && normalized.hasPrefix(paths.golden + "/"), "\(path) leaves \(paths.golden)")
                precondition(normalized.dropFirst(paths.golden.count + 1).split(separator: "/").count == 2, "\(path) is not <screen>/<file>")
            }
        }
    }
}

/// Property of the name rule on the raw input: a string it accepts is one path component below any folder.
private func checkNameRule(_ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(80), as: UTF8.self)
    guard ProjectName(text) != nil else { return }
    precondition(!text.contains("/") && !text.contains("\u{0}") && text != "." && text != "..", "accepted \(text.debugDescription)")
    let joined = ProjectPath.normalize("/folder/" + text)
    precondition(joined == "/folder/" + text, "\(text.debugDescription) does not stay one component below /folder")
}
