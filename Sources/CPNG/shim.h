// Exposes libpng's simplified png_image_* API (no setjmp needed); used as a reference codec in tests and benchmarks.
#include <png.h>
static inline png_uint_32 cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 cpng_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline size_t cpng_image_size(png_image *image) { return PNG_IMAGE_SIZE(*image); }
