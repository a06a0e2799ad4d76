// The Klondike board (the solver's fast path for the Klondike family) against the rules engine: at
// every position of random games of hundreds of deals of every ruleset it serves, the same legal moves in the
// same order, the same position after every one of them, and the position back exactly after taking it back;
// and a whole game taken back move by move retraces its positions. Where twin classes apply, the same with
// the board keyed by them.
#include "games/registry.h"
#include "position.h"
#include "rules/deal.h"
#include "rules/rng.h"
#include "samples.h"
#include "solver/dominance.h"
#include "solver/key.h"
#include "solver/klondike_board.h"
#include "solver/solver.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

std::string listed(const MoveList& moves) {
    std::string text;
    for (const Move& m : moves) text += to_string(m) + " ";
    return text;
}

// One random game of up to `max_moves` moves on the board beside the engine, every child checked at every
// position; then taken back to the deal. Returns the moves made; counts in `lost` the positions the covers
// test called lost.
int board_playout(const Spec& spec, std::uint32_t deal_number, int max_moves, long& lost) {
    State s = deal(spec, deal_number);
    KlondikeBoard board(spec, s);
    const DominanceRules rules(spec);
    REQUIRE(board.state() == s);
    // Where twin classes apply, a board keyed by them, made and taken back beside it.
    const bool twins = twin_classes(spec);
    KlondikeBoard twin(spec, s, twins);
    Rng rng(deal_number * 104729ULL + 7);
    struct Made {
        State before;
        Move move;
        KlondikeBoard::Undo undo, twin_undo;
    };
    std::vector<Made> line;
    MoveList engine, mine, from_waste;
    for (int step = 0; step < max_moves; ++step) {
        legal_moves(spec, s, engine);
        board.moves(mine);
        INFO(spec.id, " deal ", deal_number, " step ", step);
        REQUIRE(board_fits(spec, s)); // so the solver searches every position of a game on the board
        REQUIRE(listed(mine) == listed(engine));
        // Without the idle moves, as the solver lists them: exactly those idle_partial_move leaves out.
        if (DominanceRules(spec).leaves_idle_moves()) {
            MoveList kept;
            for (const Move& m : engine)
                if (!idle_partial_move(spec, s, m)) kept.push(m);
            board.moves(mine, true);
            REQUIRE(listed(mine) == listed(kept));
        }
        // The moves of runs onto each pile holding a card, as the solver lists them for a card played from
        // the stock that owes the pile a card: the same, in the same order.
        const bool skip_idle = DominanceRules(spec).leaves_idle_moves();
        board.moves(mine, skip_idle);
        for (int t = 0; t < spec.tableau; ++t) {
            if (s.empty(tableau(t))) continue;
            MoveList onto, kept;
            for (const Move& m : mine)
                if (m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Tableau && m.to == tableau(t))
                    kept.push(m);
            board.runs_onto(s.top(tableau(t)), t, onto, skip_idle);
            REQUIRE(listed(onto) == listed(kept));
        }
        REQUIRE(board.won() == is_won(spec, s));
        REQUIRE(board.key() == canonical_key(spec, s));
        if (twins) REQUIRE(twin.key() == twin_key(spec, s));
        // The covers test from the covers the board keeps, made at the deal or (now and then) here: the
        // engine's. The covers it keeps are those of a board made here, and each child taken back (below)
        // gives them back.
        const bool engine_lost = hopeless(spec, s);
        REQUIRE(hopeless(rules, board) == engine_lost);
        const bool covers = rules.hopeless_reads_face_down();
        const CoverSets covers_here = board.cover_sets(true);
        // With one deck, the coarse key the board keeps is the position's, and each child's, found without
        // making it, is the one it has when made.
        const bool coarse = spec.decks == 1;
        const Key coarse_here = coarse ? board.coarse_key() : Key{};
        if (coarse) REQUIRE(coarse_here == coarse_parts(spec, s).key());
        if (step % 5 == 0) {
            const KlondikeBoard made(spec, s);
            if (covers) REQUIRE(covers_here == made.cover_sets(true));
            if (step % 25 == 0) REQUIRE(hopeless(rules, made) == engine_lost);
        }
        lost += engine_lost;
        for (const Move& m : engine) { // every child, and back
            INFO(to_string(m));
            const bool transfer = m.kind == Move::Kind::Transfer;
            const Key known = transfer ? board.child_key(m) : Key{};
            const Key known_coarse = transfer && coarse
                                         ? board.child_coarse_key(board.coarse_parts(), m, board.waste_size(),
                                                                  board.redeals_used())
                                         : Key{};
            if (twins && transfer) { // its child's key without making it, made and back; between twins, none
                const Key twin_known = twin.child_key(m);
                const KlondikeBoard::Undo tu = twin.make(m);
                REQUIRE(twin_known == twin.key());
                REQUIRE(twin.key() == twin_key(spec, apply(spec, s, m)));
                twin.undo(m, tu);
                REQUIRE(twin.key() == twin_key(spec, s));
                if (twin_move(s, m)) { // the same position as by make, the same moves listed there, and back
                    MoveList there, after;
                    twin.move_between_twins(m.from.index, m.count, m.to.index);
                    REQUIRE(twin.state() == apply(spec, s, m));
                    REQUIRE(twin.key() == twin_key(spec, s));
                    legal_moves(spec, apply(spec, s, m), after);
                    twin.moves(there);
                    REQUIRE(listed(there) == listed(after));
                    twin.move_between_twins(m.to.index, m.count, m.from.index);
                    REQUIRE(twin.state() == s);
                    twin.moves(there);
                    REQUIRE(listed(there) == listed(engine));
                }
            }
            const KlondikeBoard::Undo u = board.make(m);
            if (transfer) REQUIRE(known == board.key());
            if (transfer && coarse) REQUIRE(known_coarse == board.coarse_key());
            const State child = apply(spec, s, m);
            REQUIRE(board.state() == child);
            REQUIRE(board.key() == canonical_key(spec, child));
            board.undo(m, u);
            REQUIRE(board.state() == s);
            REQUIRE(board.key() == canonical_key(spec, s));
            if (covers) REQUIRE(board.cover_sets(true) == covers_here);
            if (coarse) REQUIRE(board.coarse_key() == coarse_here);
        }
        // The waste's moves after turns of the stock, up to a whole pass and a redeal and then some: listed
        // as the engine lists them, made after the turns in one step, and taken back.
        State turned = s;
        for (int turns = 0; turns < spec.cards(); ++turns) {
            const Move step = is_legal(spec, turned, Move::deal()) ? Move::deal() : Move::redeal();
            if (!is_legal(spec, turned, step)) break;
            turned = apply(spec, turned, step);
            legal_moves_from(spec, turned, waste(), from_waste);
            board.waste_card_moves(turned.top(waste()), mine);
            REQUIRE(listed(mine) == listed(from_waste));
            if (!turned.empty(waste())) {
                const Card card = turned.top(waste());
                REQUIRE(((board.waste_movable() >> KlondikeBoard::slot(card)) & 1) == !mine.empty());
                // builds_on_top: onto each pile holding a card, a move exactly where it says.
                unsigned said = 0, onto = 0;
                for (int t = 0; t < spec.tableau; ++t)
                    if (!s.empty(tableau(t)) && ((board.builds_on_top(t) >> KlondikeBoard::slot(card)) & 1))
                        said |= 1u << t;
                for (const Move& m : from_waste)
                    if (m.to.kind == PileKind::Tableau && !s.empty(m.to)) onto |= 1u << m.to.index;
                REQUIRE(said == onto);
            }
            for (const Move& m : from_waste) {
                INFO("after ", turns + 1, " turns: ", to_string(m));
                const Key known = board.child_key(m, turned.size(waste()), turned.redeals_used);
                const Key known_coarse =
                    coarse ? board.child_coarse_key(board.coarse_parts(), m, turned.size(waste()),
                                                    turned.redeals_used)
                           : Key{};
                const KlondikeBoard::Undo u =
                    board.make_after_turns(turned.size(waste()), turned.redeals_used, m);
                REQUIRE(known == board.key());
                if (coarse) REQUIRE(known_coarse == board.coarse_key());
                const State child = apply(spec, turned, m);
                REQUIRE(board.state() == child);
                REQUIRE(board.key() == canonical_key(spec, child));
                board.undo(m, u);
                REQUIRE(board.state() == s);
            }
        }
        if (engine.empty()) break;
        const Move m = engine[rng.below(static_cast<std::uint32_t>(engine.size()))];
        line.push_back({s, m, board.make(m), twin.make(m)});
        s = apply(spec, s, m);
    }
    // The game taken back move by move, through the same positions.
    for (auto it = line.rbegin(); it != line.rend(); ++it) {
        board.undo(it->move, it->undo);
        REQUIRE(board.state() == it->before);
        twin.undo(it->move, it->twin_undo);
        if (twins) REQUIRE(twin.key() == twin_key(spec, it->before));
    }
    return static_cast<int>(line.size());
}

} // namespace

