import Foundation
import XCTest
@testable import ProofsheetKit

/// The encoder's output bytes are frozen: each case's FNV-1a 64 hash was recorded from the encoder before the
/// speed work on the PNG and raster code, so any optimisation that changes a single byte of a written file fails here.
/// Cases cover both presets, RGB and RGBA, every filter strategy, odd widths that leave vector tails, and
/// re-encodings of shipped goldens (real screenshots).
final class PNGEncoderByteIdentityTests: XCTestCase {
    /// 64-bit FNV-1a (Fowler–Noll–Vo) of `bytes`.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    static let repositoryRoot = TestPaths.repository

    struct Case {
        let image: String
        let encoding: String
        let hash: UInt64
        let count: Int
    }

    /// Encodings of one pixmap, named as in the table.
    static func encodings(of pixmap: Pixmap, opaque: Bool) throws -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        for includeAlpha in opaque ? [false, true] : [true] {
            let channels = includeAlpha ? "rgba" : "rgb"
            for effort in [PNGEncoder.Effort.fast, .small] {
                result.append(("\(effort)-\(channels)", try PNGEncoder(effort: effort, includeAlpha: includeAlpha).encode(pixmap)))
            }
            let strategies: [(String, PNGFilterStrategy)] = PNGFilter.allCases.map { ("\($0)", .fixed($0)) }
                + [("msad", .minimumSumOfAbsoluteDifferences(PNGFilter.allCases))]
            for (name, strategy) in strategies {
                var encoder = PNGEncoder(effort: .fast, includeAlpha: includeAlpha)
                encoder.filterStrategyOverride = strategy
                result.append(("\(name)-\(channels)", try encoder.encode(pixmap)))
            }
        }
        return result
    }

    static let syntheticSizes = [(1, 1), (2, 1), (3, 2), (5, 3), (6, 4), (17, 9), (64, 33), (301, 97)]
    static let goldens = ["today/phone-en-dark-1.0x.png", "wallet/phone-ar-light-3.1x.png", "workout/phone-en-highContrastLight-2.0x.png"]

    /// Every image and encoding, hashed now.
    static func currentHashes() throws -> [String: (UInt64, Int)] {
        var hashes: [String: (UInt64, Int)] = [:]
        for (width, height) in syntheticSizes {
            for opaque in [true, false] {
                guard let pixmap = PNGRoundTripTests.pattern(width: width, height: height, opaque: opaque) else { continue }
                for (encoding, bytes) in try encodings(of: pixmap, opaque: opaque) {
                    hashes["\(width)x\(height)\(opaque ? "" : "a") \(encoding)"] = (fnv1a(bytes), bytes.count)
                }
            }
        }
        for golden in goldens {
            let path = repositoryRoot.appendingPathComponent("golden/" + golden).path
            let pixmap = try PNGDecoder.decodeFile(atPath: path).pixmap
            for effort in [PNGEncoder.Effort.fast, .small] {
                let bytes = try PNGEncoder(effort: effort, includeAlpha: false).encode(pixmap)
                hashes["\(golden) \(effort)-rgb"] = (fnv1a(bytes), bytes.count)
            }
            let rgba = try PNGEncoder(effort: .fast, includeAlpha: true).encode(pixmap)
            hashes["\(golden) fast-rgba"] = (fnv1a(rgba), rgba.count)
            hashes["\(golden) decoded"] = (fnv1a(pixmap.bytes), pixmap.bytes.count)
        }
        return hashes
    }

    func testEveryEncodingMatchesTheRecordedBytes() throws {
        let hashes = try Self.currentHashes()
        let recorded = Dictionary(uniqueKeysWithValues: Self.recorded.map { ($0.0, ($0.1, $0.2)) })
        var report: [String] = []
        for key in hashes.keys.sorted() {
            let (hash, count) = hashes[key]!
            report.append("(\"\(key)\", 0x\(String(hash, radix: 16)), \(count)),")
            if let expected = recorded[key] {
                XCTAssertEqual(hash, expected.0, "\(key): bytes changed (count \(count), recorded \(expected.1))")
            } else {
                XCTFail("\(key): no recorded hash")
            }
        }
        XCTAssertEqual(Set(recorded.keys), Set(hashes.keys))
        if Set(recorded.keys) != Set(hashes.keys) { print(report.joined(separator: "\n")) }
    }

    /// (image and encoding, FNV-1a 64 of the file bytes, byte count), recorded before the speed work.
    static let recorded: [(String, UInt64, Int)] = [
        ("17x9 average-rgb", 0xbf6fbd108e3cbcf7, 321),
        ("17x9 average-rgba", 0xbd2f991ebb4480ce, 359),
        ("17x9 fast-rgb", 0x9e34933062cf444, 289),
        ("17x9 fast-rgba", 0x15f77a4b97cd7c85, 311),
        ("17x9 msad-rgb", 0x729154c2e720bfd2, 272),
        ("17x9 msad-rgba", 0xc2d69b9b0d8fccb, 293),
        ("17x9 none-rgb", 0xf84ae2bc6f285a66, 429),
        ("17x9 none-rgba", 0x78a93e3065d9eb9c, 492),
        ("17x9 paeth-rgb", 0xd5c5a738959f74b2, 273),
        ("17x9 paeth-rgba", 0x11c71a0a1de17520, 297),
        ("17x9 small-rgb", 0x5a2f5af2eac45ed, 262),
        ("17x9 small-rgba", 0x38474acf539edf05, 266),
        ("17x9 sub-rgb", 0x9e34933062cf444, 289),
        ("17x9 sub-rgba", 0x15f77a4b97cd7c85, 311),
        ("17x9 up-rgb", 0xe96825faa8491d3e, 307),
        ("17x9 up-rgba", 0x606a87f71b4f9e5b, 322),
        ("17x9a average-rgba", 0xd4232834edea46fd, 376),
        ("17x9a fast-rgba", 0x37dddadb41beec5, 332),
        ("17x9a msad-rgba", 0x139338dd93b1267d, 308),
        ("17x9a none-rgba", 0xac9d7feb98a9adce, 636),
        ("17x9a paeth-rgba", 0x1cd224b371a906dc, 310),
        ("17x9a small-rgba", 0x30a24480df000dd, 267),
        ("17x9a sub-rgba", 0x37dddadb41beec5, 332),
        ("17x9a up-rgba", 0xfee1505f2275d4a6, 333),
        ("1x1 average-rgb", 0xc35f5d5d85cda4, 72),
        ("1x1 average-rgba", 0x94693ec837dbed2b, 73),
        ("1x1 fast-rgb", 0x8e9f611484299e1d, 72),
        ("1x1 fast-rgba", 0x9c82c403154f54e3, 73),
        ("1x1 msad-rgb", 0x8d0bed5b5aebc67c, 72),
        ("1x1 msad-rgba", 0x6f4c6b3705f3fe71, 73),
        ("1x1 none-rgb", 0x8d0bed5b5aebc67c, 72),
        ("1x1 none-rgba", 0x6f4c6b3705f3fe71, 73),
        ("1x1 paeth-rgb", 0x786ded6fd39ca0c1, 72),
        ("1x1 paeth-rgba", 0x1e1d72b128de190e, 73),
        ("1x1 small-rgb", 0x20dadc3148d50784, 72),
        ("1x1 small-rgba", 0x4addb5e49ef7f0f1, 73),
        ("1x1 sub-rgb", 0x8e9f611484299e1d, 72),
        ("1x1 sub-rgba", 0x9c82c403154f54e3, 73),
        ("1x1 up-rgb", 0xefad725fe9b47956, 72),
        ("1x1 up-rgba", 0x33576635b80758a7, 73),
        ("1x1a average-rgba", 0xc1143f5fc6ecd673, 73),
        ("1x1a fast-rgba", 0x6f6c7e492ddb45d8, 73),
        ("1x1a msad-rgba", 0x7ed6e73c90008012, 73),
        ("1x1a none-rgba", 0x7ed6e73c90008012, 73),
        ("1x1a paeth-rgba", 0x5976617a38acba29, 73),
        ("1x1a small-rgba", 0x2a2d9605f630de22, 73),
        ("1x1a sub-rgba", 0x6f6c7e492ddb45d8, 73),
        ("1x1a up-rgba", 0x23521a34a2862108, 73),
        ("2x1 average-rgb", 0x598b0e205cb53a8a, 75),
        ("2x1 average-rgba", 0x7b157f467c3e9ac2, 77),
        ("2x1 fast-rgb", 0x84c085589d9b9927, 75),
        ("2x1 fast-rgba", 0xe3b7b389c5867cba, 77),
        ("2x1 msad-rgb", 0xacedea5ad00bbd69, 75),
        ("2x1 msad-rgba", 0xba48e1a919386c01, 77),
        ("2x1 none-rgb", 0xacedea5ad00bbd69, 75),
        ("2x1 none-rgba", 0xba48e1a919386c01, 77),
        ("2x1 paeth-rgb", 0x64d8d8538f03144b, 75),
        ("2x1 paeth-rgba", 0x7b852a2c8f1781f7, 77),
        ("2x1 small-rgb", 0x6cf3724bdcd21545, 75),
        ("2x1 small-rgba", 0x520405d2ea546d12, 77),
        ("2x1 sub-rgb", 0x84c085589d9b9927, 75),
        ("2x1 sub-rgba", 0xe3b7b389c5867cba, 77),
        ("2x1 up-rgb", 0xcfe836f8bf51035e, 75),
        ("2x1 up-rgba", 0x20e7b486ae65562a, 77),
        ("2x1a average-rgba", 0xe78ea5aec3162f37, 77),
        ("2x1a fast-rgba", 0xd9d85be6d6554f4a, 77),
        ("2x1a msad-rgba", 0xdee02639aafbf98c, 77),
        ("2x1a none-rgba", 0xdee02639aafbf98c, 77),
        ("2x1a paeth-rgba", 0xff99510ef916e1a0, 77),
        ("2x1a small-rgba", 0x214b758e50ba621b, 77),
        ("2x1a sub-rgba", 0xd9d85be6d6554f4a, 77),
        ("2x1a up-rgba", 0x556cff4d072853db, 77),
        ("301x97 average-rgb", 0x4027526dc96b8896, 31626),
        ("301x97 average-rgba", 0xa72e9d4c119ef2df, 34542),
        ("301x97 fast-rgb", 0xa4082bfd33f99da9, 26833),
        ("301x97 fast-rgba", 0x4762d314bfdafef6, 29542),
        ("301x97 msad-rgb", 0xa05827ef5626f4b1, 24802),
        ("301x97 msad-rgba", 0x89d571ddb41b572a, 27455),
        ("301x97 none-rgb", 0xa8abae00616e4983, 79959),
        ("301x97 none-rgba", 0x17457d43f164fb82, 88421),
        ("301x97 paeth-rgb", 0xe77827de3da8ff7b, 26933),
        ("301x97 paeth-rgba", 0x8f00cd1b4ab8a1b8, 29475),
        ("301x97 small-rgb", 0xb1a86f054083eea9, 23357),
        ("301x97 small-rgba", 0x6a51720ab547093d, 23618),
        ("301x97 sub-rgb", 0xa4082bfd33f99da9, 26833),
        ("301x97 sub-rgba", 0x4762d314bfdafef6, 29542),
        ("301x97 up-rgb", 0x4e04b17362b5e1d1, 27344),
        ("301x97 up-rgba", 0xb9e09c8f63587d13, 29927),
        ("301x97a average-rgba", 0x124185a5d4ffd59c, 36074),
        ("301x97a fast-rgba", 0xb9093a6fde037e48, 29798),
        ("301x97a msad-rgba", 0x49af7da77bba5a6a, 27858),
        ("301x97a none-rgba", 0x2236fe09d3d19e3f, 108572),
        ("301x97a paeth-rgba", 0xfd71c4fee802f85, 31197),
        ("301x97a small-rgba", 0xd536ee876bb64b1d, 23512),
        ("301x97a sub-rgba", 0xb9093a6fde037e48, 29798),
        ("301x97a up-rgba", 0xf331c9f125491453, 30097),
        ("3x2 average-rgb", 0xb48892d1de81599f, 88),
        ("3x2 average-rgba", 0xd92ac6ee488d9ddd, 94),
        ("3x2 fast-rgb", 0x1ddbd3b4bdd1dd38, 88),
        ("3x2 fast-rgba", 0x6b13f42d0300cef6, 94),
        ("3x2 msad-rgb", 0xd7810047d12f13b4, 88),
        ("3x2 msad-rgba", 0x8338e98d9be688b9, 94),
        ("3x2 none-rgb", 0x95fd09b91c2c6784, 88),
        ("3x2 none-rgba", 0x354f0dee48a96d33, 94),
        ("3x2 paeth-rgb", 0x2e1eb829b9bb5793, 88),
        ("3x2 paeth-rgba", 0x6976995cb4610111, 94),
        ("3x2 small-rgb", 0xaad8ec4237bd3f0, 85),
        ("3x2 small-rgba", 0x5e464e1668471899, 92),
        ("3x2 sub-rgb", 0x1ddbd3b4bdd1dd38, 88),
        ("3x2 sub-rgba", 0x6b13f42d0300cef6, 94),
        ("3x2 up-rgb", 0xee3492b2ed8a2d35, 88),
        ("3x2 up-rgba", 0x5d7f19091841e12d, 94),
        ("3x2a average-rgba", 0x9742f3d3498edf4, 94),
        ("3x2a fast-rgba", 0x671ef097aa6b670e, 94),
        ("3x2a msad-rgba", 0x8a593fa6c9f58b3f, 94),
        ("3x2a none-rgba", 0xdcc82db434416735, 94),
        ("3x2a paeth-rgba", 0x78cb63e481f91334, 94),
        ("3x2a small-rgba", 0x774ac3bef8a2969d, 91),
        ("3x2a sub-rgba", 0x671ef097aa6b670e, 94),
        ("3x2a up-rgba", 0x1c3eedfc988de6f8, 94),
        ("5x3 average-rgb", 0xbb3e88250ba238f7, 114),
        ("5x3 average-rgba", 0xe1bc10b11a84dbe7, 128),
        ("5x3 fast-rgb", 0x4c7bcd9a505ffede, 114),
        ("5x3 fast-rgba", 0x6e31eafcc794bbca, 122),
        ("5x3 msad-rgb", 0xa1e3bbf771af402f, 114),
        ("5x3 msad-rgba", 0x8b6001620a3b0b88, 120),
        ("5x3 none-rgb", 0x171d6aeb0b769274, 114),
        ("5x3 none-rgba", 0xfa98d2fb7494d2d3, 122),
        ("5x3 paeth-rgb", 0xccb1e6d581fee1eb, 114),
        ("5x3 paeth-rgba", 0xd246b99aed70e5cf, 121),
        ("5x3 small-rgb", 0x43a313c5e46a34ca, 114),
        ("5x3 small-rgba", 0x283f216940bb99bb, 123),
        ("5x3 sub-rgb", 0x4c7bcd9a505ffede, 114),
        ("5x3 sub-rgba", 0x6e31eafcc794bbca, 122),
        ("5x3 up-rgb", 0x8701cdb12c069a20, 114),
        ("5x3 up-rgba", 0x12fa9ec1864a62fb, 119),
        ("5x3a average-rgba", 0x9eb9bf6133962958, 129),
        ("5x3a fast-rgba", 0x78bcc04411e03714, 125),
        ("5x3a msad-rgba", 0x7060d5968d763956, 126),
        ("5x3a none-rgba", 0xfa104eb62e28f91b, 129),
        ("5x3a paeth-rgba", 0x55d2a539ea5f5994, 126),
        ("5x3a small-rgba", 0xd145b0474e457586, 125),
        ("5x3a sub-rgba", 0x78bcc04411e03714, 125),
        ("5x3a up-rgba", 0xee9951c2c0788d78, 126),
        ("64x33 average-rgb", 0xfcc860741003c73b, 2669),
        ("64x33 average-rgba", 0x27f882f3e08aca9a, 2870),
        ("64x33 fast-rgb", 0xe7fee455beb3af9f, 2271),
        ("64x33 fast-rgba", 0x4fa8257a83835b16, 2406),
        ("64x33 msad-rgb", 0x3bf4c898c056a94b, 2142),
        ("64x33 msad-rgba", 0x6887892151ae5aea, 2186),
        ("64x33 none-rgb", 0x95a8d540684b245d, 5507),
        ("64x33 none-rgba", 0x260eea4caff1ddb1, 6019),
        ("64x33 paeth-rgb", 0x52a1201a691c8b03, 2235),
        ("64x33 paeth-rgba", 0x31acb43144e67cbf, 2393),
        ("64x33 small-rgb", 0x24027a2249ea9d3e, 1949),
        ("64x33 small-rgba", 0x9df3765033ec243c, 1929),
        ("64x33 sub-rgb", 0xe7fee455beb3af9f, 2271),
        ("64x33 sub-rgba", 0x4fa8257a83835b16, 2406),
        ("64x33 up-rgb", 0x6e3f2433273699fa, 2388),
        ("64x33 up-rgba", 0xc82d2d4fb5f4ce94, 2519),
        ("64x33a average-rgba", 0xe284ab386dd54847, 3060),
        ("64x33a fast-rgba", 0x2e37415bd90fecab, 2459),
        ("64x33a msad-rgba", 0x8e588b16eef4a725, 2316),
        ("64x33a none-rgba", 0xc8aa5c5cd7e44d5, 7826),
        ("64x33a paeth-rgba", 0xf247d3f6f09c6ea7, 2510),
        ("64x33a small-rgba", 0x1b5bcab6f1765759, 2052),
        ("64x33a sub-rgba", 0x2e37415bd90fecab, 2459),
        ("64x33a up-rgba", 0x78ba0a94935ebc0a, 2547),
        ("6x4 average-rgb", 0x4c3fbebf5634e9a4, 138),
        ("6x4 average-rgba", 0x98ac4426c48ddcf4, 152),
        ("6x4 fast-rgb", 0x3d5b87f58e339211, 140),
        ("6x4 fast-rgba", 0x8b014d0ce82964e8, 152),
        ("6x4 msad-rgb", 0xb1aa7b1106dac201, 138),
        ("6x4 msad-rgba", 0xc4268795c6c63760, 150),
        ("6x4 none-rgb", 0xa4222696692dab11, 140),
        ("6x4 none-rgba", 0x3b38c699184d9d31, 152),
        ("6x4 paeth-rgb", 0x89446c8419b6f33, 138),
        ("6x4 paeth-rgba", 0xd6a23e2e61d64f7b, 146),
        ("6x4 small-rgb", 0xcfeab7e7f92b70b6, 138),
        ("6x4 small-rgba", 0xe0580abeb044fb98, 146),
        ("6x4 sub-rgb", 0x3d5b87f58e339211, 140),
        ("6x4 sub-rgba", 0x8b014d0ce82964e8, 152),
        ("6x4 up-rgb", 0xc4f125f09dcff8c8, 138),
        ("6x4 up-rgba", 0x500ec5cbaa579756, 147),
        ("6x4a average-rgba", 0xe13a1f9078bbd22, 160),
        ("6x4a fast-rgba", 0x87c32852ebab7629, 157),
        ("6x4a msad-rgba", 0x4d81535e129f08fc, 152),
        ("6x4a none-rgba", 0xb800fd8d8f148207, 167),
        ("6x4a paeth-rgba", 0xe32c2a54c4b2a2b8, 153),
        ("6x4a small-rgba", 0x8ccbd0dfdc9d9f70, 148),
        ("6x4a sub-rgba", 0x87c32852ebab7629, 157),
        ("6x4a up-rgba", 0x92d2e7104cad8b1d, 157),
        ("today/phone-en-dark-1.0x.png decoded", 0x7d1e690903235963, 5266560),
        ("today/phone-en-dark-1.0x.png fast-rgb", 0x6186693f6df799c5, 185616),
        ("today/phone-en-dark-1.0x.png fast-rgba", 0x80c9bdf8f9d64269, 196648),
        ("today/phone-en-dark-1.0x.png small-rgb", 0xdf0ff39f261c7bcf, 120297),
        ("wallet/phone-ar-light-3.1x.png decoded", 0xc78aa2079c0c016c, 5266560),
        ("wallet/phone-ar-light-3.1x.png fast-rgb", 0x204d1b83d42e105b, 222776),
        ("wallet/phone-ar-light-3.1x.png fast-rgba", 0xaa084bd2d29ae81d, 240893),
        ("wallet/phone-ar-light-3.1x.png small-rgb", 0x39c63ed8879ce27, 103359),
        // Re-recorded after the example's workout screen changed (its golden was re-approved); the same values
        // came out of the code from before the speed work, built from commit c90d20b.
        ("workout/phone-en-highContrastLight-2.0x.png decoded", 0xfc977c221a336685, 5266560),
        ("workout/phone-en-highContrastLight-2.0x.png fast-rgb", 0xa666fdc0dd977cc3, 120365),
        ("workout/phone-en-highContrastLight-2.0x.png fast-rgba", 0xcb374c0823fce265, 122907),
        ("workout/phone-en-highContrastLight-2.0x.png small-rgb", 0x6b6a665fba848e15, 80537),
    ]
}
