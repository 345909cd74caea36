import ProofsheetSupport

/// The one path resolver: every file Proofsheet reads or writes for a project is checked here first.
///
/// A path is allowed when, after resolving `.`, `..` and every symbolic link of the part that exists, it lies
/// inside the project root or inside one of the folders given explicitly on the command line (`check --report`,
/// `render --out`, `store --out`: the user's choice). Anything else is refused with `ProjectPathError`
/// before a byte is read or a folder is created, so a link planted in `golden/`, `.proofsheet/` or `layouts/`
/// cannot lead a read or a write out of the project (docs/hardening.md, "Files").
public struct ProjectFiles: Sendable {
    /// The project root, absolute (as configured).
    public let root: String
    /// Folders outside the root that the user named on the command line, absolute.
    public let explicitFolders: [String]

    /// `explicitFolders` that lie (as written) inside the root are dropped: a folder of the project is held to the
    /// project's rule even when named on the command line, so a link there cannot lead out. A relative folder
    /// (`--out out`) is taken against the current folder, as the shell user meant it.
    public init(root: String, explicitFolders: [String] = []) {
        self.root = root
        let prefix = ProjectPath.normalize(root) + "/"
        self.explicitFolders = explicitFolders.map(ProjectPath.absolute).filter { !($0 + "/").hasPrefix(prefix) }
    }

    /// `path` itself when it resolves inside the root or an explicit folder; `role` names it in the error
    /// ("golden", "strings file").
    @discardableResult
    public func checked(_ path: String, role: String) throws -> String {
        if ProjectPath.isInside(path, root: root) { return path }
        for folder in explicitFolders where ProjectPath.isInside(path, root: folder) { return path }
        throw ProjectPathError(role: role, path: path, resolved: ProjectPath.realPath(path), root: root)
    }

    /// The bytes of a project file: checked here, then read through `RegularFile` (never blocks on a FIFO).
    public func read(_ path: String, role: String, limit: Int) throws -> [UInt8] {
        try RegularFile.read(checked(path, role: role), limit: limit)
    }

    /// `folder/<name>/<name>…`: a path made only of validated names, so it cannot step out of `folder`.
    package static func join(_ folder: String, _ names: [ProjectName], suffix: String = "") -> String {
        ([folder] + names.map(\.value)).joined(separator: "/") + suffix
    }

    /// The cell's path below an output or golden folder: `<screen>[@<state>]/<device>-<locale>-<mode>-<size>[-bold]<suffix>`,
    /// each part checked against the name rule again (the cell may come from a report file).
    public static func cellPath(_ cell: Cell, in folder: String, suffix: String = ".png") throws -> String {
        let screen = try cell.screen.validated().name
        let device = try ProjectName.validated(cell.device, role: "device name")
        let locale = try ProjectName.validated(cell.locale.identifier, role: "locale")
        // Four names, '-', a mode and a number: no separator can appear, and at most 4 × 64 + 20 bytes < NAME_MAX.
        let label = cell.orientation == .portrait ? device.value : "\(device)-\(cell.orientation.rawValue)"
        let size = cell.sizeLabel
        return folder + "/" + screen + "/" + label + "-\(locale)-\(cell.mode.rawValue)-" + size + suffix
    }
}

/// A path that resolves outside the project root and every folder given on the command line.
package struct ProjectPathError: Error, Equatable, Sendable, CustomStringConvertible {
    package let role: String
    package let path: String
    package let resolved: String
    package let root: String

    package var description: String {
        let shown = MessageText.escaped(FileDisplay.shown(path))
        let target = MessageText.escaped(FileDisplay.shown(resolved))
        let via = ProjectPath.normalize(path) == resolved ? "" : " (it resolves to \(target))"
        return "\(shown): the \(role) lies outside the project root \(FileDisplay.shown(root))\(via); keep project files inside it"
    }
}
