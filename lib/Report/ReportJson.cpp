//===- ReportJson.cpp - The report's embedded data as JSON ----------------===//
//
// Column orders here and in assets/report.js (the `COL` tables) must agree.
//
//===----------------------------------------------------------------------===//

#include "Report/ReportJson.h"

#include "absl/strings/string_view.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace::report {
namespace {

using llvm::json::OStream;

/// Makes Out[From...] safe inside <script>: '<' only occurs in JSON
/// strings, where \u003c means the same.
/// PERF NOTE: the JSON is written straight into the page and rewritten only
/// when it holds a '<', which HLO text almost never does.
void makeScriptSafe(std::string &Out, size_t From) {
  size_t At = Out.find('<', From);
  if (At == std::string::npos)
    return;
  std::string Tail;
  Tail.reserve(Out.size() - At + 64);
  for (size_t I = At; I < Out.size(); ++I) {
    if (Out[I] == '<')
      Tail += "\\u003c";
    else
      Tail += Out[I];
  }
  Out.resize(At);
  Out += Tail;
}

/// Appends `S` as a JSON string that is also safe inside <script>: the
/// escapes llvm::json writes (\" \\ \t \n \r, \u00XX for other control
/// characters) plus '<' as \u003c.
/// PERF NOTE: the computation texts are most of the page (39 of 52 MB on
/// the 16-layer benchmark dump); llvm::json quotes a character at a time
/// through raw_ostream, which took a fifth of writing the report. Here the
/// runs between escapes are appended whole.
void appendQuoted(absl::string_view S, std::string &Out) {
  static constexpr char Hex[] = "0123456789abcdef";
  Out.reserve(Out.size() + S.size() + S.size() / 16 + 2);
  Out += '"';
  size_t Run = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    unsigned char C = static_cast<unsigned char>(S[I]);
    if (C >= 0x20 && C != '"' && C != '\\' && C != '<')
      continue;
    Out.append(S.data() + Run, I - Run);
    Run = I + 1;
    switch (C) {
    case '"': Out += "\\\""; break;
    case '\\': Out += "\\\\"; break;
    case '<': Out += "\\u003c"; break;
    case '\t': Out += "\\t"; break;
    case '\n': Out += "\\n"; break;
    case '\r': Out += "\\r"; break;
    default:
      Out += "\\u00";
      Out += Hex[C >> 4];
      Out += Hex[C & 15];
    }
  }
  Out.append(S.data() + Run, S.size() - Run);
  Out += '"';
}

/// A string value through appendQuoted(). JSON must be UTF-8: text that is
/// not gets llvm::json's repair (invalid bytes become U+FFFD) first.
void quotedValue(OStream &J, const std::string &S) {
  J.rawValue([&](llvm::raw_ostream &OS) {
    // Reused: most values are short names, quoted many thousand times.
    thread_local std::string Quoted;
    Quoted.clear();
    if (llvm::json::isUTF8(S))
      appendQuoted(S, Quoted);
    else
      appendQuoted(llvm::json::fixUTF8(S), Quoted);
    OS << Quoted;
  });
}

template <typename T> void optional(OStream &J, const std::optional<T> &V) {
  if (V)
    J.value(static_cast<int64_t>(*V));
  else
    J.value(nullptr);
}

void strings(OStream &J, const std::vector<std::string> &V) {
  J.array([&] {
    for (const std::string &S : V)
      quotedValue(J, S);
  });
}

// [kind, number, pipeline, pass, detail, run, changed, instructions,
//  micros, file, parsed]
void stepRow(OStream &J, const StepRow &S) {
  J.array([&] {
    quotedValue(J, S.Kind);
    J.value(S.Number);
    quotedValue(J, S.Pipeline);
    quotedValue(J, S.Pass);
    quotedValue(J, S.Detail);
    J.value(S.Run);
    if (S.Changed)
      J.value(*S.Changed ? 1 : 0);
    else
      J.value(nullptr);
    optional(J, S.Instructions);
    optional(J, S.Micros);
    quotedValue(J, S.File);
    J.value(S.Parsed ? 1 : 0);
  });
}

