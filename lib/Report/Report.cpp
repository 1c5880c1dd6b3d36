//===- Report.cpp - One self-contained HTML page per dump -----------------===//
//
// Gathers each module's rows (one module per worker), then writes the page:
// the stylesheet, the index block, the script, and one data block per
// module last, so the browser paints the overview before it has scanned the
// bulky blocks. The blocks are written in parts on the workers.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Report/Report.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

#include "Report/ReportAssets.inc"
#include "Report/ReportData.h"
#include "Report/ReportJson.h"
#include "Support/Parallel.h"
#include "Support/Status.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/types/span.h"
#include "hlotrace/Query/TraceQueries.h"

namespace hlotrace {
namespace {

using report::ModuleData;
using report::PageData;
using report::StepDiffRow;

void appendEscapedHtml(absl::string_view Text, std::string &Out) {
  for (char C : Text) {
    switch (C) {
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '&': Out += "&amp;"; break;
    case '"': Out += "&quot;"; break;
    default: Out += C;
    }
  }
}

/// Whether the bytes of parts `A`, joined, equal those of parts `B`.
bool sameBytes(absl::Span<const std::string> A, absl::Span<const std::string> B) {
  size_t I = 0, J = 0, AtI = 0, AtJ = 0; // part and offset in it
  while (true) {
    while (I < A.size() && AtI == A[I].size())
      ++I, AtI = 0;
    while (J < B.size() && AtJ == B[J].size())
      ++J, AtJ = 0;
    if (I == A.size() || J == B.size())
      return I == A.size() && J == B.size();
    size_t N = std::min(A[I].size() - AtI, B[J].size() - AtJ);
    if (A[I].compare(AtI, N, B[J], AtJ, N) != 0)
      return false;
    AtI += N;
    AtJ += N;
  }
}

/// A module block's texts, when written before the page (beside the
/// module's steps): its text parts in order and their errors.
struct WrittenTexts {
  bool Done = false;
  std::vector<std::string> Parts;
  std::vector<absl::Status> Failed;
};

constexpr size_t kTextPartBytes = 1 << 20;
constexpr size_t kRowsPerPart = 1 << 14;

/// The tasks that write the text parts of `M` into `Into`.
std::vector<std::function<void()>> textTasks(const ModuleData &M,
                                             WrittenTexts &Into) {
  auto Parts = std::make_shared<std::vector<report::JsonPart>>(
      report::moduleTextParts(M, kTextPartBytes));
  Into.Done = true;
  Into.Parts.resize(Parts->size());
  Into.Failed.resize(Parts->size());
  std::vector<std::function<void()>> Tasks;
  for (size_t I = 0; I < Parts->size(); ++I)
    Tasks.push_back([Parts, &Into, I] {
      Into.Failed[I] = (*Parts)[I](Into.Parts[I]);
    });
  return Tasks;
}

/// The page, handed to `Write` piece by piece: the stylesheet, the index
/// block and the script, then one data block per module, each in the parts
/// that report::moduleJsonParts() cuts it into. Texts not written yet
/// (`Texts[K]` not Done) are written first, then the rows, on `Threads`
/// threads; each piece goes to `Write` (on this thread) as soon as it and
/// all before it are there. Nothing goes to Write when a text fails.
/// PERF NOTE: on one thread after the modules, the blocks were a tenth of
/// the report's CPU time on the 16-layer benchmark dump with nothing beside
/// them, and writing the page out (52 MB, 0.03-0.06 s when it replaces the
/// last one) came after them. Now the file is written while the rows are,
/// and the pieces are never copied into one page string.
absl::Status streamPage(const PageData &P, unsigned Threads,
                        std::vector<WrittenTexts> Texts,
                        const PageWriter &Write, ReportStats *Stats) {
  std::string Head =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"generator\" content=\"hlotrace report\">\n<title>";
  appendEscapedHtml(P.Title, Head);
  Head += "</title>\n<style>\n";
  Head += report::kReportCss;
  Head += "</style>\n</head>\n<body>\n<div id=\"app\"><p class=\"loading\">"
          "Loading report&hellip;</p></div>\n"
          "<script type=\"application/json\" id=\"hlotrace-index\">";
  report::writeIndexJson(P, Head);
  Head += "</script>\n<script>\n";
  Head += report::kReportJs;
  Head += "</script>\n";

  // Texts not written beside their module's steps (a module file, a
  // history that did not load), before anything is written out.
  size_t NumModules = P.Modules.size();
  Texts.resize(NumModules);
  {
    std::vector<std::function<void()>> Tasks;
    for (size_t K = 0; K < NumModules; ++K)
      if (!Texts[K].Done)
        for (std::function<void()> &Task : textTasks(P.Modules[K], Texts[K]))
          Tasks.push_back(std::move(Task));
    runParallel(Threads, Tasks);
  }
  for (const WrittenTexts &T : Texts)
    for (const absl::Status &Failed : T.Failed)
      if (!Failed.ok())
        return Failed;

  // The rows of every block in page order, written on the workers while
  // this thread hands on what is ready.
  std::vector<std::vector<report::JsonPart>> RowParts(NumModules);
  std::vector<std::vector<std::string>> Rows(NumModules);
  std::vector<std::pair<size_t, size_t>> TaskOf; // (module, row part)
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < NumModules; ++K) {
    RowParts[K] = report::moduleRowParts(P.Modules[K], kRowsPerPart);
    Rows[K].resize(RowParts[K].size());
    for (size_t I = 0; I < RowParts[K].size(); ++I) {
      TaskOf.push_back({K, I});
      // Rows cannot fail: they are written from memory.
      Tasks.push_back([&, K, I] { (void)RowParts[K][I](Rows[K][I]); });
    }
  }

