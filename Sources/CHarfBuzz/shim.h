// HarfBuzz shaping with its built-in OpenType functions (no FreeType font funcs, so an hb_font is immutable and shareable).
#include <hb.h>
#include <hb-ot.h>
