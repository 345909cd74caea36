import ProofsheetLayout

/// Built-in devices usable by name in `devices` or `matrix.devices` (docs/spec.md "Devices", docs/platforms.md).
///
/// Sizes are in points (iOS) or dp (Android) with their pixel scale; safe areas are the system insets in points,
/// portrait and landscape, as published for these screen classes (Apple Human Interface Guidelines, "Layout").
/// An Android preset is defined by its panel in pixels and its density, and its size in dp is pixels ÷ density,
/// unrounded (Pixel 7: 1080 × 2400 px at 2.625 is 411.43 × 914.29 dp), so it renders at the panel's real pixel
/// size; its safe area holds no bar: the status and navigation bars add their insets when a cell is drawn
/// (`AndroidSystemBars`), after the device's `navigation`.
package enum DevicePreset {
    /// Name → device (portrait) with its landscape safe area.
    package static let all: [String: DeviceSpec] = [
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

        // iPhone SE (2nd and 3rd generation), 4.7-inch, Home button: a 20 pt status bar, none in landscape.
        "iPhoneSE": DeviceSpec(name: "iPhoneSE", width: 375, height: 667, scale: 2, safeArea: Edges(top: 20, bottom: 0),
                               landscapeSafeArea: .zero),
        // iPhone 15, 6.1-inch with the Dynamic Island.
        "iPhone15": DeviceSpec(name: "iPhone15", width: 393, height: 852, scale: 3, safeArea: Edges(top: 59, bottom: 34),
                               landscapeSafeArea: Edges(top: 0, leading: 59, bottom: 21, trailing: 59)),
        // iPhone 15 Pro Max, 6.7-inch with the Dynamic Island.
        "iPhone15ProMax": DeviceSpec(name: "iPhone15ProMax", width: 430, height: 932, scale: 3, safeArea: Edges(top: 59, bottom: 34),
                                     landscapeSafeArea: Edges(top: 0, leading: 59, bottom: 21, trailing: 59)),
        // iPad Air (10.9-inch) and iPad (10th generation).
        "iPad": DeviceSpec(name: "iPad", width: 820, height: 1180, scale: 2, safeArea: Edges(top: 24, bottom: 20),
                           landscapeSafeArea: Edges(top: 24, bottom: 20)),

        // Pixel 7: 1080 × 2400 px, 420 dpi (2.625).
        "pixel7": android("pixel7", pixels: 1080, by: 2400, density: 2.625),
        // Pixel 7 Pro at its default resolution (1080 × 2340 px, 2.625; the panel's 1440 × 3120 is an option).
        "pixel7Pro": android("pixel7Pro", pixels: 1080, by: 2340, density: 2.625),
        // The smallest common Android phone class: 360 × 640 dp at xhdpi (2).
        "androidSmall": android("androidSmall", pixels: 720, by: 1280, density: 2),
        // Pixel Tablet held in portrait: 1600 × 2560 px, 320 dpi (2).
        "pixelTablet": android("pixelTablet", pixels: 1600, by: 2560, density: 2),
    ]

    package static var names: [String] { all.keys.sorted() }

    /// An Android preset from its portrait panel in pixels and its density: dp = px ÷ density.
    package static func android(_ name: String, pixels width: Int, by height: Int, density: Double) -> DeviceSpec {
        DeviceSpec(name: name, width: Double(width) / density, height: Double(height) / density, scale: density,
                   safeArea: .zero, landscapeSafeArea: .zero, platform: .android, navigation: .gesture)
    }

    /// The preset called `name`, renamed to `key` (the name the config gives it).
    package static func named(_ name: String, as key: String) -> DeviceSpec? {
        guard var device = all[name] else { return nil }
        device.name = key
        return device
    }
}
