//===- TraceOutput.cpp - How the tool shows traces ------------------------===//

#include "TraceOutput.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include "Support/JsonText.h"
#include "Support/LLVMInterop.h"
#include "Support/Parallel.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "hlotrace/Query/TraceQueries.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Process.h"

namespace hlotrace::tool {
namespace {

std::string fit(absl::string_view S, size_t Width) {
  if (S.size() <= Width)
    return std::string(S);
  return absl::StrCat(S.substr(0, Width - 3), "...");
}

std::string pad(absl::string_view S, size_t Width) {
  std::string Out(S);
  if (Out.size() < Width)
    Out.append(Width - Out.size(), ' ');
  return Out;
}

std::string moduleTitle(const ModuleTrace &M) {
  std::string Id = M.id() ? absl::StrFormat("%04d", *M.id()) : "----";
  std::string Out = absl::StrCat("module ", Id, " ",
                                 M.name().empty() ? "<unnamed>" : M.name());
  if (!M.directory().empty())
    absl::StrAppend(&Out, "  [", M.directory(), "]");
  return Out;
}

std::optional<size_t> count(const ModuleTrace &M, const Step &S) {
  auto C = M.content(S);
  if (!C.ok())
    return std::nullopt;
  return (*C)->InstructionCount;
}

std::optional<bool> changed(const ModuleTrace &M, const Step &S) {
  auto C = M.changed(S);
  if (!C.ok())
    return std::nullopt;
  return *C;
}

const char *kindName(StepKind K) {
  switch (K) {
  case StepKind::BeforeOptimizations: return "before-optimizations";
  case StepKind::Pass: return "pass";
  case StepKind::DuringPass: return "during-pass";
  case StepKind::AfterOptimizations: return "after-optimizations";
  }
  return "pass";
}


std::string passLabel(const Step &S) {
  switch (S.Kind) {
  case StepKind::BeforeOptimizations: return "(before optimizations)";
  case StepKind::AfterOptimizations:
    return S.BackendTag.empty()
               ? "(after optimizations)"
               : absl::StrCat("(", S.BackendTag, " after optimizations)");
  case StepKind::DuringPass: return absl::StrCat(S.Pass, " : ", S.DuringStep);
  case StepKind::Pass: return S.Pass;
  }
  return S.Pass;
}

} // namespace

absl::StatusOr<std::unique_ptr<Trace>>
loadWithProgress(const std::string &Dir, unsigned Threads, bool ScanTexts) {
  TraceOptions O;
  O.Threads = Threads;
  O.ScanTexts = ScanTexts;
  bool Shown = false;
  auto Start = std::chrono::steady_clock::now();
  // Only on a terminal: a pipe or a file gets no progress line.
  if (llvm::sys::Process::StandardErrIsDisplayed())
    O.Progress = [&Shown, Start](const LoadProgress &P) {
      if (P.FilesTotal < 200 && !Shown)
        return; // small folders load too fast to need it
      Shown = true;
      double Seconds = std::chrono::duration<double>(
                           std::chrono::steady_clock::now() - Start)
                           .count();
      llvm::errs() << llvm::formatv(
          "\rhlotrace: reading {0}/{1} snapshots, {2:N} MB, {3:N} MB/s   ",
          P.FilesDone, P.FilesTotal, P.BytesDone / 1e6,
          Seconds > 0 ? P.BytesDone / 1e6 / Seconds : 0.0);
    };
  auto T = Trace::load(Dir, std::move(O));
  if (Shown)
    llvm::errs() << "\r\x1b[K";
  return T;
}

absl::StatusOr<SelectedModule> loadModule(const std::string &Dir,
                                          const std::string &Selector,
                                          unsigned Threads) {
  SelectedModule Out;
  auto T = loadWithProgress(Dir, Threads);
  if (!T.ok())
    return T.status();
  Out.T = std::move(*T);
  auto M = findModule(*Out.T, Selector);
  if (!M.ok())
    return M.status();
  Out.M = *M;
  return Out;
}

void printTimeline(absl::Span<const ModuleTrace *const> Modules,
                   llvm::raw_ostream &OS) {
  bool Colors = OS.has_colors();
  bool First = true;
  for (const ModuleTrace *MP : Modules) {
    const ModuleTrace &M = *MP;
    std::vector<const Step *> H = M.history();
    size_t NChanged = 0;
    for (const Step &S : M.steps())
      NChanged += changed(M, S).value_or(false);
    if (!First)
      OS << "\n";
    First = false;
    if (Colors)
      OS.changeColor(llvm::raw_ostream::CYAN, /*Bold=*/true);
    OS << moduleTitle(M);
    if (Colors)
      OS.resetColor();
    OS << llvm::formatv("  {0} steps, {1} changed, dump mode {2}",
                        M.steps().size(), NChanged,
                        toStringRef(dumpModeName(M.dumpMode())));
    if (M.passRegex())
      OS << " (pass regex '" << *M.passRegex() << "')";
    OS << "\n";
    // Per-pass compile time, when the dump has module metadata.
    StepTimes Times = stepTimes(M);
    bool Timed = Times.Passes > 0;
    if (Timed)
      OS << llvm::formatv("  compile time in passes: {0:F1} ms over {1} "
                          "timed passes (module metadata)\n",
                          Times.CompileMicros / 1000.0, Times.Passes);
    size_t PipeW = 8, PassW = 4;
    for (const Step *S : H) {
      PipeW = std::max(PipeW, std::min<size_t>(S->Pipeline.size(), 36));
      PassW = std::max(PassW, std::min<size_t>(passLabel(*S).size(), 44));
    }
    OS << llvm::formatv("  {0,5}  {1}  {2}  {3,-7} {4,7} {5,7}", "step",
                        pad("pipeline", PipeW),
                        pad("pass", PassW),
                        "changed", "instrs", "delta");
    OS << (Timed ? llvm::formatv(" {0,9}", "pass ms").str() : "") << "\n";
    std::optional<size_t> Prev;
    for (const Step *S : H) {
      std::optional<size_t> N = count(M, *S);
      std::optional<bool> C = changed(M, *S);
      std::string Delta;
      if (N && Prev && *N != *Prev)
        Delta = absl::StrFormat("%+d", static_cast<long>(*N) -
                                           static_cast<long>(*Prev));
      std::string Step = S->Number >= 0 ? absl::StrCat(S->Number) : "";
      std::string Line = llvm::formatv(
          "  {0,5}  {1}  {2}  {3,-7} {4,7} {5,7}", Step,
          pad(fit(S->Pipeline, PipeW), PipeW),
          pad(fit(passLabel(*S), PassW), PassW),
          !C ? "?" : *C ? "yes" : "-", N ? absl::StrCat(*N) : "?", Delta);
      if (auto It = Times.MicrosByStep.find(S); It != Times.MicrosByStep.end())
        Line += llvm::formatv(" {0,9:F3}", It->second / 1000.0).str();
      if (C && *C) {
        StepAttribution A = attributeStep(M, *S);
        if (!A.Note.empty())
          absl::StrAppend(&Line, "  ", A.Note);
      }
      while (!Line.empty() && Line.back() == ' ')
        Line.pop_back();
      bool Dim = C && !*C && S->Kind != StepKind::BeforeOptimizations;
      if (Colors && C && *C)
        OS.changeColor(llvm::raw_ostream::GREEN);
      else if (Colors && Dim)
        OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, false, /*BG=*/false);
      OS << Line;
      if (Colors && ((C && *C) || Dim))
        OS.resetColor();
      OS << "\n";
      if (N)
        Prev = N;
    }
    for (const std::string &P : M.problems())
      OS << "  warning: " << P << "\n";
  }
}

