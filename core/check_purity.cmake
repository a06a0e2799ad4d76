# Fails the build when a file in core/ includes SDL, Emscripten or any other platform header.
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
foreach(f IN LISTS sources)
  if(f MATCHES "/cli/")
    continue() # the CLI is a front end: it may do I/O, but it too stays off SDL and Emscripten
  endif()
  file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*<")
  foreach(line IN LISTS includes)
    if(line MATCHES "<(SDL|emscripten|iostream|fstream|cstdio|stdio|chrono|thread|random)")
      message(FATAL_ERROR "${f}: core/ must stay pure C++ (no platform, I/O, clock or std random): ${line}")
    endif()
  endforeach()
endforeach()
