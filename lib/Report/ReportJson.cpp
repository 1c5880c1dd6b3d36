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

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "Support/FileBuffer.h"
#include "Support/JsonText.h"
#include "Support/LLVMInterop.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "hlotrace/Query/Diff.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/JSON.h"

#if defined(__x86_64__) && defined(__SSE2__) &&                                \
    (defined(__GNUC__) || defined(__clang__))
#define HLOTRACE_JSON_AVX2 1
#include <immintrin.h>
#else
#define HLOTRACE_JSON_AVX2 0
#endif

namespace hlotrace::report {
namespace {

/// Each byte's escape as writeEscape() writes it, padded to 8 bytes, and
/// its length: \" \\ \t \n \r, '<' as \u003c, any other byte as \u00XX.
struct EscapeTable {
  char Text[256][8] = {};
  uint8_t Size[256] = {};
  constexpr EscapeTable() {
    constexpr char Hex[] = "0123456789abcdef";
    for (unsigned C = 0; C < 256; ++C) {
      const char Six[] = {'\\', 'u', '0', '0', Hex[C >> 4], Hex[C & 15]};
      for (unsigned K = 0; K < 6; ++K)
        Text[C][K] = Six[K];
      Size[C] = 6;
    }
    for (auto [C, Short] : {std::pair{'"', '"'}, {'\\', '\\'}, {'\t', 't'},
                            {'\n', 'n'}, {'\r', 'r'}}) {
      unsigned char U = static_cast<unsigned char>(C);
      Text[U][0] = '\\';
      Text[U][1] = Short;
      for (unsigned K = 2; K < 6; ++K)
        Text[U][K] = 0;
      Size[U] = 2;
    }
  }
};
constexpr EscapeTable kEscapes;

/// The escape of byte `C` (one that jsonEscapeBytes() flags) into `W`;
/// returns its length, at most 6. Writes 8 bytes at W.
/// PERF NOTE: one load and one store from a table; the switch over the
/// escaped bytes it replaces cost about four more instructions an escape
/// (the texts have one every fifty bytes).
inline size_t writeEscape(unsigned char C, char *W) {
  std::memcpy(W, kEscapes.Text[C], 8);
  return kEscapes.Size[C];
}

#if HLOTRACE_JSON_AVX2
bool cpuHasAvx2() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
}

/// Whether escapeRun() takes 32 bytes a step (setWideJsonEscapes()).
bool WideEscapes = cpuHasAvx2();

/// escapeRun()'s first part on a CPU with AVX2 (same contract; `SeenHigh`
/// set when a byte past ASCII was copied): 32 bytes a step, every byte to
/// escape among them written from one mask, the plain bytes before each
/// copied 32 at a time from the input. A signed compare flags the bytes
/// below 0x20 and past 0x7f together; the latter are copied as they are.
/// Stops while 64 bytes are left (so that no load reads past End) or,
/// checked, when the room left might not take a block of escapes.
/// PERF NOTE: the 16-byte loop of escapeRun() loads and tests again after
/// each escape, one every fifty bytes or so of a computation text, and
/// needs a register copy per compare without AVX: 2.4 instructions a byte
/// of the 16-layer benchmark dump's texts.
template <bool Checked>
__attribute__((target("avx2"))) char *
escapeWide(const char *&P, const char *End, char *W, const char *Limit,
           unsigned &SeenHigh) {
  constexpr ptrdiff_t Slack = 32 * 6 + 32;
  const __m256i Space = _mm256_set1_epi8(0x20), Quote = _mm256_set1_epi8('"'),
                Slash = _mm256_set1_epi8('\\'), Less = _mm256_set1_epi8('<');
  // The last block start that leaves 64 bytes, and (Checked) the last
  // output position with room for a block: two compares a block.
  const char *LastP = End - 64;
  const char *LastW = Checked ? Limit - Slack : nullptr;
  while (P <= LastP) {
    if (Checked && W > LastW)
      break;
    __m256i V = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(W), V);
    uint32_t E = static_cast<uint32_t>(_mm256_movemask_epi8(
        _mm256_or_si256(_mm256_or_si256(_mm256_cmpgt_epi8(Space, V),
                                        _mm256_cmpeq_epi8(V, Quote)),
                        _mm256_or_si256(_mm256_cmpeq_epi8(V, Slash),
                                        _mm256_cmpeq_epi8(V, Less)))));
    if (!E) {
      P += 32;
      W += 32;
      continue;
    }
    const char *Block = P, *BlockEnd = P + 32;
    do {
      const char *At = Block + llvm::countr_zero(E);
      E &= E - 1;
      // [P, At) is plain.
      _mm256_storeu_si256(
          reinterpret_cast<__m256i *>(W),
          _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P)));
      W += At - P;
      unsigned char C = static_cast<unsigned char>(*At);
      P = At + 1;
      if (C >= 0x80) {
        SeenHigh = 1;
        *W++ = static_cast<char>(C);
      } else {
        W += writeEscape(C, W);
      }
    } while (E);
    _mm256_storeu_si256(
        reinterpret_cast<__m256i *>(W),
        _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P)));
    W += BlockEnd - P;
    P = BlockEnd;
  }
  return W;
}
#endif

