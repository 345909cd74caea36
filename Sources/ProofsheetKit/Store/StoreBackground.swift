/// What fills a store screenshot behind the caption and the device: a colour role, or a linear gradient
/// of colour roles, resolved from the tokens in the shot's mode.
///
/// A gradient's `angle` is in degrees in reading direction, as in screen specs: 0 runs leading → trailing,
/// 90 top → bottom; in right-to-left locales the angle is mirrored (180 − angle) with the rest of the shot.
public enum StoreBackground: Hashable, Sendable {
    case role(String)
    case gradient([String], angle: Double)

    /// Every colour role the background names.
    public var roles: [String] {
        switch self {
        case .role(let role): return [role]
        case .gradient(let roles, _): return roles
        }
    }
}
