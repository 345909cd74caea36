import ProofsheetSupport
import ProofsheetSpec

/// Golden file names are unique: no two cells of a matrix may share one.
///
/// A cell's file name joins its device, orientation, locale, mode, text size and Bold Text with `-`
/// (`<device>[-landscape]-<locale>-<mode>-<size>[-bold].png`, docs/goldens.md "File names"). Device names and locales may
/// themselves hold `-`, so two legal matrices can spell the same name: device `phone` in landscape and a device
/// `phone-landscape`; devices `p` and `p-en` with locales `en-dark` and `dark`. Such a pair would share one golden,
/// each cell overwriting the other's, so the config is refused at load, naming both cells.
extension Matrix {
    /// The first two cells of `matrix` (on every device it lists) whose file names are equal, with that name.
    package static func sharedFileName(in matrix: MatrixSpec) -> (first: Cell, second: Cell, name: String)? {
        var seen: [String: Cell] = [:]
        for device in matrix.devices {
            for orientation in matrix.orientations {
                for locale in matrix.locales {
                    for mode in matrix.modes {
                        for size in matrix.textScales {
                            for bold in matrix.boldText {
                                let cell = Cell(screen: "", device: device, locale: locale, mode: mode, textSize: size, orientation: orientation, boldText: bold)
                                if let earlier = seen[cell.fileName] { return (earlier, cell, cell.fileName) }
                                seen[cell.fileName] = cell
                            }
                        }
                    }
                }
            }
        }
        return nil
    }

    /// The error for a config whose matrix gives two cells one file name; nil when every name is unique.
    package static func fileNameProblem(in matrix: MatrixSpec, config: String) -> MatrixError? {
        guard let (first, second, name) = sharedFileName(in: matrix) else { return nil }
        return .sharedFileName(config: config, first: first.parts, second: second.parts, name: name)
    }
}

extension Cell {
    /// The values behind the cell's file name, for messages: `device 'phone' in landscape, locale en, mode light, scale 1.0`.
    package var parts: String {
        "device '\(MessageText.escaped(device))' in \(orientation.rawValue), locale \(MessageText.escaped(locale.identifier)), mode \(mode.rawValue), \(textSizePart)\(boldText ? " with Bold Text" : "")"
    }

    /// `text scale 1.0` for a multiplier, `text size AX5` for a name.
    private var textSizePart: String {
        if case .multiplier(let value) = textSize { return "text scale \(Cell.format(scale: value))" }
        return "text size \(textSize.label)"
    }
}
