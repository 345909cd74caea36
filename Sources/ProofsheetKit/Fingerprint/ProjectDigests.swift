import Foundation

/// Hashes of the project's binary inputs, computed once per run and shared by every cell's `InputRecorder`:
/// each font file named by the config's font families and each asset image, by file bytes.
public struct ProjectDigests: Sendable {
    public let fontFamilies: FontFamilyTable
    /// Font file name → `h:<hash>` of its bytes, or `missing` when it cannot be read.
    public let fonts: [String: String]
    /// Asset `src` → `h:<hash>` of its bytes.
    public let assets: [String: String]

    public init(project: Project) {
        let config = project.config
        fontFamilies = config.fontFamilies
        var fonts: [String: String] = [:]
        for name in config.fontFamilies.fileNames {
            fonts[name] = ProjectDigests.fileHash(config.paths.fonts + "/" + name)
        }
        self.fonts = fonts
        var assets: [String: String] = [:]
        for src in project.images.keys {
            assets[src] = ProjectDigests.fileHash(config.paths.assets + "/" + src)
        }
        self.assets = assets
    }

    /// `h:` and the hash of a file's bytes; `missing` for a file that cannot be read (the render then fails
    /// on its own with the reason, so nothing is hidden here).
    static func fileHash(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return CellInputs.missing }
        return "h:" + data.withUnsafeBytes { ContentHash($0) }.description
    }
}