/// Escapes [P, End) into W and returns where writing stopped, P advanced
/// past what was read. Checked: stops early, before writing past `Limit`
/// (the caller grows the room and calls again); unchecked, the caller
/// made room for the worst case (6 bytes out per byte in, plus a block).
/// Bytes past ASCII set bit 7 of `Seen`.
/// PERF NOTE: texts have a byte to escape every fifty or so ('\n' ends each
/// line, metadata is quoted). Blocks of 16 (then 8) bytes are stored whole
/// and the pointers advanced to the first byte to escape among them: a run
/// costs no call and an escape a few stores. With AVX2, escapeWide() takes
/// all but the last 64 bytes first.
template <bool Checked>
char *escapeRun(const char *&P, const char *End, char *W, const char *Limit,
                uint64_t &Seen) {
  constexpr ptrdiff_t Slack = 16 + 8; // one block and one escape
#if defined(__SSE2__)
  unsigned SeenHigh = 0;
#if HLOTRACE_JSON_AVX2
  if (WideEscapes && End - P >= 64)
    W = escapeWide<Checked>(P, End, W, Limit, SeenHigh);
#endif
  while (End - P >= 16) {
    if (Checked && Limit - W < Slack)
      break;
    __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(W), V);
    SeenHigh |= static_cast<unsigned>(_mm_movemask_epi8(V));
    unsigned E = jsonEscapeMask(V);
    if (!E) {
      P += 16;
      W += 16;
      continue;
    }
    unsigned Clean = llvm::countr_zero(E);
    P += Clean;
    W += Clean;
    W += writeEscape(static_cast<unsigned char>(*P++), W);
  }
  if (SeenHigh)
    Seen |= 0x80;
#endif
  while (End - P >= 8) {
    if (Checked && Limit - W < Slack)
      return W;
    uint64_t V;
    std::memcpy(&V, P, 8);
    std::memcpy(W, &V, 8);
    Seen |= V;
    uint64_t E = jsonEscapeBytes(V);
    if (!E) {
      P += 8;
      W += 8;
      continue;
    }
    unsigned Clean = llvm::countr_zero(E) / 8;
    P += Clean;
    W += Clean;
    W += writeEscape(static_cast<unsigned char>(*P++), W);
  }
  if (Checked && Limit - W < 6 * 8)
    return W;
  for (; P != End; ++P) {
    unsigned char C = static_cast<unsigned char>(*P);
    Seen |= C;
    if (C < 0x20 || C == '"' || C == '\\' || C == '<')
      W += writeEscape(C, W);
    else
      *W++ = static_cast<char>(C);
  }
  return W;
}

/// Strings up to this long are quoted on the stack (or in JsonWriter's
/// buffer) with room for the worst case, kShortRoom bytes.
constexpr size_t kShortString = 64;
constexpr size_t kShortRoom = 2 + 6 * kShortString + 16;

