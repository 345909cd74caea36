/// Android's non-linear font scaling: a text size in sp to dp at a font scale (Android 14, API 34).
///
/// The tables are AOSP's published lookup tables (frameworks/base, `android.content.res.FontScaleConverterFactory`,
/// scales 1.15, 1.3, 1.5, 1.8 and 2.0, each mapping 8, 10, 12, 14, 18, 20, 24, 30 and 100 sp to dp). Their rule:
/// * at or below font scale 1.0, sizes scale linearly (`sp × fontScale`);
/// * a scale with a table uses it; a scale between two tables uses a table interpolated linearly between them at
///   the anchor sizes (1.0 counts as the identity table, as current AOSP does, so 1.0 … 1.15 is continuous);
/// * within a table, a size between two anchors is interpolated linearly, a size below the first anchor from
///   (0, 0), a size beyond the last by the last pair's ratio (100 → 100: unscaled).
/// dp and points are the same unit here: a token's `size` is read as sp, the result drawn as points.
package enum FontScaleConverter {
    /// The sp sizes every table maps.
    package static let anchors: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// Font scale in hundredths → dp at each anchor.
    package static let tables: [(hundredths: Int, dp: [Double])] = [
        (115, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (130, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (150, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (180, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (200, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// `sp` converted to dp at font scale `hundredths` / 100.
    package static func dp(_ sp: Double, fontScale hundredths: Int) -> Double {
        let scale = Double(hundredths) / 100
        guard hundredths > 100 else { return sp * scale }
        guard let table = table(at: hundredths) else { return sp * scale }
        return convert(sp, through: table)
    }

    /// The dp at each anchor for a scale above 1.0: its own table, or one interpolated between the nearest two;
    /// nil beyond the last table (then AOSP scales linearly).
    package static func table(at hundredths: Int) -> [Double]? {
        if let exact = tables.first(where: { $0.hundredths == hundredths }) { return exact.dp }
        guard let upper = tables.firstIndex(where: { $0.hundredths > hundredths }) else { return nil }
        let lower = upper == 0 ? (hundredths: 100, dp: anchors) : tables[upper - 1]
        let t = Double(hundredths - lower.hundredths) / Double(tables[upper].hundredths - lower.hundredths)
        return anchors.indices.map { i in lower.dp[i] + (tables[upper].dp[i] - lower.dp[i]) * t }
    }

    /// One size through one table (anchors → `dp`).
    package static func convert(_ sp: Double, through dp: [Double]) -> Double {
        guard let upper = anchors.firstIndex(where: { $0 >= sp }) else { return sp * (dp[dp.count - 1] / anchors[anchors.count - 1]) }
        if anchors[upper] == sp { return dp[upper] }
        let (x0, y0) = upper == 0 ? (0.0, 0.0) : (anchors[upper - 1], dp[upper - 1])
        return y0 + (dp[upper] - y0) * (sp - x0) / (anchors[upper] - x0)
    }
}
