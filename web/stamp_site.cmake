# Writes the site's index.html and the shell's ES modules with every "v=dev" replaced by a hash of the site,
# so after an update no browser pairs a cached file of one build with a file of another: the page's own URLs
# carry it, and so does every import of one module by another. Imports must therefore be sibling modules
# written './name.js?v=dev'; any other form would miss the stamp and fails the build.
# Run as: cmake -DSHELL=<shell dir> -DSITE=<site dir> -P stamp_site.cmake
file(GLOB modules "${SHELL}/*.js")
set(hashes "")
file(GLOB sheets RELATIVE "${SITE}" "${SITE}/assets/*.svg") # the card sheet and its variants
foreach(file patience.js patience.wasm solver_core.js solver_core.wasm style.css ${sheets})
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
  get_filename_component(name "${module}" NAME)
  file(WRITE "${SITE}/${name}" "${js}")
endforeach()

file(READ "${SHELL}/index.html" html)
string(REPLACE "v=dev" "v=${version}" html "${html}")
file(WRITE "${SITE}/index.html" "${html}")
