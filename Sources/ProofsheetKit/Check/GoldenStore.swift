/// Writes goldens: the small PNG preset (goldens live in git), RGB when opaque, stamped, atomically
/// (temporary file + rename, so an interrupted write leaves the old golden or the new one, never half).
public enum GoldenStore {
    public static func write(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String) throws {
        try FileManagerFolders.create(parentOf: path)
        let encoder = PNGEncoder(effort: .small, includeAlpha: !pixmap.isOpaque)
        try AtomicFile.write(try encoder.encode(pixmap, text: stamp.textChunks, source: path), to: path)
    }
}
