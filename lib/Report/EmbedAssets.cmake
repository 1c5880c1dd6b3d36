# Writes the report's stylesheet (CSS) and script (JS) into OUT as C++ raw
# string constants kReportCss and kReportJs.
file(READ ${CSS} css)
file(READ ${JS} js)
file(WRITE ${OUT}
  "// Generated from lib/Report/assets by EmbedAssets.cmake; do not edit.\n"
  "namespace hlotrace::report {\n"
  "inline constexpr char kReportCss[] = R\"hlotrace_asset(${css})hlotrace_asset\";\n"
  "inline constexpr char kReportJs[] = R\"hlotrace_asset(${js})hlotrace_asset\";\n"
  "} // namespace hlotrace::report\n")
