//===- ReportJson.cpp - The report's embedded data as JSON ----------------===//
//
// Column orders here and in assets/report.js (the `COL` tables) must agree.
//
// PERF NOTE: the blocks are written by hand straight into the page: compact
// JSON exactly as llvm::json::OStream wrote it (no spaces; integers in
// decimal, the one real column with %.17g), each string quoted once with
// '<' escaped as it goes. OStream put every value through raw_ostream and a
// nesting stack, and each string through a copy, then a second scan of the
// block for '<': a tenth of writing the report on the 16-layer benchmark
// dump, whose 52 MB page is 39 MB of computation text.
//
//===----------------------------------------------------------------------===//

#include "Report/ReportJson.h"

#include <charconv>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "Support/LLVMInterop.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/JSON.h"

namespace hlotrace::report {
namespace {

/// Bit 7 of each byte of the result is set where `W` holds a byte that a
/// JSON string in <script> must escape: below 0x20, '"', '\\' or '<'. Only
/// the lowest set byte is exact (a borrow may flag the bytes above it).
inline uint64_t escapeBytes(uint64_t W) {
  constexpr uint64_t Ones = 0x0101010101010101ull, High = Ones * 0x80;
  auto Below = [&](uint64_t X, uint8_t N) { return (X - Ones * N) & ~X; };
  auto Equal = [&](uint8_t C) { return Below(W ^ (Ones * C), 1); };
  return (Below(W, 0x20) | Equal('"') | Equal('\\') | Equal('<')) & High;
}

/// Appends `S` quoted as a JSON string that may also sit inside <script>:
/// the escapes llvm::json writes (\" \\ \t \n \r, \u00XX for other control
/// characters) plus '<' as \u003c. Returns false, having appended, when `S`
/// holds a byte past ASCII (the caller checks that it is UTF-8).
/// PERF NOTE: computation texts are most of the page. They are scanned a
/// word at a time for the next byte to escape (one every line: '\n'), and
/// the runs between are appended whole.
bool appendQuotedAscii(absl::string_view S, std::string &Out) {
  static constexpr char Hex[] = "0123456789abcdef";
  const char *P = S.data(), *End = P + S.size(), *Run = P;
  uint64_t Seen = 0;
  Out += '"';
  while (true) {
    // The next byte to escape, or End: 16 bytes at a time where SSE2 is
    // there (every x86-64), then 8, then one.
#if defined(__SSE2__)
    while (End - P >= 16) {
      __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
      __m128i Control = _mm_cmpeq_epi8(_mm_min_epu8(V, _mm_set1_epi8(0x1f)), V);
      __m128i Quote = _mm_cmpeq_epi8(V, _mm_set1_epi8('"'));
      __m128i Slash = _mm_cmpeq_epi8(V, _mm_set1_epi8('\\'));
      __m128i Less = _mm_cmpeq_epi8(V, _mm_set1_epi8('<'));
      Seen |= static_cast<unsigned>(_mm_movemask_epi8(V)) ? 0x80 : 0;
      if (unsigned E = _mm_movemask_epi8(_mm_or_si128(
              _mm_or_si128(Control, Quote), _mm_or_si128(Slash, Less)))) {
        P += llvm::countr_zero(E);
        break;
      }
      P += 16;
    }
#endif
    while (End - P >= 8) {
      uint64_t W;
      std::memcpy(&W, P, 8);
      Seen |= W;
      if (uint64_t E = escapeBytes(W)) {
        P += llvm::countr_zero(E) / 8;
        break;
      }
      P += 8;
    }
    if (End - P < 8)
      for (; P != End; ++P) {
        unsigned char C = static_cast<unsigned char>(*P);
        Seen |= C;
        if (C < 0x20 || C == '"' || C == '\\' || C == '<')
          break;
      }
    Out.append(Run, P - Run);
    if (P == End)
      break;
    unsigned char C = static_cast<unsigned char>(*P);
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
    Run = ++P;
  }
  Out += '"';
  return (Seen & 0x8080808080808080ull) == 0;
}

/// Writes compact JSON into a string. A value after another in the same
/// array or object gets its comma from `Comma`, set by every value and
/// cleared by every opening bracket and key.
class JsonWriter {
public:
  explicit JsonWriter(std::string &Out) : Out(Out) {}

