import CFriBidi
import CHarfBuzz
import Foundation
@testable import ProofsheetKit

/// The repository's fonts and helpers shared by the font and shaping tests.
enum FontFixtures {
    /// `<repo>/fonts`.
    static let directory: String = TestPaths.repository("fonts").path

    /// Loaded once: faces are immutable and thread-safe.
    static let collection: FontCollection = try! FontCollection(directory: directory)

    static func face(_ fileName: String) -> FontFace { collection.face(fileName: fileName)! }
    static var latin: FontFace { face("NotoSans-Regular.ttf") }
    static var arabic: FontFace { face("NotoSansArabicUI-Regular.ttf") }
    static var sans: FallbackChain { try! collection.chain(family: "sans") }
    static var arabicFirst: FallbackChain { FallbackChain([arabic, latin])! }

    /// UAX #9 levels from FriBidi with the paragraph direction taken from the first strong character.
    static func levels(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let text = scalars.map { FriBidiChar($0.value) }
        let count = FriBidiStrIndex(text.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: text.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
        var levels = [FriBidiLevel](repeating: 0, count: text.count)
        var direction = FRIBIDI_PAR_ON
        fribidi_get_bidi_types(text, count, &types)
        fribidi_get_bracket_types(text, count, types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels)
        precondition(result != 0, "FriBidi failed")
        return levels.map { UInt8($0) }
    }

    /// Shapes `text` as one paragraph with levels from FriBidi.
    static func shape(_ text: String, chain: FallbackChain = sans, language: String = "en") -> ShapedParagraph {
        let scalars = Array(text.unicodeScalars)
        return Shaper(language: language).shape(scalars, levels: levels(scalars), chain: chain)
    }

    /// The reference: a plain `hb_shape` of `scalars` alone (no context), with a font of its own made from `face`'s file.
    static func referenceShape(_ scalars: [Unicode.Scalar], face: FontFace, script: Script, rightToLeft: Bool,
                               language: String) -> [ShapedGlyph] {
        let blob = hb_blob_create_from_file((directory as NSString).appendingPathComponent(face.fileName))
        let hbFace = hb_face_create(blob, 0)
        let font = hb_font_create(hbFace)
        let buffer = hb_buffer_create()
        defer {
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
            hb_face_destroy(hbFace)
            hb_blob_destroy(blob)
        }
        let text = scalars.map(\.value)
        hb_buffer_add_utf32(buffer, text, Int32(text.count), 0, Int32(text.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script.tag))
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: positions[i].x_advance,
                        yAdvance: positions[i].y_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }

    /// A fresh, empty temporary folder named after the calling test (deterministic name, removed first).
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("proofsheet-fonttests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
