// Why a text the core reads cannot be read, in English: the words for the readers' faults (a JSON file, a
// statistics file). The readers return what is wrong and where as data; this says it, for the page and the
// CLI alike. (The rules' reasons for refusing a move are reasons.h's.)
#pragma once

#include "play/stats.h"
#include "text/json.h"

#include <string>

namespace patience {

// One sentence for each fault, naming the part of the text at fault.
std::string fault_text(const JsonFault& fault);
std::string fault_text(const StatsFault& fault);

} // namespace patience
