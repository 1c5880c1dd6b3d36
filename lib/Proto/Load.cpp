//===- Load.cpp - Content sniffing and gzip --------------------------------===//
//
// Detection order: gzip magic; text (HLO text when the first token after
// whitespace and comments is `HloModule`, else protobuf text format when
// the bytes are printable); binary protobuf. A binary file is tried as
// HloSnapshot (field 1 must hold an HloProto with a module), HloProto
// (field 1 an HloModuleProto with computations) and HloModuleProto
// (computations in field 3); the three share field numbers loosely, so the
// first whose required structure is present wins, checked in that order.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Load.h"

#include <zlib.h>

#include <algorithm>
#include <cstdint>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/wire_format_lite.h"

#include "Proto/ProtoInternal.h"
#include "Support/FileBuffer.h"
#include "Support/Status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace {

absl::string_view fileFormatName(FileFormat F) {
  switch (F) {
  case FileFormat::HloText: return "HLO text";
  case FileFormat::HloProto: return "HloProto";
  case FileFormat::HloModuleProto: return "HloModuleProto";
  case FileFormat::HloSnapshot: return "HloSnapshot";
  }
  return "?";
}

absl::StatusOr<std::string> gunzip(absl::string_view Bytes,
                                   absl::string_view Name, size_t MaxBytes) {
  z_stream Z{};
  // 15 + 32: accept gzip and zlib headers.
  if (inflateInit2(&Z, 15 + 32) != Z_OK)
    return absl::InternalError(absl::StrCat(Name, ": cannot start zlib"));
  // Inflate straight into the result. Its size starts at the gzip trailer's
  // ISIZE (the last member's size mod 2^32, a hint) and doubles, but never
  // past MaxBytes + 1: a bomb costs at most about the limit, not twice it.
  size_t Cap = MaxBytes < SIZE_MAX ? MaxBytes + 1 : MaxBytes;
  size_t Hint = size_t(1) << 16;
  if (Bytes.size() >= 18) {
    const auto *T =
        reinterpret_cast<const unsigned char *>(Bytes.data() + Bytes.size() - 4);
    Hint = std::max<size_t>(Hint, size_t(T[0]) | size_t(T[1]) << 8 |
                                      size_t(T[2]) << 16 | size_t(T[3]) << 24);
  }
  std::string Out;
  Out.resize(std::min(Hint, Cap));
  size_t Used = 0;
  Z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(Bytes.data()));
  Z.avail_in = static_cast<uInt>(Bytes.size());
  int Rc = Z_OK;
  while (true) {
    if (Used == Out.size()) {
      if (Out.size() >= Cap) {
        inflateEnd(&Z);
        return absl::ResourceExhaustedError(absl::StrCat(
            Name, ": gzip data inflates past ", MaxBytes, " bytes"));
      }
      Out.resize(std::min(Cap, std::max(Out.size() * 2, size_t(1) << 16)));
    }
    size_t Room = std::min<size_t>(Out.size() - Used, UINT32_MAX);
    Z.next_out = reinterpret_cast<Bytef *>(Out.data() + Used);
    Z.avail_out = static_cast<uInt>(Room);
    Rc = inflate(&Z, Z_NO_FLUSH);
    if (Rc != Z_OK && Rc != Z_STREAM_END)
      break;
    Used += Room - Z.avail_out;
    if (Rc == Z_STREAM_END) {
      // Concatenated gzip members continue.
      if (Z.avail_in == 0)
        break;
      inflateReset(&Z);
      continue;
    }
    if (Z.avail_in == 0 && Z.avail_out != 0) {
      Rc = Z_BUF_ERROR;
      break;
    }
  }
  inflateEnd(&Z);
  if (Rc != Z_STREAM_END)
    return absl::InvalidArgumentError(absl::StrCat(
        Name, ": corrupt gzip data (",
        Rc == Z_BUF_ERROR ? "truncated" : Z.msg ? Z.msg : "inflate failed",
        ")"));
  if (Used > MaxBytes)
    return absl::ResourceExhaustedError(absl::StrCat(
        Name, ": gzip data inflates past ", MaxBytes, " bytes"));
  Out.resize(Used);
  Out.shrink_to_fit();
  return Out;
}

