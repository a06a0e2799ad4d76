# Writes the site's index.html from shell/index.html with every "v=dev" replaced by a hash of the built files,
# so after an update no browser pairs a cached patience.js with a new patience.wasm (or old art, CSS, shell).
# Run as: cmake -DSOURCE=<shell/index.html> -DSITE=<site dir> -P stamp_site.cmake
set(hashes "")
foreach(file patience.js patience.wasm shell.js style.css assets/cards.svg)
  file(SHA256 "${SITE}/${file}" h)
  string(APPEND hashes "${h}")
endforeach()
string(SHA256 version "${hashes}")
string(SUBSTRING "${version}" 0 12 version)
file(READ "${SOURCE}" html)
string(REPLACE "v=dev" "v=${version}" html "${html}")
file(WRITE "${SITE}/index.html" "${html}")
