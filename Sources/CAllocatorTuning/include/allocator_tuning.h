// Exposes glibc's mallopt tuning, whose header Swift's Glibc module does not import.
#ifndef ALLOCATOR_TUNING_H
#define ALLOCATOR_TUNING_H

/// Keeps blocks up to 32 MiB in the heap, grows it 64 MiB at a time and never trims it below 1 GiB of free
/// space, so canvases freed by
/// one cell are reused by the next instead of being unmapped and faulted in again. No effect off glibc.
void proofsheet_tune_allocator(void);

#endif
