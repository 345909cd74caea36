/// A saved cursor: where the parse is and what it has counted, without the file name.
///
/// Taking one costs no reference count (a `SourceLocation` holds the file name, a `String`), so hot paths keep
/// a mark and build the location only when an error names it (issue #16's catalog load, docs/performance.md).
extension JSONParseState {
    package struct Mark {
        package let offset: Int
        package let line: Int
        package let column: Int
        package let depth: Int
        package let valueCount: Int
    }

    package var mark: Mark { Mark(offset: offset, line: line, column: column, depth: depth, valueCount: valueCount) }

    /// Moves the cursor back to `mark`, as if nothing after it had been read.
    package mutating func rewind(to mark: Mark) {
        offset = mark.offset
        line = mark.line
        column = mark.column
        depth = mark.depth
        valueCount = mark.valueCount
    }

    /// The location of `mark` in this file.
    package func location(of mark: Mark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: mark.column, byteOffset: mark.offset)
    }
}
