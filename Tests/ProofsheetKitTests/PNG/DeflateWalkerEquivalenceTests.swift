import XCTest
@testable import ProofsheetKit
@testable import ProofsheetPNG

/// The DEFLATE walker against the walker it replaced (`ReferenceDeflateBlockWalker`, issue #43): on streams of every
/// libdeflate level (0…12) over random, text-like and image-like data, hand-made blocks (codes of 15 bits, incomplete
/// codes, repeat codes) and those streams damaged (cut at every byte, bits flipped at seeded positions), it finds the
/// same shape or throws the same error at the same bit, walks pieces the same, and `DeflatePiece.joinable` gives the
/// same bytes.
final class DeflateWalkerEquivalenceTests: XCTestCase {
    typealias Shape = DeflateBlockWalker.Shape

    /// A walk's result: its shape or its error.
    enum Outcome<Value: Equatable>: Equatable {
        case value(Value)
        case error(DeflateStreamError)

        init(_ body: () throws(DeflateStreamError) -> Value) {
            do { self = .value(try body()) } catch { self = .error(error) }
        }

        var error: DeflateStreamError? {
            if case .error(let error) = self { return error }
            return nil
        }
    }

    /// What the errors seen name, so that a test can say every kind was exercised.
    static func kind(_ error: DeflateStreamError) -> String {
        switch error {
        case .truncated: return "truncated"
        case .reservedBlockType: return "reservedBlockType"
        case .storedLengthMismatch: return "storedLengthMismatch"
        case .badCodeLengths(_, let detail): return "badCodeLengths: " + detail.prefix { !$0.isNumber }
        case .invalidCode: return "invalidCode"
        case .undefinedSymbol: return "undefinedSymbol"
        case .distanceTooFar: return "distanceTooFar"
        case .notAPiece: return "notAPiece"
        }
    }

    /// `DeflateBlockWalker.walkPiece` of an array.
    static func walkPiece(_ bytes: [UInt8]) throws(DeflateStreamError) -> Int {
        do {
            return try bytes.withUnsafeBytes { try DeflateBlockWalker.walkPiece($0) }
        } catch let error as DeflateStreamError {
            throw error
        } catch {
            preconditionFailure("walkPiece throws only DeflateStreamError")
        }
    }

    /// `DeflatePiece.joinable` as it was written over the reference walker.
    static func referenceJoinable(_ stream: [UInt8]) throws(DeflateStreamError) -> [UInt8] {
        let shape = try ReferenceDeflateBlockWalker.walk(stream)
        var bytes = Array(stream[0..<((shape.endBit + 7) / 8)])
        bytes[shape.lastBlockBit / 8] &= ~(UInt8(1) << UInt8(shape.lastBlockBit % 8))
        let used = shape.endBit % 8
        if used > 0 { bytes[bytes.count - 1] &= UInt8((1 << used) - 1) }
        if used == 0 || used > 5 { bytes.append(0) }
        return bytes + [0x00, 0x00, 0xFF, 0xFF]
    }

    /// Walks `bytes` as a stream and as a piece with both walkers, and makes it joinable with both; returns the
    /// errors the new walker threw.
    @discardableResult
    static func assertSame(_ bytes: [UInt8], _ name: @autoclosure () -> String, file: StaticString = #filePath,
                           line: UInt = #line) -> [DeflateStreamError] {
        let walked = Outcome { () throws(DeflateStreamError) in try DeflateBlockWalker.walk(bytes) }
        let reference = Outcome { () throws(DeflateStreamError) in try ReferenceDeflateBlockWalker.walk(bytes) }
        XCTAssertEqual(walked, reference, "\(name()): walk", file: file, line: line)
        let piece = Outcome { () throws(DeflateStreamError) in try walkPiece(bytes) }
        let referencePiece = Outcome { () throws(DeflateStreamError) in try ReferenceDeflateBlockWalker.walkPiece(bytes) }
        XCTAssertEqual(piece, referencePiece, "\(name()): walkPiece", file: file, line: line)
        let joinable = Outcome { () throws(DeflateStreamError) in try DeflatePiece.joinable(bytes) }
        let joinableBefore = Outcome { () throws(DeflateStreamError) in try referenceJoinable(bytes) }
        XCTAssertEqual(joinable, joinableBefore, "\(name()): joinable", file: file, line: line)
        return [walked.error, piece.error].compactMap { $0 }
    }

