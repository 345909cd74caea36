/// Where a value sits inside a JSON document, written the way users read it: `root.children[2].padding`.
///
/// The root's name is the caller's choice: `"root"` for a screen spec, or `""` for files whose top level is a
/// map of names (token and string files), giving paths like `colors.primary`. Array indices are 0-based.
/// Keys that are not plain identifiers (letters, digits, `_`, `-`, not starting with a digit or `-`) are
/// written quoted in brackets: `strings["home.title"]`.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var rootName: String
    package var components: [Component]

    package init(rootName: String, components: [Component] = []) {
        self.rootName = rootName
        self.components = components
    }

    /// The path of a document's top-level value.
    package static func root(_ name: String = "root") -> JSONPath { JSONPath(rootName: name) }

    /// This path extended by an object key.
    package func key(_ key: String) -> JSONPath { appending(.key(key)) }

    /// This path extended by an array index (0-based).
    package func index(_ index: Int) -> JSONPath { appending(.index(index)) }

    package func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// `root.children[2].padding`; empty for the top level of a path whose root name is empty.
    package var description: String {
        var out = rootName
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
            case .key(let key):
                if JSONPath.isPlainIdentifier(key) {
                    if !out.isEmpty { out += "." }
                    out += key
                } else {
                    out += "[\(JSONValue.quote(key))]"
                }
            }
        }
        return out
    }

    package static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39), first != 0x2D else { return false }
        return key.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D
        }
    }
}
