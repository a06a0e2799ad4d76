// Playing with the keyboard alone: which piles the arrow keys reach, which counts of cards a pile can give,
// and where they may go. Rules questions are the engine's (legal_moves); geometry is core's view.
#pragma once

#include "present/view.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <optional>
#include <vector>

namespace patience {

enum class Direction : std::uint8_t { Left, Right, Up, Down };

// The pile the arrow key reaches from `from` on this table: the nearest pile whose outline lies that way,
// nearness along the key's axis counting less than being off it. nullopt at the table's edge.
std::optional<PileId> neighbour(const TableView& view, PileId from, Direction direction);

// The counts of cards the top of `pile` can move as one (ascending): each has a legal destination.
std::vector<int> movable_counts(const Spec& spec, const State& state, PileId pile);

// The piles the top `count` cards of `pile` may legally move to, in the engine's order.
std::vector<PileId> destinations(const Spec& spec, const State& state, PileId pile, int count);

} // namespace patience