void moduleIndex(OStream &J, const ModuleData &M) {
  J.object([&] {
    J.attribute("id", llvm::StringRef(M.Id));
    J.attribute("name", llvm::StringRef(M.Name));
    J.attribute("dir", llvm::StringRef(M.Directory));
    J.attribute("backend", llvm::StringRef(M.Backend));
    J.attribute("mode", llvm::StringRef(M.Mode));
    J.attribute("passRe", llvm::StringRef(M.PassRegex));
    J.attributeBegin("compileUs");
    optional(J, M.CompileMicros);
    J.attributeEnd();
    J.attributeBegin("notDumped");
    strings(J, M.NotDumped);
    J.attributeEnd();
    J.attributeBegin("problems");
    strings(J, M.Problems);
    J.attributeEnd();
    J.attributeArray("steps", [&] {
      for (const StepRow &S : M.Steps)
        stepRow(J, S);
    });
    // [pipeline, parent, startSeen, endSeen]
    J.attributeArray("runs", [&] {
      for (const RunRow &R : M.Runs)
        J.array([&] {
          quotedValue(J, R.Pipeline);
          J.value(R.Parent);
          J.value(R.StartSeen ? 1 : 0);
          J.value(R.EndSeen ? 1 : 0);
        });
    });
    // [owner, ops, flops, bytesRead, bytesWritten]
    J.attributeArray("owners", [&] {
      for (const OwnerRow &O : M.Owners)
        J.array([&] {
          quotedValue(J, O.Owner);
          J.value(O.Ops);
          J.value(O.Flops);
          J.value(O.BytesRead);
          J.value(O.BytesWritten);
        });
    });
    // [step, added, removed, changed]
    J.attributeArray("diffs", [&] {
      for (const StepDiffRow &D : M.Diffs)
        J.array([&] {
          J.value(static_cast<int64_t>(D.Step));
          J.value(D.Added);
          J.value(D.Removed);
          J.value(D.Changed);
        });
    });
    J.attribute("fusions", static_cast<int64_t>(M.Fusions.size()));
    J.attribute("texts", static_cast<int64_t>(M.Texts.size()));
  });
}

} // namespace

void writeIndexJson(const PageData &P, std::string &Out) {
  size_t From = Out.size();
  llvm::raw_string_ostream OS(Out);
  OStream J(OS);
  J.object([&] {
    J.attribute("title", llvm::StringRef(P.Title));
    J.attribute("source", llvm::StringRef(P.Source));
    J.attributeBegin("problems");
    strings(J, P.Problems);
    J.attributeEnd();
    J.attributeArray("modules", [&] {
      for (const ModuleData &M : P.Modules)
        moduleIndex(J, M);
    });
  });
  OS.flush();
  makeScriptSafe(Out, From);
}