namespace {

/// JSON text laid out as llvm::json::OStream with indent 2 lays it out
/// (the `passes --json` document was first written with it, and scripts
/// may compare its bytes), appended to a string. It continues a document
/// at nesting `Depth`, where its first value is one element of an array.
/// PERF NOTE: OStream makes a json::Value of each scalar (a copy of each
/// string) and checks UTF-8 twice; for a 100k-file tree the 20 MB document
/// cost a third of the instructions of `passes --json`. Strings with
/// nothing to escape (isPlainJson: nearly all) are copied as they are; any
/// other is written by llvm::json, so escaping stays its own.
class TimelineJson {
public:
  TimelineJson(std::string &Out, unsigned Depth)
      : Out(Out), Indent(2 * Depth) {}
  template <typename Fn> void object(Fn Body) {
    open('{');
    Body();
    close('}');
  }
  template <typename Fn> void array(Fn Body) {
    open('[');
    Body();
    close(']');
  }
  void attributeBegin(llvm::StringRef Key) {
    assert(!HasValue.empty() && "an attribute outside an object");
    newline(HasValue.back());
    HasValue.back() = true;
    Out += '"';
    Out.append(Key.data(), Key.size()); // our own keys: plain ASCII
    Out += "\": ";
    AfterKey = true;
  }
  void attributeEnd() {}
  template <typename T> void attribute(llvm::StringRef Key, const T &V) {
    attributeBegin(Key);
    value(V);
  }
  template <typename Fn> void attributeArray(llvm::StringRef Key, Fn Body) {
    attributeBegin(Key);
    array(Body);
  }
  void value(llvm::StringRef S) {
    valueBegin();
    if (!isPlainJson(toStringView(S))) {
      llvm::raw_string_ostream OS(Out);
      OS << llvm::json::Value(S);
      return;
    }
    Out += '"';
    Out.append(S.data(), S.size());
    Out += '"';
  }
  void value(const std::string &S) { value(llvm::StringRef(S)); }
  void value(const char *S) { value(llvm::StringRef(S)); }
  void value(bool B) {
    valueBegin();
    Out += B ? "true" : "false";
  }
  void value(std::nullptr_t) {
    valueBegin();
    Out += "null";
  }
  void value(int V) { value(static_cast<long long>(V)); }
  void value(long V) { value(static_cast<long long>(V)); }
  void value(long long V) {
    valueBegin();
    absl::StrAppend(&Out, V);
  }

private:
  void valueBegin() {
    if (AfterKey) {
      AfterKey = false;
      return;
    }
    if (HasValue.empty())
      return; // the first value
    newline(HasValue.back());
    HasValue.back() = true;
  }
  void open(char Bracket) {
    valueBegin();
    Out += Bracket;
    HasValue.push_back(false);
    Indent += 2;
  }
  void close(char Bracket) {
    Indent -= 2;
    bool Any = HasValue.back();
    HasValue.pop_back();
    if (Any)
      newline(/*Comma=*/false);
    Out += Bracket;
  }
  /// A comma if asked, a line break and the indentation.
  void newline(bool Comma) {
    static constexpr char Breaks[] = ",\n                                  "
                                     "                              ";
    assert(Indent + 2 < sizeof(Breaks) && "nested too deep");
    Out.append(Breaks + !Comma, Comma + 1 + Indent);
  }

