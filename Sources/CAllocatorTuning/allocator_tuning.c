#include "allocator_tuning.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void proofsheet_tune_allocator(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}
