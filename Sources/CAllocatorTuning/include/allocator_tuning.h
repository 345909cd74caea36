// Exposes glibc's mallopt tuning and malloc_trim, whose header Swift's Glibc module does not import.
#ifndef ALLOCATOR_TUNING_H
#define ALLOCATOR_TUNING_H

/// Keeps blocks up to 32 MiB in the heap, grows it 64 MiB at a time and never trims it below 1 GiB of free
/// space, so canvases freed by
/// one cell are reused by the next instead of being unmapped and faulted in again. No effect off glibc.
void proofsheet_tune_allocator(void);

/// Gives the free memory of every malloc arena back to the system (glibc `malloc_trim(0)`). A long-running
/// process calls it after a burst of work: with the tuning above, each worker thread's arena would otherwise
/// stay at its peak. No effect off glibc.
void proofsheet_release_free_memory(void);

#endif
