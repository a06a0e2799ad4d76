# Writes the installable, offline app's files into the site after it is stamped: sw.js, the service worker,
# with the list of the site's versioned URLs to precache (every file, at the stamp index.html carries, but
# the languages other than English, which it caches once used), and
# manifest.webmanifest. Every URL is relative: the site works from any folder of any static host, and the
# worker's scope is its own folder.
# Run as: cmake -DSITE=<site dir> -DTEMPLATE=<sw template> -P offline_site.cmake
file(READ "${SITE}/index.html" html)
string(REGEX MATCH "name=\"patience-build\" content=\"v=([0-9a-f]+|dev)\"" found "${html}")
if(NOT found)
  message(FATAL_ERROR "${SITE}/index.html carries no build stamp")
endif()
set(version "${CMAKE_MATCH_1}")

# The court letters of the languages but English (each site copy of lang/<code>.json names its own): the
# card sheets with those letters, like the language files, are kept once used rather than precached, so a
# player in one language does not download every other language's cards (some 385 KB gzip).
file(GLOB languages "${SITE}/lang/*.json")
set(letter_sets "")
foreach(language IN LISTS languages)
  file(READ "${language}" text)
  string(JSON letters GET "${text}" language card_letters)
  string(TOLOWER "${letters}" letters)
  if(NOT letters STREQUAL "akqj")
    list(APPEND letter_sets "${letters}")
  endif()
endforeach()
list(REMOVE_DUPLICATES letter_sets)
list(JOIN letter_sets "|" letters_pattern)

file(GLOB_RECURSE files RELATIVE "${SITE}" "${SITE}/*")
list(SORT files)
# "index.html" alone, not "./": a host need not serve a folder's index, and one failed file would spoil the
# whole precache. The worker answers every page of its folder with it.
set(urls "'index.html'")
foreach(file IN LISTS files)
  if(file STREQUAL "index.html" OR file STREQUAL "sw.js")
    continue()
  endif()
  # A debugger's source maps are not the game's.
  if(file MATCHES "\\.map$")
    continue()
  endif()
  # The languages but English: the worker keeps the one the player uses once it is fetched (sw.js.in), and
  # the others are not downloaded for nothing.
  if(file MATCHES "^lang/")
    continue()
  endif()
  if(letters_pattern AND file MATCHES "^assets/cards(-[a-z-]+)?-(${letters_pattern})\\.svg$")
    continue()
  endif()
  # The page asks for its files with the stamp; the manifest names the icons plainly, and the bundle's files
  # are named by their content.
  if(file MATCHES "^(icons|js)/")
    string(APPEND urls ",\n  '${file}'")
  else()
    string(APPEND urls ",\n  '${file}?v=${version}'")
  endif()
endforeach()

file(READ "${TEMPLATE}" sw)
string(REPLACE "@VERSION@" "${version}" sw "${sw}")
string(REPLACE "@FILES@" "${urls}" sw "${sw}")
if(NOT letters_pattern)
  set(letters_pattern "-") # no sheet of other letters: a pattern no sheet's name matches
endif()
string(REPLACE "@LETTERS@" "${letters_pattern}" sw "${sw}")
file(WRITE "${SITE}/sw.js" "${sw}")
