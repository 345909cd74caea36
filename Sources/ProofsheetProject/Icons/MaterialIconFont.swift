import ProofsheetRaster
import ProofsheetText

/// The Material Icons font (Google's material-design-icons, Apache 2.0), read from Debian's package as tool data
/// like the bundled fonts: Android cells draw their icons from it by ligature name (docs/icons.md).
///
/// A name is shaped with HarfBuzz (the font's `liga` feature turns `more_vert` into one glyph); a name that does
/// not come out as one glyph is not an icon of the font. Each `CellRenderer` loads its own copy (one FreeType face
/// per thread); `shared` serves only name checks at load time, which use HarfBuzz alone.
package struct MaterialIconFont: Sendable {
    package static let file = SystemFontFile(fileName: "MaterialIcons-Regular.ttf",
                                     directory: "/usr/share/fonts/truetype/material-design-icons-iconfont",
                                     package: "fonts-material-design-icons-iconfont")
    /// Ligature names are lower-case ASCII letters, digits and underscores (`10k`, `more_vert`), at most this long.
    package static let maxNameLength = 64

    package let face: FontFace

    package init() throws {
        face = try FontCollection.load(Self.file)
    }

    /// The font loaded once for checking names while screens load; the error when the package is not installed.
    package static let shared: Result<MaterialIconFont, FontError> = {
        do { return .success(try MaterialIconFont()) } catch let error as FontError { return .failure(error) } catch {
            return .failure(.invalidFont(path: file.path, reason: "\(error)"))
        }
    }()

    /// The glyph `name`'s ligature draws, nil when the name is not one icon of the font.
    package func glyph(named name: String) -> UInt32? {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 2, scalars.count <= Self.maxNameLength,
              scalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }),
              let chain = FallbackChain([face]) else { return nil }
        let paragraph = Shaper(language: "en").shape(scalars, levels: Array(repeating: 0, count: scalars.count), chain: chain)
        let glyphs = paragraph.runs.flatMap(\.glyphs)
        guard glyphs.count == 1, !glyphs[0].isNotdef else { return nil }
        return glyphs[0].id
    }

    /// `name`'s outline on the font's em square scaled to 1 × 1 (x right, y down, the em's top at 0 and the baseline
    /// at 1, as the font's ascent is its em); nil when the name is not an icon of the font or draws nothing.
    package func outline(named name: String) -> Path? {
        guard let glyph = glyph(named: name) else { return nil }
        let em = Double(face.unitsPerEm)
        var path = Path()
        for element in face.outline(glyph: glyph).elements {
            func unit(_ p: Point) -> Point { Point(x: p.x / em, y: 1 + p.y / em) }
            switch element {
            case .move(let p): path.move(to: unit(p))
            case .line(let p): path.line(to: unit(p))
            case .quad(let c, let p): path.quad(to: unit(p), control: unit(c))
            case .cubic(let c1, let c2, let p): path.cubic(to: unit(p), control1: unit(c1), control2: unit(c2))
            case .close: path.close()
            }
        }
        return path.isEmpty ? nil : path
    }
}