    /// Inputs of several kinds, seeded: random bytes, skewed bytes (long codes), text, runs, and PNG Sub rows of
    /// a synthetic screenshot cut into bands as the band encoder cuts them.
    static func inputs() -> [(String, [UInt8])] {
        var random = SeededGenerator(seed: 43)
        func noise(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) } }
        func skewed(_ count: Int, spread: Double) -> [UInt8] {
            (0..<count).map { _ in UInt8(min(255, Int(-log(Double.random(in: 0.000_01...1, using: &random)) * spread))) }
        }
        let text = Array(String(repeating: "The quick brown fox jumps over the lazy dog; ", count: 30).utf8)
        var cases: [(String, [UInt8])] = [
            ("empty", []), ("one byte", [7]), ("text", text), ("zeros", [UInt8](repeating: 0, count: 70_000)),
            ("noise", noise(40_000)), ("skewed 9", skewed(60_000, spread: 9)), ("skewed 30", skewed(60_000, spread: 30)),
            ("mixture", noise(2000) + text + [UInt8](repeating: 9, count: 4000) + skewed(30_000, spread: 5) + text),
        ]
        for size in [2, 9, 33, 300, 1500] { cases.append(("noise \(size)", noise(size))) }
        let width = 200, height = 420
        if let pixels = SyntheticScreenshot.make(width: width, height: height)?.bytes {
            let rowBytes = width * 4
            for band in [0..<64, 64..<200, 200..<420] {
                var rows: [UInt8] = []
                for y in band {
                    rows.append(1)
                    for x in 0..<rowBytes { rows.append(x < 4 ? pixels[y * rowBytes + x] : pixels[y * rowBytes + x] &- pixels[y * rowBytes + x - 4]) }
                }
                cases.append(("screenshot Sub rows \(band)", rows))
            }
        }
        return cases
    }

    func testEveryLevelOnEveryInputWalksTheSame() {
        var blockTypes = Set<Int>(), multiBlock = 0, streams = 0
        for (name, input) in Self.inputs() {
            for level: Int32 in 0...12 {
                let stream = DeflateBlockWalkerTests.compress(input, level: level)
                Self.assertSame(stream, "\(name) L\(level)")
                Self.assertSame(stream + [0xFF, 0x00, 0x5A], "\(name) L\(level) + garbage")
                if let piece = try? DeflatePiece.joinable(stream) {
                    Self.assertSame(piece, "\(name) L\(level) piece")
                    Self.assertSame(piece + piece + DeflatePiece.finalBlock, "\(name) L\(level) two pieces joined")
                }
                if let shape = try? DeflateBlockWalker.walk(stream) {
                    blockTypes.formUnion(shape.blocks.map(\.rawValue))
                    if shape.blocks.count > 1 { multiBlock += 1 }
                }
                streams += 1
            }
        }
        XCTAssertEqual(blockTypes, [0, 1, 2], "stored, fixed and dynamic blocks")
        XCTAssertGreaterThan(multiBlock, 10, "streams of several blocks among \(streams)")
    }

    /// The streams the walker meets most: bands of shipped goldens (an English and an Arabic cell), cut by the goldens'
    /// band rule, filtered Sub and compressed at level 2 (a changed cell's actual image) and 11 (a golden).
    func testShippedGoldenBandsWalkTheSame() throws {
        var bands = 0
        for path in ["golden/wallet/phone-en-light-1.0x.png", "golden/today/phone-ar-dark-1.3x.png"] {
            let file = try Data(contentsOf: URL(fileURLWithPath: ScratchProject.repositoryRoot + "/" + path))
            let pixmap = try PNGDecoder.decode([UInt8](file), source: path).pixmap
            let rowBytes = pixmap.width * 3
            let rgb = stride(from: 0, to: pixmap.bytes.count, by: 4).flatMap { pixmap.bytes[$0..<($0 + 3)] }
            for band in PNGEncoder.BandRule.standard.bands(of: pixmap) {
                var rows: [UInt8] = []
                for y in band {
                    rows.append(1)
                    for x in 0..<rowBytes { rows.append(x < 3 ? rgb[y * rowBytes + x] : rgb[y * rowBytes + x] &- rgb[y * rowBytes + x - 3]) }
                }
                for level: Int32 in [2, 11] {
                    let stream = DeflateBlockWalkerTests.compress(rows, level: level)
                    Self.assertSame(stream, "\(path) rows \(band) L\(level)")
                    XCTAssertEqual(try DeflateBlockWalker.walk(stream).inflatedBytes, rows.count)
                }
                bands += 1
            }
        }
        XCTAssertGreaterThan(bands, 4)
    }

    /// Every stream cut at every byte, and with bits flipped at seeded positions (one and three at a time): the same
    /// outcome, and between them every error the walker has.
    func testDamagedStreamsFailTheSameWay() {
        var random = SeededGenerator(seed: 1951)
        var kinds = Set<String>()
        var sources: [(String, [UInt8])] = []
        for (name, input) in Self.inputs() where input.count <= 60_000 && !name.hasPrefix("zeros") && !name.hasPrefix("skewed") {
            for level: Int32 in [0, 1, 6, 12] { sources.append(("\(name) L\(level)", DeflateBlockWalkerTests.compress(input, level: level))) }
        }
        sources += HandMadeDeflate.validStreams()
        for (name, stream) in sources {
            let cuts = stream.count <= 1000 ? Array(0..<stream.count)
                : (0..<60).map { _ in Int.random(in: 0..<stream.count, using: &random) } + Array((stream.count - 24)..<stream.count)
            for cut in cuts {
                for error in Self.assertSame(Array(stream.prefix(cut)), "\(name) cut at \(cut)") { kinds.insert(Self.kind(error)) }
            }
            if let piece = try? DeflatePiece.joinable(stream) {
                for cut in [piece.count - 1, piece.count - 4, piece.count - 5] where cut >= 0 {
                    for error in Self.assertSame(Array(piece.prefix(cut)), "\(name) piece cut at \(cut)") { kinds.insert(Self.kind(error)) }
                }
            }
            for flips in [1, 1, 1, 3] {
                for _ in 0..<(stream.count <= 1000 ? 30 : 8) where !stream.isEmpty {
                    var damaged = stream
                    var where_: [Int] = []
                    for _ in 0..<flips {
                        let bit = Int.random(in: 0..<(stream.count * 8), using: &random)
                        damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
                        where_.append(bit)
                    }
                    for error in Self.assertSame(damaged, "\(name) bits \(where_) flipped") { kinds.insert(Self.kind(error)) }
                }
            }
        }
        for (name, stream) in HandMadeDeflate.invalidStreams() {
            let errors = Self.assertSame(stream, name)
            XCTAssertFalse(errors.isEmpty, "\(name) is refused")
            for error in errors { kinds.insert(Self.kind(error)) }
        }
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            for error in Self.assertSame(bytes, "random bytes \(bytes)") { kinds.insert(Self.kind(error)) }
        }
        XCTAssertEqual(kinds, [
            "truncated", "reservedBlockType", "storedLengthMismatch", "invalidCode", "undefinedSymbol", "distanceTooFar",
            "notAPiece", "badCodeLengths: over-subscribed code", "badCodeLengths: HLIT of ",
            "badCodeLengths: code ", "badCodeLengths: a repeat runs past the ", "badCodeLengths: no code for end-of-block (",
        ], "every error of the walker, met")
    }

    func testHandMadeStreamsWalkTheSameAndAsLibdeflateInflates() throws {
        for (name, stream) in HandMadeDeflate.validStreams() {
            Self.assertSame(stream, name)
            let shape = try DeflateBlockWalker.walk(stream)
            let inflated = try XCTUnwrap(DeflateBlockWalkerTests.inflate(stream, limit: shape.inflatedBytes + 1), "\(name): libdeflate inflates it")
            XCTAssertEqual(inflated.output.count, shape.inflatedBytes, name)
            XCTAssertEqual(inflated.consumed, (shape.endBit + 7) / 8, name)
        }
    }

    /// The two-level table decodes every bit pattern as the one-level table did, on codes with lengths up to 15
    /// (complete, incomplete, and over-subscribed ones, which both refuse), with bits past the end read as zeros.
    func testTheTableDecodesEveryPatternAsTheOneLevelTable() throws {
        var random = SeededGenerator(seed: 1952)
        var codes = 0, refused = 0
        for trial in 0..<160 {
            let symbols = [2, 19, 30, 288][trial % 4]
            var lengths = [UInt8](repeating: 0, count: symbols)
            if trial % 5 == 0 {
                // A complete code: a random tree split until it has as many leaves as wanted, depth at most 15.
                var leaves = [0]
                while leaves.count < min(symbols, 2 + trial % 40) {
                    let i = Int.random(in: 0..<leaves.count, using: &random)
                    guard leaves[i] < 15 else { continue }
                    leaves[i] += 1
                    leaves.append(leaves[i])
                }
                var order = Array(0..<symbols)
                order.shuffle(using: &random)
                for (i, depth) in leaves.enumerated() { lengths[order[i]] = UInt8(depth) }
            } else {
                // Mostly long enough to fit (incomplete codes), sometimes short enough to over-subscribe.
                let shortest = trial % 7 == 1 ? 1 : [1, 5, 5, 9][trial % 4]
                for i in 0..<symbols where shortest == 1 || Int.random(in: 0..<3, using: &random) == 0 {
                    lengths[i] = UInt8.random(in: UInt8(shortest)...15, using: &random)
                }
            }
            var reference: Result<ReferenceDeflateHuffmanCode, DeflateStreamError>, built: Result<DeflateHuffmanCode, DeflateStreamError>
            do { reference = .success(try ReferenceDeflateHuffmanCode(lengths: lengths[...], bit: 5)) } catch { reference = .failure(error) }
            do { built = .success(try DeflateHuffmanCode(lengths: lengths[...], alphabet: .symbols, bit: 5)) } catch { built = .failure(error) }
            switch (reference, built) {
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual(a, b, "\(lengths)")
                refused += 1
            case (.success(let old), .success(let new)):
                codes += 1
                let longest = Int(lengths.max() ?? 0)
                // Every pattern of up to 11 bits, 3,000 seeded ones of longer codes (and all-zero and all-one bits).
                let patterns = longest <= 11 ? Array(0..<(1 << max(1, longest)))
                    : [0, (1 << longest) - 1] + (0..<3000).map { _ in Int.random(in: 0..<(1 << longest), using: &random) }
                for pattern in patterns {
                    for byteCount in [1, 2, 3] {
                        let bytes = (0..<byteCount).map { UInt8(truncatingIfNeeded: pattern >> (8 * $0)) }
                        let expected = bytes.withUnsafeBytes { buffer in
                            var bits = ReferenceDeflateBitReader(buffer)
                            return Outcome { () throws(DeflateStreamError) in [try old.decode(&bits), bits.position] }
                        }
                        let found = bytes.withUnsafeBytes { buffer in
                            var bits = DeflateBitReader(buffer)
                            return Outcome { () throws(DeflateStreamError) in
                                [DeflateHuffmanCode.Entry.value(try new.decode(&bits)), bits.position]
                            }
                        }
                        XCTAssertEqual(found, expected, "lengths \(lengths), pattern \(pattern), \(byteCount) bytes")
                    }
                }
            default:
                XCTFail("\(lengths): \(reference) against \(built)")
            }
        }
        XCTAssertGreaterThan(codes, 60)
        XCTAssertGreaterThan(refused, 10)
    }
}
