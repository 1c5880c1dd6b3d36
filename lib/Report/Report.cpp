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

/// The page in consecutive parts: the stylesheet, the index block and the
/// script, then one data block per module, each in the parts that
/// report::moduleJsonParts() cuts it into. Texts not written yet
/// (`Texts[K]` not Done) and the rows are written here on `Threads`
/// threads.
/// PERF NOTE: on one thread after the modules, the blocks were a tenth of
/// the report's CPU time on the 16-layer benchmark dump with nothing beside
/// them. Kept apart, the parts are never copied into one page string: the
/// tool writes them out one after another.
absl::StatusOr<std::vector<std::string>>
renderParts(const PageData &P, unsigned Threads,
            std::vector<WrittenTexts> Texts, ReportStats *Stats) {
  std::vector<std::string> Page(1);
  std::string &Head = Page[0];
  Head += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
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

  // The rows of every block, then the texts not written yet, on the
  // workers: the rows' parts are the longer ones.
  Texts.resize(P.Modules.size());
  std::vector<std::vector<report::JsonPart>> RowParts(P.Modules.size());
  std::vector<std::vector<std::string>> Rows(P.Modules.size());
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < P.Modules.size(); ++K) {
    RowParts[K] = report::moduleRowParts(P.Modules[K], kRowsPerPart);
    Rows[K].resize(RowParts[K].size());
    for (size_t I = 0; I < RowParts[K].size(); ++I)
      Tasks.push_back([&, K, I] {
        // Rows cannot fail: they are written from memory.
        (void)RowParts[K][I](Rows[K][I]);
      });
  }
  for (size_t K = 0; K < P.Modules.size(); ++K)
    if (!Texts[K].Done)
      for (std::function<void()> &Task : textTasks(P.Modules[K], Texts[K]))
        Tasks.push_back(std::move(Task));
  runParallel(Threads, Tasks);

  // A module whose data block is byte-identical to an earlier one's (the
  // same program compiled again, a copied dump) points at that block: the
  // page holds each distinct block once.
  // PERF NOTE: keyed by size, not by a hash of the bytes: blocks of one
  // size are compared whole anyway, and hashing every block (absl's
  // LowLevelHash, 0.8% of `perf record` samples of the whole report of the
  // 16-layer benchmark dump) ran on one thread.
  struct Placed {
    size_t Module, FirstPart, Parts; ///< Its parts in Page.
  };
  absl::flat_hash_map<size_t, std::vector<Placed>> BySize;
  std::vector<char> Embedded(P.Modules.size(), 1);
  size_t Shared = 0, Bytes = Head.size();
  for (size_t K = 0; K < P.Modules.size(); ++K) {
    for (const absl::Status &Failed : Texts[K].Failed)
      if (!Failed.ok())
        return Failed;
    std::vector<std::string> Block = std::move(Texts[K].Parts);
    for (std::string &Part : Rows[K])
      Block.push_back(std::move(Part));
    size_t Size = 0;
    for (const std::string &Part : Block)
      Size += Part.size();
    std::string Open =
        absl::StrCat("<script type=\"application/json\" id=\"hlotrace-m", K,
                     "\"");
    std::vector<Placed> &Same = BySize[Size];
    auto Earlier = std::find_if(Same.begin(), Same.end(), [&](const Placed &E) {
      return sameBytes(absl::MakeConstSpan(Page).subspan(E.FirstPart, E.Parts),
                       Block);
    });
    if (Earlier != Same.end()) {
      absl::StrAppend(&Open, " data-same=\"", Earlier->Module, "\"></script>\n");
      ++Shared;
      Embedded[K] = 0;
      Bytes += Open.size();
      Page.push_back(std::move(Open));
      continue;
    }
    Open += ">";
    Bytes += Open.size() + Size;
    Page.push_back(std::move(Open));
    Same.push_back({K, Page.size(), Block.size()});
    for (std::string &Part : Block)
      Page.push_back(std::move(Part));
    Page.push_back("</script>\n");
    Bytes += Page.back().size();
  }
  Page.push_back("</body>\n</html>\n");
  Bytes += Page.back().size();
  if (Stats) {
    Stats->Bytes = Bytes;
    Stats->Modules = P.Modules.size();
    Stats->SharedModuleBlocks = Shared;
    for (size_t K = 0; K < P.Modules.size(); ++K) {
      const ModuleData &M = P.Modules[K];
      Stats->Steps += M.Steps.size();
      Stats->ComputationRefs += M.ComputationRefs;
      Stats->SkippedSteps += M.SkippedSteps;
      if (!Embedded[K])
        continue;
      Stats->Computations += M.Texts.size();
      for (const report::TextRow &T : M.Texts)
        Stats->TextBytes += T.size();
    }
  }
  return Page;
}

std::string joinParts(const std::vector<std::string> &Parts) {
  size_t Size = 0;
  for (const std::string &Part : Parts)
    Size += Part.size();
  std::string Out;
  Out.reserve(Size);
  for (const std::string &Part : Parts)
    Out += Part;
  return Out;
}

} // namespace

absl::StatusOr<std::vector<std::string>>
renderTraceReportParts(const Trace &T, const ReportOptions &Options,
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
  // Many modules: one per worker. A few (typically one big one): one at a
  // time, with the workers on its steps.
  unsigned Threads = Options.Threads ? Options.Threads : hardwareThreads();
  bool FewModules = Selected.size() < 2 * Threads;
  // Each block's texts are written beside its module's steps.
  std::vector<WrittenTexts> Texts(Selected.size());
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < Selected.size(); ++K)
    Tasks.push_back([&, K] {
      P.Modules[K] = report::buildModuleData(
          *Selected[K], FewModules ? Threads : 1,
          [&Into = Texts[K]](const ModuleData &M) { return textTasks(M, Into); });
    });
  runParallel(FewModules ? 1 : Threads, Tasks);
  if (Stats)
    *Stats = {};
  return renderParts(P, Threads, std::move(Texts), Stats);
}

absl::StatusOr<std::string> renderTraceReport(const Trace &T,
                                              const ReportOptions &Options,
                                              ReportStats *Stats) {
  ASSIGN_OR_RETURN(std::vector<std::string> Parts,
                   renderTraceReportParts(T, Options, Stats));
  return joinParts(std::move(Parts));
}

absl::StatusOr<std::vector<std::string>>
renderModuleReportParts(const Module &M, absl::string_view FileName,
                        const ReportOptions &Options, ReportStats *Stats) {
  PageData P;
  P.Title = Options.Title.empty()
                ? absl::StrCat("hlotrace report: ", FileName)
                : Options.Title;
  P.Source = std::string(FileName);
  P.Modules.push_back(
      report::buildSingleModuleData(M, std::string(FileName)));
  if (Stats)
    *Stats = {};
  return renderParts(P, Options.Threads, {}, Stats);
}

absl::StatusOr<std::string> renderModuleReport(const Module &M,
                                               absl::string_view FileName,
                                               const ReportOptions &Options,
                                               ReportStats *Stats) {
  ASSIGN_OR_RETURN(std::vector<std::string> Parts,
                   renderModuleReportParts(M, FileName, Options, Stats));
  return joinParts(std::move(Parts));
}

} // namespace hlotrace