/// Writes `S` (at most kShortString bytes) quoted as appendQuotedAscii()
/// quotes it at `W`, which has kShortRoom bytes; returns the end. `Ascii`
/// is false when `S` holds a byte past ASCII.
inline char *quoteShort(absl::string_view S, char *W, bool &Ascii) {
  const char *P = S.data(), *End = P + S.size();
  size_t N = S.size();
  *W++ = '"';
  bool Plain;
  if (N >= 4) {
    Plain = copyPlainJson(P, N, W);
  } else {
    Plain = isPlainJson(S);
    for (size_t K = 0; K < N; ++K)
      W[K] = P[K];
  }
  if (Plain) {
    W += N;
    *W++ = '"';
    Ascii = true;
    return W;
  }
  uint64_t Seen = 0;
  W = escapeRun<false>(P, End, W, nullptr, Seen);
  *W++ = '"';
  Ascii = (Seen & 0x8080808080808080ull) == 0;
  return W;
}

/// Appends `S` quoted as a JSON string that may also sit inside <script>:
/// the escapes llvm::json writes (\" \\ \t \n \r, \u00XX for other control
/// characters) plus '<' as \u003c. Returns false, having appended, when `S`
/// holds a byte past ASCII (the caller checks that it is UTF-8).
/// PERF NOTE: a short string (names: most of the calls) is escaped into a
/// buffer on the stack with room for the worst case, appended in one call.
/// A long one (computation texts: most of the bytes) is escaped a few KB at
/// a time through a buffer on the stack, each piece appended whole: growing
/// the page by the text's size up front (resize) first filled that room
/// with zeros, a sixth of the cost of writing the texts.
bool appendQuotedAscii(absl::string_view S, std::string &Out) {
  if (S.size() <= kShortString) {
    char Buf[kShortRoom];
    bool Ascii;
    char *W = quoteShort(S, Buf, Ascii);
    Out.append(Buf, W - Buf);
    return Ascii;
  }
  const char *P = S.data(), *End = P + S.size();
  uint64_t Seen = 0;
  // Under glibc's threshold for `rep movsb`, so each piece is appended by
  // vector moves.
  char Buf[2048];
  Out += '"';
  while (P != End) {
    char *W = escapeRun<true>(P, End, Buf, Buf + sizeof Buf, Seen);
    Out.append(Buf, W - Buf);
  }
  Out += '"';
  return (Seen & 0x8080808080808080ull) == 0;
}

/// `V` in decimal at `W` (room for 20 bytes); returns the end.
/// PERF NOTE: two digits per division; most numbers of a page (text
/// indices, steps) have one to four.
inline char *writeDecimal(int64_t V, char *W) {
  static constexpr char Pairs[] = "00010203040506070809"
                                  "10111213141516171819"
                                  "20212223242526272829"
                                  "30313233343536373839"
                                  "40414243444546474849"
                                  "50515253545556575859"
                                  "60616263646566676869"
                                  "70717273747576777879"
                                  "80818283848586878889"
                                  "90919293949596979899";
  uint64_t U = static_cast<uint64_t>(V);
  if (V < 0) {
    *W++ = '-';
    U = 0 - U;
  }
  if (U < 10) {
    *W++ = static_cast<char>('0' + U);
    return W;
  }
  size_t Digits = 2;
  for (uint64_t X = U; X >= 100; X /= 10)
    ++Digits;
  char *End = W + Digits, *P = End;
  while (U >= 100) {
    P -= 2;
    std::memcpy(P, Pairs + 2 * (U % 100), 2);
    U /= 100;
  }
  if (U >= 10) {
    P -= 2;
    std::memcpy(P, Pairs + 2 * U, 2);
  } else {
    *--P = static_cast<char>('0' + U);
  }
  return End;
}

