// The one rules engine: legal moves, validation with a reason, apply with the rule-mandated automatic
// actions, won / over. The UI, hints, autoplay, the CLI, the solver and the tests all call these.
#pragma once

#include "move.h"
#include "spec.h"
#include "state.h"

#include <string>
#include <vector>

namespace patience {

// Why a move is illegal in a state; empty when it is legal.
std::string why_illegal(const Spec& spec, const State& state, const Move& move);
inline bool is_legal(const Spec& spec, const State& state, const Move& move) {
    return why_illegal(spec, state, move).empty();
}

// Every legal move, each empty foundation separately, in canonical order (sorted by text when printed).
std::vector<Move> legal_moves(const Spec& spec, const State& state);

// Apply a legal move and every automatic action the rules demand (turning face-down cards, refilling the
// waste, filling empty piles, setting the base rank, the stock lock). The caller checks legality first.
State apply(const Spec& spec, const State& state, const Move& move);

// The automatic actions alone (used after the deal): auto-fill, the Aisleriot waste turn and stock lock.
void settle(const Spec& spec, State& state, bool card_came_from_waste = false);

bool is_won(const Spec& spec, const State& state);
bool is_over(const Spec& spec, const State& state); // lost: not won and no legal move left

int cards_home(const Spec& spec, const State& state);
int score(const Spec& spec, const State& state);

// STD forced fill: some tableau pile is empty while stock or discard still has cards.
bool fill_pending(const Spec& spec, const State& state);
// Terrace / General's Patience / Chessboard before the base rank is set.
bool choosing_base(const Spec& spec, const State& state);

// One sentence for the status line: what the player must do now, or that the game is won / over.
std::string status_text(const Spec& spec, const State& state);

} // namespace patience
