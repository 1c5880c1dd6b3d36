# HLOTRACE_USE_SANITIZER: instrument everything built here (library, tool,
# tests) with the named sanitizers. Undefined behaviour is fatal, so a test
# run fails on the first report instead of printing and carrying on.
# HLOTRACE_BUILD_FUZZERS adds libFuzzer's coverage instrumentation to the
# whole build (the fuzz targets then link the fuzzer's main).
if(HLOTRACE_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "HLOTRACE_BUILD_FUZZERS needs clang (libFuzzer)")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
  add_link_options(-fsanitize=fuzzer-no-link)
endif()
if(NOT HLOTRACE_USE_SANITIZER)
  return()
endif()
set(hlotrace_sanitize_flags "")
foreach(kind IN LISTS HLOTRACE_USE_SANITIZER)
  if(kind STREQUAL "Address")
    list(APPEND hlotrace_sanitize_flags -fsanitize=address)
  elseif(kind STREQUAL "Undefined")
    list(APPEND hlotrace_sanitize_flags -fsanitize=undefined
                                        -fno-sanitize-recover=undefined)
  else()
    message(FATAL_ERROR "HLOTRACE_USE_SANITIZER: unknown sanitizer '${kind}' "
                        "(use Address, Undefined or Address;Undefined)")
  endif()
endforeach()
list(APPEND hlotrace_sanitize_flags -fno-omit-frame-pointer)
add_compile_options(${hlotrace_sanitize_flags})
add_link_options(${hlotrace_sanitize_flags})