void writeModuleJson(const ModuleData &M, std::string &Out) {
  size_t From = Out.size();
  llvm::raw_string_ostream OS(Out);
  OStream J(OS);
  J.object([&] {
    J.attributeArray("texts", [&] {
      for (const std::string &T : M.Texts)
        quotedValue(J, T);
    });
    // Per step: [header, [text index...]] or null when not parsed.
    J.attributeArray("snaps", [&] {
      for (const StepRow &S : M.Steps) {
        if (!S.Parsed) {
          J.value(nullptr);
          continue;
        }
        J.array([&] {
          quotedValue(J, S.Header);
          J.array([&] {
            for (uint32_t C : S.Computations)
              J.value(static_cast<int64_t>(C));
          });
        });
      }
    });
    // [step, [[old, new, oldName, newName, kind, match,
    //          [[old, new, kind, match, [what...]]...]]...]]
    J.attributeArray("diffs", [&] {
      for (const StepDiffRow &D : M.Diffs)
        J.array([&] {
          J.value(static_cast<int64_t>(D.Step));
          J.array([&] {
            for (const ComputationChangeRow &C : D.Computations)
              J.array([&] {
                J.value(C.Old);
                J.value(C.New);
                quotedValue(J, C.OldName);
                quotedValue(J, C.NewName);
                quotedValue(J, C.Kind);
                quotedValue(J, C.Match);
                J.array([&] {
                  for (const InstructionRow &I : C.Instructions)
                    J.array([&] {
                      quotedValue(J, I.Old);
                      quotedValue(J, I.New);
                      quotedValue(J, I.Kind);
                      quotedValue(J, I.Match);
                      strings(J, I.What);
                    });
                });
              });
          });
        });
    });
    // [step, old, new, kind, confidence, via]
    J.attributeArray("links", [&] {
      for (const LinkRow &L : M.Links)
        J.array([&] {
          J.value(static_cast<int64_t>(L.Step));
          quotedValue(J, L.Old);
          quotedValue(J, L.New);
          quotedValue(J, L.Kind);
          J.value(L.Confidence);
          quotedValue(J, L.Via);
        });
    });
    // [step, name]: what each step's lineage removed and created.
    for (auto [Key, List] : {std::pair{"gone", &M.Gone}, {"born", &M.Born}})
      J.attributeArray(Key, [&, List = List] {
        // Not a structured binding: a lambda may capture one only from
        // C++20 (clang 14 rejects it in C++17).
        for (const auto &Entry : *List)
          J.array([&] {
            J.value(static_cast<int64_t>(Entry.first));
            quotedValue(J, Entry.second);
          });
      });
    J.attributeBegin("fusionStep");
    optional(J, M.FusionStep);
    J.attributeEnd();
    // [fusion, kind, computation, fusedComputation, createdStep, pass,
    //  [[name, opcode, computation, fromFusion, clone, step, pass, dup]],
    //  [unattributed]]
    J.attributeArray("fusions", [&] {
      for (const FusionRow &F : M.Fusions)
        J.array([&] {
          quotedValue(J, F.Fusion);
          quotedValue(J, F.Kind);
          quotedValue(J, F.Computation);
          quotedValue(J, F.FusedComputation);
          optional(J, F.CreatedStep);
          quotedValue(J, F.Pass);
          J.array([&] {
            for (const AbsorbedRow &A : F.Absorbed)
              J.array([&] {
                quotedValue(J, A.Name);
                quotedValue(J, A.Opcode);
                quotedValue(J, A.Computation);
                quotedValue(J, A.FromFusion);
                quotedValue(J, A.Clone);
                J.value(static_cast<int64_t>(A.Step));
                quotedValue(J, A.Pass);
                J.value(A.Duplicated ? 1 : 0);
              });
          });
          strings(J, F.Unattributed);
        });
    });
    // [producer, reason, line, times]: what priority fusion refused.
    J.attributeArray("refused", [&] {
      for (const RefusalRow &R : M.Refusals)
        J.array([&] {
          quotedValue(J, R.Producer);
          quotedValue(J, R.Reason);
          J.value(R.Line);
          J.value(static_cast<int64_t>(R.Times));
        });
    });
    J.attribute("refusedFile", llvm::StringRef(M.RefusalFile));
    J.attributeBegin("refusedBefore");
    optional(J, M.RefusalBefore);
    J.attributeEnd();
    J.attributeBegin("refusedAfter");
    optional(J, M.RefusalAfter);
    J.attributeEnd();
    // [name, opcode, owner, target, computation, flops, bytesRead,
    //  bytesWritten, originStep, originPass, matchedBy, kernel]
    J.attributeArray("ops", [&] {
      for (const OpRow &O : M.Ops)
        J.array([&] {
          quotedValue(J, O.Name);
          quotedValue(J, O.Opcode);
          quotedValue(J, O.Owner);
          quotedValue(J, O.Target);
          quotedValue(J, O.Computation);
          J.value(O.Flops);
          J.value(O.BytesRead);
          J.value(O.BytesWritten);
          optional(J, O.OriginStep);
          quotedValue(J, O.OriginPass);
          quotedValue(J, O.MatchedBy);
          quotedValue(J, O.Kernel);
        });
    });
  });
  OS.flush();
  makeScriptSafe(Out, From);
}

} // namespace hlotrace::report
