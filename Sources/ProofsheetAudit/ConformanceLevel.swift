/// A WCAG 2.2 conformance level for contrast: AA (§1.4.3, §1.4.11) or AAA (§1.4.6).
public enum ConformanceLevel: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case aa
    case aaa

    /// "AA" or "AAA", as WCAG writes it.
    public var description: String { rawValue.uppercased() }
}
