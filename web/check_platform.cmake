# Fails the build when a file in web/ other than main.cpp includes an Emscripten header: main.cpp is the one
# place that knows it runs in a browser (run as: cmake -DDIR=<web dir> -P check_platform.cmake).
file(GLOB sources "${DIR}/*.h" "${DIR}/*.cpp")
foreach(f IN LISTS sources)
  get_filename_component(name "${f}" NAME)
  if(name STREQUAL "main.cpp")
    continue()
  endif()
  file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]emscripten")
  if(includes)
    message(FATAL_ERROR "${f}: only web/main.cpp may include Emscripten headers: ${includes}")
  endif()
endforeach()
