/// Writes goldens: the small PNG preset (goldens live in git), RGB when opaque, stamped, atomically
/// (temporary file + rename, so an interrupted write leaves the old golden or the new one, never half).
public enum GoldenStore {
    /// Writes the golden at `path` after `files` has checked that it (and any link on the way) stays inside the
    /// project: a golden folder linked out of the project is refused before any folder is created.
    public static func write(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String, within files: ProjectFiles) throws {
        try files.checked(path, role: "golden")
        try FileManagerFolders.create(parentOf: path)
        let encoder = PNGEncoder(effort: .small, includeAlpha: !pixmap.isOpaque)
        try AtomicFile.write(try encoder.encode(pixmap, text: stamp.textChunks, source: path), to: path)
    }
}