/// Writes compact JSON into a string. A value after another in the same
/// array or object gets its comma from `Comma`, set by every value and
/// cleared by every opening bracket and key.
/// PERF NOTE: a module's rows are about a million short strings and
/// numbers (the 16-layer benchmark dump). Each is written through a
/// pointer into a buffer of the writer's own, with room made once per
/// value, and the buffer is appended to the string when full: appending
/// each string, comma and bracket to the std::string cost more than
/// escaping the names.
class JsonWriter {
public:
  /// `AfterValue`: the next value continues an array or object that
  /// another writer started, after a value of its own (it gets a comma).
  explicit JsonWriter(std::string &Out, bool AfterValue = false)
      : Out(Out), Comma(AfterValue) {}
  JsonWriter(const JsonWriter &) = delete;
  JsonWriter &operator=(const JsonWriter &) = delete;
  /// What is still in the buffer goes to the string.
  ~JsonWriter() { flush(); }

  void str(absl::string_view S) {
    if (S.size() > kShortString) {
      separateFlushed();
      appendJsonString(S, Out);
      return;
    }
    room(1 + kShortRoom);
    separate();
    put(S);
  }
  void num(int64_t V) {
    room(1 + 20);
    separate();
    W = writeDecimal(V, W);
  }
  /// A real, as llvm::json prints one (printf's %.17g).
  /// PERF NOTE: std::to_chars gives printf's digits without its locale and
  /// stream machinery, a tenth of the instructions of snprintf. A whole
  /// number (most link confidences are 1) prints as the integer it is.
  void real(double V) {
    room(1 + 40);
    separate();
    realAt(V);
  }
  void null() {
    room(1 + 4);
    separate();
    std::memcpy(W, "null", 4);
    W += 4;
  }
  /// real() at W, with room made and its comma written.
  void realAt(double V) {
    if (V >= 0 && V < 1e15 && !std::signbit(V) &&
        V == static_cast<double>(static_cast<int64_t>(V))) {
      W = writeDecimal(static_cast<int64_t>(V), W);
      return;
    }
    // PERF NOTE: the other reals of a page are link confidences, a handful
    // of values written over and over: the last few are kept as text
    // (to_chars took 700 instructions each).
    uint64_t Bits;
    std::memcpy(&Bits, &V, sizeof Bits);
    for (const RealText &C : Reals)
      if (C.Size && C.Bits == Bits) {
        std::memcpy(W, C.Text, C.Size);
        W += C.Size;
        return;
      }
    char *End = std::to_chars(W, W + 40, V, std::chars_format::general,
                              std::numeric_limits<double>::max_digits10)
                    .ptr;
    RealText &C = Reals[NextReal++ % kReals];
    C.Bits = Bits;
    C.Size = static_cast<uint8_t>(End - W);
    std::memcpy(C.Text, W, C.Size);
    W = End;
  }
  template <typename T> void optional(const std::optional<T> &V) {
    if (V)
      num(static_cast<int64_t>(*V));
    else
      null();
  }
  /// Values one after another, each as its type is written: strings as
  /// str(), integers (bool as 0 or 1) as num(), doubles as real(),
  /// optionals as optional().
  /// PERF NOTE: room is made once for them all, and only the first may
  /// need no comma: checking both per value was a tenth of the rows.
  template <typename... Ts> void values(const Ts &...Vs) {
    room((0 + ... + (1 + maxSize(Vs))));
    size_t I = 0;
    ((I++ ? void(*W++ = ',') : separate(), put(Vs)), ...);
  }
  /// An array of values().
  template <typename... Ts> void row(const Ts &...Vs) {
    room(2 + (0 + ... + (1 + maxSize(Vs))));
    separate();
    *W++ = '[';
    size_t I = 0;
    ((I++ ? void(*W++ = ',') : void(), put(Vs)), ...);
    *W++ = ']';
  }
  void strings(const std::vector<std::string> &V) {
    array([&] {
      for (const std::string &S : V)
        str(S);
    });
  }
  /// Values that `Write(Out)` appends, with commas between them.
  template <typename Fn> void rawValues(Fn Write) {
    separateFlushed();
    Write(Out);
  }
  template <typename Fn> void array(Fn Body) {
    open('[');
    Body();
    close(']');
  }
  /// array(), its elements written by the caller between the two calls
  /// (possibly by another writer, continuing this one's output).
  void openArray() { open('['); }
  void closeArray() { close(']'); }
  template <typename Fn> void object(Fn Body) {
    open('{');
    Body();
    close('}');
  }
  /// `"Key":` inside an object (our own keys: plain and short); the next
  /// call writes the value.
  JsonWriter &key(absl::string_view Key) {
    assert(Key.size() <= kShortString && isPlainJson(Key) && "a key of ours");
    room(1 + Key.size() + 3);
    separate();
    *W++ = '"';
    std::memcpy(W, Key.data(), Key.size());
    W += Key.size();
    std::memcpy(W, "\":", 2);
    W += 2;
    Comma = false;
    return *this;
  }

private:
  static constexpr size_t kBuffer = 16 << 10;

