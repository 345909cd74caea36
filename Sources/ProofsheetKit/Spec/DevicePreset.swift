/// Built-in devices usable by name in `devices` or `matrix.devices` (docs/spec.md "Devices").
///
/// Sizes are in points with their pixel scale; safe areas are the system insets in points, portrait and
/// landscape, as published for these screen classes (Apple Human Interface Guidelines, "Layout").
enum DevicePreset {
    /// Name → device (portrait) with its landscape safe area.
    static let all: [String: DeviceSpec] = [
        // 4-inch phone (iPhone SE, 1st generation): the narrowest layout still in use.
        "smallPhone": DeviceSpec(name: "smallPhone", width: 320, height: 568, scale: 2, safeArea: Edges(top: 20, bottom: 0),
                                 landscapeSafeArea: .zero),
        // 6.1-inch phone with a notch (iPhone 12–14): the shipped example's device.
        "phone": DeviceSpec(name: "phone", width: 390, height: 844, scale: 2, safeArea: Edges(top: 47, bottom: 34),
                            landscapeSafeArea: Edges(top: 0, leading: 47, bottom: 21, trailing: 47)),
        // 6.7-inch phone with a Dynamic Island (iPhone 15 Plus / Pro Max class), rendered at 2x.
        "largePhone": DeviceSpec(name: "largePhone", width: 430, height: 932, scale: 2, safeArea: Edges(top: 59, bottom: 34),
                                 landscapeSafeArea: Edges(top: 0, leading: 59, bottom: 21, trailing: 59)),
        // 10.9-inch tablet (iPad Air): status bar on top, home indicator below, in both orientations.
        "tablet": DeviceSpec(name: "tablet", width: 820, height: 1180, scale: 2, safeArea: Edges(top: 24, bottom: 20),
                             landscapeSafeArea: Edges(top: 24, bottom: 20)),
    ]

    static var names: [String] { all.keys.sorted() }

    /// The preset called `name`, renamed to `key` (the name the config gives it).
    static func named(_ name: String, as key: String) -> DeviceSpec? {
        guard var device = all[name] else { return nil }
        device.name = key
        return device
    }
}
