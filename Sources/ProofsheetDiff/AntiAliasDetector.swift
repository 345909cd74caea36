/// Decides whether a pixel that differs between two images is likely anti-aliasing rather than a real change, after
/// Vysniauskas (2009), "Anti-aliased pixel and intensity slope detector", in the form used by the classic pixelmatch.
///
/// Coordinates are pixels, top-left origin; both buffers are RGBA8 straight alpha of `width x height` pixels.
/// A pixel of `image` is anti-aliased when:
/// 1. among its 8 neighbours (fewer at an edge) at most 2 have exactly its brightness, where a pixel on the image
///    border starts the count at 1 (so at most 1 equal neighbour there);
/// 2. it has both a brighter and a darker neighbour (brightness = YIQ Y over white); the first strictly darkest and
///    the first strictly brightest in column-major scan order (x outer, y inner) are kept;
/// 3. the darkest or the brightest of those neighbours has "many siblings" (3 or more identical RGBA neighbours,
///    border counting as one) in *both* images: it lies inside a flat area that did not change, which is what
///    makes the centre pixel an edge between two flat colours.
///
/// The detector holds no buffers; callers lend pointers for the duration of one comparison.
package struct AntiAliasDetector {
    package let width: Int
    package let height: Int

    /// True when pixel (`x`, `y`) of `image` looks anti-aliased, with `other` the image it is compared against.
    package func isAntiAliased(x: Int, y: Int, in image: UnsafeRawPointer, other: UnsafeRawPointer) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let k = (y * width + x) * 4
        let centre = image.loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let centreY = YIQ.brightness(image, k)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y {
                    let m = (ny * width + nx) * 4
                    // Brightness of the centre minus the neighbour's: negative means the neighbour is brighter.
                    let delta = image.loadUnaligned(fromByteOffset: m, as: UInt32.self) == centre
                        ? 0 : centreY - YIQ.brightness(image, m)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < darkest {
                        darkest = delta
                        darkX = nx
                        darkY = ny
                    } else if delta > brightest {
                        brightest = delta
                        brightX = nx
                        brightY = ny
                    }
                }
                ny += 1
            }
            nx += 1
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(x: darkX, y: darkY, in: image) && hasManySiblings(x: darkX, y: darkY, in: other))
            || (hasManySiblings(x: brightX, y: brightY, in: image) && hasManySiblings(x: brightX, y: brightY, in: other))
    }

    /// True when pixel (`x`, `y`) has 3 or more neighbours with identical RGBA (a border pixel counts as having one).
    package func hasManySiblings(x: Int, y: Int, in image: UnsafeRawPointer) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = image.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y,
                   image.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == centre {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
                ny += 1
            }
            nx += 1
        }
        return false
    }
}
