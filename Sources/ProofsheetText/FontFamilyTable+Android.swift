/// Android's default fonts (docs/fonts.md): Roboto for Latin, Greek and Cyrillic and Noto Naskh Arabic UI for
/// Arabic, as AOSP's `frameworks/base/data/fonts/fonts.xml` names them (family `sans-serif`: Roboto; `und-Arab`,
/// variant `compact`: NotoNaskhArabicUI, the one a TextView draws while `elegantTextHeight` is off), then the
/// bundled Noto Sans Math for symbols both lack.
extension FontFamilyTable {
    package static let robotoFolder = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"
    package static let notoFolder = "/usr/share/fonts/truetype/noto"

    /// Roboto's static faces in Debian 12 (`fonts-roboto-unhinted` 2:0~20170802, Roboto 2.138): no 200, 600 or 800,
    /// which draw 100, 700 and 900 by CSS Fonts 4 §5.2.
    package static let robotoFaces: [(FontWeight, String)] = [
        (.thin, "Roboto-Thin.ttf"), (.light, "Roboto-Light.ttf"), (.regular, "Roboto-Regular.ttf"),
        (.medium, "Roboto-Medium.ttf"), (.bold, "Roboto-Bold.ttf"), (.black, "Roboto-Black.ttf"),
    ]

    /// Noto Naskh Arabic UI's faces in Debian 12 (`fonts-noto-ui-core` 20201225, version 2.005), as in AOSP.
    package static let naskhFaces: [(FontWeight, String)] = [
        (.regular, "NotoNaskhArabicUI-Regular.ttf"), (.bold, "NotoNaskhArabicUI-Bold.ttf"),
    ]

    /// The files the Android table reads from Debian packages.
    public static let androidSystemFiles: [SystemFontFile] =
        robotoFaces.map { SystemFontFile(fileName: $0.1, directory: robotoFolder, package: "fonts-roboto-unhinted") }
        + naskhFaces.map { SystemFontFile(fileName: $0.1, directory: notoFolder, package: "fonts-noto-ui-core") }

    /// `sans` on Android: one chain per Roboto weight, its Arabic face the Naskh face CSS Fonts 4 §5.2 picks for
    /// that weight (Regular up to 500, Bold above), then `NotoSansMath-Regular.ttf` from the fonts folder.
    public static let android: FontFamilyTable = {
        let naskh = naskhFaces.map(\.0)
        var chains: [FontWeight: [String]] = [:]
        for (weight, roboto) in robotoFaces {
            let arabic = weight.nearest(among: naskh).flatMap { drawn in naskhFaces.first { $0.0 == drawn }?.1 } ?? naskhFaces[0].1
            chains[weight] = [roboto, arabic, "NotoSansMath-Regular.ttf"]
        }
        return FontFamilyTable(families: ["sans": chains])
    }()
}
