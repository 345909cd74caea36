import ProofsheetKit
import ProofsheetSpec

/// An app-store screenshot size: the exact canvas in pixels and the store's rules for an upload.
///
/// Sizes follow Apple's App Store Connect screenshot specifications (iPhone 6.9" 1320 × 2868 and 6.5"
/// 1284 × 2778 portrait) and Google Play's phone screenshot rules (each side 320–3840 px, the long side at
/// most twice the short one, PNG or JPEG up to 8 MB, at most 8 per listing). Every output is an opaque RGB PNG.
public struct StorePreset: Hashable, Sendable, CustomStringConvertible {
    /// How a store checks an upload's pixel size.
    public enum SizeRule: Hashable, Sendable {
        /// Only this exact width and height is accepted.
        case exact
        /// Any size whose sides lie in `sides` (pixels) and whose long side is at most `maxAspect` × the short one.
        case sides(ClosedRange<Int>, maxAspect: Double)
    }

    /// The name used in configs and on the command line (`appStore69`).
    public let name: String
    /// For people: `iPhone 6.9" (App Store)`.
    public let title: String
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    public let sizeRule: SizeRule
    /// The largest file the store takes, in bytes.
    public let maxFileBytes: Int
    /// The most screenshots one listing may have per locale.
    public let maxShots: Int
    /// The platform whose store this is: its drafts draw that platform's phone (`StoreFrameShape`), whatever
    /// the store device's platform.
    public let platform: Platform

    public init(name: String, title: String, width: Int, height: Int, sizeRule: SizeRule, maxFileBytes: Int = 8_000_000, maxShots: Int,
                platform: Platform = .ios) {
        self.name = name
        self.title = title
        self.width = width
        self.height = height
        self.sizeRule = sizeRule
        self.maxFileBytes = maxFileBytes
        self.maxShots = maxShots
        self.platform = platform
    }

    /// iPhone 6.9" display, portrait.
    public static let appStore69 = StorePreset(name: "appStore69", title: "iPhone 6.9\" (App Store)", width: 1320, height: 2868,
                                               sizeRule: .exact, maxShots: 10)
    /// iPhone 6.5" display, portrait.
    public static let appStore65 = StorePreset(name: "appStore65", title: "iPhone 6.5\" (App Store)", width: 1284, height: 2778,
                                               sizeRule: .exact, maxShots: 10)
    /// A 16:9 phone screenshot for Google Play, portrait.
    public static let googlePlayPhone = StorePreset(name: "googlePlayPhone", title: "Phone (Google Play)", width: 1080, height: 1920,
                                                    sizeRule: .sides(320...3840, maxAspect: 2), maxShots: 8, platform: .android)

    /// Every built-in preset, in the order runs use.
    public static let builtIn: [StorePreset] = [.appStore69, .appStore65, .googlePlayPhone]

    /// The built-in preset called `name`, or nil.
    public static func named(_ name: String) -> StorePreset? {
        builtIn.first { $0.name == name }
    }

    public var description: String { "\(name) (\(width)×\(height))" }
}