  /// str() of a string under 4 bytes or one to escape, with room made and
  /// the comma written.
  LLVM_ATTRIBUTE_NOINLINE void strSlow(absl::string_view S) {
    bool Ascii;
    char *End = quoteShort(S, W, Ascii);
    if (Ascii || llvm::json::isUTF8(toStringRef(S))) {
      W = End;
      return;
    }
    flush(); // as appendJsonString() repairs it
    appendQuotedAscii(llvm::json::fixUTF8(toStringRef(S)), Out);
  }
  /// The most bytes put() writes for a value (a string up to kShortString
  /// bytes; a longer one is written from an emptied buffer).
  static constexpr size_t maxSize(absl::string_view) { return kShortRoom; }
  static constexpr size_t maxSize(double) { return 40; }
  template <typename T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
  static constexpr size_t maxSize(T) {
    return 20;
  }
  template <typename T> static constexpr size_t maxSize(const std::optional<T> &) {
    return 20;
  }
  /// A value at W, with room made and its comma written (values()).
  void put(absl::string_view S) {
    size_t N = S.size();
    if (N > kShortString) {
      flush();
      appendJsonString(S, Out);
      return;
    }
    if (N >= 4 && copyPlainJson(S.data(), N, W + 1)) {
      W[0] = '"';
      W[N + 1] = '"';
      W += N + 2;
      return;
    }
    if (N == 0) { // no name on one side (added, removed, no fusion)
      std::memcpy(W, "\"\"", 2);
      W += 2;
      return;
    }
    strSlow(S);
  }
  void put(double V) { realAt(V); }
  template <typename T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
  void put(T V) {
    W = writeDecimal(static_cast<int64_t>(V), W);
  }
  template <typename T> void put(const std::optional<T> &V) {
    if (V) {
      W = writeDecimal(static_cast<int64_t>(*V), W);
    } else {
      std::memcpy(W, "null", 4);
      W += 4;
    }
  }
  /// Makes room for `N` bytes (at most kBuffer) at W.
  void room(size_t N) {
    if (static_cast<size_t>(Buf + kBuffer - W) < N)
      flush();
  }
  void flush() {
    Out.append(Buf, W - Buf);
    W = Buf;
  }
  /// A comma if a value came before; needs room for one byte.
  void separate() {
    if (Comma)
      *W++ = ',';
    Comma = true;
  }
  /// separate(), then the buffer emptied into the string, which the
  /// caller appends to next.
  void separateFlushed() {
    room(1);
    separate();
    flush();
  }
  void open(char C) {
    room(2);
    separate();
    *W++ = C;
    Comma = false;
  }
  void close(char C) {
    room(1);
    *W++ = C;
    Comma = true;
  }

  /// A real and its text, as real() wrote it.
  struct RealText {
    uint64_t Bits = 0;
    uint8_t Size = 0; ///< 0: unused.
    char Text[40];
  };
  static constexpr size_t kReals = 8;

