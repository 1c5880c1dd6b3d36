# Installs the build into a fresh prefix, builds consumer/ against it and
# runs it. Invoked by ctest with -DBUILD_DIR, -DSOURCE_DIR, -DWORK_DIR, -DINPUT,
# -DDUMP_DIR and -DSHARED (ON: the shared package, which must need only Abseil).
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR}
                        --prefix ${WORK_DIR}/prefix
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed: ${rc}")
endif()
set(only_absl)
if(SHARED)
  foreach(pkg LLVM Protobuf ZLIB GTest benchmark)
    list(APPEND only_absl -DCMAKE_DISABLE_FIND_PACKAGE_${pkg}=ON)
  endforeach()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/consumer
                        -B ${WORK_DIR}/build -G Ninja
                        -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix ${only_absl}
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the consumer failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the consumer failed: ${rc}")
endif()
if(SHARED)
  file(GLOB shared_libs ${WORK_DIR}/prefix/lib*/libhlotrace.so)
  file(GLOB static_libs ${WORK_DIR}/prefix/lib*/libhlotrace_*.a)
  if(NOT shared_libs OR static_libs)
    message(FATAL_ERROR "the shared package should install libhlotrace.so and "
                        "no static layer: found '${shared_libs}' '${static_libs}'")
  endif()
  execute_process(COMMAND nm -DC --defined-only ${shared_libs}
                  OUTPUT_VARIABLE exported)
  if(exported MATCHES "[0-9a-f]+ [A-Za-z] (llvm|google::protobuf)::")
    message(FATAL_ERROR "libhlotrace.so exports LLVM's or protobuf's symbols: "
                        "${CMAKE_MATCH_0}")
  endif()
  execute_process(COMMAND readelf -d ${WORK_DIR}/build/consumer
                  OUTPUT_VARIABLE needed)
  if(NOT needed MATCHES "libhlotrace\\.so")
    message(FATAL_ERROR "the consumer does not load libhlotrace.so:\n${needed}")
  endif()
endif()
execute_process(COMMAND ${WORK_DIR}/build/consumer ${INPUT} ${DUMP_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(rc OR NOT out MATCHES "instructions 55" OR NOT out MATCHES "changed steps [1-9]"
   OR NOT out MATCHES "fusion added computations [1-9]")
  message(FATAL_ERROR "the consumer did not run as expected: ${rc}")
endif()
