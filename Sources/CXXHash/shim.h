// xxHash (libxxhash-dev): XXH3-128, the content hash of golden pixels and of cell input fingerprints.
#include <xxhash.h>
