/// A simple phone drawn around a screen image with the project's rasteriser: a soft shadow, a dark rounded
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

    /// Draws the device with `image` (already `screen`-sized) as its screen.
    func draw(_ image: Pixmap, into canvas: inout Pixmap) {
        // Shadow: translucent rounded rects growing and sinking, a cheap deterministic blur.
        for layer in stride(from: 6, through: 1, by: -1) {
            let spread = Double(layer) * 2.5 * unit
            let area = frame.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread * 0.9)
            canvas.fill(roundedRect: area, radii: CornerRadii(deviceRadius + spread), with: Paint(StoreDeviceFrame.shadow))
        }
        canvas.fill(roundedRect: frame, radii: CornerRadii(deviceRadius), with: Paint(StoreDeviceFrame.rim))
        let rimWidth = max(1, (0.9 * unit).rounded())
        canvas.fill(roundedRect: frame.insetBy(dx: rimWidth, dy: rimWidth), radii: CornerRadii(deviceRadius - rimWidth),
                    with: Paint(StoreDeviceFrame.body))
        composite(image, into: &canvas)
        let pillWidth = (screen.width * 0.30).rounded()
        let pillHeight = (screen.width * 0.085).rounded()
        let pill = Rect(x: screen.midX - pillWidth / 2, y: screen.minY + (screen.width * 0.028).rounded(), width: pillWidth, height: pillHeight)
        canvas.fill(roundedRect: pill, radii: CornerRadii(pillHeight / 2), with: Paint(StoreDeviceFrame.camera))
    }

    /// Composites `image` at the screen's whole-pixel origin, source-over, through the rounded screen clip.
    func composite(_ image: Pixmap, into canvas: inout Pixmap) {
        let origin = PixelPoint(x: Int(screen.minX), y: Int(screen.minY))
        let placed = PixelRect(x: origin.x, y: origin.y, width: image.width, height: image.height)
        let area = placed.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let coverage = Clip(roundedRect: screen, radii: CornerRadii(screenRadius)).coverage(over: area)
        let canvasWidth = canvas.width, imageWidth = image.width
        image.bytes.withUnsafeBufferPointer { source in
            canvas.bytes.withUnsafeMutableBufferPointer { pixels in
                for y in area.minY..<area.maxY {
                    for x in area.minX..<area.maxX {
                        let m = coverage.map { Int($0[(y - area.y) * area.width + (x - area.x)]) } ?? 255
                        guard m > 0 else { continue }
                        let s = ((y - origin.y) * imageWidth + (x - origin.x)) * 4
                        let alpha = RasterMath.mul255(Int(source[s + 3]), m)
                        SourceOver.blend(pixels.baseAddress! + (y * canvasWidth + x) * 4,
                                         r: Int(source[s]), g: Int(source[s + 1]), b: Int(source[s + 2]), alpha: alpha)
                    }
                }
            }
        }
    }
}