TEST_CASE("the Klondike board serves exactly the Klondike family's rulesets") {
    std::vector<std::string> fits;
    for (const Spec* spec : all_rulesets())
        if (board_fits(*spec)) {
            fits.push_back(ruleset_key(*spec));
            CHECK(turns_freely(*spec)); // the board's search turns the stock freely, never by a deal
        }
    std::sort(fits.begin(), fits.end());
    CHECK(fits == std::vector<std::string>{"double-klondike:std", "gargantua:std", "klondike-easy:std",
                                           "klondike-familiar:std", "klondike-strict:std", "klondike:std",
                                           "thumb-and-pouch:std"});
}

TEST_CASE(
    "the Klondike board refuses positions it cannot hold, which the solver then searches on the engine's") {
    const Spec& spec = *find_ruleset("klondike-easy");
    const State dealt = deal(spec, 1);
    CHECK(board_fits(spec, dealt));
    CHECK_FALSE(board_fits(*find_ruleset("falling-star"), deal(*find_ruleset("falling-star"), 1)));
    State s = dealt; // a face-down card on a face-up one: no play leads there
    s.push(tableau(0), Card(5, Suit::Hearts, false));
    CHECK_FALSE(board_fits(spec, s));
    s = dealt; // a foundation that is not one suit from its Ace
    s.push(foundation(0), Card(2, Suit::Hearts));
    CHECK_FALSE(board_fits(spec, s));
    s = dealt; // a face-up card in the stock
    s.push(stock(), Card(9, Suit::Clubs));
    CHECK_FALSE(board_fits(spec, s));
    // The solver still answers for such a position, on the engine's positions.
    s = dealt;
    s.push(tableau(6), Card(5, Suit::Hearts, false));
    SolverOptions engine;
    engine.board = false;
    CHECK(solve(spec, s, 2000).positions == solve(spec, s, 2000, engine).positions);
}