  std::string &Out;
  bool Comma = false;
  char *W = Buf;
  RealText Reals[kReals];
  size_t NextReal = 0;
  char Buf[kBuffer];
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

/// Texts [Begin, End) of `M`, as JSON strings separated by commas, appended
/// to `Out`. Fails as writeModuleJson() does. Texts of one snapshot are
/// numbered together: each file is mapped once, while its texts are
/// written.
absl::Status appendTexts(const ModuleData &M, size_t Begin, size_t End,
                         std::string &Out) {
  absl::Status Status;
  std::unique_ptr<FileBuffer> File;
  uint32_t FileIndex = TextRow::kPrinted;
  for (size_t K = Begin; K < End; ++K) {
    const TextRow &T = M.Texts[K];
    if (K != Begin)
      Out += ',';
    if (T.File == TextRow::kPrinted) {
      appendJsonString(T.Printed, Out);
      continue;
    }
    if (T.File != FileIndex) {
      File.reset();
      FileIndex = T.File;
      const TextFile &F = M.TextFiles[T.File];
      absl::StatusOr<std::unique_ptr<FileBuffer>> B = openFile(F.Path);
      if (!B.ok())
        Status.Update(B.status());
      else if ((*B)->contents().size() != F.Size)
        Status.Update(absl::FailedPreconditionError(absl::StrCat(
            F.Path, ": error: changed while the report was written")));
      else
        File = std::move(*B);
    }
    appendJsonString(File ? File->contents().substr(T.Offset, T.Size)
                          : absl::string_view(),
                     Out);
  }
  return Status;
}

/// One member of a module block after its texts: an array of `Count`
/// rows, or (Count == kValue) a single value. `Write(J, Begin, End)` writes
/// rows [Begin, End) (the value: 0, 1); `Weight(I)`, when set, is row I's
/// share of a part.
struct RowSection {
  static constexpr size_t kValue = ~size_t{0};
  const char *Key;
  size_t Count;
  std::function<void(JsonWriter &, size_t, size_t)> Write;
  std::function<size_t(size_t)> Weight = nullptr;
};

/// A RowSection::Write of `Row(J, I)` for each row.
/// PERF NOTE: one call through std::function per run of rows, the rows'
/// writer inlined in the loop (a call per row was 15 M more instructions
/// on the 16-layer benchmark dump).
template <typename Fn>
std::function<void(JsonWriter &, size_t, size_t)> eachRow(Fn Row) {
  return [Row](JsonWriter &J, size_t Begin, size_t End) {
    for (size_t I = Begin; I < End; ++I)
      Row(J, I);
  };
}

/// Everything in the block of `M` after its texts, in block order:
/// `"snaps":..., "diffs":..., ...`.
std::vector<RowSection> rowSections(const ModuleData &M) {
  std::vector<RowSection> Out;
  // Per step: [header, [text index...]] or null when not parsed.
  Out.push_back({"snaps", M.Steps.size(),
                 eachRow([&M](JsonWriter &J, size_t I) {
                   const StepRow &S = M.Steps[I];
                   if (!S.Parsed) {
                     J.null();
                     return;
                   }
                   J.array([&] {
                     J.str(S.Header);
                     J.array([&] {
                       for (uint32_t C : S.Computations)
                         J.num(C);
                     });
                   });
                 }),
                 [&M](size_t I) {
                   return 1 + M.Steps[I].Computations.size() / 8;
                 }});
  // [step, [[old, new, oldName, newName, kind, match,
  //          [[old, new, kind, match, [what...]]...]]...]]
  Out.push_back(
      {"diffs", M.Diffs.size(),
       eachRow([&M](JsonWriter &J, size_t Index) {
         const StepDiffRow &D = M.Diffs[Index];
         J.array([&] {
           J.num(static_cast<int64_t>(D.Step));
           J.array([&] {
             for (const ComputationChangeRow &C : D.Computations)
               J.array([&] {
                 J.values(C.Old, C.New, C.OldName, C.NewName, C.Kind, C.Match);
                 J.array([&] {
                   for (const InstructionRow &I : C.Instructions)
                     J.array([&] {
                       J.values(I.Old, I.New, I.Kind, I.Match);
                       J.array([&] {
                         // Set bits only, lowest first (most rows have
                         // none: added and removed instructions).
                         constexpr uint32_t All = (1u << kChangeBitCount) - 1;
                         for (uint32_t Bits = I.What & All; Bits;
                              Bits &= Bits - 1)
                           J.str(changeBitName(llvm::countr_zero(Bits)));
                         for (const std::string &A : I.Attributes)
                           J.str(absl::StrCat("attribute ", A));
                       });
                     });
                 });
               });
           });
         });
       }),
       [&M](size_t Index) {
         size_t W = 1;
         for (const ComputationChangeRow &C : M.Diffs[Index].Computations)
           W += 1 + C.Instructions.size();
         return W;
       }});
  // [step, old, new, kind, confidence, via]
  Out.push_back({"links", M.Links.size(),
                 eachRow([&M](JsonWriter &J, size_t I) {
                   const LinkRow &L = M.Links[I];
                   J.row(L.Step, L.Old, L.New, L.Kind, L.Confidence, L.Via);
                 })});
  // [step, name]: what each step's lineage removed and created.
  for (auto [Key, List] : {std::pair{"gone", &M.Gone}, {"born", &M.Born}})
    Out.push_back({Key, List->size(),
                   eachRow([List = List](JsonWriter &J, size_t I) {
                     J.row((*List)[I].first, (*List)[I].second);
                   })});
  Out.push_back({"fusionStep", RowSection::kValue,
                 eachRow([&M](JsonWriter &J, size_t) {
                   J.optional(M.FusionStep); })});
  // [fusion, kind, computation, fusedComputation, createdStep, pass,
  //  [[name, opcode, computation, fromFusion, clone, step, pass, dup]],
  //  [unattributed]]
  Out.push_back({"fusions", M.Fusions.size(),
                 eachRow([&M](JsonWriter &J, size_t I) {
                   const FusionRow &F = M.Fusions[I];
                   J.array([&] {
                     J.values(F.Fusion, F.Kind, F.Computation,
                              F.FusedComputation, F.CreatedStep, F.Pass);
                     J.array([&] {
                       for (const AbsorbedRow &A : F.Absorbed)
                         J.row(A.Name, A.Opcode, A.Computation, A.FromFusion,
                               A.Clone, A.Step, A.Pass, A.Duplicated);
                     });
                     J.strings(F.Unattributed);
                   });
                 }),
                 [&M](size_t I) { return 1 + M.Fusions[I].Absorbed.size(); }});
  // [producer, reason, line, times]: what priority fusion refused.
  Out.push_back({"refused", M.Refusals.size(),
                 eachRow([&M](JsonWriter &J, size_t I) {
                   const RefusalRow &R = M.Refusals[I];
                   J.row(R.Producer, R.Reason, R.Line, R.Times);
                 })});
  Out.push_back({"refusedFile", RowSection::kValue,
                 eachRow([&M](JsonWriter &J, size_t) {
                   J.str(M.RefusalFile); })});
  Out.push_back({"refusedBefore", RowSection::kValue,
                 eachRow([&M](JsonWriter &J, size_t) {
                   J.optional(M.RefusalBefore); })});
  Out.push_back({"refusedAfter", RowSection::kValue,
                 eachRow([&M](JsonWriter &J, size_t) {
                   J.optional(M.RefusalAfter); })});
  // [name, opcode, owner, target, computation, flops, bytesRead,
  //  bytesWritten, originStep, originPass, matchedBy, kernel]
  Out.push_back({"ops", M.Ops.size(), eachRow([&M](JsonWriter &J, size_t I) {
                   const OpRow &O = M.Ops[I];
                   J.row(O.Name, O.Opcode, O.Owner, O.Target, O.Computation,
                         O.Flops, O.BytesRead, O.BytesWritten, O.OriginStep,
                         O.OriginPass, O.MatchedBy, O.Kernel);
                 })});
  return Out;
}

/// Rows [Begin, End) of section `S` (all of a value section), as the
/// members of an object write them: the key and '[' before row 0, ']'
/// after the last.
void writeSection(JsonWriter &J, const RowSection &S, size_t Begin,
                  size_t End) {
  if (S.Count == RowSection::kValue) {
    J.key(S.Key);
    S.Write(J, 0, 1);
    return;
  }
  if (Begin == 0) {
    J.key(S.Key);
    J.openArray();
  }
  S.Write(J, Begin, End);
  if (End == S.Count)
    J.closeArray();
}

} // namespace

