/// A string catalog or token file that cannot be used: where (file with line:column, or file with key and
/// locale) and what was expected and found. Loading stops with exit status 2 and nothing is written.
package struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `Localizable.xcstrings:12:7` or `res/values-ar/strings.xml:4:5`, or a file with a key path.
    package var place: String
    package var message: String

    package init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    package var description: String { "\(place): \(message)" }
}

/// A problem inside one message string, at a character offset the file reader turns into a location.
package struct MessageSyntaxError: Error, Equatable {
    /// 0-based offset in Unicode scalars from the start of the string.
    package var offset: Int
    package var message: String
}