  std::string &Out;
  unsigned Indent;
  /// Per open object or array: whether it holds a value yet.
  absl::InlinedVector<bool, 8> HasValue;
  bool AfterKey = false;
};

/// One module's object of `passes --json`.
void moduleTimelineJson(const ModuleTrace &M, TimelineJson &J) {
  StepTimes Times = stepTimes(M);
  auto StepObject = [&](const Step &S, std::optional<size_t> Prev) {
    J.object([&] {
      if (S.Number >= 0)
        J.attribute("step", S.Number);
      J.attribute("kind", kindName(S.Kind));
      if (S.Kind == StepKind::Pass || S.Kind == StepKind::DuringPass) {
        J.attribute("pipeline", S.Pipeline);
        J.attribute("pass", S.Pass);
        if (S.Kind == StepKind::Pass)
          J.attribute("next_pass", S.NextPass);
        else
          J.attribute("during", S.DuringStep);
      }
      if (!S.BackendTag.empty())
        J.attribute("backend", S.BackendTag);
      std::optional<bool> C = changed(M, S);
      if (C && *C) {
        StepAttribution A = attributeStep(M, S);
        if (!A.Note.empty())
          J.attribute("attribution", A.Note);
      }
      if (C)
        J.attribute("changed", *C);
      else
        J.attribute("changed", nullptr);
      std::optional<size_t> N = count(M, S);
      if (N) {
        J.attribute("instructions", static_cast<int64_t>(*N));
        if (Prev)
          J.attribute("delta", static_cast<int64_t>(*N) -
                                   static_cast<int64_t>(*Prev));
      }
      if (S.Run >= 0)
        J.attribute("run", S.Run);
      if (auto It = Times.MicrosByStep.find(&S); It != Times.MicrosByStep.end())
        J.attribute("pass_micros", It->second);
      J.attributeArray("files", [&] {
        for (const StepFile &F : S.Files)
          J.value(F.Path);
      });
    });
  };
  J.object([&] {
    if (M.id())
      J.attribute("id", *M.id());
    else
      J.attribute("id", nullptr);
    J.attribute("name", toStringRef(M.name()));
    J.attribute("directory", toStringRef(M.directory()));
    if (M.timestamp())
      J.attribute("timestamp", static_cast<int64_t>(*M.timestamp()));
    J.attribute("dump_mode", toStringRef(dumpModeName(M.dumpMode())));
    if (Times.Passes > 0)
      J.attribute("compile_micros", Times.CompileMicros);
    if (M.passRegex())
      J.attribute("pass_regex", *M.passRegex());
    std::optional<size_t> Prev;
    if (const Step *B = M.beforeOptimizations()) {
      J.attributeBegin("before_optimizations");
      StepObject(*B, std::nullopt);
      J.attributeEnd();
      Prev = count(M, *B);
    }
    J.attributeArray("steps", [&] {
      for (const Step &S : M.steps()) {
        StepObject(S, Prev);
        if (auto N = count(M, S))
          Prev = N;
      }
    });
    if (const Step *A = M.afterOptimizations()) {
      J.attributeBegin("after_optimizations");
      StepObject(*A, Prev);
      J.attributeEnd();
    }
    J.attributeArray("pipeline_runs", [&] {
      for (const PipelineRun &R : M.pipelineRuns())
        J.object([&] {
          J.attribute("pipeline", R.Pipeline);
          J.attribute("parent", R.Parent);
          J.attributeArray("steps", [&] {
            for (size_t I : R.Steps)
              J.value(M.steps()[I].Number);
          });
        });
    });
    J.attributeArray("problems", [&] {
      for (const std::string &P : M.problems())
        J.value(P);
    });
  });
}

/// moduleTimelineJson's text as it reads inside the document's `modules`
/// array.
std::string moduleTimelineText(const ModuleTrace &M) {
  std::string Out;
  TimelineJson J(Out, /*Depth=*/2);
  moduleTimelineJson(M, J);
  return Out;
}

} // namespace

