import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ProofsheetSupport

/// An XML document read into a small tree (elements, text and CDATA in order) with the line:column of each
/// element, for the Android resource and `.stringsdict` readers. Built on Foundation's XMLParser (libxml2).
package struct XMLTree {
    package indirect enum Node {
        case element(XMLElementNode)
        case text(String)
    }

    package struct XMLElementNode {
        package var name: String
        package var attributes: [String: String]
        package var children: [Node]
        /// `file:line:column` of the start tag.
        package var place: String

        package var elements: [XMLElementNode] {
            children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
        }
    }

    package let root: XMLElementNode

    /// The deepest element nesting read: Android resources use 3 or 4 levels (`<resources><plurals><item><xliff:g>`),
    /// `.stringsdict` files 5; deeper files are refused before the recursion they would cost (docs/hardening.md).
    package static let nestingLimit = 64

    /// Plain words for the libxml2 errors people meet in hand-edited resource files (XMLParser.ErrorCode).
    package static let problems: [Int: String] = [
        4: "the document is empty", 5: "the document ends before its root element is closed",
        9: "a character that XML does not allow", 26: "an entity that is not defined (escape & as &amp;)",
        38: "an attribute value is not quoted", 41: "an attribute is written without a value",
        68: "a name was expected", 73: "'>' was expected", 76: "a start tag and its end tag do not match",
    ]

    /// The largest XML document read, in bytes of UTF-8: libxml2 stops a document over 10,000,000 bytes unless
    /// XML_PARSE_HUGE is set (XML_MAX_LOOKUP_LIMIT, "Huge input lookup"), which Foundation's XMLParser does not set.
    /// Checked first, so such a file gets this limit in its message instead of "not well formed".
    package static let maxBytes = 10_000_000

    package init(path: String, root projectRoot: String) throws {
        let text = try CatalogFile.text(path, root: projectRoot)
        let builder = Builder(file: FileDisplay.shown(path))
        let data = Data(text.utf8)
        guard data.count <= XMLTree.maxBytes else {
            throw CatalogError(place: FileDisplay.shown(path), message: "the file holds \(data.count) bytes as UTF-8, more than the "
                + "\(XMLTree.maxBytes) bytes an XML strings file may have (libxml2's limit for one document); split it into several files")
        }
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), let root = builder.root else {
            let code = parser.parserError.map { ($0 as NSError).code } ?? 0
            let message = (XMLTree.problems[code] ?? "the document is not well formed") + " (XMLParser error \(code))"
            throw CatalogError(place: "\(FileDisplay.shown(path)):\(parser.lineNumber):\(max(1, parser.columnNumber))",
                               message: "invalid XML: \(builder.failure ?? message)")
        }
        self.root = root
    }

    /// Collects the tree as the parser reports it.
    package final class Builder: NSObject, XMLParserDelegate {
        package let file: String
        package var stack: [XMLElementNode] = []
        package var root: XMLElementNode?
        package var failure: String?

        package init(file: String) { self.file = file }

        package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            // Checked before the element is kept: the tree and the readers that walk it recurse once per level.
            guard stack.count < XMLTree.nestingLimit else {
                failure = "elements are nested more than \(XMLTree.nestingLimit) deep; a resource or .stringsdict file needs a few levels"
                parser.abortParsing()
                return
            }
            stack.append(XMLElementNode(name: name, attributes: attributes, children: [], place: "\(file):\(parser.lineNumber):\(max(1, parser.columnNumber))"))
        }

        package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
        }

        package func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].children.append(.text(string))
        }

        package func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            guard let text = String(data: block, encoding: .utf8) else { failure = "CDATA section is not UTF-8"; parser.abortParsing(); return }
            // CDATA is literal: marked so the Android reader does not unescape or collapse it.
            stack[stack.count - 1].children.append(.element(XMLElementNode(name: "#cdata", attributes: [:], children: [.text(text)], place: file)))
        }
    }
}
