# The ctest `test-data-budget`: the files under DATA (unittests/data) must
# add up to at most BUDGET bytes. docs/xla-test-data.md states the budget
# and what to do when new data would exceed it.
#   cmake -DDATA=<dir> -DBUDGET=<bytes> -P CheckDataBudget.cmake
file(GLOB_RECURSE files LIST_DIRECTORIES false ${DATA}/*)
set(total 0)
list(LENGTH files count)
foreach(f IN LISTS files)
  file(SIZE ${f} size)
  math(EXPR total "${total} + ${size}")
endforeach()
message(STATUS "${DATA}: ${count} files, ${total} bytes (budget ${BUDGET})")
if(count EQUAL 0)
  message(FATAL_ERROR "no test data found under ${DATA}")
endif()
if(total GREATER BUDGET)
  message(FATAL_ERROR
    "${DATA} holds ${total} bytes, over its budget of ${BUDGET} bytes; "
    "see docs/xla-test-data.md, \"Test-data budget\"")
endif()
