// A winning line made shorter: a depth-first search's line wanders (a Fortress line runs to thousands of
// moves), and the line is what a player watches ("Show me how") and what the par of a deal counts.
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <span>
#include <vector>

namespace patience {

// The shortest line through the positions of `line` (played from `start`) where a move (with `reach` 2, also
// two moves) may go straight from one of them to any later one: the same end, every move legal, never longer.
// Positions are compared whole (not by the solver's keys, which take positions of one stock cycle as one), so
// the moves after a shortcut still apply. Reach 1 costs a line's positions times their moves (milliseconds);
// reach 2 that times the moves again (a second for a Fortress line of 900 moves in wasm): asked for only when
// a line is to be watched.
std::vector<Move> shortened(const Spec& spec, const State& start, std::span<const Move> line, int reach = 1);

} // namespace patience
