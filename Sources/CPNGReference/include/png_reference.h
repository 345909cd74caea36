// The benchmark's reference codec: libpng's full write API at a chosen zlib level, with setjmp kept inside
// one C function so no longjmp ever crosses Swift frames. Not used by the product.
#ifndef PNG_REFERENCE_H
#define PNG_REFERENCE_H
#include <stddef.h>
#include <stdint.h>

/// Encodes 8-bit RGBA pixels (width * height * 4 bytes) as RGB (channels = 3, alpha dropped) or RGBA
/// (channels = 4) PNG at zlib `level` with libpng's default filter heuristics. Returns the PNG size, or 0 on
/// failure; `*out` is malloc'd and must be released with png_reference_free.
size_t png_reference_encode(const uint8_t *rgba, int width, int height, int channels, int level, uint8_t **out);

void png_reference_free(uint8_t *buffer);

#endif
