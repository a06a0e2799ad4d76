// Why the core refuses something, and what the player must do now, in English: the words for the rules'
// Reason codes (rules/rules.h), for a move the session refused, for a statistics file that cannot be read,
// and the status line. The lower parts decide and return codes; this says it, for the page, the screen
// reader and the CLI alike.
#pragma once

#include "play/session.h"
#include "play/stats.h"
#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <string>

namespace patience {

// One sentence for a reason, read in the position the move was refused in (empty for Ok); some name the
// game's building rule or the base rank.
std::string reason_text(const Spec& spec, const State& state, Reason reason);
// Why a move is illegal in a state; empty when it is legal.
std::string why_illegal(const Spec& spec, const State& state, const Move& move);
// Why the session refused a move (Session::play), in the position it was refused in; empty when it played.
std::string refusal_text(const Spec& spec, const State& state, const Refusal& refusal);
// Why a statistics file cannot be read (Stats::from_json), for the player.
std::string stats_fault_text(const StatsFault& fault);
// One sentence for the status line: what the player must do now, or that the game is won or over; empty when
// there is nothing to say.
std::string status_text(const Spec& spec, const State& state);

} // namespace patience

namespace patience {

struct HistoryFault;
// Why a history file cannot be read (History::from_json), or a game cannot join it, for the player.
std::string history_fault_text(const HistoryFault& fault);

} // namespace patience
