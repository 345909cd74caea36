import ProofsheetRaster
import ProofsheetText

/// Where things go on a store screenshot: the caption and subtitle boxes at the top, and the device frame
/// below them, in pixels of the preset's canvas (top-left origin, y down).
///
/// Sizes are written in *units* of 1/440 of the canvas width (one point of a 440-pt-wide phone, 3 px on
/// `appStore69`), so every preset gets the same proportions. The layout is deliberately not centred: the
/// caption box is narrower than the content width and starts on the leading side, and the device sits
/// toward the trailing side. In right-to-left locales every rectangle is mirrored (x' = W − x − w), which
/// `mirrored(width:)` guarantees exactly. Rectangles of the device and screen are whole pixels.
package struct StoreLayout: Hashable, Sendable {
    /// Proportions of the composition, in units (1/440 of the canvas width) unless noted.
    package struct Metrics: Hashable, Sendable {
        package var sideMargin = 28.0
        package var topMargin = 40.0
        package var bottomMargin = 28.0
        /// Caption font size before any shrinking, and its line height as a multiple of the size.
        package var captionSize = 34.0
        package var captionLineHeight = 1.18
        /// The caption shrinks by this factor per step…
        package var captionShrinkStep = 0.92
        /// …and never below this share of `captionSize`.
        package var captionMinScale = 0.7
        package var subtitleSize = 16.5
        package var subtitleLineHeight = 1.4
        package var subtitleMaxLines = 2
        package var captionSubtitleGap = 10.0
        /// Between the text zone and the top of the device.
        package var textDeviceGap = 26.0
        /// Width of the caption and subtitle boxes as a share of the content width (a headline measure).
        package var captionWidthShare = 0.86
        /// Share of the free horizontal space left on the leading side of the device (0.5 centres it).
        package var deviceLeadingShare = 0.75

        package init() {}
    }

    /// Canvas size in pixels.
    package let width: Int
    package let height: Int
    /// Pixels per unit.
    package let unit: Double
    package let direction: TextDirection
    package let metrics: Metrics
    package let captionMaxLines: Int
    /// The area the caption and subtitle are vertically centred in.
    package let textZone: Rect
    /// Where the caption wraps: its width is the line measure, its x the leading edge.
    package let captionBox: Rect
    package let subtitleBox: Rect
    /// The device's outer edge (bezel included), whole pixels.
    package let deviceFrame: Rect
    /// The screen inside the bezel, whole pixels.
    package let screenRect: Rect
    /// Outer corner radius of the bezel and corner radius of the screen, in pixels.
    package let deviceRadius: Double
    package let screenRadius: Double
    /// The phone drawn: bezels, corners and camera as shares of the screen width.
    package let shape: StoreFrameShape

    /// Lays out a canvas of `width` × `height` pixels around a device whose screen is `deviceSize` points, in a
    /// frame of `shape`.
    package init(width: Int, height: Int, deviceSize: Size, captionMaxLines: Int, direction: TextDirection, shape: StoreFrameShape = .iPhone,
         metrics: Metrics = Metrics()) {
        let w = Double(width), h = Double(height)
        let unit = w / 440
        let margin = (metrics.sideMargin * unit).rounded()
        let contentWidth = w - 2 * margin
        let captionLine = metrics.captionSize * metrics.captionLineHeight * unit
        let subtitleLine = metrics.subtitleSize * metrics.subtitleLineHeight * unit
        let zoneTop = metrics.topMargin * unit
        let zoneHeight = captionLine * Double(captionMaxLines) + metrics.captionSubtitleGap * unit + subtitleLine * Double(metrics.subtitleMaxLines)
        let zone = Rect(x: margin, y: zoneTop, width: contentWidth, height: zoneHeight)
        let measure = contentWidth * metrics.captionWidthShare

        // The device: as large as fits below the text zone, keeping the screen's aspect ratio.
        let deviceTop = (zone.maxY + metrics.textDeviceGap * unit).rounded()
        let availableHeight = h - metrics.bottomMargin * unit - deviceTop
        let side = shape.sideBezel, end = shape.endBezel
        let scale = max(0, min(availableHeight / (deviceSize.height + 2 * end * deviceSize.width),
                               contentWidth / (deviceSize.width * (1 + 2 * side))))
        let screenWidth = max(1, (deviceSize.width * scale).rounded(.down))
        let screenHeight = max(1, (deviceSize.height * scale).rounded(.down))
        let thickness = max(1, (side * screenWidth).rounded())
        let endThickness = max(1, (end * screenWidth).rounded())
        let frameWidth = screenWidth + 2 * thickness, frameHeight = screenHeight + 2 * endThickness
        let free = max(0, contentWidth - frameWidth)
        let frame = Rect(x: margin + (free * metrics.deviceLeadingShare).rounded(.down), y: deviceTop, width: frameWidth, height: frameHeight)

        // Laid out left to right, then reflected for right-to-left locales.
        let place: (Rect) -> Rect = direction == .rtl ? { $0.mirrored(inWidth: w) } : { $0 }
        self.width = width
        self.height = height
        self.unit = unit
        self.direction = direction
        self.metrics = metrics
        self.captionMaxLines = captionMaxLines
        self.textZone = place(zone)
        self.captionBox = place(Rect(x: margin, y: zone.minY, width: measure, height: captionLine * Double(captionMaxLines)))
        self.subtitleBox = place(Rect(x: margin, y: zone.maxY - subtitleLine * Double(metrics.subtitleMaxLines), width: measure,
                                      height: subtitleLine * Double(metrics.subtitleMaxLines)))
        self.deviceFrame = place(frame)
        self.screenRect = place(frame.insetBy(dx: thickness, dy: endThickness))
        self.screenRadius = (shape.screenCorner * screenWidth).rounded()
        self.deviceRadius = screenRadius + thickness
        self.shape = shape
    }

    private init(copying layout: StoreLayout, direction: TextDirection, transform: (Rect) -> Rect) {
        width = layout.width
        height = layout.height
        unit = layout.unit
        self.direction = direction
        metrics = layout.metrics
        captionMaxLines = layout.captionMaxLines
        textZone = transform(layout.textZone)
        captionBox = transform(layout.captionBox)
        subtitleBox = transform(layout.subtitleBox)
        deviceFrame = transform(layout.deviceFrame)
        screenRect = transform(layout.screenRect)
        deviceRadius = layout.deviceRadius
        screenRadius = layout.screenRadius
        shape = layout.shape
    }

    /// The same layout for the other reading direction: every rectangle reflected about the vertical centre line.
    package func mirrored() -> StoreLayout {
        let w = Double(width)
        return StoreLayout(copying: self, direction: direction == .ltr ? .rtl : .ltr) { $0.mirrored(inWidth: w) }
    }

    /// Caption font size in pixels before shrinking, and the smallest it may shrink to.
    package var captionSize: Double { metrics.captionSize * unit }
    package var captionMinSize: Double { captionSize * metrics.captionMinScale }
    package var subtitleSize: Double { metrics.subtitleSize * unit }
}

extension Rect {
    /// This rectangle reflected about the vertical line x = width / 2 of a canvas `width` wide.
    package func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - minX - self.width, y: minY, width: self.width, height: height)
    }
}
