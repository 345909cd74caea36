import ProofsheetProject
import ProofsheetSpec

/// Something in the tokens that kept the contrast audit from measuring as declared.
public enum TokenContrastProblem: Hashable, Sendable, CustomStringConvertible {
    /// A contrast pair (index in `DesignTokens.contrastPairs`) names a colour role the tokens do not define.
    case unknownRole(String, pair: Int)
    /// A contrast pair (index) lists no backgrounds.
    case noBackgrounds(pair: Int)
    /// A background role is still translucent after compositing over every base role; it was measured over
    /// white in light modes and black in dark modes.
    case translucentBase(role: String, mode: ThemeMode, bases: [String])

    public var description: String {
        switch self {
        case let .unknownRole(role, pair):
            return "contrastPairs[\(pair)]: unknown colour role '\(role)'; define it under \"colors\" or fix the name"
        case let .noBackgrounds(pair):
            return "contrastPairs[\(pair)]: \"backgrounds\" is empty; list at least one background role"
        case let .translucentBase(role, mode, bases):
            let over = bases.isEmpty ? "" : " over \(bases.joined(separator: ", "))"
            return "colors.\(role).\(mode.rawValue): still translucent after compositing\(over); "
                + "measured over \(mode.isDark ? "black" : "white"); make '\(bases.last ?? role)' opaque"
        }
    }
}
