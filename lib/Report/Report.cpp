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

/// The page in consecutive parts: the stylesheet, the index block and the
/// script, then one data block per module, each in the parts that
/// report::moduleJsonParts() cuts it into, written on `Threads` threads.
/// PERF NOTE: on one thread after the modules, the blocks were a tenth of
/// the report's CPU time on the 16-layer benchmark dump with nothing beside
/// them. Kept apart, the parts are never copied into one page string: the
/// tool writes them out one after another.
absl::StatusOr<std::vector<std::string>>
renderParts(const PageData &P, unsigned Threads, ReportStats *Stats) {
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

  // Every block's parts at once; the rows (a block's last part, the
  // longest) first, so that no worker is left with one at the end.
  constexpr size_t kTextPartBytes = 1 << 20;
  std::vector<report::JsonPart> Parts;
  std::vector<size_t> FirstPart; // by module, then the end
  for (const ModuleData &M : P.Modules) {
    FirstPart.push_back(Parts.size());
    for (report::JsonPart &Part : report::moduleJsonParts(M, kTextPartBytes))
      Parts.push_back(std::move(Part));
  }
  FirstPart.push_back(Parts.size());
  std::vector<std::string> Written(Parts.size());
  std::vector<absl::Status> Failed(Parts.size());
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < P.Modules.size(); ++K) {
    size_t Rows = FirstPart[K + 1] - 1;
    Tasks.push_back([&, Rows] { Failed[Rows] = Parts[Rows](Written[Rows]); });
  }
  for (size_t K = 0; K < P.Modules.size(); ++K)
    for (size_t I = FirstPart[K]; I + 1 < FirstPart[K + 1]; ++I)
      Tasks.push_back([&, I] { Failed[I] = Parts[I](Written[I]); });
  runParallel(Threads, Tasks);

  // A module whose data block is byte-identical to an earlier one's (the
  // same program compiled again, a copied dump) points at that block: the
  // page holds each distinct block once.
  // PERF NOTE: keyed by size, not by a hash of the bytes: blocks of one
  // size are compared whole anyway, and hashing every block (absl's
  // LowLevelHash, 0.8% of `perf record` samples of the whole report of the
  // 16-layer benchmark dump) ran on one thread.
  struct Placed {
    size_t Module, FirstPart; ///< Its parts in Page.
  };
  absl::flat_hash_map<size_t, std::vector<Placed>> BySize;
  std::vector<char> Embedded(P.Modules.size(), 1);
  size_t Shared = 0, Bytes = Head.size();
  auto BlockOf = [&](size_t K) {
    return absl::MakeConstSpan(Written).subspan(
        FirstPart[K], FirstPart[K + 1] - FirstPart[K]);
  };
  for (size_t K = 0; K < P.Modules.size(); ++K) {
    for (size_t I = FirstPart[K]; I < FirstPart[K + 1]; ++I)
      if (!Failed[I].ok())
        return Failed[I];
    size_t Size = 0;
    for (const std::string &Part : BlockOf(K))
      Size += Part.size();
    std::string Open =
        absl::StrCat("<script type=\"application/json\" id=\"hlotrace-m", K,
                     "\"");
    std::vector<Placed> &Same = BySize[Size];
    auto Earlier = std::find_if(Same.begin(), Same.end(), [&](const Placed &E) {
      size_t Count = FirstPart[E.Module + 1] - FirstPart[E.Module];
      return sameBytes(absl::MakeConstSpan(Page).subspan(E.FirstPart, Count),
                       BlockOf(K));
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
    Same.push_back({K, Page.size()});
    for (size_t I = FirstPart[K]; I < FirstPart[K + 1]; ++I)
      Page.push_back(std::move(Written[I]));
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
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < Selected.size(); ++K)
    Tasks.push_back([&, K] {
      P.Modules[K] =
          report::buildModuleData(*Selected[K], FewModules ? Threads : 1);
    });
  runParallel(FewModules ? 1 : Threads, Tasks);
  if (Stats)
    *Stats = {};
  return renderParts(P, Threads, Stats);
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
  return renderParts(P, Options.Threads, Stats);
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
