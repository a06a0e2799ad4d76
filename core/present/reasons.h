// Why the core refuses a move, and what the player must do now, in the catalogue's language (English by
// default): the words for the rules' Reason codes (rules/rules.h), for a move the session refused, and the
// status line. The lower parts decide and return codes; this says it, for the page, the screen reader and the
// CLI alike. A text that cannot be read (a move's, a link, a save, a file) is faults.h's.
#pragma once

#include "play/session.h"
#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "text/messages.h"

#include <string>

namespace patience {

// One sentence for a reason, read in the position the move was refused in (empty for Ok); some name the
// game's building rule or the base rank.
std::string reason_text(const Spec& spec, const State& state, Reason reason,
                        const Catalogue& words = english());
// Why a move is illegal in a state; empty when it is legal.
std::string why_illegal(const Spec& spec, const State& state, const Move& move,
                        const Catalogue& words = english());
// Why the session refused a move (Session::play), in the position it was refused in; empty when it played.
std::string refusal_text(const Spec& spec, const State& state, const Refusal& refusal,
                         const Catalogue& words = english());
// One sentence for the status line: what the player must do now, or that the game is won or over; empty when
// there is nothing to say.
std::string status_text(const Spec& spec, const State& state, const Catalogue& words = english());

} // namespace patience
