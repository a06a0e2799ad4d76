// A winning line made shorter: a depth-first search's line wanders (a Fortress line runs to thousands of
// moves), and the line is what a player watches ("Show me how") and what the par of a deal counts.
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <span>
#include <vector>

namespace patience {

// The shortest line through the positions of `line` (played from `start`) where a move may also go straight
// from one of them to any later one: the same end, every move legal, never longer. Positions are compared
// whole (not by the solver's keys, which take positions of one stock cycle as one), so the moves after a
// shortcut still apply.
std::vector<Move> shortened(const Spec& spec, const State& start, std::span<const Move> line);

} // namespace patience