absl::StatusOr<std::string> gzip(absl::string_view Bytes) {
  z_stream Z{};
  if (deflateInit2(&Z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8,
                   Z_DEFAULT_STRATEGY) != Z_OK)
    return absl::InternalError("cannot start zlib");
  std::string Out;
  Out.resize(deflateBound(&Z, Bytes.size()) + 32);
  Z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(Bytes.data()));
  Z.avail_in = static_cast<uInt>(Bytes.size());
  Z.next_out = reinterpret_cast<Bytef *>(Out.data());
  Z.avail_out = static_cast<uInt>(Out.size());
  int Rc = deflate(&Z, Z_FINISH);
  size_t N = Out.size() - Z.avail_out;
  deflateEnd(&Z);
  if (Rc != Z_STREAM_END)
    return absl::InternalError("gzip compression failed");
  Out.resize(N);
  return Out;
}

namespace {

/// Skips whitespace and C/C++ comments.
absl::string_view skipTrivia(absl::string_view S) {
  while (!S.empty()) {
    char C = S.front();
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      S.remove_prefix(1);
    } else if (absl::StartsWith(S, "//") || C == '#') {
      size_t E = S.find('\n');
      S.remove_prefix(E == absl::string_view::npos ? S.size() : E + 1);
    } else if (absl::StartsWith(S, "/*")) {
      size_t E = S.find("*/", 2);
      S.remove_prefix(E == absl::string_view::npos ? S.size() : E + 2);
    } else {
      break;
    }
  }
  return S;
}

bool looksLikeText(absl::string_view S) {
  size_t N = std::min<size_t>(S.size(), 4096);
  for (size_t I = 0; I < N; ++I) {
    unsigned char C = static_cast<unsigned char>(S[I]);
    if (C < 0x09 || (C > 0x0d && C < 0x20) || C == 0x7f)
      return false;
  }
  return true;
}

/// Shallow wire-format checks: is field `Field` present as a
/// length-delimited record at the top level of `S`, and does the whole
/// buffer parse as a sequence of valid records?
bool topLevelField(absl::string_view S, int Field, absl::string_view *Value) {
  google::protobuf::io::CodedInputStream In(
      reinterpret_cast<const uint8_t *>(S.data()), static_cast<int>(S.size()));
  bool Found = false;
  while (true) {
    uint32_t Tag = In.ReadTag();
    if (Tag == 0)
      return Found && In.ConsumedEntireMessage();
    int Num = static_cast<int>(Tag >> 3);
    int Wire = static_cast<int>(Tag & 7);
    if (Wire == 2) {
      uint32_t Len;
      if (!In.ReadVarint32(&Len))
        return false;
      int Pos = In.CurrentPosition();
      if (static_cast<size_t>(Pos) + Len > S.size())
        return false;
      if (Num == Field) {
        Found = true;
        if (Value)
          *Value = S.substr(Pos, Len);
      }
      if (!In.Skip(static_cast<int>(Len)))
        return false;
    } else if (!google::protobuf::internal::WireFormatLite::SkipField(&In,
                                                                     Tag)) {
      return false;
    }
  }
}

/// HloModuleProto: field 3 (computations) whose first record has field 2
/// (instructions).
bool looksLikeModule(absl::string_view S) {
  absl::string_view Comp;
  if (!topLevelField(S, 3, &Comp))
    return false;
  return topLevelField(Comp, 2, nullptr);
}

bool looksLikeHloProto(absl::string_view S) {
  absl::string_view Mod;
  return topLevelField(S, 1, &Mod) && looksLikeModule(Mod);
}

bool looksLikeSnapshot(absl::string_view S) {
  absl::string_view Hlo;
  return topLevelField(S, 1, &Hlo) && looksLikeHloProto(Hlo);
}

} // namespace

