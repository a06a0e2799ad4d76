# Fails when a C++ file of the project differs from what .clang-format makes of it (one style everywhere).
# Usage: cmake -DROOT=<repo> -DCLANG_FORMAT=<clang-format> -P format_check.cmake
file(GLOB_RECURSE sources LIST_DIRECTORIES false
  ${ROOT}/core/*.h ${ROOT}/core/*.cpp ${ROOT}/web/*.h ${ROOT}/web/*.cpp
  ${ROOT}/tests/*.h ${ROOT}/tests/*.cpp)
list(FILTER sources EXCLUDE REGEX "/(build|node_modules)/")
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror --style=file ${sources}
  RESULT_VARIABLE result ERROR_VARIABLE diagnostics)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${diagnostics}\nThese files do not follow .clang-format: run clang-format -i on them.")
endif()
list(LENGTH sources count)
message(STATUS "${count} C++ files follow .clang-format")
