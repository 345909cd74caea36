// FriBidi's UAX #9 implementation: paragraph levels, L2 reordering and mirroring.
#include <fribidi.h>
