// libFuzzer entry point for the spec parser: JSONParser on any bytes, then the decoders that read its tree.
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
    }
    return 0
}
