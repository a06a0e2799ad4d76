// Invariants over every ruleset and many deals, by random legal playouts: cards conserved, undo exact,
// save/load exact, the move generator equal to the oracle (every candidate through the validator), the move
// list and the validator agree both ways.
#include "oracle.h"
#include "position.h"
#include "rng.h"
#include "session.h"

#include <map>

using namespace patience;

namespace {

// Every card of the game's decks exactly once (decks times), whatever the piles. These helpers run millions
// of times, so they check with plain conditions and report through FAIL only when something is wrong.
void check_conservation(const Spec& spec, const State& s) {
    std::array<int, 52> seen{};
    int total = 0;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId p = PileId::from_slot(slot);
        if (!has_pile(spec, p)) {
            if (!s.empty(p)) FAIL("cards on pile " << to_string(p) << ", which this game does not have");
            continue;
        }
        for (Card c : s.pile(p)) {
            if (c.empty()) FAIL("an empty card on pile " << to_string(p));
            ++seen[static_cast<std::size_t>(c.face_index())];
            ++total;
        }
    }
    if (total != spec.cards()) FAIL(total << " cards on the table instead of " << spec.cards());
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i] != spec.decks) FAIL("card #" << i << " appears " << seen[i] << " times");
}

// Nothing outside the list is accepted: try every pile pair with small counts and the whole pile.
void check_no_unlisted_move(const Spec& spec, const State& s, const MoveList& listed) {
    auto in_list = [&](const Move& m) { return std::find(listed.begin(), listed.end(), m) != listed.end(); };
    auto agree = [&](const Move& m) {
        if (in_list(m) != is_legal(spec, s, m))
            FAIL((to_string(m) + (in_list(m) ? " is listed but refused: " + why_illegal(spec, s, m)
                                             : std::string(" is accepted but not listed"))));
    };
    agree(Move::deal());
    agree(Move::redeal());
    for (int f = 0; f < kPiles; ++f)
        for (int t = 0; t < kPiles; ++t) {
            if (f == t) continue;
            const PileId from = PileId::from_slot(f), to = PileId::from_slot(t);
            const int size = s.size(from);
            for (int count : {1, 2, 3, 5, size})
                if (count >= 1) agree(Move::transfer(from, count, to));
        }
}

// The generator lists exactly what the oracle lists, in the same order, without duplicates.
void check_generator(const Spec& spec, const State& s, const MoveList& listed) {
    const std::vector<Move> oracle = test::every_candidate_through_the_validator(spec, s);
    const bool same = std::equal(listed.begin(), listed.end(), oracle.begin(), oracle.end());
    if (!same) {
        std::string a, b;
        for (const Move& m : listed) a += ' ' + to_string(m);
        for (const Move& m : oracle) b += ' ' + to_string(m);
        FAIL("generator:" << a << "\noracle:   " << b);
    }
    // The moves of one source pile are the list's moves from that pile.
    MoveList from;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId pile = PileId::from_slot(slot);
        if (!has_pile(spec, pile)) continue;
        legal_moves_from(spec, s, pile, from);
        std::vector<Move> expected;
        for (const Move& m : listed)
            if (m.kind == Move::Kind::Transfer && m.from == pile) expected.push_back(m);
        if (!std::equal(from.begin(), from.end(), expected.begin(), expected.end()))
            FAIL("legal_moves_from(" << to_string(pile) << ") differs from legal_moves");
    }
    std::vector<std::string> texts;
    for (const Move& m : listed) texts.push_back(to_string(m));
    std::sort(texts.begin(), texts.end());
    if (std::adjacent_find(texts.begin(), texts.end()) != texts.end()) FAIL("a move is listed twice");
}

void playout(const Spec& spec, std::uint32_t deal_number, int max_moves, bool exhaustive) {
    Session session(DealId{&spec, deal_number, kDealAlgorithm});
    Rng rng(deal_number * 7919ULL + 1);
    std::map<std::uint64_t, State> seen; // every position of this playout by its hash
    check_conservation(spec, session.state());
    for (int step = 0; step < max_moves; ++step) {
        const State before = session.state();
        const MoveList moves = legal_moves(spec, before);
        check_generator(spec, before, moves);
        if (moves.empty()) {
            // An empty list ends the game: won with every card home, or over because the validator too
            // accepts nothing (not merely because the list is empty, which is how is_over reads it).
            if (is_won(spec, before))
                REQUIRE(cards_home(spec, before) == spec.cards());
            else
                check_no_unlisted_move(spec, before, moves);
            break;
        }
        // Every listed move applies and keeps the cards.
        for (const Move& m : moves) {
            if (!is_legal(spec, before, m)) FAIL(to_string(m) << " is listed but refused");
            check_conservation(spec, apply(spec, before, m));
        }
        // Nothing outside the list is accepted: at every step of some deals, every 8th step of the others.
        if (exhaustive || step % 8 == 0) check_no_unlisted_move(spec, before, moves);
        const Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
        REQUIRE(session.play(m).empty());
        check_conservation(spec, session.state());
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
}

} // namespace

TEST_CASE("falling star: 1,000 deals of random legal play") {
    const Spec& spec = test::ruleset("falling-star", "std");
    for (std::uint32_t d = 1; d <= 1000; ++d) {
        CAPTURE(d);
        playout(spec, d, 150, d % 10 == 0);
    }
}

TEST_CASE("every ruleset: 500 deals of random legal play") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 500; ++d) {
            CAPTURE(d);
            playout(*spec, 100000 + d, 120, d % 25 == 0);
        }
    }
}

TEST_CASE("deals are pure: same inputs, same deal; another ruleset or number, another deal") {
    for (const Spec* spec : all_rulesets()) {
        CHECK(deal(*spec, 77) == deal(*spec, 77));
        CHECK_FALSE(deal(*spec, 77) == deal(*spec, 78));
    }
    const State a = deal(test::ruleset("falling-star", "std"), 5);
    const State b = deal(test::ruleset("falling-star", "aisleriot"), 5);
    CHECK_FALSE(std::equal(a.pile(reserve()).begin(), a.pile(reserve()).end(), b.pile(reserve()).begin()));
}
