//===- Parallel.cpp - Running independent tasks on a thread pool ----------===//

#include "Support/Parallel.h"

#include <algorithm>
#include <future>

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

void runInOrder(unsigned Threads, std::vector<std::function<void()>> &Tasks,
                const std::function<void()> &Start,
                const std::function<void(size_t)> &Done) {
  if (Threads == 0)
    Threads = hardwareThreads();
  if (Threads <= 1 || Tasks.size() <= 1) {
    Start();
    for (size_t I = 0; I < Tasks.size(); ++I) {
      Tasks[I]();
      Done(I);
    }
    return;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
  std::vector<std::shared_future<void>> Finished;
  Finished.reserve(Tasks.size());
  for (auto &T : Tasks)
    Finished.push_back(Pool.async(T));
  Start();
  for (size_t I = 0; I < Tasks.size(); ++I) {
    Finished[I].wait();
    Done(I);
  }
  Pool.wait();
}

void runParallelChunks(unsigned Threads, size_t Count, size_t ChunkSize,
                       const std::function<void(size_t, size_t)> &Body) {
  std::vector<std::function<void()>> Tasks;
  for (size_t Begin = 0; Begin < Count; Begin += ChunkSize)
    Tasks.push_back([&Body, Begin, End = std::min(Count, Begin + ChunkSize)] {
      Body(Begin, End);
    });
  runParallel(Threads, Tasks);
}

} // namespace hlotrace
