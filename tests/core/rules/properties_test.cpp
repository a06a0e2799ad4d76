// Invariants over every ruleset and many deals, by random legal playouts: cards conserved, undo exact,
// save/load exact, the move generator equal to its oracle (every candidate through the validator), the move
// list and the validator agree both ways. Under the sanitizers a tenth of the deals.
#include "playout.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("falling star: 1,000 deals of random legal play") {
    const Spec& spec = ruleset("falling-star", "std");
    for (std::uint32_t d = 1; d <= 1000 / kDealDivisor; ++d) {
        CAPTURE(d);
        playout(spec, d, 150, d % 10 == 0 ? 1 : 8); // every step of some deals
    }
}

TEST_CASE("every ruleset: 500 deals of random legal play") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 500 / kDealDivisor; ++d) {
            CAPTURE(d);
            playout(*spec, 100000 + d, 120, d % 25 == 0 ? 1 : 8);
        }
    }
}

TEST_CASE("a card the stock turns up has, from the position before the turns, the moves it has after them") {
    // What the solver relies on when it lists the moves of every card a freely turning stock shows without
    // making the turns: PositionMoves::waste_card, for a position differing only in stock, waste, stock lock
    // and redeals. Checked wherever turns change nothing else, along random playouts of every ruleset.
    int compared = 0;
    for (const Spec* spec : all_rulesets()) {
        if (spec->stock == StockModel::None) continue;
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 60 / kDealDivisor; ++d) {
            CAPTURE(d);
            State s = deal(*spec, d);
            Rng rng(d * 131ULL + 3);
            for (int step = 0; step < 80; ++step) {
                const PositionMoves moves(*spec, s);
                State t = s;
                for (int turns = 0; turns < spec->cards(); ++turns) {
                    const Move turn = is_legal(*spec, t, Move::deal()) ? Move::deal() : Move::redeal();
                    if (!is_legal(*spec, t, turn)) break;
                    t = apply(*spec, t, turn);
                    bool rest_same = true;
                    for (int slot = 0; slot < kPiles; ++slot) {
                        const PileId p = PileId::from_slot(slot);
                        if (p != stock() && p != waste() &&
                            !std::equal(s.pile(p).begin(), s.pile(p).end(), t.pile(p).begin(),
                                        t.pile(p).end()))
                            rest_same = false;
                    }
                    if (!rest_same || s.base_rank != t.base_rank) break; // an automatic fill took a card
                    MoveList after, before;
                    legal_moves_from(*spec, t, waste(), after);
                    moves.waste_card(t.top(waste()), before);
                    REQUIRE(std::equal(before.begin(), before.end(), after.begin(), after.end()));
                    ++compared;
                }
                const MoveList next = legal_moves(*spec, s);
                if (next.empty()) break;
                s = apply(*spec, s,
                          next[static_cast<int>(rng.below(static_cast<std::uint32_t>(next.size())))]);
            }
        }
    }
    CHECK(compared > 10000);
}

TEST_CASE("deals are pure: same inputs, same deal; another ruleset or number, another deal") {
    for (const Spec* spec : all_rulesets()) {
        CHECK(deal(*spec, 77) == deal(*spec, 77));
        CHECK_FALSE(deal(*spec, 77) == deal(*spec, 78));
    }
    const State a = deal(ruleset("falling-star", "std"), 5);
    const State b = deal(ruleset("falling-star", "aisleriot"), 5);
    CHECK_FALSE(std::equal(a.pile(reserve()).begin(), a.pile(reserve()).end(), b.pile(reserve()).begin()));
}

TEST_CASE("apply leaves no face-down card on top, and piles_changed covers every pile a move changes") {
    // The solver's keys look again only at these piles (solver/key.h): a pile missing here would keep a
    // stale term, and two different positions could share a key.
    constexpr PileMask stock_side = pile_bit(stock()) | pile_bit(waste());
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 200 / kDealDivisor; ++d) {
            CAPTURE(d);
            State s = deal(*spec, d);
            Rng rng(d * 17ULL + 3);
            for (int step = 0; step < 150; ++step) {
                const MoveList legal = legal_moves(*spec, s);
                if (legal.empty()) break;
                for (const Move& m : legal) {
                    CAPTURE(to_string(m));
                    const State t = apply(*spec, s, m);
                    // Settled: apply turns a face-down card only where the move uncovered one, so none may be
                    // left on top anywhere.
                    for (int i = 0; i < spec->tableau; ++i)
                        REQUIRE((t.empty(tableau(i)) || t.top(tableau(i)).face_up()));
                    const PileMask may = piles_changed(*spec, s, m);
                    if (t.base_rank != s.base_rank) {
                        REQUIRE(may == kAllPiles);
                        continue;
                    }
                    if (t.stock_locked != s.stock_locked || t.redeals_used != s.redeals_used)
                        REQUIRE((may & stock_side) != 0); // the flags go with the stock's side (rules.h)
                    for (int slot = 0; slot < kPiles; ++slot) {
                        const PileId p = PileId::from_slot(slot);
                        CAPTURE(to_string(p));
                        if (!same_pile(s, t, p)) REQUIRE((may & pile_bit(p)) != 0);
                    }
                }
                s = apply(*spec, s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
    }
}
