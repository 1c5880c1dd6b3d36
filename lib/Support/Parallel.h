//===- Parallel.h - Running independent tasks on a thread pool (internal) -===//
//
// The one place hlotrace starts threads: an llvm::ThreadPool sized by the
// caller, kept out of every other file.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_PARALLEL_H
#define HLOTRACE_LIB_SUPPORT_PARALLEL_H

#include <functional>
#include <vector>

namespace hlotrace {

/// Hardware threads available to this process.
unsigned hardwareThreads();

/// Runs every task and returns when all are done: on `Threads` workers
/// (0 means hardwareThreads()), inline when there is one worker or task.
void runParallel(unsigned Threads, std::vector<std::function<void()>> &Tasks);

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_PARALLEL_H
