#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder that only this user can enter, made by mkdtemp(3) in the system's temporary folder.
///
/// mkdtemp (POSIX.1-2008) replaces the template's `XXXXXX` with random characters and creates the folder with mode
/// 0700 in one step, failing rather than reusing a name that exists: a link planted in `$TMPDIR` beforehand can
/// neither be the folder nor be guessed, and no other user can look or write inside it afterwards. Files Proofsheet
/// writes there (the manifest store's baseline: `Baseline`) are named freely inside it (docs/hardening.md, "Every
/// file operation through the resolver").
package enum PrivateTemporaryFolder {
    /// Makes `<temporary folder>/<prefix>XXXXXX` and returns its path; the caller removes it with `remove(_:)`.
    package static func make(prefix: String) throws -> String {
        let parent = temporaryFolder
        var template = Array(((parent == "/" ? "/" : parent + "/") + prefix + "XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { throw PrivateTemporaryFolderError(folder: parent, code: errno) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes `folder` (made by `make`) and everything in it, never following a link (`SafeDeletion.removeTree`).
    package static func remove(_ folder: String) {
        SafeDeletion.removeTree(folder)
    }

    /// `$TMPDIR` when set to an absolute path (trailing slashes dropped), else `/tmp` (POSIX's P_tmpdir).
    package static var temporaryFolder: String {
        guard let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/") else { return "/tmp" }
        var folder = value
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}

/// mkdtemp(3) failed in `folder`.
package struct PrivateTemporaryFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    package let folder: String
    package let code: Int32

    package var description: String {
        "\(MessageText.escaped(folder)): cannot make a private temporary folder: "
            + SystemErrorText.describe(code, unwritable: "the temporary folder is not writable; set TMPDIR to one that is")
    }
}
