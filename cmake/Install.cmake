# Install rules and the exported CMake package, so that another project can
#   find_package(hlotrace) and target_link_libraries(x hlotrace::hlotrace).
include(CMakePackageConfigHelpers)

# The static package exports one target per layer plus the hlotrace::hlotrace
# umbrella, and its users need every dependency's package. The shared package
# (HLOTRACE_BUILD_SHARED) exports hlotrace::hlotrace alone, as libhlotrace.so,
# and its users need only Abseil.
if(HLOTRACE_BUILD_SHARED)
  set(HLOTRACE_EXPORTED hlotrace_shared)
  set(HLOTRACE_CONFIG_DEPENDENCIES "find_dependency(absl CONFIG)")
else()
  get_property(HLOTRACE_EXPORTED GLOBAL PROPERTY HLOTRACE_LIBRARIES)
  list(APPEND HLOTRACE_EXPORTED hlotrace_xla_schema hlotrace)
  string(JOIN "\n" HLOTRACE_CONFIG_DEPENDENCIES
    "find_dependency(absl CONFIG)" "find_dependency(Protobuf)"
    "find_dependency(LLVM ${LLVM_VERSION_MAJOR}.${LLVM_VERSION_MINOR} CONFIG)"
    "find_dependency(ZLIB)" "find_dependency(Threads)")
endif()

install(TARGETS ${HLOTRACE_EXPORTED}
        EXPORT hlotraceTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/hlotrace DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET hlotrace-tool)
  install(TARGETS hlotrace-tool RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

set(HLOTRACE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/hlotrace)
install(EXPORT hlotraceTargets NAMESPACE hlotrace::
        DESTINATION ${HLOTRACE_CMAKE_DIR})
configure_package_config_file(cmake/hlotraceConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/hlotraceConfig.cmake
  INSTALL_DESTINATION ${HLOTRACE_CMAKE_DIR})
write_basic_package_version_file(
  ${CMAKE_CURRENT_BINARY_DIR}/hlotraceConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/hlotraceConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/hlotraceConfigVersion.cmake
        DESTINATION ${HLOTRACE_CMAKE_DIR})