bool setWideJsonEscapes(bool On) {
#if HLOTRACE_JSON_AVX2
  bool Before = WideEscapes;
  WideEscapes = On && cpuHasAvx2();
  return Before;
#else
  return false;
#endif
}

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

std::vector<JsonPart> moduleTextParts(const ModuleData &M, size_t TextBytes) {
  // As a JsonWriter writes {"texts":[...],"snaps":...}: the texts are raw
  // values of one array, the rows continue the object after it.
  std::vector<JsonPart> Parts;
  size_t Begin = 0;
  do {
    size_t End = Begin, Bytes = 0;
    while (End < M.Texts.size() && (End == Begin || Bytes < TextBytes))
      Bytes += M.Texts[End++].size();
    Parts.push_back([&M, Begin, End, Bytes](std::string &Out) {
      Out.reserve(Out.size() + Bytes + Bytes / 8 + 8 * (End - Begin) + 16);
      Out += Begin == 0 ? "{\"texts\":[" : ",";
      return appendTexts(M, Begin, End, Out);
    });
    Begin = End;
  } while (Begin < M.Texts.size());
  return Parts;
}

std::vector<JsonPart> moduleRowParts(const ModuleData &M, size_t RowsPerPart) {
  // A part is a run of sections' rows [Begin, End), cut where its rows'
  // weight reaches RowsPerPart. Each part's writer continues after a
  // value: the texts array, or the row before its first.
  struct Segment {
    size_t Section, Begin, End;
  };
  auto Sections = std::make_shared<std::vector<RowSection>>(rowSections(M));
  std::vector<std::vector<Segment>> Cuts(1);
  std::vector<size_t> CutWeight(1);
  size_t Weight = 0;
  for (size_t K = 0; K < Sections->size(); ++K) {
    const RowSection &S = (*Sections)[K];
    if (S.Count == RowSection::kValue) {
      Cuts.back().push_back({K, 0, 0});
      continue;
    }
    size_t Begin = 0;
    for (size_t I = 0; I < S.Count; ++I) {
      size_t W = S.Weight ? S.Weight(I) : 1;
      Weight += W;
      CutWeight.back() += W;
      if (Weight >= RowsPerPart) {
        Cuts.back().push_back({K, Begin, I + 1});
        Cuts.emplace_back();
        CutWeight.push_back(0);
        Begin = I + 1;
        Weight = 0;
      }
    }
    if (Begin < S.Count || S.Count == 0)
      Cuts.back().push_back({K, Begin, S.Count});
  }
  std::vector<JsonPart> Parts;
  for (size_t P = 0; P < Cuts.size(); ++P)
    Parts.push_back([Sections, Segments = std::move(Cuts[P]), First = P == 0,
                     Last = P + 1 == Cuts.size(),
                     Weight = CutWeight[P]](std::string &Out) {
      // PERF NOTE: room for the part at once (rows are 30-70 bytes): grown
      // from empty, the part strings' copies were 10 M instructions on the
      // 16-layer benchmark dump. Room it does not use is never touched.
      Out.reserve(Out.size() + 96 * Weight + 4096);
      if (First)
        Out += ']';
      {
        JsonWriter J(Out, /*AfterValue=*/true);
        for (const Segment &G : Segments)
          writeSection(J, (*Sections)[G.Section], G.Begin, G.End);
      }
      if (Last)
        Out += '}';
      return absl::OkStatus();
    });
  return Parts;
}

std::vector<JsonPart> moduleJsonParts(const ModuleData &M, size_t TextBytes,
                                      size_t RowsPerPart) {
  std::vector<JsonPart> Parts = moduleTextParts(M, TextBytes);
  for (JsonPart &Part : moduleRowParts(M, RowsPerPart))
    Parts.push_back(std::move(Part));
  return Parts;
}

absl::Status writeModuleJson(const ModuleData &M, std::string &Out) {
  absl::Status Status;
  for (const JsonPart &Part : moduleJsonParts(M, ~size_t{0}, ~size_t{0}))
    Status.Update(Part(Out));
  return Status;
}

} // namespace hlotrace::report
