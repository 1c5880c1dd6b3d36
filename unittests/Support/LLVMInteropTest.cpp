//===- LLVMInteropTest.cpp - Crossings between LLVM's types and ours ------===//

#include "Support/LLVMInterop.h"

#include <string>

#include "Support/FileBuffer.h"
#include "llvm/Support/Error.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

TEST(LLVMInteropTest, ViewsShareTheBytes) {
  std::string Text = "fusion.3";
  absl::string_view View(Text);
  llvm::StringRef Ref = toStringRef(View);
  EXPECT_EQ(Ref.data(), Text.data());
  EXPECT_EQ(Ref.size(), Text.size());
  absl::string_view Back = toStringView(Ref.drop_front(7));
  EXPECT_EQ(Back.data(), Text.data() + 7);
  EXPECT_EQ(Back, "3");
}

TEST(LLVMInteropTest, ErrnoCodesKeepTheirMeaning) {
  EXPECT_EQ(
      toStatusCode(std::make_error_code(std::errc::no_such_file_or_directory)),
      absl::StatusCode::kNotFound);
  EXPECT_EQ(toStatusCode(std::make_error_code(std::errc::permission_denied)),
            absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(toStatusCode(std::error_code(EISDIR, std::system_category())),
            absl::StatusCode::kFailedPrecondition);
  // LLVM's own category carries no errno.
  EXPECT_EQ(toStatusCode(llvm::inconvertibleErrorCode()),
            absl::StatusCode::kUnknown);
}

TEST(LLVMInteropTest, StatusNamesPathAndReason) {
  std::error_code EC = std::make_error_code(std::errc::not_a_directory);
  absl::Status S = toStatus(EC, "dump/x", "cannot list directory");
  EXPECT_EQ(S.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(S.message(),
            "dump/x: error: cannot list directory: " + EC.message());
  EXPECT_EQ(describeError(EC, "dump/x"), "dump/x: " + EC.message());
}

TEST(LLVMInteropTest, OpenFileReportsTheErrno) {
  std::string Path = "/nonexistent-hlotrace-dir/m.txt";
  auto F = openFile(Path);
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(
      F.status().message(),
      Path + ": error: cannot read file: " +
          std::make_error_code(std::errc::no_such_file_or_directory).message());
}

} // namespace
} // namespace hlotrace
