//===- Parallel.h - Running independent tasks on a thread pool (internal) -===//
//
// The one place hlotrace starts threads: an llvm::ThreadPool sized by the
// caller, kept out of every other file.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_PARALLEL_H
#define HLOTRACE_LIB_SUPPORT_PARALLEL_H

#include <cstddef>
#include <functional>
#include <vector>

namespace hlotrace {

/// Hardware threads available to this process.
unsigned hardwareThreads();

/// Runs every task and returns when all are done: on `Threads` workers
/// (0 means hardwareThreads()), inline when there is one worker or task.
void runParallel(unsigned Threads, std::vector<std::function<void()>> &Tasks);

/// Runs every task as runParallel() does, and meanwhile, on the calling
/// thread, calls `Start()` once the tasks are queued, then `Done(I)` for
/// each task in order as soon as tasks 0 to I have finished (later tasks
/// may still run: Done may read what tasks up to I wrote, nothing else).
/// Returns when every task is done and Done has been called for each.
void runInOrder(unsigned Threads, std::vector<std::function<void()>> &Tasks,
                const std::function<void()> &Start,
                const std::function<void(size_t)> &Done);

/// Calls `Body(Begin, End)` for consecutive ranges of at most `ChunkSize`
/// covering [0, Count), through runParallel. Each index lies in one range,
/// so Body may write per-index slots without locking.
void runParallelChunks(unsigned Threads, size_t Count, size_t ChunkSize,
                       const std::function<void(size_t, size_t)> &Body);

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_PARALLEL_H
