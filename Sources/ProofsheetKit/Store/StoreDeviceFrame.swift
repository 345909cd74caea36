/// A simple phone around a screen image, as display items for the project's rasteriser: a soft shadow, a dark rounded
/// body with a lighter rim, the screen inset and clipped to rounded corners, and a camera pill at the top.
///
/// Geometry comes from a `StoreLayout` (pixels of the store canvas, whole-pixel device and screen rects).
/// Every shape is symmetric about the screen's vertical centre line, so a mirrored layout gives a mirrored
/// device. Colours are fixed (a device is hardware, not themed).
struct StoreDeviceFrame {
    static let body = Color(r: 0x15, g: 0x16, b: 0x1A)
    static let rim = Color(r: 0x4A, g: 0x4E, b: 0x56)
    static let shadow = Color(r: 0, g: 0, b: 0, a: 14)
    static let camera = Color(r: 0x05, g: 0x05, b: 0x06)

    let frame: Rect
    let screen: Rect
    let deviceRadius: Double
    let screenRadius: Double
    /// Pixels per layout unit, for the shadow and rim sizes.
    let unit: Double

    init(layout: StoreLayout) {
        frame = layout.deviceFrame
        screen = layout.screenRect
        deviceRadius = layout.deviceRadius
        screenRadius = layout.screenRadius
        unit = layout.unit
    }

    /// The device with `image` (already `screen`-sized) as its screen, as display items in drawing order.
    func items(screen image: Pixmap) -> [DisplayItem] {
        var items: [DisplayItem] = []
        func shape(_ rect: Rect, radius: Double, _ color: Color) {
            items.append(DisplayItem(content: .shape(rect: rect, radius: radius, fill: .solid(color)), opacity: 1, clips: [],
                                     node: StoreComposer.itemNode))
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
                                 clips: [ClipShape(rect: screen, radius: screenRadius, node: StoreComposer.itemNode)], node: StoreComposer.itemNode))
        let pillWidth = (screen.width * 0.30).rounded()
        let pillHeight = (screen.width * 0.085).rounded()
        let pill = Rect(x: screen.midX - pillWidth / 2, y: screen.minY + (screen.width * 0.028).rounded(), width: pillWidth, height: pillHeight)
        shape(pill, radius: pillHeight / 2, StoreDeviceFrame.camera)
        return items
    }
}
