//===- LineageTruth.cpp - Precision and recall of lineage against ground truth ===//
//
// `LineageTruth [options] DIR...` loads each dump folder as a Trace, runs
// computeLineage() with metadata hidden (UseMetadata=false) on every pair of
// consecutive snapshots whose content differs, scores the links against the
// unique op_name labels that scripts/xla/gen_lineage_dumps.py put in
// (LineageScore.h), and prints a Markdown table per pass family.
//
//   --per-module          a table per module as well
//   --by-pass             a row per pass name as well
//   --misses N            list up to N wrong / missed links (and ambiguities
//                         missing the truth) per family
//   --require F=P,R       exit 1 unless family F (or `all`) reaches precision
//                         P and recall R (fractions); repeatable
//   --require-clones      exit 1 on any fused clone that differs from its
//                         original (opcode, shape, attributes, literal)
//   --score-dead-code     also score computations the entry does not reach
//                         (ScoreOptions::ScoreDeadCode)
//
// docs/lineage.md ("Ground truth") shows the table for the committed data.
//
//===----------------------------------------------------------------------===//

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "LineageScore.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "hlotrace/Trace/Trace.h"

using namespace hlotrace;
using namespace hlotrace::truth;

namespace {

struct Requirement {
  std::string Family;
  double Precision = 0, Recall = 0;
};

struct Totals {
  Score ByFamily[NumFamilies];
  std::map<std::string, Score> ByPass;
  std::vector<std::pair<std::string, Miss>> Misses[NumFamilies];
  double LineageSeconds = 0;
};

std::string percent(size_t Num, size_t Den) {
  if (!Den)
    return "-";
  return absl::StrFormat("%.2f%%", 100.0 * double(Num) / double(Den));
}

void printRow(absl::string_view Name, const Score &S) {
  std::printf("| %s | %zu | %zu | %s | %zu | %s | %zu | %zu | %s / %s | %zu | "
              "%zu/%zu/%zu/%zu | %zu (%zu / %zu) |\n",
              std::string(Name).c_str(), S.Steps, S.Predicted,
              percent(S.Correct, S.Predicted).c_str(), S.Truth,
              percent(S.Found, S.Truth).c_str(), S.LooseTruth, S.Unscored,
              percent(S.KeptCorrect, S.KeptPredicted).c_str(),
              percent(S.KeptFound, S.KeptTruth).c_str(), S.FusedClones,
              S.BadOpcode, S.BadShape, S.BadAttributes, S.BadLiteral,
              S.Ambiguities, S.AmbiguitiesWithTruth, S.AmbiguitiesScorable);
}

void printHeader(absl::string_view Title, absl::string_view First) {
  std::printf("\n### %s\n\n", std::string(Title).c_str());
  std::printf("| %s | steps | links scored | precision | true pairs | "
              "recall | loose | unscored | kept P / R | fused clones | "
              "clone defects (op/shape/attr/literal) | ambiguities (with "
              "truth / scorable) |\n",
              std::string(First).c_str());
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
}

void printTable(const Totals &T, absl::string_view Title) {
  printHeader(Title, "family");
  Score All;
  for (int F = 0; F < NumFamilies; ++F) {
    printRow(familyName(Family(F)), T.ByFamily[F]);
    All.add(T.ByFamily[F]);
  }
  printRow("**all**", All);
}

Score familyOrAll(const Totals &T, absl::string_view Name) {
  Score S;
  for (int F = 0; F < NumFamilies; ++F)
    if (Name == "all" || familyName(Family(F)) == Name)
      S.add(T.ByFamily[F]);
  return S;
}

int usage() {
  std::fprintf(stderr,
               "usage: LineageTruth [--per-module] [--by-pass] [--misses N] "
               "[--require FAMILY=P,R]... [--require-clones] "
               "[--score-dead-code] DIR...\n");
  return 2;
}

} // namespace

