// libFuzzer entry point for what translators and design tools hand a project: DTCG token files (aliases and
// $extends), Android resource and .stringsdict XML, and printf and ICU messages formatted with numbers and texts.
//
// Compiled by scripts/fuzz together with every source of ProofsheetKit into one module. The input's first byte
// picks the reader; the rest is the file or the message. Every input must end in a value or a typed error; a
// crash, a sanitizer report or a hang is a bug (docs/fuzzing.md). Token and XML readers read files, so the input is
// written to a fixed file of a folder of the fuzzer's own first.
import Foundation

/// The folder the file-reading shapes write their input into (one per process).
private let workFolder: String = {
    let folder = NSTemporaryDirectory() + "proofsheet-fuzz-catalog-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder + "/res/values", withIntermediateDirectories: true)
    return folder
}()

/// Argument sets every message is formatted with: small, negative, huge and fractional numbers, and texts.
private let argumentSets: [MessageArguments] = [
    MessageArguments([.init(name: "count", value: .number(1, fractionDigits: 0)), .init(name: "name", value: .text("Ana"))]),
    MessageArguments([.init(name: "count", value: .number(-3.5, fractionDigits: 1)), .init(name: "name", value: .text("\u{1B}[31m"))]),
    MessageArguments([.init(name: "count", value: .number(1.8e19, fractionDigits: 0)), .init(name: "name", value: .number(1e300, fractionDigits: 0))]),
    MessageArguments([.init(name: "count", value: .number(0, fractionDigits: 0))]),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 4 {
    case 0: tokens(bytes)
    case 1: xml(bytes)
    case 2: message(String(decoding: bytes, as: UTF8.self), parse: { try PrintfMessageParser().parse($0) })
    default: message(String(decoding: bytes, as: UTF8.self), parse: { try ICUMessageParser().parse($0) })
    }
    return 0
}

/// A DTCG token file read and built into a mode's set: aliases followed, extensions applied, types resolved.
private func tokens(_ bytes: [UInt8]) {
    let path = workFolder + "/fuzz.tokens.json"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
    do {
        let contents = try TokenFileReader.read(file: path, root: workFolder)
        let set = try TokenSet(files: ["fuzz.tokens.json"], contents: [contents])
        precondition(set.types.count == set.tokens.count, "a token without a resolved type")
        precondition(set.tokens.count <= GroupExtension.tokenLimit, "the token limit was crossed")
    } catch is CatalogError {
    } catch is JSONSyntaxError {
    } catch is SpecError {
    } catch {
        fatalError("the token reader threw an untyped error: \(error)")
    }
}

/// The bytes as an Android `strings.xml` (read by the resource reader) and as a `.stringsdict`.
private func xml(_ bytes: [UInt8]) {
    let path = workFolder + "/res/values/strings.xml"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
    do {
        _ = try AndroidResourcesReader.read(folder: workFolder + "/res", root: workFolder, baseLocale: LocaleID("en"))
    } catch is CatalogError {
    } catch {
        fatalError("the Android reader threw an untyped error: \(error)")
    }
    do {
        _ = try StringsDictReader.read(try XMLTree(path: path, root: workFolder))
    } catch is CatalogError {
    } catch {
        fatalError("the .stringsdict reader threw an untyped error: \(error)")
    }
}

/// A message parsed, then formatted in English and Arabic with each argument set; the result stays in the limit.
private func message(_ text: String, parse: (String) throws -> Message) {
    let message: Message
    do { message = try parse(text) } catch is MessageSyntaxError { return } catch {
        fatalError("the message parser threw an untyped error: \(error)")
    }
    for locale in [LocaleID("en"), LocaleID("ar")] {
        let formatter = MessageFormatter(rules: PluralRules(locale: locale), localDigits: nil)
        for arguments in argumentSets {
            do {
                let formatted = try formatter.format(message, with: arguments)
                precondition(formatted.unicodeScalars.count <= TextLimits.maxScalarsPerText, "a formatted text past the limit")
            } catch is MessageFormatError {
            } catch is PluralRulesError {
            } catch {
                fatalError("the formatter threw an untyped error: \(error)")
            }
        }
    }
}