void printTimelineJson(const Trace &T,
                       absl::Span<const ModuleTrace *const> Modules,
                       llvm::raw_ostream &OS) {
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("root", T.index().root());
    J.attribute("dump_mode", toStringRef(dumpModeName(T.dumpMode())));
    J.attributeArray("modules", [&] {
      // PERF NOTE: the document of a 100k-file tree is 20 MB, and writing
      // it took a tenth of `passes --json` on one core while the other
      // waited. Modules are written to text in parallel, a window at a
      // time (so the text held stays small), and copied out in order.
      constexpr size_t Window = 2048;
      std::vector<std::string> Texts;
      for (size_t Begin = 0; Begin < Modules.size(); Begin += Window) {
        size_t N = std::min(Window, Modules.size() - Begin);
        Texts.assign(N, std::string());
        runParallelChunks(
            T.options().Threads, N, 32, [&](size_t From, size_t To) {
              for (size_t K = From; K < To; ++K)
                Texts[K] = moduleTimelineText(*Modules[Begin + K]);
            });
        for (const std::string &Text : Texts)
          J.rawValue(Text);
      }
    });
  });
  OS << "\n";
}

void printSummary(const Trace &T, llvm::raw_ostream &OS) {
  OS << llvm::formatv("{0} files, {1} modules, dump mode {2}\n",
                      T.index().fileCount(), T.modules().size(),
                      toStringRef(dumpModeName(T.dumpMode())));
  for (const ModuleTrace &M : T.modules()) {
    size_t NChanged = 0;
    for (const Step &S : M.steps())
      NChanged += changed(M, S).value_or(false);
    std::string Sizes;
    std::optional<size_t> B, A;
    if (M.beforeOptimizations())
      B = count(M, *M.beforeOptimizations());
    if (M.afterOptimizations())
      A = count(M, *M.afterOptimizations());
    if (B || A)
      Sizes = absl::StrCat(B ? absl::StrCat(*B) : "?", " -> ",
                           A ? absl::StrCat(*A) : "?", " instructions");
    OS << llvm::formatv("  {0}  {1} steps, {2} changed  {3}\n",
                        moduleTitle(M), M.steps().size(), NChanged, Sizes);
  }
}

} // namespace hlotrace::tool
