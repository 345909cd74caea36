import ProofsheetProject
import ProofsheetSpec

extension TokenContrastReport {
    /// The plain-text table `proofsheet tokens` prints: one row per pair with the worst ratio in each mode
    /// (`*` marks a mode below the minimum) and what fails, then the roles missing high-contrast values,
    /// any problems, and the summary line. Columns are padded with spaces; no trailing whitespace; ends in "\n".
    public func textTable() -> String {
        var rows: [[String]] = []
        for result in pairs {
            var row = [result.label, result.pair.kind.rawValue]
            for mode in modes {
                let ratio = result.worst(in: mode).map { measurement in
                    Self.compact(measurement.ratio) + (measurement.isPassing ? "" : "*")
                }
                row.append("\(Self.shortName(mode)) \(ratio ?? "-")")
            }
            row.append(Self.status(of: result))
            rows.append(row)
        }
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines = ["WCAG 2.2 \(level) contrast, worst ratio per mode (* = below the minimum)"]
        if pairSource == "drawn" {
            lines.append("no contrastPairs declared: measuring the \(pairs.count) pair(s) the screens draw (text and icon role on the role under it)")
        }
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                line += isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            lines.append(line)
        }
        if !missingHighContrast.isEmpty {
            let roles = missingHighContrast.map { missing in
                "\(missing.role) (\(missing.modes.map(Self.shortName).joined(separator: ", ")))"
            }
            lines.append("missing high-contrast values (falling back to light/dark): " + roles.joined(separator: ", "))
        }
        if !undrawnPairs.isEmpty {
            lines.append("declared pairs no screen draws: " + undrawnPairs.joined(separator: ", "))
        }
        if !onGradient.isEmpty {
            lines.append("on a gradient (no single background role, not paired): " + onGradient.joined(separator: ", "))
        }
        lines += problems.map { "problem: \($0)" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "ok", "FAIL light, dark (needs 4.5:1)" or "ERROR …".
    package static func status(of result: TokenContrastPairResult) -> String {
        if !result.unknownRoles.isEmpty {
            return "ERROR unknown role " + result.unknownRoles.map { "'\($0)'" }.joined(separator: ", ")
        }
        if result.pair.backgrounds.isEmpty { return "ERROR no backgrounds" }
        let failing = result.failingModes
        if failing.isEmpty { return "ok" }
        let value = result.requirement.minimumRatio
        let minimum = value == value.rounded() ? String(Int(value)) : "\(value)"
        return "FAIL \(failing.map(shortName).joined(separator: ", ")) (needs \(minimum):1)"
    }

    /// Three significant figures: "4.54", "14.2", "21.0"; never rounded up onto a threshold.
    package static func compact(_ ratio: ContrastRatio) -> String {
        ratio.formatted(decimals: ratio.value < 9.995 ? 2 : 1)
    }

    /// light, dark, hcLight, hcDark.
    package static func shortName(_ mode: ThemeMode) -> String {
        switch mode {
        case .light: return "light"
        case .dark: return "dark"
        case .highContrastLight: return "hcLight"
        case .highContrastDark: return "hcDark"
        }
    }
}
