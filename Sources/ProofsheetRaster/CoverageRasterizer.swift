/// The exact-area scanline rasteriser behind every `CoverageMask`: polygon in, 8-bit coverage out.
///
/// Coordinates are pixels (top-left origin, y down), converted to 24.8 fixed point before any area is computed.
/// Each edge is cut at every pixel row and column it crosses; a piece inside one cell adds the signed area to
/// its right into an accumulation row (the cell gets `dy·(1 − x̄)`, its right neighbour `dy·x̄`, where x̄ is the
/// piece's mean x inside the cell), and a running sum along the row then gives every pixel's signed winding
/// area — the cell/cover scheme of FreeType's "smooth" rasteriser and of Raph Levien's font-rs, written here
/// from the geometry. The fill rule folds that sum into 0…1 (clamp for non-zero, triangle wave for even-odd)
/// the same way those rasterisers do, so overlapping edges inside one pixel are approximated, interiors exact.
///
/// Everything after the fixed-point conversion is integer arithmetic, and every split point is rounded
/// symmetrically, so the result is bit-identical everywhere and exactly mirror-symmetric for mirrored input.
package struct CoverageRasterizer {
    /// Units of one pixel's full coverage in the accumulation rows: 256 (sub-rows) × 512 (twice the sub-columns).
    package static let fullCoverage = 256 * 512
    /// log2 of `fullCoverage` (2^8 × 2^9).
    package static let fullCoverageShift = 17

    /// Rasterises `contours` (implicitly closed polylines in pixels) into a mask covering their bounds ∩ `limit`.
    package static func mask(contours: [[Point]], rule: FillRule, limit: PixelRect?) -> CoverageMask {
        mask(polygon: FixedPolygon(contours), rule: rule, limit: limit)
    }

    /// Rasterises an already quantised polygon (reuse it to rasterise several windows of one shape).
    package static func mask(polygon: FixedPolygon, rule: FillRule, limit: PixelRect?) -> CoverageMask {
        var bounds = polygon.pixelBounds
        if let limit { bounds = bounds.intersection(limit) }
        guard !bounds.isEmpty else { return CoverageMask(emptyAt: limit) }
        let s = RasterMath.subpixels
        var accumulator = Accumulator(width: bounds.width, height: bounds.height)
        let ox = bounds.x * s, oy = bounds.y * s
        for contour in polygon.contours where contour.count >= 2 {
            var previous = contour[contour.count - 1]
            for point in contour {
                accumulator.addEdge(x0: previous.x - ox, y0: previous.y - oy, x1: point.x - ox, y1: point.y - oy)
                previous = point
            }
        }
        return CoverageMask(bounds: bounds, uncheckedBytes: accumulator.coverage(rule: rule))
    }

    /// Polylines in 24.8 fixed-point pixels (`RasterMath.fixed`), with the pixels they touch.
    package struct FixedPolygon {
        package var contours: [[(x: Int, y: Int)]] = []
        /// `.zero` for a polygon with no points.
        package var pixelBounds = PixelRect.zero

        package init(_ points: [[Point]]) {
            let s = RasterMath.subpixels
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            contours.reserveCapacity(points.count)
            for contour in points {
                var fixedContour: [(x: Int, y: Int)] = []
                fixedContour.reserveCapacity(contour.count)
                for p in contour {
                    let x = RasterMath.fixed(p.x), y = RasterMath.fixed(p.y)
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                    fixedContour.append((x, y))
                }
                contours.append(fixedContour)
            }
            guard minX <= maxX else { return }
            let x0 = RasterMath.floorDiv(minX, s), y0 = RasterMath.floorDiv(minY, s)
            pixelBounds = PixelRect(x: x0, y: y0, width: RasterMath.ceilDiv(maxX, s) - x0,
                                    height: RasterMath.ceilDiv(maxY, s) - y0)
        }
    }

    /// Signed-area accumulation rows for a `width` × `height` window whose top-left pixel is at fixed (0, 0).
    package struct Accumulator {
        package let width: Int
        package let height: Int
        /// Row stride: one spare cell on the right takes the `dy·x̄` share of the last column.
        package let stride: Int
        package var cells: [Int32]

        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
            stride = width + 2
            cells = [Int32](repeating: 0, count: stride * height)
        }

        /// Adds one straight edge in window-local 24.8 fixed point.
        package mutating func addEdge(x0: Int, y0: Int, x1: Int, y1: Int) {
            guard y0 != y1 else { return }
            let s = RasterMath.subpixels
            // Walk downward; the winding sign remembers the original direction.
            let (ax, ay, bx, by, winding) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
            let firstRow = max(RasterMath.floorDiv(ay, s), 0)
            let lastRow = min(RasterMath.ceilDiv(by, s) - 1, height - 1)
            guard firstRow <= lastRow else { return }
            let edge = Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: winding)
            for row in firstRow...lastRow {
                let top = row * s
                let ya = max(ay, top), yb = min(by, top + s)
                guard ya < yb else { continue }
                let xa = ya == ay ? ax : edge.x(atY: ya)
                let xb = yb == by ? bx : edge.x(atY: yb)
                addRowPiece(row: row, edge: edge, xa: xa, ya: ya - top, xb: xb, yb: yb - top)
            }
        }

        /// One edge's piece inside a pixel row; y values are relative to the row's top (0...256).
        private mutating func addRowPiece(row: Int, edge: Edge, xa: Int, ya: Int, xb: Int, yb: Int) {
            let right = width * RasterMath.subpixels
            if xa <= 0 && xb <= 0 {
                addFullCover(row: row, dy: yb - ya, winding: edge.winding)
                return
            }
            if xa >= right && xb >= right { return }
            if xa == xb {
                addCellPiece(row: row, xs: xa, ys: ya, xe: xb, ye: yb, column: xa >> 8, winding: edge.winding)
                return
            }
            if min(xa, xb) >= 0 && max(xa, xb) <= right {
                walkColumns(row: row, edge: edge, xs: xa, ys: ya, xe: xb, ye: yb)
                return
            }
            // Cut at the window's left and right sides; left of the window counts as full cover, right of it as none.
            let rowTop = row * RasterMath.subpixels
            let (low, high) = (ya + rowTop, yb + rowTop)
            var sx = xa, sy = ya
            let firstSide = xb > xa ? 0 : right, secondSide = xb > xa ? right : 0
            for side in [firstSide, secondSide] where min(sx, xb) < side && side < max(sx, xb) {
                let cy = edge.y(atX: side, clampedTo: low, high) - rowTop
                addClippedPiece(row: row, edge: edge, xs: sx, ys: sy, xe: side, ye: cy, right: right)
                sx = side
                sy = cy
            }
            addClippedPiece(row: row, edge: edge, xs: sx, ys: sy, xe: xb, ye: yb, right: right)
        }

        private mutating func addClippedPiece(row: Int, edge: Edge, xs: Int, ys: Int, xe: Int, ye: Int, right: Int) {
            if max(xs, xe) <= 0 {
                addFullCover(row: row, dy: ye - ys, winding: edge.winding)
            } else if min(xs, xe) >= right {
                return
            } else {
                walkColumns(row: row, edge: edge, xs: xs, ys: ys, xe: xe, ye: ye)
            }
        }

        /// Splits a piece that lies inside the window at every column boundary it crosses.
        private mutating func walkColumns(row: Int, edge: Edge, xs: Int, ys: Int, xe: Int, ye: Int) {
            let s = RasterMath.subpixels
            let rowTop = row * s
            var cx = xs, cy = ys
            if xe > xs {
                var column = RasterMath.floorDiv(cx, s)
                while xe > (column + 1) * s {
                    let bx = (column + 1) * s
                    let by = edge.y(atX: bx, clampedTo: ys + rowTop, ye + rowTop) - rowTop
                    addCellPiece(row: row, xs: cx, ys: cy, xe: bx, ye: by, column: column, winding: edge.winding)
                    cx = bx; cy = by; column += 1
                }
                addCellPiece(row: row, xs: cx, ys: cy, xe: xe, ye: ye, column: column, winding: edge.winding)
            } else {
                var column = RasterMath.ceilDiv(cx, s) - 1
                while xe < column * s {
                    let bx = column * s
                    let by = edge.y(atX: bx, clampedTo: ys + rowTop, ye + rowTop) - rowTop
                    addCellPiece(row: row, xs: cx, ys: cy, xe: bx, ye: by, column: column, winding: edge.winding)
                    cx = bx; cy = by; column -= 1
                }
                addCellPiece(row: row, xs: cx, ys: cy, xe: xe, ye: ye, column: column, winding: edge.winding)
            }
        }

        /// A piece inside cell `column`: the cell gets the area right of the piece, its neighbour the rest of `dy`.
        @inline(__always)
        private mutating func addCellPiece(row: Int, xs: Int, ys: Int, xe: Int, ye: Int, column: Int, winding: Int) {
            let dy = (ye - ys) * winding
            guard dy != 0 else { return }
            let c = min(max(column, 0), width - 1)
            let twiceMeanX = xs + xe - 2 * RasterMath.subpixels * c   // 0...512 within the cell
            let i = row * stride + c
            cells[i] &+= Int32(truncatingIfNeeded: dy * (2 * RasterMath.subpixels - twiceMeanX))
            cells[i + 1] &+= Int32(truncatingIfNeeded: dy * twiceMeanX)
        }

        @inline(__always)
        private mutating func addFullCover(row: Int, dy: Int, winding: Int) {
            cells[row * stride] &+= Int32(truncatingIfNeeded: dy * winding * 2 * RasterMath.subpixels)
        }

        /// Running sums along each row, folded by the fill rule and rounded to bytes: `round(255 · area)`.
        ///
        /// A zero cell leaves the sum, and so the byte, unchanged; runs of eight zero cells (the insides and
        /// outsides of shapes) are written as one 8-byte store.
        package func coverage(rule: FillRule) -> [UInt8] {
            let (w, h, stride) = (width, height, self.stride)
            return [UInt8](unsafeUninitializedCapacity: w * h) { out, initialized in
                cells.withUnsafeBufferPointer { cells in
                    guard let cellBase = cells.baseAddress, let outBase = out.baseAddress else { return }
                    for y in 0..<h {
                        let row = cellBase + y * stride, target = outBase + y * w
                        var sum = 0
                        var value: UInt8 = 0
                        var x = 0
                        while x < w {
                            let cell = row[x]
                            if cell != 0 {
                                sum &+= Int(cell)
                                value = Accumulator.byte(sum, rule: rule)
                                target[x] = value
                                x += 1
                            } else if x + 8 <= w && Accumulator.eightZeros(row + x) {
                                UnsafeMutableRawPointer(target + x).storeBytes(
                                    of: UInt64(value) &* 0x0101_0101_0101_0101, as: UInt64.self)
                                x += 8
                            } else {
                                target[x] = value
                                x += 1
                            }
                        }
                    }
                }
                initialized = w * h
            }
        }

        /// A running sum folded by the fill rule (clamp for non-zero, triangle wave for even-odd), as a byte
        /// rounded to nearest: `(a · 255 + full / 2) / full` with full = 2^17, so the division is a shift.
        @inline(__always)
        package static func byte(_ sum: Int, rule: FillRule) -> UInt8 {
            let full = CoverageRasterizer.fullCoverage
            var a = sum < 0 ? 0 &- sum : sum
            switch rule {
            case .nonZero:
                if a > full { a = full }
            case .evenOdd:
                a &= 2 * full - 1
                if a > full { a = 2 * full - a }
            }
            return UInt8(truncatingIfNeeded: (a &* 255 &+ full / 2) >> CoverageRasterizer.fullCoverageShift)
        }

        @inline(__always)
        package static func eightZeros(_ cells: UnsafePointer<Int32>) -> Bool {
            let raw = UnsafeRawPointer(cells)
            return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
        }
    }

    /// A downward edge in window-local fixed point; interpolation rounds symmetrically (ties away from zero).
    package struct Edge {
        package let x0: Int, y0: Int, x1: Int, y1: Int
        package let winding: Int

        @inline(__always)
        package func x(atY y: Int) -> Int { x0 + RasterMath.roundDiv((x1 - x0) * (y - y0), y1 - y0) }

        @inline(__always)
        package func y(atX x: Int, clampedTo low: Int, _ high: Int) -> Int {
            let y = y0 + RasterMath.roundDiv((y1 - y0) * (x - x0), x1 - x0)
            return min(max(y, min(low, high)), max(low, high))
        }
    }
}
