import XCTest
@testable import ProofsheetKit

/// A formatted number's default digits follow the cell's platform (docs/strings.md, "Digits"): Android writes the
/// locale's CLDR numbering system as `String.format` does, iOS what Foundation's `NumberFormatter` writes; a
/// source's `"digits"` still wins. Checked through the real pipeline: an en + ar project with an Android and an
/// iOS phone, each cell composed by `CellRenderer` and its text node read back.
final class PlatformDigitsTests: XCTestCase {
    static let devices = #"""
    { "iphone": { "width": 390, "height": 844, "scale": 1 },
      "pixel": { "width": 412, "height": 915, "scale": 2.625, "platform": "android" } }
    """#
    static let arabic = #"{ "unread": { "zero": "لا رسائل", "one": "رسالة واحدة", "two": "رسالتان", "few": "%d رسائل جديدة", "many": "%d رسالة جديدة", "other": "%d رسالة جديدة" }, "score": "النتيجة: %s" }"#
    static let screen = #"""
    { "type": "vstack", "children": [
      { "type": "text", "id": "unread", "text": { "key": "unread", "args": [3] } },
      { "type": "text", "id": "score", "text": { "key": "score", "args": [42] } },
      { "type": "text", "id": "western", "text": { "key": "western", "args": [7] } },
      { "type": "text", "id": "native", "text": { "key": "native", "args": [7] } }
    ] }
    """#

    func project() throws -> ScratchProject {
        var files: [String: String] = [
            "strings/en.json": #"{ "unread": { "one": "%d new message", "other": "%d new messages" }, "score": "Score: %s" }"#,
            "fixed/en.json": #"{ "western": "Step %d" }"#, "native/en.json": #"{ "native": "Step %d" }"#,
        ]
        for locale in ["ar", "ar-EG", "ar-MA"] {
            files["strings/\(locale).json"] = Self.arabic
            files["fixed/\(locale).json"] = #"{ "western": "الخطوة %d" }"#
            files["native/\(locale).json"] = #"{ "native": "الخطوة %d" }"#
        }
        return try ScratchProject.strings("platform-digits", files: files, strings: #"""
            { "sources": [{ "format": "proofsheet", "path": "strings" },
                          { "format": "proofsheet", "path": "fixed", "digits": "western" },
                          { "format": "proofsheet", "path": "native", "digits": "locale" }] }
            """#, locales: ["en", "ar", "ar-EG", "ar-MA"], screen: Self.screen, devices: Self.devices)
    }

    /// The text each node draws in one cell, composed by the real renderer.
    func texts(_ renderer: CellRenderer, device: String, locale: String) throws -> [String: String] {
        let composed = try renderer.compose(Cell(screen: "probe", device: device, locale: LocaleID(locale), mode: .light, textScale: 1))
        var texts: [String: String] = [:]
        for node in composed.scene.nodes {
            if case .text(let text) = node.kind { texts[node.id.name] = text.string }
        }
        return texts
    }

    func testDefaultDigitsFollowThePlatformAndASourcesChoiceWins() throws {
        let project = try project().load()
        XCTAssertEqual(project.config.devices["pixel"]?.platform, .android)
        let renderer = try CellRenderer(project: project)
        // (device, locale) → unread (%d, plural), score (%s of a number), western ("digits": "western"), native ("digits": "locale").
        let cases: [(String, String, String, String, String, String)] = [
            ("pixel", "en", "3 new messages", "Score: 42", "Step 7", "Step 7"),
            ("iphone", "en", "3 new messages", "Score: 42", "Step 7", "Step 7"),
            // Android: CLDR's `ar` is `arab`; `%s` calls toString() and keeps 0–9.
            ("pixel", "ar", "٣ رسائل جديدة", "النتيجة: 42", "الخطوة 7", "الخطوة ٧"),
            // iOS: Foundation's `ar` is `latn`.
            ("iphone", "ar", "3 رسائل جديدة", "النتيجة: 42", "الخطوة 7", "الخطوة ٧"),
            // Egypt: Arabic-Indic on both; iOS shows a number passed to %@ / %s in them too.
            ("pixel", "ar-EG", "٣ رسائل جديدة", "النتيجة: 42", "الخطوة 7", "الخطوة ٧"),
            ("iphone", "ar-EG", "٣ رسائل جديدة", "النتيجة: ٤٢", "الخطوة 7", "الخطوة ٧"),
            // Morocco: 0–9 on both, and in CLDR.
            ("pixel", "ar-MA", "3 رسائل جديدة", "النتيجة: 42", "الخطوة 7", "الخطوة 7"),
            ("iphone", "ar-MA", "3 رسائل جديدة", "النتيجة: 42", "الخطوة 7", "الخطوة 7"),
        ]
        for (device, locale, unread, score, western, native) in cases {
            let texts = try texts(renderer, device: device, locale: locale)
            XCTAssertEqual(texts["unread"], unread, "\(device) \(locale)")
            XCTAssertEqual(texts["score"], score, "\(device) \(locale)")
            XCTAssertEqual(texts["western"], western, "\(device) \(locale): \"digits\": \"western\" wins")
            XCTAssertEqual(texts["native"], native, "\(device) \(locale): \"digits\": \"locale\" wins")
        }
    }

    /// The platform's digits are what the cell records it drew, so an Android cell's fingerprint differs from an iOS one's.
    func testTheDigitsDrawnAreRecordedInTheCellsInputs() throws {
        let renderer = try CellRenderer(project: try project().load())
        let android = try renderer.inputs(of: Cell(screen: "probe", device: "pixel", locale: LocaleID("ar"), mode: .light, textScale: 1))
        let ios = try renderer.inputs(of: Cell(screen: "probe", device: "iphone", locale: LocaleID("ar"), mode: .light, textScale: 1))
        XCTAssertTrue(android.text.contains("٣ رسائل جديدة"), android.text)
        XCTAssertTrue(ios.text.contains("3 رسائل جديدة"), ios.text)
    }

    func testEachPlatformsDigitsForArabicLocales() throws {
        let shown: (Platform, String) throws -> String = { platform, locale in
            String(String.UnicodeScalarView(try PlatformDigits(platform: platform).digits(for: LocaleID(locale)) ?? PlatformDigits.western))
        }
        let arabicIndic = "٠١٢٣٤٥٦٧٨٩", western = "0123456789"
        // The table of docs/strings.md, "Digits".
        let table: [(String, String, String)] = [
            ("ar", arabicIndic, western), ("ar-EG", arabicIndic, arabicIndic), ("ar-SA", arabicIndic, arabicIndic),
            ("ar-AE", western, western), ("ar-MA", western, western), ("ar-DZ", western, western), ("ar-TN", western, western),
            ("fa", "۰۱۲۳۴۵۶۷۸۹", "۰۱۲۳۴۵۶۷۸۹"), ("en", western, western),
        ]
        for (locale, android, ios) in table {
            XCTAssertEqual(try shown(.android, locale), android, "Android \(locale)")
            XCTAssertEqual(try shown(.ios, locale), ios, "iOS \(locale)")
        }
    }

    func testAnUnknownDigitsChoiceIsAnErrorNamingTheChoices() throws {
        let project = try ScratchProject.strings("platform-digits-bad", files: ["strings/en.json": #"{ "a": "b" }"#, "strings/ar.json": #"{ "a": "ب" }"#],
                                             strings: #"{ "sources": [{ "format": "proofsheet", "path": "strings", "digits": "arabic" }] }"#)
        XCTAssertThrowsError(try project.load()) { error in
            let message = project.shown("\(error)")
            XCTAssertTrue(message.contains("strings.sources[0].digits"), message)
            XCTAssertTrue(message.contains("platform") && message.contains("western") && message.contains("locale"), message)
            XCTAssertTrue(message.contains("arabic"), message)
        }
    }
}
