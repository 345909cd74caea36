import XCTest
@testable import ProofsheetKit

/// printf and ICU placeholders by position and by name, formatted as the platforms do.
final class StringMessageFormatTests: XCTestCase {
    func format(_ text: String, icu: Bool, _ arguments: MessageArguments, locale: String = "en") throws -> String {
        let message = icu ? try ICUMessageParser().parse(text) : try PrintfMessageParser().parse(text)
        return try MessageFormatter(rules: PluralRules(locale: LocaleID(locale)), localDigits: nil).format(message, with: arguments)
    }

    func testPrintfConversionsByPositionAndInOrder() throws {
        let two = MessageArguments([.init(name: nil, value: .text("Ana")), .init(name: nil, value: .integer(3))])
        let cases: [(String, MessageArguments, String)] = [
            ("%@ has %d", two, "Ana has 3"),
            ("%@ has %lld", two, "Ana has 3"),
            ("%2$d for %1$s", two, "3 for Ana"),
            ("%1$@, %1$@", two, "Ana, Ana"),
            ("%.2f km", MessageArguments([.init(name: nil, value: .number(2.5, fractionDigits: 1))]), "2.50 km"),
            ("%.1f%%", MessageArguments([.init(name: nil, value: .number(99.95, fractionDigits: 2))]), "100.0%"),
            ("[%5d]", MessageArguments([.init(name: nil, value: .integer(42))]), "[   42]"),
            ("[%-4d]", MessageArguments([.init(name: nil, value: .integer(7))]), "[7   ]"),
            ("%03d", MessageArguments([.init(name: nil, value: .integer(7))]), "007"),
        ]
        for (text, arguments, expected) in cases {
            XCTAssertEqual(try format(text, icu: false, arguments), expected, text)
        }
    }

    func testICUArgumentsByNameWithPluralAndSelect() throws {
        let plural = "{count, plural, =0{No items} one{# item} other{# items}}"
        let cases: [(String, MessageArguments, String, String)] = [
            ("Hi {name}!", .named(["name": .text("Sara")]), "en", "Hi Sara!"),
            (plural, .count(0), "en", "No items"),
            (plural, .count(1), "en", "1 item"),
            (plural, .count(11), "en", "11 items"),
            ("{n, plural, zero{z} one{o} two{t} few{f#} many{m#} other{x#}}", .named(["n": .integer(3)]), "ar", "f3"),
            ("{n, plural, zero{z} one{o} two{t} few{f#} many{m#} other{x#}}", .named(["n": .integer(11)]), "ar", "m11"),
            ("{n, plural, zero{z} one{o} two{t} few{f#} many{m#} other{x#}}", .named(["n": .integer(102)]), "ar", "x102"),
            ("{g, select, female{She} male{He} other{They}} paid", .named(["g": .text("female")]), "en", "She paid"),
            ("{g, select, female{She} male{He} other{They}} paid", .named(["g": .text("robot")]), "en", "They paid"),
            ("{n, plural, offset:1 =0{nobody} one{you and # other} other{you and # others}}", .named(["n": .integer(3)]), "en", "you and 2 others"),
        ]
        for (text, arguments, locale, expected) in cases {
            XCTAssertEqual(try format(text, icu: true, arguments, locale: locale), expected, "\(text) in \(locale)")
        }
    }

    func testBadMessagesSayWhatIsWrong() {
        let cases: [(String, Bool, String)] = [
            ("100%", false, "a lone '%' ends the string; write '%%' for a percent sign"),
            ("%k items", false, "expected a format conversion (%@ %s %d %i %u %x %f %e %g %c) after '%', found 'k'"),
            ("{n, plural, one{#} lots{#} other{#}}", true, "unknown plural category 'lots'; expected =n or one of zero, one, two, few, many, other"),
            ("{n, plural, one{#}}", true, "{n, plural} has no 'other' case"),
            ("{n, date}", true, "unsupported argument type 'date' in {n, …}; expected number, plural or select"),
            ("{name", true, "expected ',' or '}' after the argument name 'name', found the end of the string"),
        ]
        for (text, icu, expected) in cases {
            XCTAssertThrowsError(icu ? try ICUMessageParser().parse(text) : try PrintfMessageParser().parse(text), text) { error in
                XCTAssertEqual((error as? MessageSyntaxError)?.message, expected, text)
            }
        }
    }

    func testMissingOrMistypedArgumentsAreErrors() {
        XCTAssertThrowsError(try format("%d items", icu: false, MessageArguments())) { error in
            XCTAssertEqual(String(describing: error), "the message reads argument 1, which the screen's args do not give")
        }
        XCTAssertThrowsError(try format("%d items", icu: false, .named(["count": .text("many")]))) { error in
            XCTAssertEqual(String(describing: error), "argument 1 must be a number for this message, found 'many'")
        }
    }
}
