import Foundation

/// What produced a golden, stored in its PNG `tEXt` chunks: renderer and diff-algorithm versions and
/// fingerprints of the fonts, tokens, strings and screen spec. No dates: a golden's bytes depend only on
/// its inputs. When a cell changes, comparing stamps tells the user why ("renderer 0.1 → 0.2").
public struct GoldenStamp: Sendable, Equatable {
    public var renderer: String
    public var diffAlgorithm: String
    public var fonts: String
    public var tokens: String
    public var strings: String
    public var spec: String

    static let prefix = "proofsheet:"

    public init(renderer: String, diffAlgorithm: String, fonts: String, tokens: String, strings: String, spec: String) {
        self.renderer = renderer
        self.diffAlgorithm = diffAlgorithm
        self.fonts = fonts
        self.tokens = tokens
        self.strings = strings
        self.spec = spec
    }

    var fields: [(String, String)] {
        [("renderer", renderer), ("diff", diffAlgorithm), ("fonts", fonts), ("tokens", tokens), ("strings", strings), ("spec", spec)]
    }

    /// The stamp as PNG text chunks (keywords `proofsheet:renderer`, `proofsheet:diff`, …).
    public var textChunks: [PNGTextChunk] {
        fields.map { PNGTextChunk(keyword: GoldenStamp.prefix + $0.0, text: $0.1) }
    }

    /// Reads a stamp from a PNG's text chunks; nil when it has none (a golden made elsewhere).
    public init?(textChunks: [PNGTextChunk]) {
        var values: [String: String] = [:]
        for chunk in textChunks where chunk.keyword.hasPrefix(GoldenStamp.prefix) {
            values[String(chunk.keyword.dropFirst(GoldenStamp.prefix.count))] = chunk.text
        }
        guard let renderer = values["renderer"] else { return nil }
        self.init(renderer: renderer, diffAlgorithm: values["diff"] ?? "", fonts: values["fonts"] ?? "",
                  tokens: values["tokens"] ?? "", strings: values["strings"] ?? "", spec: values["spec"] ?? "")
    }

    /// What differs from `newer`, in words: `renderer 0.1 → 0.2`, `fonts changed`, `tokens changed`, ….
    public func changes(to newer: GoldenStamp) -> [String] {
        var changes: [String] = []
        if renderer != newer.renderer { changes.append("renderer \(renderer) → \(newer.renderer)") }
        if diffAlgorithm != newer.diffAlgorithm { changes.append("diff algorithm \(diffAlgorithm) → \(newer.diffAlgorithm)") }
        if fonts != newer.fonts { changes.append("fonts changed") }
        if tokens != newer.tokens { changes.append("tokens.json changed") }
        if strings != newer.strings { changes.append("strings changed") }
        if spec != newer.spec { changes.append("screen spec changed") }
        return changes
    }
}

/// Fingerprints of a project's inputs, computed once per run.
public struct InputFingerprints: Sendable {
    public let fonts: String
    public let tokens: String
    public let strings: [LocaleID: String]
    public let specs: [String: String]

    public init(project: Project) {
        func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }
        let config = project.config
        var fonts = Fingerprint()
        for name in config.fontFamilies.fileNames {
            fonts.add(name)
            fonts.add(bytes(config.paths.fonts + "/" + name))
        }
        self.fonts = fonts.description
        var tokens = Fingerprint()
        for file in config.tokenFiles { tokens.add(bytes(file)) }
        self.tokens = tokens.description
        var strings: [LocaleID: String] = [:]
        for locale in config.matrix.locales {
            strings[locale] = Fingerprint(bytes(config.paths.strings + "/" + locale.identifier + ".json")).description
        }
        self.strings = strings
        var specs: [String: String] = [:]
        for screen in project.screens {
            specs[screen.id] = Fingerprint(bytes(screen.file)).description
        }
        self.specs = specs
    }

    public func stamp(for cell: Cell, diffAlgorithm: String) -> GoldenStamp {
        GoldenStamp(renderer: ProofsheetVersion.renderer, diffAlgorithm: diffAlgorithm, fonts: fonts, tokens: tokens,
                    strings: strings[cell.locale] ?? "", spec: specs[cell.screen] ?? "")
    }
}
