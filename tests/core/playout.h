// One random legal playout with the invariants checked as it goes: shared by the property tests (many deals
// of every ruleset) and the sanitizer soak (10^5 playouts under ASan + UBSan).
#pragma once

#include "invariants.h"
#include "play/session.h"
#include "rules/deal.h"
#include "rules/rng.h"
#include "samples.h"

#include <doctest/doctest.h>

#include <map>

namespace patience::test {

// Plays up to `max_moves` random legal moves of the deal and returns how many it made. At every step: the
// generator equals its oracle, every listed move is accepted and keeps the cards, undo and redo are exact, no
// two positions share a hash. Every `unlisted_every`-th step (and when no move is left) nothing outside the
// list is accepted: that check tries some 2,500 moves, so it sets the playout's cost. Save/load exact at the
// end.
inline int playout(const Spec& spec, std::uint32_t deal_number, int max_moves, int unlisted_every) {
    Session session(DealId{&spec, deal_number, kDealAlgorithm});
    Rng rng(deal_number * 7919ULL + 1);
    std::map<std::uint64_t, State> seen; // every position of this playout by its hash
    if (auto e = conservation_error(spec, session.state()); !e.empty()) FAIL(e);
    int step = 0;
    for (; step < max_moves; ++step) {
        const State before = session.state();
        const MoveList moves = legal_moves(spec, before);
        // Spelled out: the libc++ of the Emscripten the wasm suite is built with lacks span's range
        // constructor.
        const std::span<const Move> listed(moves.begin(), static_cast<std::size_t>(moves.size()));
        if (auto e = generator_error(spec, before, listed); !e.empty()) FAIL(e);
        if (moves.empty()) {
            // An empty list ends the game: won with every card home, or over because the validator too
            // accepts nothing (not merely because the list is empty, which is how is_over reads it).
            if (is_won(spec, before))
                REQUIRE(cards_home(spec, before) == spec.cards());
            else if (auto e = unlisted_move_error(spec, before, listed); !e.empty())
                FAIL(e);
            break;
        }
        // Every listed move applies and keeps the cards.
        for (const Move& m : moves) {
            if (!is_legal(spec, before, m)) FAIL(to_string(m) << " is listed but refused");
            if (auto e = conservation_error(spec, apply(spec, before, m)); !e.empty())
                FAIL(to_string(m) << ": " << e);
        }
        if ((step + deal_number) % unlisted_every == 0)
            if (auto e = unlisted_move_error(spec, before, listed); !e.empty()) FAIL(e);
        const Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
        REQUIRE(session.play(m).empty());
        if (auto e = conservation_error(spec, session.state()); !e.empty()) FAIL(e);
        // Undo restores the exact state; redo comes back.
        const State after = session.state();
        REQUIRE(session.undo());
        REQUIRE(session.state() == before);
        REQUIRE(session.redo());
        REQUIRE(session.state() == after);
        // The hash tells positions apart: two different positions of one game never share a hash here.
        const auto [it, fresh] = seen.emplace(after.hash(), after);
        if (!fresh && !(it->second == after)) FAIL("two positions share the hash " << after.hash());
    }
    const auto loaded = Session::load(session.save());
    REQUIRE(std::holds_alternative<Session>(loaded));
    REQUIRE(std::get<Session>(loaded).state() == session.state());
    return step;
}

} // namespace patience::test
