/// A failure to load fonts or to find a face the family table names; every case names the path or name at fault.
package enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fonts folder does not exist or is not a folder.
    case folderNotFound(path: String)
    /// The fonts folder exists but could not be listed.
    case folderUnreadable(path: String, reason: String)
    /// A face file the family table names is not in the fonts folder.
    case fileNotFound(path: String)
    /// A font file exists but its bytes could not be read.
    case unreadableFile(path: String, reason: String)
    /// FreeType or HarfBuzz rejected the file (not an sfnt, truncated, no scalable outlines, no hhea table...).
    case invalidFont(path: String, reason: String)
    /// The family table has no family of this name.
    case unknownFamily(name: String, known: [String])
    /// The family exists but has no faces for this weight.
    case unknownWeight(family: String, weight: FontWeight)
    /// A font file a Debian package installs (Android's default fonts, the Material Icons font) is not there.
    case systemFontMissing(path: String, package: String)

    package var description: String {
        switch self {
        case let .folderNotFound(path):
            return "fonts folder not found: \(path) (pass the repository's fonts/ folder)"
        case let .folderUnreadable(path, reason):
            return "cannot list fonts folder \(path): \(reason)"
        case let .fileNotFound(path):
            return "font file not found: \(path) (named by the font family table; add the file or fix the table)"
        case let .unreadableFile(path, reason):
            return "cannot read font file \(path): \(reason)"
        case let .invalidFont(path, reason):
            return "invalid font file \(path): \(reason)"
        case let .unknownFamily(name, known):
            return "unknown font family '\(name)'; known families: \(known.joined(separator: ", "))"
        case let .unknownWeight(family, weight):
            return "font family '\(family)' has no \(weight.rawValue) faces"
        case let .systemFontMissing(path, package):
            return "font file not found: \(path); install the Debian package \(package) (scripts/setup installs it: apt-get install \(package))"
        }
    }
}
