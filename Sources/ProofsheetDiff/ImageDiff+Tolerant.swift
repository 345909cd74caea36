extension ImageDiff {
    /// The classic pixelmatch decision for every pixel whose bytes differ: beyond the YIQ threshold, and not excused
    /// as anti-aliasing in either image (unless `includeAA`), it counts as different.
    package static func tolerantScan(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, _ width: Int, _ height: Int,
                             options: DiffOptions, out: DiffImage.Target?) -> DiffTally {
        let maxDelta = YIQ.maxDelta * options.threshold * options.threshold
        let checksAA = !options.includeAA
        let detector = AntiAliasDetector(width: width, height: height)
        var tally = DiffTally()
        forEachDifferingPixel(p1, p2, width, height) { x, y, k in
            guard YIQ.delta(p1, k, p2, k) > maxDelta else { return }
            if checksAA && (detector.isAntiAliased(x: x, y: y, in: p1, other: p2)
                || detector.isAntiAliased(x: x, y: y, in: p2, other: p1)) {
                tally.antiAliasedPixels += 1
                out?.paint(DiffImage.antiAliasedColor, x: x, y: y)
            } else {
                tally.recordDifference(x: x, y: y)
                out?.paint(DiffImage.changedColor, x: x, y: y)
            }
        }
        return tally
    }
}
