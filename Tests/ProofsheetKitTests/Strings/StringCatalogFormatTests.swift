import XCTest
@testable import ProofsheetKit

/// Each catalog format read from files written the way Xcode, Android Studio and Flutter write them.
final class StringCatalogFormatTests: XCTestCase {
    static let xcstrings = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "تم" } }
          }
        },
        "cart.items" : {
          "comment" : "Items in the cart",
          "extractionState" : "manual",
          "localizations" : {
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا عناصر" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "عنصر واحد" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "عنصران" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld عنصرًا" } },
              "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld عنصر" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "files.in" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %@" },
              "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
              } } } }
            }
          }
        },
        "tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
            } } }
          }
        },
        "brand" : { "shouldTranslate" : false, "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Proofsheet" } } } }
      },
      "version" : "1.0"
    }
    """#

    func testStringCatalogPluralsSubstitutionsDevicesAndSourceKeys() throws {
        let project = try ScratchProject.strings("xcstrings", files: ["ios/Localizable.xcstrings": Self.xcstrings],
                                             strings: #"{ "sources": [{ "format": "xcstrings", "path": "ios/Localizable.xcstrings" }] }"#)
        let cases: [(String, String, MessageArguments, String)] = [
            ("Done", "en", MessageArguments(), "Done"),
            ("Done", "ar", MessageArguments(), "تم"),
            ("cart.items", "en", .count(1), "1 item"),
            ("cart.items", "en", .count(2), "2 items"),
            ("cart.items", "ar", .count(0), "لا عناصر"),
            ("cart.items", "ar", .count(2), "عنصران"),
            ("cart.items", "ar", .count(3), "3 عناصر"),
            ("cart.items", "ar", .count(11), "11 عنصرًا"),
            ("cart.items", "ar", .count(100), "100 عنصر"),
            ("files.in", "en", .named(["count": .integer(1), "folder": .text("Inbox")]), "1 file in Inbox"),
            ("files.in", "en", .named(["count": .integer(5), "folder": .text("Inbox")]), "5 files in Inbox"),
            ("tap", "en", MessageArguments(), "Tap"),
            ("brand", "ar", MessageArguments(), "Proofsheet"),
        ]
        for (key, locale, arguments, expected) in cases {
            XCTAssertEqual(try project.text(key, locale, arguments), expected, "\(key) \(locale)")
        }
        let catalog = try project.load().catalog
        XCTAssertEqual(catalog.lookup("cart.items", in: LocaleID("ar"))?.value.state, .needsReview)
        XCTAssertEqual(catalog.lookup("brand", in: LocaleID("ar"))?.isFallback, false, "shouldTranslate: false is never missing")
        XCTAssertEqual(catalog.lookup("files.in", in: LocaleID("ar"))?.isFallback, true)
    }

    func testLegacyStringsInUTF16AndStringsDict() throws {
        let en = """
        /* Title of the home screen */
        "home.title" = "Home";
        // A line comment
        "quote" = "Say \\"hi\\"\\nthen \\U00E9 and \\\\ done";
        unquoted_key = "Plain";
        """
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"home.title\" = \"الرئيسية\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let dict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>photos</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@</string>
                <key>count</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d photo</string>
                    <key>other</key>
                    <string>%d photos</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
        let project = try ScratchProject.strings("lproj", files: ["ios/en.lproj/Localizable.strings": en, "ios/en.lproj/Localizable.stringsdict": dict],
                                             bytes: ["ios/ar.lproj/Localizable.strings": utf16],
                                             strings: #"{ "sources": [{ "format": "lproj", "path": "ios" }] }"#)
        XCTAssertEqual(try project.text("home.title", "ar"), "الرئيسية")
        XCTAssertEqual(try project.text("quote", "en"), "Say \"hi\"\nthen é and \\ done")
        XCTAssertEqual(try project.text("unquoted_key", "en"), "Plain")
        XCTAssertEqual(try project.text("photos", "en", .count(1)), "1 photo")
        XCTAssertEqual(try project.text("photos", "en", .count(7)), "7 photos")
    }

    func testAndroidResourcesWithQualifiersEscapesAndPlurals() throws {
        let values = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="app_name" translatable="false">Proofsheet</string>
            <string name="welcome">Don\'t say \"no\"\nline\u00E9</string>
            <string name="spaced">  many    spaces  </string>
            <string name="quoted">"  kept   spaces "</string>
            <string name="cdata"><![CDATA[<b>bold</b>]]></string>
            <string name="greeting">Hello <xliff:g id="name" example="Sara">%1$s</xliff:g>, %2$d new</string>
            <plurals name="songs">
                <item quantity="one">%d song</item>
                <item quantity="other">%d songs</item>
            </plurals>
            <color name="accent">#FF0000</color>
        </resources>
        """#
        let arabic = #"""
        <resources>
            <string name="welcome">مرحبًا</string>
            <plurals name="songs">
                <item quantity="zero">لا أغاني</item>
                <item quantity="two">أغنيتان</item>
                <item quantity="few">%d أغانٍ</item>
                <item quantity="other">%d أغنية</item>
            </plurals>
        </resources>
        """#
        let project = try ScratchProject.strings("android", files: [
            "android/res/values/strings.xml": values, "android/res/values-ar/strings.xml": arabic,
            "android/res/values-b+sr+Latn/strings.xml": #"<resources><string name="welcome">Dobrodošli</string></resources>"#,
            "android/res/values-pt-rBR/strings.xml": #"<resources><string name="welcome">Bem-vindo</string></resources>"#,
            "android/res/values-night/colors.xml": #"<resources><color name="accent">#00FF00</color></resources>"#,
        ], strings: #"{ "sources": [{ "format": "android", "path": "android/res" }] }"#)
        XCTAssertEqual(try project.load().catalog.locales, [LocaleID("ar"), LocaleID("en"), LocaleID("pt-BR"), LocaleID("sr-Latn")])
        let cases: [(String, String, MessageArguments, String)] = [
            ("welcome", "en", MessageArguments(), "Don't say \"no\"\nlineé"),
            ("welcome", "sr-Latn", MessageArguments(), "Dobrodošli"),
            ("welcome", "pt-BR", MessageArguments(), "Bem-vindo"),
            ("spaced", "en", MessageArguments(), "many spaces"),
            ("quoted", "en", MessageArguments(), "  kept   spaces "),
            ("cdata", "en", MessageArguments(), "<b>bold</b>"),
            ("greeting", "en", .named(["name": .text("Sara"), "count": .integer(2)]), "Hello Sara, 2 new"),
            ("songs", "en", .count(1), "1 song"),
            ("songs", "ar", .count(0), "لا أغاني"),
            ("songs", "ar", .count(2), "أغنيتان"),
            ("songs", "ar", .count(5), "5 أغانٍ"),
            ("app_name", "ar", MessageArguments(), "Proofsheet"),
        ]
        for (key, locale, arguments, expected) in cases {
            XCTAssertEqual(try project.text(key, locale, arguments), expected, "\(key) \(locale)")
        }
    }

    func testFlutterARBWithICUPluralSelectAndMetadata() throws {
        let en = #"""
        {
          "@@locale": "en",
          "inboxCount": "{count, plural, =0{No messages} =1{One message} other{{count} messages}}",
          "@inboxCount": { "description": "Unread messages", "placeholders": { "count": { "type": "int", "example": "3" } } },
          "greet": "{sex, select, female{Welcome, {name}} male{Welcome, {name}} other{Welcome}}",
          "@greet": { "placeholders": { "sex": { "type": "String" }, "name": { "type": "String", "example": "Sara" } } },
          "quote": "It's fine"
        }
        """#
        let ar = #"{ "@@locale": "ar", "inboxCount": "{count, plural, zero{لا رسائل} one{رسالة} two{رسالتان} few{{count} رسائل} many{{count} رسالة} other{{count} رسالة}}", "quote": "حسنًا" }"#
        let project = try ScratchProject.strings("arb", files: ["l10n/app_en.arb": en, "l10n/app_ar.arb": ar],
                                             strings: #"{ "sources": [{ "format": "arb", "path": "l10n" }] }"#)
        XCTAssertEqual(try project.text("inboxCount", "en", .count(0)), "No messages")
        XCTAssertEqual(try project.text("inboxCount", "en", .count(1)), "One message")
        XCTAssertEqual(try project.text("inboxCount", "en", .count(12)), "12 messages")
        XCTAssertEqual(try project.text("inboxCount", "ar", .count(3)), "3 رسائل")
        XCTAssertEqual(try project.text("inboxCount", "ar", .count(11)), "11 رسالة")
        XCTAssertEqual(try project.text("greet", "en", .named(["sex": .text("female"), "name": .text("Sara")])), "Welcome, Sara")
        XCTAssertEqual(try project.text("quote", "en"), "It's fine", "apostrophes are literal, as with Flutter's default use-escaping: false")
    }

    func testProofsheetJSONGainsPluralsAndLocaleDigits() throws {
        let project = try ScratchProject.strings("proofsheet", files: [
            "strings/en.json": #"{ "steps": { "one": "%d step", "other": "%d steps" }, "goal": "84% of your goal" }"#,
            "strings/ar.json": #"{ "steps": { "zero": "لا خطوات", "one": "خطوة", "two": "خطوتان", "few": "%d خطوات", "many": "%d خطوة", "other": "%d خطوة" }, "goal": "‏84% من هدفك" }"#,
        ], strings: #"{ "sources": [{ "format": "proofsheet", "path": "strings", "digits": "locale" }] }"#)
        XCTAssertEqual(try project.text("steps", "en", .count(1)), "1 step")
        XCTAssertEqual(try project.text("steps", "ar", .count(4)), "٤ خطوات")
        XCTAssertEqual(try project.text("goal", "en"), "84% of your goal", "a text without args is shown as written")
    }
}
