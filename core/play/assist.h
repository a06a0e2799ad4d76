// Conveniences built on the rules engine: where a tapped card goes, sending a card home, safe autoplay,
// and the one-click finish.
#pragma once

#include "rules/move.h"
#include "rules/rules.h"

#include <optional>
#include <vector>

namespace patience {

// The best legal move of the cards from `index` up in `pile` (tap / click): foundation first, then a
// non-empty tableau pile, then an empty pile, then a holdout. Deal / redeal for a tap on the stock. Never
// Chessboard's free choice of base rank.
std::optional<Move> tap_move(const Spec& spec, const State& state, PileId pile, int index);

// The stock's own move, when it has one: deal, else redeal (the Deal button, a tap on the stock).
std::optional<Move> stock_move(const Spec& spec, const State& state);

// The legal move of the pile's top card to a foundation (double-click / double-tap).
std::optional<Move> home_move(const Spec& spec, const State& state, PileId pile);

// A foundation move that can never be needed for building any more (optional autoplay). Never chooses
// a base card (Chessboard, Terrace choice).
std::optional<Move> safe_autoplay_move(const Spec& spec, const State& state);

// True when every remaining card can go home by foundation moves alone (plus dealing): the finish
// button; `finish_moves` returns those moves.
bool can_finish(const Spec& spec, const State& state);
std::vector<Move> finish_moves(const Spec& spec, const State& state);

} // namespace patience
