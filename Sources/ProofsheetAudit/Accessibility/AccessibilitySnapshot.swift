import ProofsheetSupport
import ProofsheetProject
import ProofsheetSpec

/// The text form of a cell's accessibility tree: one line per element in visit order, stable and readable,
/// stored next to the golden as `<cell>.a11y.txt` and compared by `check` (docs/audits.md, "Accessibility
/// snapshots").
///
///     # proofsheet accessibility snapshot v2: send/phone-ar-light-1.0x, right-to-left, ios
///     1. header level 1 "إرسال"
///     3. button "Send" — focused; hint "Sends now" #send
///     4. textField "Amount" value "12.00" — error, required; error "Enter an amount" #amount
///     5. button "Confirm"; in modal #sheet #confirm
///
/// Version 2 adds the platform whose screen reader the order follows (`ios`, `android`) to the header, the
/// level of each heading, and the reading units an element is read inside (`in modal #sheet, group #col-a`).
/// A version 1 file is still read (as `ios`), so a project's stored snapshots change only where a line does.
/// Frames are left out on purpose: a layout shift is reported once, by the pixels; the snapshot changes when
/// what a screen reader says (or the order it says it in) changes.
public struct AccessibilitySnapshot: Hashable, Sendable {
    /// The file's extension after the cell's name: `phone-en-light-1.0x.a11y.txt`.
    public static let fileSuffix = ".a11y.txt"
    /// The largest stored snapshot read, in bytes: far above any screen's tree, small enough to refuse a stray file.
    public static let maxFileBytes = 4 << 20
    public static let headerPrefix = "# proofsheet accessibility snapshot v2: "
    /// The header of a version 1 file (no platform: iOS's rules).
    package static let versionOnePrefix = "# proofsheet accessibility snapshot v1: "

    public let header: String
    /// One line per element, numbered from 1.
    public let lines: [String]

    public init(tree: AccessibilityTree, cell: Cell) {
        let direction = tree.direction == .rightToLeft ? "right-to-left" : "left-to-right"
        header = AccessibilitySnapshot.headerPrefix + "\(cell), \(direction), \(tree.platform.rawValue)"
        lines = tree.elements.map(AccessibilitySnapshot.line)
    }

    /// Reads a stored snapshot; `source` names the file in the error.
    public init(text: String, source: String) throws {
        let all = StoredTextLines.split(text)
        guard let first = all.first, first.hasPrefix(AccessibilitySnapshot.headerPrefix) || first.hasPrefix(AccessibilitySnapshot.versionOnePrefix) else {
            throw AccessibilitySnapshotError(source: source, line: 1,
                                             reason: "expected the header '\(AccessibilitySnapshot.headerPrefix)…', found \(AuditFormat.quoted(all.first ?? ""))")
        }
        for (offset, line) in all.dropFirst().enumerated() where !line.hasPrefix("\(offset + 1). ") {
            throw AccessibilitySnapshotError(source: source, line: offset + 2,
                                             reason: "expected an element line starting '\(offset + 1). ', found \(AuditFormat.quoted(line))")
        }
        header = first
        lines = Array(all.dropFirst())
    }

    /// How the screen is read, from the header: `right-to-left, ios` (a version 1 header reads as iOS).
    package var reading: String {
        if header.hasPrefix(AccessibilitySnapshot.versionOnePrefix) {
            let rest = header.dropFirst(AccessibilitySnapshot.versionOnePrefix.count)
            return (rest.range(of: ", ").map { String(rest[$0.upperBound...]) } ?? "") + ", ios"
        }
        let rest = header.dropFirst(AccessibilitySnapshot.headerPrefix.count)
        return rest.range(of: ", ").map { String(rest[$0.upperBound...]) } ?? ""
    }

    /// The file's bytes: the header, then the lines, each ending in a newline.
    public var text: String { ([header] + lines).map { $0 + "\n" }.joined() }

    /// `3. button "Send" value "2" — selected; hint "…"; error "…"; in group #pay #send`; a radio button's place in
    /// its group follows its name: `4. radio "Monthly" 2 of 3 — selected`.
    package static func line(_ element: AccessibilityElement) -> String {
        parts(of: element).map { $0.separator + $0.text }.joined()
    }

    /// The pieces of an element's line, each with the separator written before it: the number, the role (with a
    /// heading's level), the name, the value, the states, the hint, the error, the units and the id. The legend
    /// isolates each piece so they read in order in either direction.
    package static func parts(of element: AccessibilityElement) -> [(separator: String, text: String)] {
        var parts: [(String, String)] = [("", "\(element.number)."), (" ", element.role.name + (element.headingLevel.map { " level \($0)" } ?? ""))]
        parts.append((" ", element.name.isEmpty ? "(unlabelled)" : quoted(element.name)))
        if let position = element.setPosition { parts.append((" ", "\(position.index) of \(position.count)")) }
        if let value = element.value, !value.isEmpty { parts.append((" ", "value " + quoted(value))) }
        if !element.states.isEmpty { parts.append((" — ", element.states.map(\.rawValue).joined(separator: ", "))) }
        if let hint = element.hint, !hint.isEmpty { parts.append(("; ", "hint " + quoted(hint))) }
        if let error = element.errorMessage, !error.isEmpty { parts.append(("; ", "error " + quoted(error))) }
        if !element.units.isEmpty { parts.append(("; ", "in " + element.units.joined(separator: ", "))) }
        if element.hasAuthoredID { parts.append((" ", "#" + element.nodeID.name)) }
        return parts
    }

    /// Double quotes, with `"`, `\` and line breaks escaped so one element stays one line.
    package static func quoted(_ string: String) -> String {
        // Byte by byte: every byte escaped here is ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte
        // character. A CR LF pair becomes one "\n"; a lone CR stays as it is (it does not end a line).
        let utf8 = Array(string.utf8)
        var result: [UInt8] = [0x22]
        result.reserveCapacity(utf8.count + 2)
        var i = 0
        while i < utf8.count {
            switch utf8[i] {
            case 0x22: result += [0x5C, 0x22]
            case 0x5C: result += [0x5C, 0x5C]
            case 0x0A: result += [0x5C, 0x6E]
            case 0x0D where i + 1 < utf8.count && utf8[i + 1] == 0x0A:
                result += [0x5C, 0x6E]
                i += 1
            default: result.append(utf8[i])
            }
            i += 1
        }
        result.append(0x22)
        return String(decoding: result, as: UTF8.self)
    }
}

/// A stored snapshot that cannot be read: the file, the line and what was expected.
package struct AccessibilitySnapshotError: Error, CustomStringConvertible, Equatable {
    package let source: String
    package let line: Int
    package let reason: String

    package var description: String { "\(source):\(line): \(reason)" }
}