TEST_CASE("the Klondike board lists, makes and takes back moves as the rules engine does") {
    long all_lost = 0;
    for (const Spec* spec : all_rulesets()) {
        if (!board_fits(*spec)) continue;
        // Two decks' positions have three times the children each, and their stock's turns many more: a
        // seventh of the deals.
        const int deals = sampled(spec->decks == 1 ? 300 : 40);
        long moves = 0, lost = 0;
        for (std::uint32_t d = 1; d <= static_cast<std::uint32_t>(deals); ++d)
            moves += board_playout(*spec, d * 7919 % 1000003 + 1, 250, lost);
        MESSAGE(std::string(spec->id), ": ", moves, " moves checked, ", lost,
                " positions lost by the covers");
        CHECK(moves > 20L * deals); // games long enough to reach well past the deal
        all_lost += lost;
    }
    // Random play reaches positions the covers test calls lost: so the board's form of it was held to the
    // engine's on both answers.
    CHECK(all_lost > 0);
}

TEST_CASE("the coarse key leaves out where the face-up tableau cards lie, and nothing else") {
    const Spec& spec = ruleset("klondike", "std");
    const Piles base = {{"t1", "#QS #2H KH"}, {"t2", "#2C #9D 8S"}, {"t3", "9H 8C"}, {"t4", "9D"},
                        {"t5", "6S 5H"},      {"f1", "AD 2D"},      {"f2", "AC"},    {"s", "#3S #4S"},
                        {"w", "7C"},          {"c1", "JD"}};
    auto coarse = [&](const Piles& piles) {
        const State s = position(piles, kAce);
        REQUIRE(board_fits(spec, s));
        const Key key = coarse_parts(spec, s).key();
        REQUIRE(KlondikeBoard(spec, s).coarse_key() == key);
        return key;
    };
    const Key key = coarse(base);
    // 8C on the other red Nine, or 7D on either black Eight: the same key (the exact keys differ).
    const Piles swapped = with(base, {{"t3", "9H"}, {"t4", "9D 8C"}});
    CHECK(coarse(swapped) == key);
    CHECK_FALSE(canonical_key(spec, position(swapped, kAce)) == canonical_key(spec, position(base, kAce)));
    CHECK(coarse(with(base, {{"t2", "#2C #9D 8S 7D"}, {"t3", "9H 8C"}})) ==
          coarse(with(base, {{"t2", "#2C #9D 8S"}, {"t3", "9H 8C 7D"}})));
    // Piles and holdouts are not numbered, as in the exact key.
    CHECK(coarse(with(base, {{"t5", ""}, {"t6", "6S 5H"}})) == key);
    CHECK(coarse(with(base, {{"c1", ""}, {"c2", "JD"}})) == key);
    // Nor is the order of the stock and waste's cards read: within one search it is the deal's.
    CHECK(coarse(with(base, {{"s", "#4S #3S"}})) == key);
    // Any other difference: another key.
    CHECK_FALSE(coarse(with(base, {{"t1", "#QS 2H KH"}})) == key);          // a card turned up
    CHECK_FALSE(coarse(with(base, {{"t5", "6S"}, {"t6", "5H"}})) == key);   // a pile's bottom card
    CHECK_FALSE(coarse(with(base, {{"s", "#3S"}, {"w", "7C 4S"}})) == key); // a card dealt
    CHECK_FALSE(coarse(with(base, {{"c2", "5H"}, {"t5", "6S"}})) == key);   // a card in a holdout
    CHECK_FALSE(coarse(with(base, {{"f1", "AD 2D 3D"}})) == coarse(with(base, {{"t4", "9D 3D"}}))); // home
}

