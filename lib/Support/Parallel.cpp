//===- Parallel.cpp - Running independent tasks on a thread pool ----------===//

#include "Support/Parallel.h"

#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

namespace hlotrace {

unsigned hardwareThreads() {
  return llvm::hardware_concurrency().compute_thread_count();
}

void runParallel(unsigned Threads, std::vector<std::function<void()>> &Tasks) {
  if (Threads == 0)
    Threads = hardwareThreads();
  if (Threads <= 1 || Tasks.size() <= 1) {
    for (auto &T : Tasks)
      T();
    return;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
  for (auto &T : Tasks)
    Pool.async(T);
  Pool.wait();
}

} // namespace hlotrace
