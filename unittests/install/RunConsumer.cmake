# Installs the build into a fresh prefix, builds consumer/ against it and
# runs it. Invoked by ctest with -DBUILD_DIR, -DSOURCE_DIR, -DWORK_DIR, -DINPUT,
# -DDUMP_DIR.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR}
                        --prefix ${WORK_DIR}/prefix
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/consumer
                        -B ${WORK_DIR}/build -G Ninja
                        -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the consumer failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the consumer failed: ${rc}")
endif()
execute_process(COMMAND ${WORK_DIR}/build/consumer ${INPUT} ${DUMP_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(rc OR NOT out MATCHES "instructions 55" OR NOT out MATCHES "changed steps [1-9]"
   OR NOT out MATCHES "fusion added computations [1-9]")
  message(FATAL_ERROR "the consumer did not run as expected: ${rc}")
endif()