absl::StatusOr<LoadedFile> loadBytes(absl::string_view Bytes,
                                     absl::string_view Name,
                                     const LoadOptions &Options) {
  LoadedFile Out;
  std::string Inflated;
  if (Bytes.empty())
    return absl::InvalidArgumentError(absl::StrCat(Name, ": empty file"));
  if (Bytes.size() >= 2 && static_cast<unsigned char>(Bytes[0]) == 0x1f &&
      static_cast<unsigned char>(Bytes[1]) == 0x8b) {
    // A limit tied to the file: real dumps inflate 3-20x, a bomb 1000x.
    uint64_t ByRatio = Options.MaxInflateRatio * uint64_t(Bytes.size()) +
                       (uint64_t(64) << 20);
    size_t Limit = static_cast<size_t>(
        std::min<uint64_t>(Options.MaxInflatedBytes, ByRatio));
    ASSIGN_OR_RETURN(Inflated, gunzip(Bytes, Name, Limit));
    Bytes = Inflated;
    Out.Gzipped = true;
    if (Bytes.empty())
      return absl::InvalidArgumentError(
          absl::StrCat(Name, ": empty file after gzip"));
  }
  ProtoReadOptions PO = Options.Proto;
  if (!PO.Ctx)
    PO.Ctx = Options.Ctx;
  absl::string_view Body = skipTrivia(Bytes);
  if (absl::StartsWith(Body, "HloModule")) {
    ParseOptions TO;
    TO.Ctx = PO.Ctx;
    TO.Locations = Options.Locations;
    ASSIGN_OR_RETURN(Out.M, parseModule(Bytes, Name, TO));
    Out.Format = FileFormat::HloText;
    return Out;
  }
  if (looksLikeText(Bytes)) {
    // Protobuf text format: the top-level field names tell the message.
    FileFormat Kind = FileFormat::HloModuleProto;
    if (absl::StartsWith(Body, "hlo_module"))
      Kind = FileFormat::HloProto;
    else if (absl::StartsWith(Body, "hlo ") || absl::StartsWith(Body, "hlo{") ||
             absl::StartsWith(Body, "hlo {") || absl::StartsWith(Body, "hlo:"))
      Kind = FileFormat::HloSnapshot;
    auto R = readProtoText(Bytes, Kind, Name, PO);
    if (!R.ok()) {
      if (Kind == FileFormat::HloModuleProto &&
          !absl::StrContains(Bytes, "computations"))
        return absl::InvalidArgumentError(absl::StrCat(
            Name, ": not HLO text (no 'HloModule' header) and not an XLA "
                  "text proto"));
      return R.status();
    }
    R->TextProto = true;
    R->Gzipped = Out.Gzipped;
    return std::move(*R);
  }
  FileFormat Kind;
  if (looksLikeSnapshot(Bytes))
    Kind = FileFormat::HloSnapshot;
  else if (looksLikeHloProto(Bytes))
    Kind = FileFormat::HloProto;
  else if (looksLikeModule(Bytes))
    Kind = FileFormat::HloModuleProto;
  else
    return absl::InvalidArgumentError(absl::StrCat(
        Name, ": not HLO text and not an HloProto, HloSnapshot or "
              "HloModuleProto (truncated, corrupt or another message)"));
  ASSIGN_OR_RETURN(LoadedFile R, readProtoBytes(Bytes, Kind, Name, PO));
  R.Gzipped = Out.Gzipped;
  return R;
}

absl::StatusOr<LoadedFile> loadFile(const std::string &Path,
                                    const LoadOptions &Options) {
  ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> B, openFile(Path));
  return loadBytes(B->contents(), Path, Options);
}

} // namespace hlotrace

namespace hlotrace {

absl::StatusOr<std::unique_ptr<Module>>
moduleFromProtoBytes(absl::string_view Bytes, absl::string_view BufferName,
                     const ProtoReadOptions &Options) {
  LoadOptions O;
  O.Proto = Options;
  O.Ctx = Options.Ctx;
  ASSIGN_OR_RETURN(LoadedFile F, loadBytes(Bytes, BufferName, O));
  return std::move(F.M);
}

} // namespace hlotrace
