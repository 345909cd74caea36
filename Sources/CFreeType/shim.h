// Brings FreeType's macro-driven headers into Swift; outlines and metrics only, never its hinting.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_TRUETYPE_TABLES_H
