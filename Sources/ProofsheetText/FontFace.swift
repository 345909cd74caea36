import CFreeType
import CHarfBuzz
import Foundation
import ProofsheetRaster
import ProofsheetSupport

/// One font file, opened once with FreeType (for outlines) and once with HarfBuzz (for shaping).
///
/// All metrics and outlines are in **font units** (`unitsPerEm` per em); callers scale by `size / unitsPerEm`.
/// Vertical metrics come from the `hhea` table (OpenType spec, "hhea — Horizontal Header"), the table Apple
/// and Android use for line height; the bundled Noto fonts leave OS/2 `USE_TYPO_METRICS` unset and carry the
/// same values in hhea, OS/2 typo and OS/2 win (1069 / -293 / 0 at 1000 units per em).
///
/// Thread safety: the HarfBuzz font is immutable after `init` and is shared by every thread; the FreeType face
/// is used only under a lock, and each glyph outline is decomposed once and cached.
package final class FontFace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The largest font file, in bytes (64 MiB: the largest pan-CJK OpenType fonts are about 20 MiB).
    package static let maxFileBytes = 64 << 20

    /// The PostScript name, e.g. `NotoSans-Regular`.
    package let name: String
    /// The file name the face was loaded from, e.g. `NotoSans-Regular.ttf`.
    package let fileName: String
    package let unitsPerEm: Int
    /// Distance from the baseline up to the top of the line box, font units, positive up (hhea ascender).
    package let ascender: Int
    /// Distance from the baseline to the bottom of the line box, font units, negative below the baseline (hhea descender).
    package let descender: Int
    /// Extra space between lines, font units (hhea lineGap).
    package let lineGap: Int
    package let glyphCount: Int
    /// XXH3-128 of the file's bytes as loaded: what a cell's input record names for this face (`font:<file>`).
    package let contentHash: ContentHash

    private let bytes: UnsafeMutableRawBufferPointer
    private let library: FT_Library
    private let ftFace: FT_Face
    private let hbFont: OpaquePointer
    private let lock = NSLock()
    private var outlines: [UInt32: Path] = [:]
    private var glyphInkBoxes: [Rect]?

    /// Loads a face from a file; errors name `path`.
    package convenience init(contentsOf path: String) throws {
        // Through `RegularFile`: a FIFO or socket named `.ttf` is "not a regular file", never waited on.
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: FontFace.maxFileBytes)
        } catch let error as RegularFileError {
            if case .unreadable(let reason) = error.problem { throw FontError.unreadableFile(path: path, reason: reason) }
            throw FontError.unreadableFile(path: path, reason: error.message)
        }
        try self.init(data: Data(bytes), path: path)
    }

    /// Loads a face from the bytes of a TrueType/OpenType file; `path` is used for the file name and in errors.
    package init(data: Data, path: String) throws {
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        guard !data.isEmpty else { throw FontError.invalidFont(path: path, reason: "the file is empty") }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        let base = bytes.baseAddress!

        var library: FT_Library?
        var status = FT_Init_FreeType(&library)
        guard status == 0, let library else {
            bytes.deallocate()
            throw FontError.invalidFont(path: path, reason: "FreeType failed to initialise (error \(status))")
        }
        var face: FT_Face?
        status = FT_New_Memory_Face(library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), 0, &face)
        guard status == 0, let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            throw FontError.invalidFont(path: path, reason: "FreeType cannot open it (error \(status)); expected a TrueType/OpenType font")
        }
        func fail(_ reason: String) -> FontError {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            bytes.deallocate()
            return FontError.invalidFont(path: path, reason: reason)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else { throw fail("it has no scalable outlines") }
        guard let hheaPointer = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else { throw fail("it has no hhea table") }
        let hhea = hheaPointer.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        let unitsPerEm = Int(face.pointee.units_per_EM)
        guard unitsPerEm > 0 else { throw fail("unitsPerEm is 0") }

        let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)  // the face keeps its own reference
        guard hb_face_get_glyph_count(hbFace) > 0, let hbFont = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            throw fail("HarfBuzz finds no glyphs in it")
        }
        hb_face_destroy(hbFace)  // the font keeps its own reference
        hb_ot_font_set_funcs(hbFont)  // HarfBuzz's own OpenType tables, never FreeType: keeps the font immutable
        hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))  // positions come out in font units
        hb_font_make_immutable(hbFont)

        if let postScript = FT_Get_Postscript_Name(face) {
            self.name = String(cString: postScript)
        } else {
            self.name = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
        }
        self.fileName = fileName
        self.unitsPerEm = unitsPerEm
        self.ascender = Int(hhea.Ascender)
        self.descender = Int(hhea.Descender)
        self.lineGap = Int(hhea.Line_Gap)
        self.glyphCount = Int(face.pointee.num_glyphs)
        self.contentHash = ContentHash(UnsafeRawBufferPointer(bytes))
        self.bytes = bytes
        self.library = library
        self.ftFace = face
        self.hbFont = hbFont
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }

    package var description: String { name }

    package static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The nominal glyph the cmap maps `scalar` to, or nil when the face lacks it (glyph 0, .notdef).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// Whether the face's cmap maps `scalar` to a real glyph.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

    /// The glyph's unhinted outline in font units, origin on the baseline at the glyph origin, **y down**
    /// (the font's y is negated, so ascenders have negative y). Empty for a blank glyph or an id the face lacks.
    ///
    /// Each contour is `move`, segments back to its start (FreeType closes contours implicitly by emitting
    /// the closing segment), then `close`. Decomposed once per glyph, then served from a cache.
    package func outline(glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        if FT_Load_Glyph(ftFace, glyph, flags) == 0, let slot = ftFace.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            path = GlyphOutline.path(of: &slot.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// Each glyph's ink box, indexed by glyph id: its outline's control box in font units, origin at the glyph
    /// origin, **y down** like `outline(glyph:)` (`.zero` for a glyph without an outline). A Bézier curve stays
    /// inside its control points' hull, so each box holds the glyph's ink whatever the font's own boxes say.
    /// Computed on first use (one unscaled load per glyph) and kept; painters use them to skip lines that cannot
    /// reach a region without looking up any glyph mask.
    package var inkBoxes: [Rect] {
        lock.lock()
        defer { lock.unlock() }
        if let glyphInkBoxes { return glyphInkBoxes }
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let boxes = (0..<UInt32(glyphCount)).map { glyph -> Rect in
            guard FT_Load_Glyph(ftFace, glyph, flags) == 0, let slot = ftFace.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return .zero }
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            return Rect(x: Double(box.xMin), y: -Double(box.yMax), width: Double(box.xMax - box.xMin), height: Double(box.yMax - box.yMin))
        }
        glyphInkBoxes = boxes
        return boxes
    }

    /// Lends the shared, immutable HarfBuzz font (`hb_font_t *`) for the duration of `body`.
    package func withHarfBuzzFont<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(hbFont) }
    }
}
