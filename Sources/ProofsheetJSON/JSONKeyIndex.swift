/// Finds an object's earlier definition of a key while the parser reads its members, for the duplicate-key error.
///
/// Most objects have a handful of members, so they are scanned in order and no dictionary is allocated per
/// object (a 5,000-key string catalog has over 100,000 objects: issue #16's load target). Once an object reaches
/// `scanLimit` members, a hash index of its keys takes over, so large objects stay linear to parse.
/// Keys compare as Swift `String`s (canonical equivalence) on both paths, so both find the same first definition.
package struct JSONKeyIndex {
    /// Members scanned before the index is built.
    package static let scanLimit = 16

    private var locations: [String: SourceLocation] = [:]

    /// Where `key` was first written among `members` (the object's members so far), or nil.
    package func firstDefinition(of key: String, in members: [JSONMember]) -> SourceLocation? {
        if members.count < JSONKeyIndex.scanLimit {
            return members.first { $0.key == key }?.keyLocation
        }
        return locations[key]
    }

    /// Records the member just appended to `members` once the object is large enough to be indexed.
    package mutating func didAppend(to members: [JSONMember]) {
        if members.count == JSONKeyIndex.scanLimit {
            for member in members { locations[member.key] = member.keyLocation }
        } else if members.count > JSONKeyIndex.scanLimit, let last = members.last {
            locations[last.key] = last.keyLocation
        }
    }
}
