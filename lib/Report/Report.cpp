//===- Report.cpp - One self-contained HTML page per dump -----------------===//
//
// Gathers each module's rows (one module per worker), then writes the page:
// the stylesheet, the index block, the script, and one data block per
// module last, so the browser paints the overview before it has scanned the
// bulky blocks.
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

/// More than the page will take: its computation texts are most of it, and
/// the rows a few dozen bytes each.
/// PERF NOTE: one allocation instead of a doubling string copied up to the
/// page's size; capacity the page does not use is never touched.
size_t pageCapacity(const PageData &P) {
  size_t Bytes = size_t(1) << 20;
  for (const ModuleData &M : P.Modules) {
    for (const report::TextRow &T : M.Texts)
      Bytes += T.size() + T.size() / 8 + 8;
    size_t Rows = M.Steps.size() + M.Links.size() + M.Gone.size() +
                  M.Born.size() + M.Ops.size();
    for (const StepDiffRow &D : M.Diffs)
      for (const report::ComputationChangeRow &C : D.Computations)
        Rows += 1 + C.Instructions.size();
    for (const report::FusionRow &F : M.Fusions)
      Rows += 1 + F.Absorbed.size();
    Bytes += 160 * Rows + 12 * M.ComputationRefs;
  }
  return Bytes;
}

absl::StatusOr<std::string> renderPage(const PageData &P, ReportStats *Stats) {
  std::string Out;
  Out.reserve(pageCapacity(P));
  Out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"generator\" content=\"hlotrace report\">\n<title>";
  appendEscapedHtml(P.Title, Out);
  Out += "</title>\n<style>\n";
  Out += report::kReportCss;
  Out += "</style>\n</head>\n<body>\n<div id=\"app\"><p class=\"loading\">"
         "Loading report&hellip;</p></div>\n"
         "<script type=\"application/json\" id=\"hlotrace-index\">";
  report::writeIndexJson(P, Out);
  Out += "</script>\n<script>\n";
  Out += report::kReportJs;
  Out += "</script>\n";
  // A module whose data block is byte-identical to an earlier one's (the
  // same program compiled again, a copied dump) points at that block: the
  // page holds each distinct block once. Blocks are written straight into
  // the page and found again by size and their place in it.
  // PERF NOTE: keyed by size, not by a hash of the bytes: blocks of one
  // size are compared whole anyway, and hashing every block (absl's
  // LowLevelHash, 0.8% of `perf record` samples of the whole report of the
  // 16-layer benchmark dump) ran on one thread.
  struct Placed {
    size_t Module, Offset, Size;
  };
  absl::flat_hash_map<size_t, std::vector<Placed>> BySize;
  std::vector<char> Embedded(P.Modules.size(), 1);
  size_t Shared = 0;
  for (size_t K = 0; K < P.Modules.size(); ++K) {
    absl::StrAppend(&Out, "<script type=\"application/json\" id=\"hlotrace-m",
                    K, "\"");
    size_t Open = Out.size();
    Out += ">";
    RETURN_IF_ERROR(report::writeModuleJson(P.Modules[K], Out));
    absl::string_view Block = absl::string_view(Out).substr(Open + 1);
    std::vector<Placed> &Same = BySize[Block.size()];
    auto Earlier = std::find_if(Same.begin(), Same.end(), [&](const Placed &E) {
      return absl::string_view(Out).substr(E.Offset, E.Size) == Block;
    });
    if (Earlier != Same.end()) {
      Out.resize(Open);
      absl::StrAppend(&Out, " data-same=\"", Earlier->Module, "\">");
      ++Shared;
      Embedded[K] = 0;
    } else {
      Same.push_back({K, Open + 1, Block.size()});
    }
    Out += "</script>\n";
  }
  Out += "</body>\n</html>\n";
  if (Stats) {
    Stats->Bytes = Out.size();
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
  return Out;
}

} // namespace

absl::StatusOr<std::string> renderTraceReport(const Trace &T,
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
  return renderPage(P, Stats);
}

absl::StatusOr<std::string> renderModuleReport(const Module &M,
                                               absl::string_view FileName,
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
  return renderPage(P, Stats);
}

} // namespace hlotrace