  void str(absl::string_view S) {
    separate();
    appendJsonString(S, Out);
  }
  void num(int64_t V) {
    separate();
    absl::StrAppend(&Out, V);
  }
  /// A real, as llvm::json prints one (printf's %.17g).
  /// PERF NOTE: std::to_chars gives printf's digits without its locale and
  /// stream machinery, a tenth of the instructions of snprintf.
  void real(double V) {
    separate();
    char Buf[40];
    auto R = std::to_chars(Buf, Buf + sizeof Buf, V, std::chars_format::general,
                           std::numeric_limits<double>::max_digits10);
    Out.append(Buf, R.ptr);
  }
  void null() {
    separate();
    Out += "null";
  }
  template <typename T> void optional(const std::optional<T> &V) {
    if (V)
      num(static_cast<int64_t>(*V));
    else
      null();
  }
  void strings(const std::vector<std::string> &V) {
    array([&] {
      for (const std::string &S : V)
        str(S);
    });
  }
  template <typename Fn> void array(Fn Body) {
    open('[');
    Body();
    close(']');
  }
  template <typename Fn> void object(Fn Body) {
    open('{');
    Body();
    close('}');
  }
  /// `"Key":` inside an object; the next call writes the value.
  JsonWriter &key(absl::string_view Key) {
    separate();
    absl::StrAppend(&Out, "\"", Key, "\":");
    Comma = false;
    return *this;
  }

private:
  void separate() {
    if (Comma)
      Out += ',';
    Comma = true;
  }
  void open(char C) {
    separate();
    Out += C;
    Comma = false;
  }
  void close(char C) {
    Out += C;
    Comma = true;
  }