TEST_CASE("the board's search is the engine's: the same positions, visits, verdicts and lines") {
    // With and without the dominances and the probes: every part of the search the board takes over.
    for (const Spec* spec : all_rulesets()) {
        if (!board_fits(*spec)) continue;
        // And where twin classes apply, with exact keys too: the board's search keeps both.
        const bool twins = twin_classes(*spec);
        for (const int pass : {0, 1, 2}) {
            if (pass == 2 && !twins) continue;
            const bool cuts = pass != 1;
            int decided = 0;
            for (std::uint32_t d = 1; d <= static_cast<std::uint32_t>(sampled(30)); ++d) {
                const std::uint32_t number = d * 104729 % 1000003 + 1;
                const State start = deal(*spec, number);
                SolverOptions engine;
                engine.board = false;
                engine.dominance = engine.probes = cuts;
                engine.twins = pass != 2;
                SolverOptions board = engine;
                board.board = true;
                const Solution a = solve(*spec, start, 20000, engine);
                const Solution b = solve(*spec, start, 20000, board);
                const std::string what = std::string(spec->id) + (cuts ? "" : " without cuts") +
                                         (pass == 2 ? " by exact keys" : "");
                INFO(what, " deal ", number);
                CHECK(b.verdict == a.verdict);
                CHECK(b.positions == a.positions);
                CHECK(b.visits == a.visits); // every child entered, those already seen included
                CHECK(a.visits >= a.positions);
                CHECK(b.max_depth == a.max_depth);
                CHECK(b.line == a.line);
                decided += a.verdict != Verdict::Unknown;
            }
            const std::string what =
                std::string(spec->id) + (cuts ? "" : " without cuts") + (pass == 2 ? " by exact keys" : "");
            MESSAGE(what, ": ", decided, " of ", sampled(30), " decided");
        }
    }
}
