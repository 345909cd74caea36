#!/usr/bin/env python3
"""Writes the PNG decoder fixtures in Tests/ProofsheetKitTests/Fixtures/png/.

Run once (needs `pip install pypng`); the .png files are committed, so tests never run this.
Every image follows a known pattern that PNGFixtureTests.swift recomputes to get the expected RGBA:

  sample(x, y, c, depth) = (3x + 5y + 7c + (x xor y)) mod 2^depth                       for depth <= 8
                         = (4099x + 1031y + 7919c + 13 (x xor y)) mod 65536             for depth 16
  palette entry i        = (37i mod 256, 91i mod 256, (53i + 7) mod 256), alpha (67i mod 256)
                           for the first (count - 1) entries when the file has tRNS
  palette index(x, y)    = (x + 2y) mod count

Two writers are used: pypng for the plain variants (an independent encoder), and a small raw writer here for
what pypng does not do: every filter type (row r uses filter r mod 5), several IDAT chunks, text chunks.
"""
import os
import struct
import zlib

import png

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ProofsheetKitTests", "Fixtures", "png")


def sample(x, y, c, depth):
    if depth == 16:
        return (4099 * x + 1031 * y + 7919 * c + 13 * (x ^ y)) % 65536
    return (3 * x + 5 * y + 7 * c + (x ^ y)) % (1 << depth)


def palette(count, with_alpha):
    entries = []
    for i in range(count):
        rgb = ((37 * i) % 256, (91 * i) % 256, (53 * i + 7) % 256)
        if with_alpha and i < count - 1:
            entries.append(rgb + ((67 * i) % 256,))
        else:
            entries.append(rgb)
    return entries


def pixel_rows(width, height, channels, depth, count=None):
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            if count is not None:
                row.append((x + 2 * y) % count)
            else:
                row.extend(sample(x, y, c, depth) for c in range(channels))
        rows.append(row)
    return rows


def write_pypng(name, width, height, kind, depth, interlace=False, transparent=None, count=None, trns=False):
    channels = {"grey": 1, "greyalpha": 2, "rgb": 3, "rgba": 4, "palette": 1}[kind]
    kwargs = dict(bitdepth=depth, interlace=interlace)
    if kind == "palette":
        kwargs["palette"] = palette(count, trns)
    else:
        kwargs["greyscale"] = kind in ("grey", "greyalpha")
        kwargs["alpha"] = kind in ("greyalpha", "rgba")
    if transparent is not None:
        kwargs["transparent"] = transparent
    writer = png.Writer(width, height, **kwargs)
    with open(os.path.join(OUT, name), "wb") as f:
        writer.write(f, pixel_rows(width, height, channels, depth, count))


# ---- raw writer: filters, multiple IDAT chunks, text chunks -------------------------------------------------

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(values, depth):
    if depth == 8:
        return bytes(values)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in values)
    out, acc, bits = bytearray(), 0, 0
    for v in values:
        acc = (acc << depth) | v
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, above, bpp):
    out = bytearray()
    for i, v in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = above[i]
        c = above[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((v - pred) % 256)
    return bytes([kind]) + bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def write_raw(name, width, height, color_type, depth, interlace=False, count=None, trns=None,
              before_idat=(), after_idat=(), idat_pieces=3):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, filter_index = bytearray(), 0
    for (x0, y0, dx, dy) in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        above = bytes(len(pack_row([0] * (len(xs) * channels), depth)))
        for y in ys:
            if count is not None:
                values = [(x + 2 * y) % count for x in xs]
            else:
                values = [sample(x, y, c, depth) for x in xs for c in range(channels)]
            row = pack_row(values, depth)
            raw += filter_row(filter_index % 5, row, above, bpp)
            filter_index += 1
            above = row
    compressed = zlib.compress(bytes(raw), 9)
    step = max(1, len(compressed) // idat_pieces + 1)
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlace else 0))
    if count is not None:
        entries = palette(count, trns is not None)
        out += chunk(b"PLTE", b"".join(bytes(e[:3]) for e in entries))
        if trns is not None:
            out += chunk(b"tRNS", bytes(e[3] for e in entries if len(e) == 4))
    elif trns is not None:
        out += chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in trns))
    for c in before_idat:
        out += c
    for i in range(0, len(compressed), step):
        out += chunk(b"IDAT", compressed[i:i + step])
    for c in after_idat:
        out += c
    out += chunk(b"IEND", b"")
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(out)