  std::string &Out;
  bool Comma = false;
};

// [kind, number, pipeline, pass, detail, run, changed, instructions,
//  micros, file, parsed]
void stepRow(JsonWriter &J, const StepRow &S) {
  J.array([&] {
    J.str(S.Kind);
    J.num(S.Number);
    J.str(S.Pipeline);
    J.str(S.Pass);
    J.str(S.Detail);
    J.num(S.Run);
    if (S.Changed)
      J.num(*S.Changed ? 1 : 0);
    else
      J.null();
    J.optional(S.Instructions);
    J.optional(S.Micros);
    J.str(S.File);
    J.num(S.Parsed ? 1 : 0);
  });
}

void moduleIndex(JsonWriter &J, const ModuleData &M) {
  J.object([&] {
    J.key("id").str(M.Id);
    J.key("name").str(M.Name);
    J.key("dir").str(M.Directory);
    J.key("backend").str(M.Backend);
    J.key("mode").str(M.Mode);
    J.key("passRe").str(M.PassRegex);
    J.key("compileUs").optional(M.CompileMicros);
    J.key("notDumped").strings(M.NotDumped);
    J.key("problems").strings(M.Problems);
    J.key("steps").array([&] {
      for (const StepRow &S : M.Steps)
        stepRow(J, S);
    });
    // [pipeline, parent, startSeen, endSeen]
    J.key("runs").array([&] {
      for (const RunRow &R : M.Runs)
        J.array([&] {
          J.str(R.Pipeline);
          J.num(R.Parent);
          J.num(R.StartSeen ? 1 : 0);
          J.num(R.EndSeen ? 1 : 0);
        });
    });
    // [owner, ops, flops, bytesRead, bytesWritten]
    J.key("owners").array([&] {
      for (const OwnerRow &O : M.Owners)
        J.array([&] {
          J.str(O.Owner);
          J.num(O.Ops);
          J.num(O.Flops);
          J.num(O.BytesRead);
          J.num(O.BytesWritten);
        });
    });
    // [step, added, removed, changed]
    J.key("diffs").array([&] {
      for (const StepDiffRow &D : M.Diffs)
        J.array([&] {
          J.num(static_cast<int64_t>(D.Step));
          J.num(D.Added);
          J.num(D.Removed);
          J.num(D.Changed);
        });
    });
    J.key("fusions").num(static_cast<int64_t>(M.Fusions.size()));
    J.key("texts").num(static_cast<int64_t>(M.Texts.size()));
  });
}

} // namespace

void appendJsonString(absl::string_view S, std::string &Out) {
  size_t Start = Out.size();
  if (appendQuotedAscii(S, Out) || llvm::json::isUTF8(toStringRef(S)))
    return;
  Out.resize(Start);
  appendQuotedAscii(llvm::json::fixUTF8(toStringRef(S)), Out);
}

void writeIndexJson(const PageData &P, std::string &Out) {
  JsonWriter J(Out);
  J.object([&] {
    J.key("title").str(P.Title);
    J.key("source").str(P.Source);
    J.key("problems").strings(P.Problems);
    J.key("modules").array([&] {
      for (const ModuleData &M : P.Modules)
        moduleIndex(J, M);
    });
  });
}

void writeModuleJson(const ModuleData &M, std::string &Out) {
  JsonWriter J(Out);
  J.object([&] {
    J.key("texts").array([&] {
      for (const std::string &T : M.Texts)
        J.str(T);
    });
    // Per step: [header, [text index...]] or null when not parsed.
    J.key("snaps").array([&] {
      for (const StepRow &S : M.Steps) {
        if (!S.Parsed) {
          J.null();
          continue;
        }
        J.array([&] {
          J.str(S.Header);
          J.array([&] {
            for (uint32_t C : S.Computations)
              J.num(C);
          });
        });
      }
    });
    // [step, [[old, new, oldName, newName, kind, match,
    //          [[old, new, kind, match, [what...]]...]]...]]
    J.key("diffs").array([&] {
      for (const StepDiffRow &D : M.Diffs)
        J.array([&] {
          J.num(static_cast<int64_t>(D.Step));
          J.array([&] {
            for (const ComputationChangeRow &C : D.Computations)
              J.array([&] {
                J.num(C.Old);
                J.num(C.New);
                J.str(C.OldName);
                J.str(C.NewName);
                J.str(C.Kind);
                J.str(C.Match);
                J.array([&] {
                  for (const InstructionRow &I : C.Instructions)
                    J.array([&] {
                      J.str(I.Old);
                      J.str(I.New);
                      J.str(I.Kind);
                      J.str(I.Match);
                      J.strings(I.What);
                    });
                });
              });
          });
        });
    });
    // [step, old, new, kind, confidence, via]
    J.key("links").array([&] {
      for (const LinkRow &L : M.Links)
        J.array([&] {
          J.num(static_cast<int64_t>(L.Step));
          J.str(L.Old);
          J.str(L.New);
          J.str(L.Kind);
          J.real(L.Confidence);
          J.str(L.Via);
        });
    });
    // [step, name]: what each step's lineage removed and created.
    for (auto [Key, List] : {std::pair{"gone", &M.Gone}, {"born", &M.Born}})
      J.key(Key).array([&, List = List] {
        // Not a structured binding: a lambda may capture one only from
        // C++20 (clang 14 rejects it in C++17).
        for (const auto &Entry : *List)
          J.array([&] {
            J.num(static_cast<int64_t>(Entry.first));
            J.str(Entry.second);
          });
      });
    J.key("fusionStep").optional(M.FusionStep);
    // [fusion, kind, computation, fusedComputation, createdStep, pass,
    //  [[name, opcode, computation, fromFusion, clone, step, pass, dup]],
    //  [unattributed]]
    J.key("fusions").array([&] {
      for (const FusionRow &F : M.Fusions)
        J.array([&] {
          J.str(F.Fusion);
          J.str(F.Kind);
          J.str(F.Computation);
          J.str(F.FusedComputation);
          J.optional(F.CreatedStep);
          J.str(F.Pass);
          J.array([&] {
            for (const AbsorbedRow &A : F.Absorbed)
              J.array([&] {
                J.str(A.Name);
                J.str(A.Opcode);
                J.str(A.Computation);
                J.str(A.FromFusion);
                J.str(A.Clone);
                J.num(static_cast<int64_t>(A.Step));
                J.str(A.Pass);
                J.num(A.Duplicated ? 1 : 0);
              });
          });
          J.strings(F.Unattributed);
        });
    });
    // [producer, reason, line, times]: what priority fusion refused.
    J.key("refused").array([&] {
      for (const RefusalRow &R : M.Refusals)
        J.array([&] {
          J.str(R.Producer);
          J.str(R.Reason);
          J.num(R.Line);
          J.num(static_cast<int64_t>(R.Times));
        });
    });
    J.key("refusedFile").str(M.RefusalFile);
    J.key("refusedBefore").optional(M.RefusalBefore);
    J.key("refusedAfter").optional(M.RefusalAfter);
    // [name, opcode, owner, target, computation, flops, bytesRead,
    //  bytesWritten, originStep, originPass, matchedBy, kernel]
    J.key("ops").array([&] {
      for (const OpRow &O : M.Ops)
        J.array([&] {
          J.str(O.Name);
          J.str(O.Opcode);
          J.str(O.Owner);
          J.str(O.Target);
          J.str(O.Computation);
          J.num(O.Flops);
          J.num(O.BytesRead);
          J.num(O.BytesWritten);
          J.optional(O.OriginStep);
          J.str(O.OriginPass);
          J.str(O.MatchedBy);
          J.str(O.Kernel);
        });
    });
  });
}

} // namespace hlotrace::report
