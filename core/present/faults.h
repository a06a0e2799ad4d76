// Why a text the core reads cannot be read, in the catalogue's language (the files' readers: English): the
// words for the readers' faults (a move's text, a JSON file, a deal number, a deal link, a replay link, a
// challenge link, a saved game, a statistics file, a game history) and for what the page asks that cannot be
// done. The readers return what is wrong and where as data; this says it, for the page and the CLI alike.
// (The rules' reasons for refusing a move are reasons.h's.)
#pragma once

#include "play/challenge.h"
#include "play/history.h"
#include "play/links.h"
#include "play/replay.h"
#include "play/session.h"
#include "play/stats.h"
#include "rules/move.h"
#include "text/json.h"
#include "text/messages.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace patience {

// What the page asks of the table, the statistics or the solver's worker that cannot be done.
struct PageFault {
    enum class Kind : std::uint8_t {
        NoTable, // the table did not start
        NoGameOnTable,
        UnknownGame, // `text`: the game (or "<game>:<ruleset>") asked for
        NoSuchGame,  // a game and ruleset the page does not have, unnamed
        HintNotLegal,
        NotADate,
        UnknownEvent, // not an event of the statistics
        CannotDraw,   // `text`: the graphics library's own words
        NoDealBefore, // Previous deal on the first deal of the range
        NoDealAfter,  // Next deal on the last
    };
    Kind kind = Kind::NoTable;
    std::string text;
};

// One sentence for each fault, naming the part of the text at fault.
std::string fault_text(const MoveFault& fault, const Catalogue& words = english());
std::string fault_text(const JsonFault& fault, const Catalogue& words = english());
std::string fault_text(const LinkFault& fault, const Catalogue& words = english());
std::string fault_text(const ReplayFault& fault, const Catalogue& words = english());
std::string fault_text(const ChallengeFault& fault, const Catalogue& words = english());
// An illegal move in a save is named with the rule it breaks (reasons.h's words).
std::string fault_text(const SaveFault& fault, const Catalogue& words = english());
std::string fault_text(const StatsFault& fault, const Catalogue& words = english());
// Why a history file cannot be read (History::from_json), or a game cannot join it.
std::string fault_text(const HistoryFault& fault, const Catalogue& words = english());
std::string fault_text(const PageFault& fault, const Catalogue& words = english());
// The one sentence for a deal number that is not one (rules/deal.h's parse_deal_number), whoever reads it.
std::string deal_number_fault_text(std::string_view text, const Catalogue& words = english());

} // namespace patience
