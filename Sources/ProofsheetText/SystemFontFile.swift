/// A font file a Debian package installs, read as tool data (like the bundled fonts), never looked for elsewhere:
/// a file that is not there is an error naming the package to install (`scripts/setup`).
public struct SystemFontFile: Hashable, Sendable {
    /// The name a family table uses for it, e.g. `Roboto-Medium.ttf`.
    public let fileName: String
    /// The folder the package installs it in.
    public let directory: String
    /// The Debian package that installs it, e.g. `fonts-roboto-unhinted`.
    public let package: String

    package init(fileName: String, directory: String, package: String) {
        self.fileName = fileName
        self.directory = directory
        self.package = package
    }

    public var path: String { directory + "/" + fileName }
}
