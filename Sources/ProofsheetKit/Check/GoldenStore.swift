/// Writes goldens: the small PNG preset (goldens live in git), RGB when opaque, stamped, atomically
/// (temporary file + rename, so an interrupted write leaves the old golden or the new one, never half).
enum GoldenStore {
    /// Writes the golden at `path` after `files` has checked that it (and any link on the way) stays inside the
    /// project: a golden folder linked out of the project is refused before any folder is created.
    /// `compressor` (from `makeCompressor()`) lets a worker that writes many goldens reuse one libdeflate state.
    static func write(_ pixmap: Pixmap, stamp: GoldenStamp, to path: String, within files: ProjectFiles,
                             using compressor: ZlibCompressor? = nil) throws {
        try files.checked(path, role: "golden")
        try FileManagerFolders.create(parentOf: path)
        let encoder = PNGEncoder(effort: effort, includeAlpha: !pixmap.isOpaque)
        let bytes = try compressor.map { try encoder.encode(pixmap, text: stamp.textChunks, source: path, using: $0) }
            ?? encoder.encode(pixmap, text: stamp.textChunks, source: path)
        try AtomicFile.write(bytes, to: path)
    }

    /// The goldens' PNG preset.
    static let effort = PNGEncoder.Effort.small

    /// A compressor at the goldens' level, one per worker.
    static func makeCompressor() -> ZlibCompressor? { PNGEncoder(effort: effort).makeCompressor() }
}