  // A module whose data block is byte-identical to an earlier one's (the
  // same program compiled again, a copied dump) points at that block: the
  // page holds each distinct block once. Equal blocks have equal texts
  // (the texts array comes first and ends where its JSON does), so a
  // block whose texts differ from every earlier one's is written out
  // before its rows are all there.
  // PERF NOTE: compared by size, then bytes, not by a hash of the bytes:
  // hashing every block (absl's LowLevelHash, 0.8% of `perf record`
  // samples of the whole report of the 16-layer benchmark dump) ran on
  // one thread.
  absl::Status Failed;
  size_t Bytes = 0, Shared = 0;
  auto Out = [&](absl::string_view Piece) {
    Bytes += Piece.size();
    if (Failed.ok())
      Failed = Write(Piece);
  };
  std::vector<size_t> TextBytes(NumModules);
  for (size_t K = 0; K < NumModules; ++K)
    for (const std::string &Part : Texts[K].Parts)
      TextBytes[K] += Part.size();
  std::vector<size_t> Embedded; // modules written out whole, in order
  auto BlockBytes = [&](size_t K) {
    size_t Size = TextBytes[K];
    for (const std::string &Part : Rows[K])
      Size += Part.size();
    return Size;
  };
  auto SameTexts = [&](size_t A, size_t B) {
    return TextBytes[A] == TextBytes[B] &&
           sameBytes(Texts[A].Parts, Texts[B].Parts);
  };
  auto SameBlock = [&](size_t A, size_t B) {
    return SameTexts(A, B) && BlockBytes(A) == BlockBytes(B) &&
           sameBytes(Rows[A], Rows[B]);
  };
  auto OpenTag = [](size_t K) {
    return absl::StrCat("<script type=\"application/json\" id=\"hlotrace-m", K,
                        "\"");
  };
  // The module being written out; Streaming once it is known to be no
  // copy (its texts and rows go out as they come).
  bool Streaming = false;
  auto Begin = [&](size_t K) {
    Streaming = std::none_of(Embedded.begin(), Embedded.end(),
                             [&](size_t E) { return SameTexts(E, K); });
    if (!Streaming)
      return;
    Out(OpenTag(K) + ">");
    for (const std::string &Part : Texts[K].Parts)
      Out(Part);
  };
  auto Finish = [&](size_t K) {
    if (!Streaming) {
      auto Earlier = std::find_if(Embedded.begin(), Embedded.end(),
                                  [&](size_t E) { return SameBlock(E, K); });
      if (Earlier != Embedded.end()) {
        Out(absl::StrCat(OpenTag(K), " data-same=\"", *Earlier,
                         "\"></script>\n"));
        ++Shared;
        return;
      }
      Out(OpenTag(K) + ">");
      for (const std::string &Part : Texts[K].Parts)
        Out(Part);
      for (const std::string &Part : Rows[K])
        Out(Part);
    }
    Out("</script>\n");
    Embedded.push_back(K);
  };
  runInOrder(
      Threads, Tasks,
      [&] {
        Out(Head);
        if (NumModules)
          Begin(0);
      },
      [&](size_t T) {
        auto [K, I] = TaskOf[T];
        if (Streaming)
          Out(Rows[K][I]);
        if (I + 1 < Rows[K].size())
          return;
        Finish(K);
        if (K + 1 < NumModules)
          Begin(K + 1);
      });
  Out("</body>\n</html>\n");
  RETURN_IF_ERROR(Failed);
  if (Stats) {
    Stats->Bytes = Bytes;
    Stats->Modules = NumModules;
    Stats->SharedModuleBlocks = Shared;
    for (size_t K = 0; K < NumModules; ++K) {
      const ModuleData &M = P.Modules[K];
      Stats->Steps += M.Steps.size();
      Stats->ComputationRefs += M.ComputationRefs;
      Stats->SkippedSteps += M.SkippedSteps;
    }
    for (size_t K : Embedded) {
      Stats->Computations += P.Modules[K].Texts.size();
      for (const report::TextRow &T : P.Modules[K].Texts)
        Stats->TextBytes += T.size();
    }
  }
  return absl::OkStatus();
}

/// A PageWriter that appends to `Page`.
PageWriter appendTo(std::string &Page) {
  return [&Page](absl::string_view Piece) {
    Page.append(Piece.data(), Piece.size());
    return absl::OkStatus();
  };
}

} // namespace

