import ProofsheetKit
import ProofsheetSpec

/// The phone a store frame draws around the screen: bezel widths, screen corners and the front camera, as shares
/// of the screen's width (so every preset and device size gets the same proportions). A store preset's platform
/// picks it (`StorePreset.platform`): a Google Play draft shows an Android phone whatever the store device is.
///
/// Modelled on (docs/store.md, "Device frames"):
/// * `iPhone`: an iPhone 15 Pro-class phone with the Dynamic Island; the proportions every draft had before frames
///   per platform, kept so App Store drafts keep their pixels.
/// * `androidPhone`: a Pixel 7-class phone. Its bezels come from Google's published size, 155.6 × 73.2 mm for a
///   6.3" 1080 × 2400 px screen at 416 PPI (65.9 × 146.5 mm): (73.2 − 65.9) / 2 = 3.6 mm at the sides (5.5 % of
///   the screen width) and (155.6 − 146.5) / 2 = 4.5 mm at the ends (6.9 %). The centred punch-hole camera and
///   the screen corners (9 %, rounder than none, flatter than the iPhone's 13 %) are drawn to read as that phone,
///   not measured from one.
package struct StoreFrameShape: Hashable, Sendable {
    /// The front camera as the screen shows it.
    package enum Camera: Hashable, Sendable {
        /// A pill `width` × `height` whose top is `top` below the screen's top edge (Dynamic Island).
        case island(width: Double, height: Double, top: Double)
        /// A disc `diameter` wide whose centre is `centre` below the screen's top edge, on the centre line.
        case punchHole(diameter: Double, centre: Double)
    }

    /// Bezel at the left and right, and at the top and bottom.
    package let sideBezel: Double
    package let endBezel: Double
    package let screenCorner: Double
    package let camera: Camera

    package static let iPhone = StoreFrameShape(sideBezel: 0.042, endBezel: 0.042, screenCorner: 0.13,
                                        camera: .island(width: 0.30, height: 0.085, top: 0.028))
    package static let androidPhone = StoreFrameShape(sideBezel: 0.055, endBezel: 0.069, screenCorner: 0.09,
                                              camera: .punchHole(diameter: 0.042, centre: 0.05))

    /// The frame a store of `platform` shows.
    package static func of(_ platform: Platform) -> StoreFrameShape {
        switch platform {
        case .ios: return .iPhone
        case .android: return .androidPhone
        }
    }
}
