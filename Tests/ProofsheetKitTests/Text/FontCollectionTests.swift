import XCTest
@testable import ProofsheetKit

final class FontCollectionTests: XCTestCase {
    func testLoadsEveryFontOfTheFolderInSortedOrder() throws {
        let collection = try FontCollection(directory: FontFixtures.directory)
        XCTAssertEqual(collection.faces.map(\.fileName), [
            "NotoSans-Bold.ttf", "NotoSans-Regular.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansArabicUI-Regular.ttf",
            "NotoSansMath-Regular.ttf",
        ])
        XCTAssertEqual(collection.faces.map(\.name), [
            "NotoSans-Bold", "NotoSans-Regular", "NotoSansArabicUI-Bold", "NotoSansArabicUI-Regular", "NotoSansMath-Regular",
        ])
    }

    func testStandardFamilyChains() throws {
        let collection = FontFixtures.collection
        let cases: [(FontWeight, [String])] = [
            (.regular, ["NotoSans-Regular", "NotoSansArabicUI-Regular", "NotoSansMath-Regular"]),
            (.bold, ["NotoSans-Bold", "NotoSansArabicUI-Bold", "NotoSansMath-Regular"]),
        ]
        for (weight, names) in cases {
            XCTAssertEqual(try collection.chain(family: "sans", weight: weight).names, names, "\(weight)")
        }
    }

    /// hhea, OS/2 typo and OS/2 win metrics agree in the four text faces (USE_TYPO_METRICS is unset);
    /// the math fallback face has a deeper descender of its own.
    func testVerticalMetricsComeFromHhea() {
        for face in FontFixtures.collection.faces where face.name != "NotoSansMath-Regular" {
            XCTAssertEqual([face.unitsPerEm, face.ascender, face.descender, face.lineGap], [1000, 1069, -293, 0], face.name)
        }
    }

    func testFamilyTableRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(FontFamilyTable.standard)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [String: [String]]])
        XCTAssertEqual(json["sans"]?["bold"], ["NotoSans-Bold.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansMath-Regular.ttf"])
        XCTAssertEqual(try JSONDecoder().decode(FontFamilyTable.self, from: data), .standard)
    }

    func testLoadErrorsNameTheFileOrFolder() throws {
        let folder = try FontFixtures.temporaryFolder("errors")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corrupt = folder.appendingPathComponent("corrupt")
        let empty = folder.appendingPathComponent("empty")
        let missingFile = folder.appendingPathComponent("missingfile")
        for sub in [corrupt, empty, missingFile] {
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        }
        try Data("this is not a font, just some text long enough to look like a header".utf8)
            .write(to: corrupt.appendingPathComponent("Broken.ttf"))
        try Data().write(to: empty.appendingPathComponent("Empty.ttf"))
        try Data(contentsOf: URL(fileURLWithPath: FontFixtures.directory).appendingPathComponent("NotoSans-Regular.ttf"))
            .write(to: missingFile.appendingPathComponent("NotoSans-Regular.ttf"))
        let onlyLatin = FontFamilyTable(families: ["sans": [.regular: ["NotoSans-Regular.ttf"]]])

        let cases: [(String, String, FontFamilyTable, (FontError) -> Bool)] = [
            ("missing folder", folder.appendingPathComponent("nope").path, .standard, {
                if case .folderNotFound(let path) = $0 { return path.hasSuffix("/nope") } else { return false }
            }),
            ("folder is a file", missingFile.appendingPathComponent("NotoSans-Regular.ttf").path, .standard, {
                if case .folderNotFound = $0 { return true } else { return false }
            }),
            ("corrupt font", corrupt.path, onlyLatin, {
                if case .invalidFont(let path, _) = $0 { return path.hasSuffix("corrupt/Broken.ttf") } else { return false }
            }),
            ("empty font", empty.path, onlyLatin, {
                if case .invalidFont(let path, _) = $0 { return path.hasSuffix("empty/Empty.ttf") } else { return false }
            }),
            ("family names a missing file", missingFile.path, .standard, {
                if case .fileNotFound(let path) = $0 { return path.hasSuffix("missingfile/NotoSans-Bold.ttf") } else { return false }
            }),
        ]
        for (name, path, table, matches) in cases {
            XCTAssertThrowsError(try FontCollection(directory: path, families: table), name) { error in
                let fontError = error as? FontError
                XCTAssertTrue(fontError.map(matches) ?? false, "\(name): \(error)")
            }
        }
        XCTAssertNoThrow(try FontCollection(directory: missingFile.path, families: onlyLatin))
    }

    func testUnknownFamilyAndWeight() {
        let collection = FontFixtures.collection
        XCTAssertThrowsError(try collection.chain(family: "serif")) {
            XCTAssertEqual($0 as? FontError, .unknownFamily(name: "serif", known: ["sans"]))
        }
        let regularOnly = try! FontCollection(directory: FontFixtures.directory,
                                              families: FontFamilyTable(families: ["sans": [.regular: ["NotoSans-Regular.ttf"]]]))
        // A weight the family lacks draws the nearest it has (CSS Fonts 4 §5.2); a family with no faces is the error.
        XCTAssertEqual(try regularOnly.chain(family: "sans", weight: .bold).weight, .regular)
        let empty = try! FontCollection(directory: FontFixtures.directory, families: FontFamilyTable(families: ["sans": [:]]))
        XCTAssertThrowsError(try empty.chain(family: "sans", weight: .bold)) {
            XCTAssertEqual($0 as? FontError, .unknownWeight(family: "sans", weight: .bold))
        }
    }
}