absl::Status writeTraceReport(const Trace &T, const PageWriter &Write,
                              const ReportOptions &Options,
                              ReportStats *Stats) {
  ASSIGN_OR_RETURN(std::vector<const ModuleTrace *> Selected,
                   findModules(T, Options.ModuleSelector));
  if (Selected.empty())
    return absl::NotFoundError(
        absl::StrCat(T.index().root(), ": no modules in the dump"));
  PageData P;
  P.Title = Options.Title.empty()
                ? absl::StrCat("hlotrace report: ", T.index().root())
                : Options.Title;
  P.Source = T.index().root();
  for (const std::string &Problem : T.index().problems())
    P.Problems.push_back(Problem);
  P.Modules.resize(Selected.size());
  // Many modules: one per worker. A few (typically one big one): each with
  // the workers on its steps.
  unsigned Threads = Options.Threads ? Options.Threads : hardwareThreads();
  bool FewModules = Selected.size() < 2 * Threads;
  // Each block's texts are written beside its module's steps.
  std::vector<WrittenTexts> Texts(Selected.size());
  auto Build = [&](size_t K,
                   std::optional<absl::StatusOr<TraceSnapshots>> Loaded) {
    P.Modules[K] = report::buildModuleData(
        *Selected[K], FewModules ? Threads : 1,
        [&Into = Texts[K]](const ModuleData &M) { return textTasks(M, Into); },
        std::move(Loaded));
  };
  std::vector<std::function<void()>> Tasks;
  if (FewModules && Threads > 1 && Selected.size() > 1) {
    // A few modules on several threads: the snapshots of the module with
    // the most text are parsed while the other modules are built, then it
    // is built.
    // PERF NOTE: a module's snapshots parse mostly one after another (one
    // whose text repeats the one before waits for it, and parsing two
    // neighbours at once parses their new computations twice): the
    // training module of the 16-layer benchmark dump kept one of two cores
    // idle for about a third of its parse. The other modules' work fills
    // that time.
    std::vector<size_t> Bytes(Selected.size());
    for (size_t K = 0; K < Selected.size(); ++K)
      for (const Step *S : Selected[K]->history())
        if (absl::StatusOr<const StepContent *> C = Selected[K]->content(*S);
            C.ok())
          Bytes[K] += (*C)->Bytes;
    size_t Big = std::max_element(Bytes.begin(), Bytes.end()) - Bytes.begin();
    std::optional<absl::StatusOr<TraceSnapshots>> BigLoaded;
    Tasks.push_back([&] {
      BigLoaded = report::loadModuleSnapshots(*Selected[Big], Threads);
    });
    Tasks.push_back([&] {
      for (size_t K = 0; K < Selected.size(); ++K)
        if (K != Big)
          Build(K, std::nullopt);
    });
    runParallel(2, Tasks);
    Build(Big, std::move(BigLoaded));
  } else {
    // Many modules: one per worker. A few on one thread: in turn.
    for (size_t K = 0; K < Selected.size(); ++K)
      Tasks.push_back([&, K] { Build(K, std::nullopt); });
    runParallel(FewModules ? 1 : Threads, Tasks);
  }
  if (Stats)
    *Stats = {};
  return streamPage(P, Threads, std::move(Texts), Write, Stats);
}

absl::StatusOr<std::string> renderTraceReport(const Trace &T,
                                              const ReportOptions &Options,
                                              ReportStats *Stats) {
  std::string Page;
  RETURN_IF_ERROR(writeTraceReport(T, appendTo(Page), Options, Stats));
  return Page;
}

absl::Status writeModuleReport(const Module &M, absl::string_view FileName,
                               const PageWriter &Write,
                               const ReportOptions &Options,
                               ReportStats *Stats) {
  PageData P;
  P.Title = Options.Title.empty()
                ? absl::StrCat("hlotrace report: ", FileName)
                : Options.Title;
  P.Source = std::string(FileName);
  P.Modules.push_back(
      report::buildSingleModuleData(M, std::string(FileName)));
  if (Stats)
    *Stats = {};
  return streamPage(P, Options.Threads, {}, Write, Stats);
}

absl::StatusOr<std::string> renderModuleReport(const Module &M,
                                               absl::string_view FileName,
                                               const ReportOptions &Options,
                                               ReportStats *Stats) {
  std::string Page;
  RETURN_IF_ERROR(writeModuleReport(M, FileName, appendTo(Page), Options, Stats));
  return Page;
}

} // namespace hlotrace
