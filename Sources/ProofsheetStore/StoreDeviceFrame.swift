import ProofsheetRaster
import ProofsheetKit
import ProofsheetScene

/// A phone around a screen image, as display items for the project's rasteriser: a soft shadow, a dark rounded
/// body with a lighter rim, the screen inset and clipped to rounded corners, and the front camera over the screen:
/// the Dynamic Island of an iPhone or the punch-hole of an Android phone (`StoreFrameShape`, chosen by the preset).
///
/// Geometry comes from a `StoreLayout` (pixels of the store canvas, whole-pixel device and screen rects).
/// Every shape is symmetric about the screen's vertical centre line, so a mirrored layout gives a mirrored
/// device. Colours are fixed (a device is hardware, not themed).
package struct StoreDeviceFrame {
    package static let body = Color(r: 0x15, g: 0x16, b: 0x1A)
    package static let rim = Color(r: 0x4A, g: 0x4E, b: 0x56)
    package static let shadow = Color(r: 0, g: 0, b: 0, a: 14)
    package static let camera = Color(r: 0x05, g: 0x05, b: 0x06)

    package let frame: Rect
    package let screen: Rect
    package let deviceRadius: Double
    package let screenRadius: Double
    package let shape: StoreFrameShape
    /// Pixels per layout unit, for the shadow and rim sizes.
    package let unit: Double

    package init(layout: StoreLayout) {
        frame = layout.deviceFrame
        screen = layout.screenRect
        deviceRadius = layout.deviceRadius
        screenRadius = layout.screenRadius
        shape = layout.shape
        unit = layout.unit
    }

    /// The Dynamic Island's pill (pixels of the canvas), or nil when the phone has a punch-hole.
    package var island: Rect? {
        guard case .island(let width, let height, let top) = shape.camera else { return nil }
        let pillWidth = (screen.width * width).rounded()
        let pillHeight = (screen.width * height).rounded()
        return Rect(x: screen.midX - pillWidth / 2, y: screen.minY + (screen.width * top).rounded(), width: pillWidth, height: pillHeight)
    }

    /// The punch-hole camera's disc (its bounding square, pixels of the canvas), or nil when the phone has an island.
    package var punchHole: Rect? {
        guard case .punchHole(let diameter, let centre) = shape.camera else { return nil }
        let size = (screen.width * diameter).rounded()
        let centreY = screen.minY + (screen.width * centre).rounded()
        return Rect(x: screen.midX - size / 2, y: centreY - size / 2, width: size, height: size)
    }

    /// The device with `image` (already `screen`-sized) as its screen, as display items in drawing order.
    package func items(screen image: Pixmap) -> [DisplayItem] {
        var items: [DisplayItem] = []
        func shape(_ rect: Rect, radius: Double, _ color: Color) {
            items.append(DisplayItem(content: .shape(rect: rect, radius: radius, fill: .solid(color)), opacity: 1, clips: [],
                                     node: nil))
        }
        // Shadow: translucent rounded rects growing and sinking, a cheap deterministic blur.
        for layer in stride(from: 6, through: 1, by: -1) {
            let spread = Double(layer) * 2.5 * unit
            shape(frame.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread * 0.9), radius: deviceRadius + spread, StoreDeviceFrame.shadow)
        }
        shape(frame, radius: deviceRadius, StoreDeviceFrame.rim)
        let rimWidth = max(1, (0.9 * unit).rounded())
        shape(frame.insetBy(dx: rimWidth, dy: rimWidth), radius: deviceRadius - rimWidth, StoreDeviceFrame.body)
        // The screen at its own size on whole pixels, so every pixel is copied unscaled, through the rounded screen.
        items.append(DisplayItem(content: .image(image, rect: screen, contentMode: .fill), opacity: 1,
                                 clips: [ClipShape(rect: screen, radius: screenRadius, node: nil)], node: nil))
        if let island { shape(island, radius: island.height / 2, StoreDeviceFrame.camera) }
        if let punchHole { shape(punchHole, radius: punchHole.width / 2, StoreDeviceFrame.camera) }
        return items
    }
}
