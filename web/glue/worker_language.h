// The solver's module's language: the words of its read-outs (a hint's move, a deal's difficulty, the
// history panel, why a history cannot be read) in the page's language, which the page gives it as it gives
// the table (ps_set_language).
#pragma once

#include "text/messages.h"

namespace patience::web {

const Catalogue& worker_words(); // English until the page sets another

} // namespace patience::web
