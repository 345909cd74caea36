#include "png_reference.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} sink_t;

static void sink_write(png_structp png, png_bytep bytes, png_size_t length) {
    sink_t *sink = (sink_t *)png_get_io_ptr(png);
    if (sink->failed) return;
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 1 << 20;
        while (capacity < sink->size + length) capacity *= 2;
        uint8_t *grown = realloc(sink->data, capacity);
        if (!grown) { sink->failed = 1; return; }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void sink_flush(png_structp png) { (void)png; }

size_t png_reference_encode(const uint8_t *rgba, int width, int height, int channels, int level, uint8_t **out) {
    *out = NULL;
    sink_t sink = {0};
    uint8_t *row = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        free(row);
        return 0;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    row = malloc((size_t)width * (size_t)channels);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
        if (channels == 4) {
            memcpy(row, source, (size_t)width * 4);
        } else {
            for (int x = 0; x < width; x++) {
                row[x * 3] = source[x * 4];
                row[x * 3 + 1] = source[x * 4 + 1];
                row[x * 3 + 2] = source[x * 4 + 2];
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (sink.failed) { free(sink.data); return 0; }
    *out = sink.data;
    return sink.size;
}

void png_reference_free(uint8_t *buffer) { free(buffer); }
