// libdeflate: the fast zlib-format compressor and decompressor behind Proofsheet's own PNG codec.
#include <libdeflate.h>
