import XCTest
@testable import ProofsheetKit

final class PNGTextChunkTests: XCTestCase {
    static let arabic = "مرحبا بالعالم — لقطة شاشة ذهبية"

    func testTextFixtureReadsTEXtZTXtAndITXtInFileOrder() throws {
        let image = try PNGDecoder.decode(try PNGFixtures.bytes("text"), source: "text.png")
        let latin = String(repeating: "Café crème, naïve façade. ", count: 8)
        XCTAssertEqual(image.text, [
            PNGTextChunk(keyword: "Title", text: "Proofsheet golden"),
            PNGTextChunk(keyword: "Comment", text: latin),
            PNGTextChunk(keyword: "Description", text: Self.arabic, languageTag: "ar", translatedKeyword: "وصف"),
            PNGTextChunk(keyword: "Author", text: Self.arabic, languageTag: "ar-EG"),
            PNGTextChunk(keyword: "Software", text: "make-png-fixtures.py"),
        ])
    }

    func testEncoderWritesTEXtForLatin1AndITXtOtherwiseAndTheyRoundTrip() throws {
        let cases: [(PNGTextChunk, String)] = [
            (PNGTextChunk(keyword: "Title", text: "Home screen"), "tEXt"),
            (PNGTextChunk(keyword: "Comment", text: "Café, naïve\nsecond line"), "tEXt"),
            (PNGTextChunk(keyword: "Résumé", text: ""), "tEXt"),
            (PNGTextChunk(keyword: "Description", text: Self.arabic), "iTXt"),
            (PNGTextChunk(keyword: "Title", text: "Home", languageTag: "en-GB"), "iTXt"),
            (PNGTextChunk(keyword: "Title", text: "الرئيسية", languageTag: "ar", translatedKeyword: "عنوان"), "iTXt"),
            (PNGTextChunk(keyword: "Emoji", text: "✅ 👍🏽"), "iTXt"),
        ]
        let pixmap = try XCTUnwrap(Pixmap(width: 2, height: 2, fill: .white))
        for (entry, chunkType) in cases {
            let bytes = try PNGEncoder().encode(pixmap, text: [entry])
            XCTAssertEqual(PNGFixtures.chunkTypes(bytes), ["IHDR", chunkType, "IDAT", "IEND"], entry.keyword)
            XCTAssertEqual(try PNGDecoder.decode(bytes, source: "memory").text, [entry])
        }
    }

    func testSeveralEntriesKeepTheirOrder() throws {
        let entries = (0..<5).map { PNGTextChunk(keyword: "k\($0)", text: $0 % 2 == 0 ? "v\($0)" : Self.arabic) }
        let pixmap = try XCTUnwrap(Pixmap(width: 1, height: 1))
        let bytes = try PNGEncoder().encode(pixmap, text: entries)
        XCTAssertEqual(try PNGDecoder.decode(bytes, source: "memory").text, entries)
    }

    func testEncoderRejectsKeywordsThatBreakTheStandard() throws {
        let cases: [(String, String)] = [
            ("", "1...79"),
            (String(repeating: "k", count: 80), "1...79"),
            (" Title", "spaces"),
            ("Title ", "spaces"),
            ("Two  spaces", "spaces"),
            ("Tab\there", "control"),
            ("مفتاح", "Latin-1"),
        ]
        let pixmap = try XCTUnwrap(Pixmap(width: 1, height: 1))
        for (keyword, expected) in cases {
            XCTAssertThrowsError(try PNGEncoder().encode(pixmap, text: [PNGTextChunk(keyword: keyword, text: "x")],
                                                         source: "out.png")) { error in
                XCTAssertTrue("\(error)".hasPrefix("out.png: cannot write text chunk"), "\(error)")
                XCTAssertTrue("\(error)".contains(expected), "\(keyword): \(error)")
            }
        }
    }

    func testEncoderRejectsNULInText() throws {
        let pixmap = try XCTUnwrap(Pixmap(width: 1, height: 1))
        XCTAssertThrowsError(try PNGEncoder().encode(pixmap, text: [PNGTextChunk(keyword: "k", text: "a\0b")]))
    }
}
