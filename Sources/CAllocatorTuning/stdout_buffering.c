#include "stdout_buffering.h"
#include <stdio.h>

void proofsheet_line_buffer_stdout(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}