def text_chunks():
    arabic = "مرحبا بالعالم — لقطة شاشة ذهبية"
    latin = "Caf\u00e9 cr\u00e8me, na\u00efve fa\u00e7ade. " * 8
    return (
        [
            chunk(b"tEXt", b"Title\x00Proofsheet golden"),
            chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(latin.encode("latin-1"))),
            chunk(b"prVt", b"private ancillary chunk, must be skipped"),
            chunk(b"iTXt", "Description".encode() + b"\x00\x00\x00ar\x00" + "وصف".encode() + b"\x00" + arabic.encode()),
        ],
        [
            chunk(b"iTXt", b"Author\x00\x01\x00ar-EG\x00\x00" + zlib.compress(arabic.encode())),
            chunk(b"tEXt", b"Software\x00make-png-fixtures.py"),
        ],
    )


def main():
    os.makedirs(OUT, exist_ok=True)
    for depth in (1, 2, 4, 8, 16):
        write_pypng(f"grey{depth}.png", 13, 7, "grey", depth)
    write_pypng("grey8-trns.png", 13, 7, "grey", 8, transparent=sample(0, 1, 0, 8))
    write_pypng("grey2-trns.png", 13, 7, "grey", 2, transparent=1)
    write_pypng("grey16-trns.png", 13, 7, "grey", 16, transparent=sample(1, 1, 0, 16))
    write_pypng("greyalpha8.png", 13, 7, "greyalpha", 8)
    write_pypng("greyalpha16.png", 13, 7, "greyalpha", 16)
    write_pypng("rgb8.png", 13, 7, "rgb", 8)
    write_pypng("rgb8-trns.png", 13, 7, "rgb", 8, transparent=tuple(sample(2, 3, c, 8) for c in range(3)))
    write_pypng("rgb16.png", 13, 7, "rgb", 16)
    write_pypng("rgb16-trns.png", 13, 7, "rgb", 16, transparent=tuple(sample(2, 3, c, 16) for c in range(3)))
    write_pypng("rgba8.png", 13, 7, "rgba", 8)
    write_pypng("rgba16.png", 13, 7, "rgba", 16)
    for depth, count in ((1, 2), (2, 3), (4, 11), (8, 200)):
        write_pypng(f"palette{depth}.png", 13, 7, "palette", depth, count=count)
        write_pypng(f"palette{depth}-trns.png", 13, 7, "palette", depth, count=count, trns=True)
    write_pypng("interlaced-rgba8-7x5.png", 7, 5, "rgba", 8, interlace=True)
    write_pypng("interlaced-rgba8-1x1.png", 1, 1, "rgba", 8, interlace=True)
    write_pypng("interlaced-grey1-13x11.png", 13, 11, "grey", 1, interlace=True)
    write_pypng("interlaced-palette4-33x17.png", 33, 17, "palette", 4, interlace=True, count=11, trns=True)
    write_pypng("interlaced-rgb16-9x9.png", 9, 9, "rgb", 16, interlace=True)
    write_raw("filters-rgb8.png", 13, 11, 2, 8)
    write_raw("filters-rgba16.png", 13, 11, 6, 16)
    write_raw("filters-grey1.png", 29, 11, 0, 1)
    write_raw("filters-palette2.png", 13, 11, 3, 2, count=3, trns=True)
    write_raw("filters-interlaced-rgba8.png", 17, 13, 6, 8, interlace=True)
    write_raw("filters-interlaced-greyalpha8.png", 10, 10, 4, 8, interlace=True, idat_pieces=5)
    before, after = text_chunks()
    write_raw("text.png", 5, 4, 2, 8, before_idat=before, after_idat=after)


if __name__ == "__main__":
    main()
