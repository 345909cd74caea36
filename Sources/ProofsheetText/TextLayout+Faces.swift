extension TextLayout {
    /// The files of the faces the drawn glyphs come from, each once, in the order they first appear (lines top
    /// to bottom, glyphs in visual order): what the layout JSON names as a text's `font.faces`.
    public var faceFileNames: [String] {
        var names: [String] = []
        for line in lines {
            for glyph in line.glyphs where !names.contains(glyph.face.fileName) {
                names.append(glyph.face.fileName)
            }
        }
        return names
    }
}