int main(int Argc, char **Argv) {
  bool PerModule = false, ByPass = false, RequireClones = false;
  ScoreOptions ScoreOpts;
  size_t MaxMisses = 0;
  std::vector<Requirement> Reqs;
  std::vector<std::string> Dirs;
  for (int I = 1; I < Argc; ++I) {
    absl::string_view A = Argv[I];
    if (A == "--per-module") {
      PerModule = true;
    } else if (A == "--by-pass") {
      ByPass = true;
    } else if (A == "--require-clones") {
      RequireClones = true;
    } else if (A == "--score-dead-code") {
      ScoreOpts.ScoreDeadCode = true;
    } else if (A == "--misses" && I + 1 < Argc) {
      MaxMisses = std::strtoul(Argv[++I], nullptr, 10);
    } else if (A == "--require" && I + 1 < Argc) {
      std::vector<std::string> KV = absl::StrSplit(Argv[++I], '=');
      std::vector<std::string> PR =
          KV.size() == 2 ? absl::StrSplit(KV[1], ',')
                         : std::vector<std::string>();
      Requirement R;
      if (PR.size() != 2 || !absl::SimpleAtod(PR[0], &R.Precision) ||
          !absl::SimpleAtod(PR[1], &R.Recall))
        return usage();
      R.Family = KV[0];
      Reqs.push_back(R);
    } else if (!A.empty() && A[0] == '-') {
      return usage();
    } else {
      Dirs.emplace_back(A);
    }
  }
  if (Dirs.empty())
    return usage();

  Totals Grand;
  for (const std::string &Dir : Dirs) {
    auto T = Trace::load(Dir);
    if (!T.ok()) {
      std::fprintf(stderr, "error: %s\n", std::string(T.status().message()).c_str());
      return 1;
    }
    if (absl::Status S = (*T)->parseAll(); !S.ok()) {
      std::fprintf(stderr, "error: %s\n", std::string(S.message()).c_str());
      return 1;
    }
    for (const ModuleTrace &M : (*T)->modules()) {
      std::vector<const Step *> Seq = M.history();
      Totals Mod;
      for (size_t K = 1; K < Seq.size(); ++K) {
        const Step &Prev = *Seq[K - 1], &Cur = *Seq[K];
        auto Changed = M.changed(Cur);
        if (!Changed.ok() || !*Changed)
          continue;
        auto OldM = M.module(Prev);
        auto NewM = M.module(Cur);
        if (!OldM.ok() || !NewM.ok()) {
          std::fprintf(stderr, "error: %s\n",
                       std::string((OldM.ok() ? NewM.status() : OldM.status())
                                       .message())
                           .c_str());
          return 1;
        }
        // A pipeline's first dump shows what ran before the pipeline inside
        // the pass that started it (spmd-partitioning runs spmd-cleanup):
        // the pipeline's name is the better clue.
        std::string PassName =
            Cur.Kind == StepKind::AfterOptimizations ? "(after optimizations)"
            : Cur.isPipelineStart() ? absl::StrCat(Cur.Pipeline, ":pipeline-start")
                                    : Cur.Pass;
        Family F = Cur.Kind == StepKind::AfterOptimizations
                       ? Family::Other
                       : classifyPass(Cur.isPipelineStart() ? Cur.Pipeline
                                                            : Cur.Pass);
        LineageOptions Opts;
        Opts.UseMetadata = false;
        Opts.IgnoreLayouts = F == Family::Layout;
        auto T0 = std::chrono::steady_clock::now();
        auto L = computeLineage(**OldM, **NewM, Opts);
        Mod.LineageSeconds += std::chrono::duration<double>(
                                  std::chrono::steady_clock::now() - T0)
                                  .count();
        if (!L.ok()) {
          std::fprintf(stderr, "error: %s: %s\n", Cur.Files[0].Path.c_str(),
                       std::string(L.status().message()).c_str());
          return 1;
        }
        std::vector<Miss> Misses;
        Score S = scoreStep(**OldM, **NewM, *L, &Misses, MaxMisses, ScoreOpts);
        Mod.ByFamily[int(F)].add(S);
        Grand.ByPass[PassName].add(S);
        std::string Where = Cur.Files.empty() ? std::string(M.name())
                                              : Cur.Files[0].Path;
        for (Miss &X : Misses)
          if (Grand.Misses[int(F)].size() < MaxMisses)
            Grand.Misses[int(F)].emplace_back(Where, std::move(X));
      }
      if (PerModule)
        printTable(Mod, absl::StrCat("module ", M.name()));
      for (int F = 0; F < NumFamilies; ++F)
        Grand.ByFamily[F].add(Mod.ByFamily[F]);
      Grand.LineageSeconds += Mod.LineageSeconds;
    }
  }
  printTable(Grand, "all modules");
  if (ByPass) {
    printHeader("by pass", "pass");
    for (const auto &[Pass, S] : Grand.ByPass)
      printRow(Pass, S);
  }
  std::printf("\nlineage time: %.3f s\n", Grand.LineageSeconds);

  for (int F = 0; F < NumFamilies; ++F) {
    if (Grand.Misses[F].empty())
      continue;
    std::printf("\n#### misses: %s\n\n",
                std::string(familyName(Family(F))).c_str());
    for (const auto &[Where, X] : Grand.Misses[F])
      std::printf("- %s %s -> %s [%s] label %s (%s)\n",
                  X.What == Miss::Wrong    ? "WRONG"
                  : X.What == Miss::Missed ? "MISSED"
                                           : "AMBIGUOUS (truth not among)",
                  X.Old.c_str(), X.New.c_str(),
                  X.Kind.c_str(), X.Label.c_str(), Where.c_str());
  }

  int Rc = 0;
  for (const Requirement &R : Reqs) {
    Score S = familyOrAll(Grand, R.Family);
    if (S.precision() + 1e-12 < R.Precision || S.recall() + 1e-12 < R.Recall) {
      std::fprintf(stderr,
                   "FAIL: %s precision %.4f (need %.4f), recall %.4f (need "
                   "%.4f)\n",
                   R.Family.c_str(), S.precision(), R.Precision, S.recall(),
                   R.Recall);
      Rc = 1;
    }
  }
  if (RequireClones) {
    Score S = familyOrAll(Grand, "all");
    size_t Bad = S.BadOpcode + S.BadShape + S.BadAttributes + S.BadLiteral;
    if (Bad) {
      std::fprintf(stderr, "FAIL: %zu fused clone defects\n", Bad);
      Rc = 1;
    }
  }
  return Rc;
}
