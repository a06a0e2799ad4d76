# Writes the site's index.html and the shell's ES modules with every "v=dev" replaced by a hash of the site,
# so after an update no browser pairs a cached file of one build with a file of another: the page's own URLs
# carry it, and so does every import of one module by another. Imports must therefore be sibling modules
# written './name.js?v=dev'; any other form would miss the stamp and fails the build.
# Run as: cmake -DSHELL=<shell dir> -DSITE=<site dir> -P stamp_site.cmake
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
file(GLOB modules "${SHELL}/*.js")
set(hashes "")
file(GLOB sheets RELATIVE "${SITE}" "${SITE}/assets/*.svg") # the card sheet and its variants
foreach(file patience.js patience.wasm solver_core.js solver_core.wasm style.css favicon.svg ${sheets})
  file(SHA256 "${SITE}/${file}" h)
  string(APPEND hashes "${h}")
endforeach()
foreach(file IN LISTS modules ITEMS "${SHELL}/index.html")
  file(SHA256 "${file}" h)
  string(APPEND hashes "${h}")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING "${version}" 0 12 version)

foreach(module IN LISTS modules)
  file(READ "${module}" js)
  string(REGEX MATCHALL "(from|import)[ \t]*\\(?[ \t]*[\"'`][^\"'`]*[\"'`]" specifiers "${js}")
  foreach(specifier IN LISTS specifiers)
    if(NOT specifier MATCHES "'\\./[A-Za-z0-9_-]+\\.js\\?v=dev'$")
      message(FATAL_ERROR "${module}: ${specifier}: import sibling modules as './name.js?v=dev' (the build stamps it)")
    endif()
  endforeach()
  string(REPLACE "v=dev" "v=${version}" js "${js}")
  # Lines that are only a comment are left out of the site (a quarter of its module bytes); the first line,
  # which says what the module is for, stays. Comments are for the repository's readers.
  string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" js "${js}")
  get_filename_component(name "${module}" NAME)
  file(WRITE "${SITE}/${name}" "${js}")
endforeach()

# Every module main.js imports statically, directly or through another, gets a <link rel="modulepreload"> in
# index.html: the browser fetches them all at once instead of one level of imports after another. Dynamic
# imports (import(...)) and workers load later and are left out.
set(preload "")
set(pending main.js)
set(seen main.js)
while(pending)
  list(POP_FRONT pending module)
  file(READ "${SHELL}/${module}" js)
  string(REGEX MATCHALL "(from|import)[ \t]*'\\./[A-Za-z0-9_-]+\\.js\\?v=dev'" imports "${js}")
  foreach(import IN LISTS imports)
    string(REGEX REPLACE ".*'\\./([A-Za-z0-9_-]+\\.js)\\?v=dev'$" "\\1" name "${import}")
    if(NOT name IN_LIST seen)
      list(APPEND seen ${name})
      list(APPEND pending ${name})
    endif()
  endforeach()
endwhile()
list(SORT seen)
foreach(name IN LISTS seen)
  string(APPEND preload "<link rel=\"modulepreload\" href=\"${name}?v=dev\">\n")
endforeach()

file(READ "${SHELL}/index.html" html)
set(marker "<!-- modulepreload: the build lists here every module main.js imports, directly or not -->\n")
string(FIND "${html}" "${marker}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${SHELL}/index.html: the modulepreload marker is missing")
endif()
string(REPLACE "${marker}" "${preload}" html "${html}")
string(REPLACE "v=dev" "v=${version}" html "${html}")
file(WRITE "${SITE}/index.html" "${html}")
