/// A string read by `JSONParseState.nextMemberKey(isFirst:among:)` or `stringValue(among:)`: one of the strings
/// the reader expects, by its index in the list it passed, or any other string, decoded.
package enum JSONKnownString: Equatable {
    case known(Int)
    case other(String)

    /// The bytes of each string of `list`, as those functions take them.
    package static func list(_ list: [String]) -> [[UInt8]] { list.map { Array($0.utf8) } }
}
