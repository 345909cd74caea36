#include "allocator_tuning.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc systems
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void proofsheet_tune_allocator(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}

void proofsheet_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
