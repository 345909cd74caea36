import Foundation
import ProofsheetKit

/// `proofsheet shape TEXT`: shows what the text engine does with a string.
enum ShapeCommand {
    static let options: [OptionSpec] = [
        .locale.meaning("the locale of the text (default en)", valueName: "en|ar", repeatable: false),
        .value("--style", "NAME", "the text style from tokens.json (default body)"),
        .scale.meaning("the text size multiplier, above 0 and up to 8 (default 1.0)", valueName: "S", repeatable: false),
        .value("--width", "POINTS", "the width to break lines at"), .value("--max-lines", "N", "at most N lines, then an ellipsis"),
        .value("--align", "A", "leading, center or trailing"), .value("--direction", "D", "auto, locale, ltr or rtl"),
        .value("--truncate", "MODE", "where a cut line ends: character or word"), .config, .json,
        .value("--png", "FILE", "also draw the shaped text to a PNG"),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, options: options)
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw UsageError(message: "shape takes exactly one TEXT argument")
        }
        let locale = LocaleID(arguments.value("--locale") ?? "en")
        let scale = try arguments.number("--scale") ?? 1
        guard scale > 0, scale <= 8 else { throw UsageError(message: "--scale must be in (0, 8]") }
        let width = try arguments.number("--width") ?? .infinity
        guard width > 0 else { throw UsageError(message: "--width must be positive") }
        let maxLines = try arguments.integer("--max-lines")
        if let maxLines, maxLines < 1 { throw UsageError(message: "--max-lines must be at least 1") }

        let project = try ProjectLocator.optionalConfigPath(arguments).map(Project.load(configPath:))
        let fontsFolder = project?.config.paths.fonts ?? "fonts"
        let families = project?.config.fontFamilies ?? .standard
        let styleName = arguments.value("--style") ?? "body"
        let token = project?.tokens.typography[styleName]
            ?? TypographyToken(family: "sans", size: 17, lineHeight: 22, weight: .regular)
        if project != nil, project?.tokens.typography[styleName] == nil {
            throw UsageError(message: "unknown --style '\(styleName)'; tokens.json has \(project?.tokens.typography.keys.sorted().joined(separator: ", ") ?? "")")
        }
        let fonts = try FontCollection(directory: fontsFolder, families: families)
        let effective = token.effectiveScale(scale)
        let alignment = TextAlignment(rawValue: arguments.value("--align") ?? "leading")
        guard let alignment else { throw UsageError(message: "--align must be leading, center or trailing") }
        guard let truncation = TruncationMode(rawValue: arguments.value("--truncate") ?? "character") else {
            throw UsageError(message: "--truncate must be character or word")
        }
        let policy: ParagraphDirectionPolicy
        switch arguments.value("--direction") ?? "auto" {
        case "auto": policy = .auto(fallback: locale.direction)
        case "ltr": policy = .forced(.ltr)
        case "rtl": policy = .forced(.rtl)
        case "locale": policy = .forced(locale.direction)
        default: throw UsageError(message: "--direction must be auto, locale, ltr or rtl")
        }
        let style = TextStyle(chain: try fonts.chain(family: token.family, weight: token.weight), size: token.size * effective,
                              lineHeight: token.lineHeight * effective, alignment: alignment, direction: policy,
                              maxLines: maxLines, language: locale.language, truncation: truncation)
        let shaped = ShapedText(text, style: style)
        let layout = TextLayout(shaped, width: width)

        if let png = arguments.value("--png") {
            let image = try TextImage.render(layout, color: .black, background: .white, pixelScale: 2)
            try AtomicFile.write(try PNGEncoder(effort: .fast).encode(image), to: png)
        }
        if arguments.has("--json") {
            print(layout.report(of: shaped).jsonText())
        } else {
            CommandLineTool.printOutput(describe(layout, shaped))
        }
        return 0
    }

    static func describe(_ layout: TextLayout, _ shaped: ShapedText) -> String {
        let report = layout.report(of: shaped)
        var lines: [String] = []
        guard case .object(let members) = report.kind else { return report.jsonText() }
        func member(_ name: String, of members: [JSONMember]) -> JSONValue? { members.first { $0.key == name }?.value }
        lines.append("base direction: \(shaped.baseDirection == .rtl ? "rtl" : "ltr"), size \(layout.style.size) pt, line height \(layout.style.effectiveLineHeight) pt")
        lines.append("runs (logical order):")
        if case .array(let runs)? = member("runs", of: members)?.kind {
            // One summary line per run (the glyphs are in --json); compacting each run's pretty JSON with string replacement was the slowest part for long text.
            for run in runs {
                guard case .object(let fields) = run.kind else { continue }
                let text = ["start", "end", "script", "level", "direction", "face"].map { name -> String in
                    guard let value = member(name, of: fields) else { return "-" }
                    if case .string(let string) = value.kind { return string }
                    return value.jsonText()
                }
                var glyphCount = 0
                if case .array(let glyphs)? = member("glyphs", of: fields)?.kind { glyphCount = glyphs.count }
                lines.append("  \(text[0])..<\(text[1]) \(text[2]) level \(text[3]) \(text[4]) \(text[5]): \(glyphCount) glyph(s)")
            }
        }
        lines.append("lines (visual order):")
        for (index, line) in layout.lines.enumerated() {
            let box = line.box
            lines.append("  \(index + 1). [\(line.direction == .rtl ? "rtl" : "ltr")] x=\(TextLayoutFormat.f(box.minX)) y=\(TextLayoutFormat.f(box.minY)) w=\(TextLayoutFormat.f(box.width)) h=\(TextLayoutFormat.f(box.height))\(line.isEllipsized ? " (ellipsized)" : ""): \(layout.visualText(line, in: shaped))")
        }
        lines.append(layout.isTruncated ? "truncated: yes, \(layout.truncatedCharacters) characters lost" : "truncated: no")
        for missing in shaped.missingGlyphs {
            lines.append("missing glyphs: \(missing.scalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")) (no face in \(missing.chain.joined(separator: " → ")))")
        }
        return lines.joined(separator: "\n")
    }
}

enum TextLayoutFormat {
    static func f(_ value: Double) -> String { String(format: "%.2f", value) }
}
