// Line-buffers standard output from C: Swift 6 refuses the global `stdout` as shared mutable state.
#ifndef STDOUT_BUFFERING_H
#define STDOUT_BUFFERING_H

/// Makes standard output line-buffered, so a benchmark's lines appear as they are printed through a pipe.
void proofsheet_line_buffer_stdout(void);

#endif
