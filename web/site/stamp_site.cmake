# Writes the site's index.html and its scripts with every "v=dev" replaced by a hash of the site, so after an
# update no browser pairs a cached file of one build with a file of another.
#  * The shell's ES modules are stamped into STAGE, then bundled by esbuild into the site's js/ folder: main.js
#    with what it imports as one file, what the modules load later (import(...)) as files of their own, and
#    the code those share as chunks. One request where there were twenty: on a static host the first table
#    no longer waits for the modules one connection after another. Every bundled file is named by a hash of
#    its content (the stamp then needs no query string), and index.html names the entry and preloads the
#    chunks it imports.
#  * Scripts no module imports (a worker's) are copied stamped into the site, whole-line comments left out.
#  * English, the page's built-in language, is bundled from assets/lang/en.json (esbuild keeps only the
#    sections the modules import: the shell's words, not the table's), with assets/lang/languages.json. The
#    other languages are the site's lang/<code>.json (web/CMakeLists.txt copies them), fetched when chosen.
# Imports must be sibling modules written './name.js?v=dev' or those two files, '../assets/lang/<name>.json'
# (the stage keeps the repository's layout, so the path is the same there); any other form would miss the
# stamp and fails the build.
# Run as: cmake -DSHELL=<shell dir> -DSITE=<site dir> -DSTAGE=<scratch dir> -DESBUILD=<esbuild> -P stamp_site.cmake
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
file(GLOB modules "${SHELL}/*.js")
set(hashes "")
file(GLOB sheets RELATIVE "${SITE}" "${SITE}/assets/*.svg") # the card sheet and its variants
file(GLOB sounds RELATIVE "${SITE}" "${SITE}/assets/sounds/*.wav") # the table's sounds (assets/make_sounds.py)
file(GLOB languages RELATIVE "${SITE}" "${SITE}/lang/*.json") # every language but English
foreach(file patience.js patience.wasm solver_core.js solver_core.wasm style.css favicon.svg ${sheets} ${sounds}
        ${languages})
  file(SHA256 "${SITE}/${file}" h)
  string(APPEND hashes "${h}")
endforeach()
get_filename_component(lang "${SHELL}/../assets/lang" ABSOLUTE)
foreach(file IN LISTS modules ITEMS "${SHELL}/index.html" "${lang}/en.json" "${lang}/languages.json")
  file(SHA256 "${file}" h)
  string(APPEND hashes "${h}")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING "${version}" 0 12 version)

file(REMOVE_RECURSE "${STAGE}")
foreach(module IN LISTS modules)
  file(READ "${module}" js)
  string(REGEX MATCHALL "(from|import)[ \t]*\\(?[ \t]*[\"'`][^\"'`]*[\"'`]" specifiers "${js}")
  foreach(specifier IN LISTS specifiers)
    if(NOT specifier MATCHES "'\\./[A-Za-z0-9_-]+\\.js\\?v=dev'$" AND
       NOT specifier MATCHES "'\\.\\./assets/lang/(en|languages)\\.json'$")
      message(FATAL_ERROR "${module}: ${specifier}: import sibling modules as './name.js?v=dev' (the build stamps it)")
    endif()
  endforeach()
  string(REPLACE "v=dev" "v=${version}" js "${js}")
  get_filename_component(name "${module}" NAME)
  file(WRITE "${STAGE}/shell/${name}" "${js}")
endforeach()
file(COPY "${lang}/en.json" "${lang}/languages.json" DESTINATION "${STAGE}/assets/lang")

# The bundle, written afresh: no file of an earlier build stays behind in js/ (the service worker would
# precache it). Minified, names too (4.3 KB gzip less than keeping them, which the first load's 300 KB needs
# since the words became messages); the source maps beside the files give a debugger the modules' own lines
# and names.
file(REMOVE_RECURSE "${SITE}/js")
execute_process(
  COMMAND "${ESBUILD}" "${STAGE}/shell/main.js" --bundle --splitting --format=esm "--outdir=${SITE}/js"
          "--entry-names=[name]-[hash]" "--chunk-names=chunk-[hash]" --minify
          --sourcemap --log-level=warning "--metafile=${STAGE}/bundle.json"
  RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "esbuild could not bundle ${SHELL}/main.js (above)")
endif()

# What the bundle holds and what main.js's file imports at once (to preload), from esbuild's own account.
file(READ "${STAGE}/bundle.json" meta)
string(JSON outputs GET "${meta}" outputs)
string(JSON count LENGTH "${outputs}")
set(bundled "")
set(entry "")
set(preload "")
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
  string(JSON out MEMBER "${outputs}" ${i})
  string(JSON inputs GET "${outputs}" "${out}" inputs)
  string(JSON n LENGTH "${inputs}")
  if(n GREATER 0)
    math(EXPR n "${n} - 1")
    foreach(j RANGE ${n})
      string(JSON input MEMBER "${inputs}" ${j})
      string(REGEX REPLACE "\\?.*" "" input "${input}") # the stamp's query
      get_filename_component(name "${input}" NAME)
      list(APPEND bundled "${name}")
    endforeach()
  endif()
  string(JSON point ERROR_VARIABLE none GET "${outputs}" "${out}" entryPoint)
  if(NOT none AND point MATCHES "/main\\.js$")
    get_filename_component(entry "${out}" NAME)
    string(JSON imports GET "${outputs}" "${out}" imports)
    string(JSON n LENGTH "${imports}")
    if(n GREATER 0)
      math(EXPR n "${n} - 1")
      foreach(j RANGE ${n})
        string(JSON kind GET "${imports}" ${j} kind)
        if(kind STREQUAL "import-statement")
          string(JSON path GET "${imports}" ${j} path)
          get_filename_component(name "${path}" NAME)
          string(APPEND preload "<link rel=\"modulepreload\" href=\"js/${name}\">\n")
        endif()
      endforeach()
    endif()
  endif()
endforeach()
if(entry STREQUAL "")
  message(FATAL_ERROR "${STAGE}/bundle.json: esbuild wrote no file for main.js")
endif()

# The scripts outside the bundle (a worker), stamped, without their comment lines (a quarter of their bytes;
# comments are for the repository's readers; the first line, which says what the file is for, stays).
foreach(module IN LISTS modules)
  get_filename_component(name "${module}" NAME)
  if(name IN_LIST bundled)
    file(REMOVE "${SITE}/${name}") # left by a build from before the bundle
  else()
    file(READ "${STAGE}/shell/${name}" js)
    string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" js "${js}")
    file(WRITE "${SITE}/${name}" "${js}")
  endif()
endforeach()

file(READ "${SHELL}/index.html" html)
set(script "<script type=\"module\" src=\"main.js?v=dev\"></script>\n")
string(FIND "${html}" "${script}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${SHELL}/index.html: the line ${script} is missing")
endif()
string(REPLACE "${script}" "${preload}<script type=\"module\" src=\"js/${entry}\"></script>\n" html "${html}")
string(REPLACE "v=dev" "v=${version}" html "${html}")
file(WRITE "${SITE}/index.html" "${html}")
