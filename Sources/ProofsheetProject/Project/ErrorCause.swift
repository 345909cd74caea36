import ProofsheetJSON
import ProofsheetSupport

/// What an error says and, when its cause is in a project file, where: read from the error's own type (a spec
/// or JSON syntax error knows its file, line, column and JSON path), never parsed back out of its text.
public struct ErrorCause: Sendable, Equatable, CustomStringConvertible {
    /// The file the error points into, as the user names it (`layouts/screens/home.json`); nil when none.
    public var file: String?
    /// 1-based line and column (in Unicode scalars) in `file`; nil when the error names no place in it.
    public var line: Int?
    public var column: Int?
    /// The JSON path of the value at fault (`root.children[1].style`); nil when there is none.
    public var path: String?
    /// The reason, without file, position and path.
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public init(_ error: any Error) {
        switch error {
        case let error as SpecError:
            let pathText = error.path.description
            self.init(error.location, path: pathText.isEmpty ? nil : pathText,
                      message: MessageText.escapedKeepingLines(error.message + error.usedAt.map { "; in \($0)" }.joined()))
        case let error as JSONSyntaxError:
            self.init(error.location, path: nil, message: error.message)
        default:
            self.init(message: String(describing: error))
        }
    }

    package init(_ location: SourceLocation, path: String?, message: String) {
        let generated = location.isGenerated
        self.init(file: location.file.isEmpty ? nil : location.file, line: generated ? nil : location.line,
                  column: generated ? nil : location.column, path: path, message: message)
    }

    /// `file:line:column: path: message`, leaving out what is unknown (how spec errors print).
    public var description: String {
        var place = file ?? ""
        if let line, let column { place += place.isEmpty ? "\(line):\(column)" : ":\(line):\(column)" }
        return ([place, path ?? ""].filter { !$0.isEmpty } + [message]).joined(separator: ": ")
    }
}
