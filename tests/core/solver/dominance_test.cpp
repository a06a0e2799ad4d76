// The solver's dominances on hand-made positions: which moves of part of a built pile the search leaves out,
// and in which games; which positions it stops at as hopeless. (The exhaustive-search and dominance on/off
// tests in solver_test.cpp hold the verdicts.) And that every line of a game is a line of its relaxation.
#include "position.h"
#include "samples.h"
#include "solver/dominance.h"
#include "solver/key.h"
#include "solver/solver.h"

#include <algorithm>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

Move move(std::string_view text) {
    const auto parsed = parse_move(text);
    REQUIRE(std::holds_alternative<Move>(parsed));
    return std::get<Move>(parsed);
}

// The cards of `suit` from rank `from` up to `to`, as a position lists them.
std::string run(Suit suit, int from, int to) {
    std::string cards;
    for (int r = from; r <= to; ++r) cards += (cards.empty() ? "" : " ") + to_string(Card(r, suit));
    return cards;
}

// Solves `s` and requires a win whose line, played move by move, is legal and wins; returns its moves.
std::vector<Move> won_line(const Spec& spec, const State& s, SolverOptions options = {}) {
    const Solution found = solve(spec, s, 100000, options);
    REQUIRE(found.verdict == Verdict::Win);
    State at = s;
    for (const Move& m : found.line) {
        REQUIRE(is_legal(spec, at, m));
        at = apply(spec, at, m);
    }
    CHECK(is_won(spec, at));
    return found.line;
}

// Solves `s`, whose one win moves JS (t1) onto a twin of the card under it (t2), on the board and off, by
// positions and by classes: won each way, by classes through the child of those two moves.
void won_by_the_child(const Spec& spec, const State& s) {
    for (const bool board : {true, false}) {
        for (const bool twins : {true, false}) {
            CAPTURE(board);
            CAPTURE(twins);
            SolverOptions o;
            o.board = board;
            o.twins = twins;
            const std::vector<Move> line = won_line(spec, s, o);
            if (twins) CHECK(std::find(line.begin(), line.end(), move("t1>t2")) != line.end());
        }
    }
}

// Hearts home to `hearts`, clubs to 5; 7C on 8H on 9S, the other red 8 free, a red 10 free.
State table(int hearts, const std::string& t1 = "9S 8H 7C") {
    return position({{"f1", run(Suit::Hearts, 1, hearts)},
                     {"f2", "AC 2C 3C 4C 5C"},
                     {"t1", t1},
                     {"t2", "8D"},
                     {"t3", "TD"},
                     {"w", "9C"}},
                    kAce);
}

} // namespace

TEST_CASE("a move of part of a built pile is left out when the card it uncovers cannot go home") {
    const Spec& easy = ruleset("klondike-easy");
    const State blocked = table(6); // 8H cannot go home: moving 7C off it is idle
    const State ready = table(7);   // 8H can go home once uncovered
    CHECK(is_legal(easy, blocked, move("t1>t2")));
    CHECK(idle_partial_move(easy, blocked, move("t1>t2")));
    CHECK_FALSE(idle_partial_move(easy, ready, move("t1>t2")));
    SUBCASE("the whole built pile, or the face-up part above a face-down card, always moves") {
        CHECK_FALSE(idle_partial_move(easy, blocked, move("t1:3>t3")));               // all of it
        CHECK_FALSE(idle_partial_move(easy, table(6, "#9S 8H 7C"), move("t1:2>t5"))); // face down
        CHECK_FALSE(idle_partial_move(easy, table(6, "2D 8H 7C"), move("t1:2>t5")));  // 8H not on 2D
        CHECK(idle_partial_move(easy, table(6, "2D 8H 7C"), move("t1>t2")));          // 7C is
        CHECK_FALSE(idle_partial_move(easy, blocked, move("w>t2")));                  // not the tableau
        CHECK_FALSE(idle_partial_move(easy, blocked, Move::deal()));
    }
    SUBCASE("only where Blake and Gent's theorem holds") {
        CHECK(idle_partial_move(ruleset("klondike-familiar"), blocked, move("t1>t2")));
        CHECK(idle_partial_move(ruleset("double-klondike"), blocked, move("t1>t2"))); // any number of decks
        CHECK(idle_partial_move(ruleset("gargantua"), blocked, move("t1>t2")));
        CHECK_FALSE(idle_partial_move(ruleset("klondike"), blocked, move("t1>t2"))); // holdouts
        CHECK_FALSE(
            idle_partial_move(ruleset("thumb-and-pouch"), blocked, move("t1>t2"))); // any suit but own
        CHECK_FALSE(
            idle_partial_move(ruleset("klondike-strict"), blocked, move("t1>t2"))); // whole parts only
        CHECK_FALSE(idle_partial_move(ruleset("fortress"), blocked, move("t1>t2")));
        for (const Spec* spec : all_rulesets())
            if (spec->family == ruleset("terrace", "aisleriot").family)
                CHECK_FALSE(idle_partial_move(*spec, blocked, move("t1>t2")));
    }
}

TEST_CASE("the search asks for safe and idle moves only under rules where one can be") {
    // The engine's search asks safe_home and idle_partial_move of a move only where has_safe_home and
    // leaves_idle_moves say some rule of theirs holds: those name the rulesets of the rules' proofs
    // (docs/solver.md, "Dominances"), and no move of a random game of any other ruleset is safe or idle.
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        const bool terrace = spec->family == ruleset("terrace", "aisleriot").family;
        CHECK(has_safe_home(*spec) == !terrace); // (A) the Klondike family, (B) Fortress and Chessboard
        CHECK(leaves_idle_moves(*spec) == (spec->id == "klondike-easy" || spec->id == "klondike-familiar" ||
                                           spec->id == "double-klondike" || spec->id == "gargantua"));
        if (has_safe_home(*spec) && leaves_idle_moves(*spec)) continue;
        for (std::uint32_t d = 1; d <= static_cast<std::uint32_t>(sampled(20)); ++d) {
            CAPTURE(d);
            for (const State& s : random_history(*spec, d, 200))
                for (const Move& m : legal_moves(*spec, s)) {
                    CAPTURE(to_string(m));
                    if (!has_safe_home(*spec)) CHECK_FALSE(safe_home(*spec, s, m));
                    if (!leaves_idle_moves(*spec)) CHECK_FALSE(idle_partial_move(*spec, s, m));
                }
        }
    }
}

TEST_CASE("a move that changes none of the piles the hopeless test reads leaves its reads the same") {
    // The engine's search asks hopeless() of a child only where its move may have changed a pile the test
    // reads (hopeless_read_piles, by piles_changed): along random games of every ruleset, every other move
    // leaves the test reading the same, and the test's answer with it.
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        const PileMask reads = hopeless_read_piles(*spec);
        if (reads == kAllPiles) continue; // the covers test reads every pile: compared whole
        for (std::uint32_t d = 1; d <= static_cast<std::uint32_t>(sampled(20)); ++d) {
            CAPTURE(d);
            for (const State& s : random_history(*spec, d, 200))
                for (const Move& m : legal_moves(*spec, s)) {
                    if (piles_changed(*spec, s, m) & reads) continue;
                    CAPTURE(to_string(m));
                    const State child = apply(*spec, s, m);
                    CHECK(hopeless_reads_same(*spec, s, child));
                    CHECK(hopeless(*spec, child) == hopeless(*spec, s));
                }
        }
    }
}

TEST_CASE("with two decks a card goes home alone only when its twin finds a foundation too") {
    // Gargantua, every suit home but hearts, one hearts foundation at 4H and the other at 2H. The 5H alone in
    // t1 may go home; so may the other 5H, which covers the 3H and 4H the lower foundation needs next.
    const Spec& gargantua = ruleset("gargantua");
    std::string high; // both copies of 6H to KH, the 6Hs on top, all face down but the top one
    for (int r = kKing; r >= 6; --r)
        for (int copy = 0; copy < 2; ++copy)
            high += (high.empty() ? "" : " ") + to_string(Card(r, Suit::Hearts, r == 6 && copy == 1));
    const Piles piles = {{"f1", run(Suit::Hearts, 1, 4)},
                         {"f2", run(Suit::Hearts, 1, 2)},
                         {"f3", run(Suit::Spades, 1, 13)},
                         {"f4", run(Suit::Spades, 1, 13)},
                         {"f5", run(Suit::Clubs, 1, 13)},
                         {"f6", run(Suit::Clubs, 1, 13)},
                         {"f7", run(Suit::Diamonds, 1, 13)},
                         {"f8", run(Suit::Diamonds, 1, 13)},
                         {"t1", "5H"},
                         {"t2", "#4H #3H 5H"},
                         {"t3", high}};
    const State below = position(piles, kAce);
    REQUIRE(is_legal(gargantua, below, move("t1>f1")));
    // Every card that could be built on 5H is home, but its twin would find no foundation: the move that
    // wins sends the twin there first.
    CHECK_FALSE(safe_home(gargantua, below, move("t1>f1")));
    CHECK(solve(gargantua, below, 100000).verdict == Verdict::Win);
    CHECK(solve(gargantua, apply(gargantua, below, move("t1>f1")), 100000).verdict == Verdict::Loss);
    // Both hearts foundations at 4H: safe, the other 5H goes on the other one.
    const Piles waiting = with(piles, {{"f2", run(Suit::Hearts, 1, 4)}, {"t2", "5H"}});
    CHECK(safe_home(gargantua, position(waiting, kAce), move("t1>f1")));
    // Every copy of the builders counts: one 4S out (the other home), so 5H may be needed in the tableau.
    CHECK_FALSE(safe_home(gargantua,
                          position(with(waiting, {{"f3", run(Suit::Spades, 1, 3)}, {"t4", "4S"}}), kAce),
                          move("t1>f1")));
    // An Ace is always safe: as many foundations are empty as Aces are out.
    CHECK(safe_home(gargantua, position(with(waiting, {{"f2", ""}, {"t2", "#2H AH"}}), kAce), move("t2>f2")));
}

TEST_CASE("a position is hopeless when a reserve card can never go home") {
    // General's Patience: foundations up in suit from the base (5 here), two decks. 7H goes home as a
    // foundation's third card, on a 6H.
    const Spec& generals = ruleset("generals-patience", "aisleriot");
    const Piles base = {{"r", "6H 6H 7H"}, {"t1", "9C"}};
    CHECK(hopeless(generals, position(base, 5))); // both 6H lie under 7H
    CHECK_FALSE(hopeless(generals, position(with(base, {{"r", "6H 7H"}, {"t1", "6H"}}), 5))); // one is free
    CHECK_FALSE(hopeless(generals, position(with(base, {{"r", "7H 6H 6H"}}), 5)));            // above it
    SUBCASE("a card covered on a foundation never shows again; a foundation's top does") {
        // One 6H home under a 7H, the other under the reserve's 7H: no foundation can reach 7H.
        CHECK(hopeless(generals, position({{"f1", "5H 6H 7H"}, {"r", "6H 7H"}}, 5)));
        // The 6H on top of a foundation takes the 7H.
        CHECK_FALSE(hopeless(generals, position({{"f1", "5H 6H"}, {"r", "6H 7H"}}, 5)));
        // The chain may start lower: a foundation at 5H needs a free 6H, an empty one a 5H and a 6H.
        CHECK(hopeless(generals, position({{"f1", "5H"}, {"r", "6H 6H 7H"}}, 5)));
        CHECK_FALSE(hopeless(generals, position({{"f1", "5H"}, {"r", "6H 7H"}, {"t1", "6H"}}, 5)));
        // An empty foundation needs a free base card first.
        CHECK(hopeless(generals, position({{"r", "5H 5H 6H"}}, 5)));
        CHECK_FALSE(hopeless(generals, position({{"f1", "5H"}, {"r", "5H 6H"}}, 5)));
    }
    SUBCASE("a base card goes to an empty foundation") {
        CHECK_FALSE(hopeless(generals, position({{"r", "5S 5S 5H"}}, 5)));
    }
    SUBCASE("alternate colours (Terrace): any black 6 will do for a red 7") {
        const Spec& terrace = ruleset("terrace", "aisleriot");
        CHECK(hopeless(terrace, position({{"r", "6S 6S 6C 6C 7H"}}, 5)));
        CHECK_FALSE(hopeless(terrace, position({{"r", "6S 6S 6C 7H"}, {"t1", "6C"}}, 5)));
        CHECK_FALSE(hopeless(terrace, position({{"r", "6H 6H 6D 6D 7H"}}, 5))); // red 6s do not matter
    }
    SUBCASE("never where a reserve card may leave otherwise, or before the base is chosen") {
        CHECK_FALSE(hopeless(ruleset("redheads", "aisleriot"), position(base, 5))); // filled into the tableau
        CHECK_FALSE(hopeless(generals, position(base, 0)));
    }
}

TEST_CASE("a position is hopeless when the reserve's cards cannot share the foundations") {
    // Reserve cards go home top first (the last card written is the top), each onto a foundation of its class
    // holding as many cards as its place above the base (5 here): in suit, two foundations a suit.
    const Spec& generals = ruleset("generals-patience", "aisleriot");
    // 9S, then 7S, then 5S: 7S cannot follow 9S, nor 5S either of them, and there is no third spade
    // foundation. Each card alone could go home (a 5S starts any empty foundation as far as it can tell).
    CHECK(hopeless(generals, position({{"r", "5S 7S 9S"}}, 5)));
    // 7S, then 9S on it; 5S starts the other.
    CHECK_FALSE(hopeless(generals, position({{"r", "5S 9S 7S"}}, 5)));
    CHECK_FALSE(hopeless(generals, position({{"r", "9S 7S 5S"}}, 5))); // one foundation takes them all
    // Twins need a foundation each.
    CHECK(hopeless(generals, position({{"r", "5S 7S 7S"}}, 5)));
    CHECK_FALSE(hopeless(generals, position({{"r", "7S 7S 5S"}}, 5)));
    CHECK_FALSE(hopeless(generals, position({{"r", "5H 7S 7S"}}, 5))); // other suits have their own
    SUBCASE("a foundation under way is one of its suit's two") {
        // f1 (5S) takes 9S or 7S, not both in that order; the other spade foundation then needs the 5S first.
        CHECK(hopeless(generals, position({{"f1", "5S"}, {"r", "5S 7S 9S"}}, 5)));
        CHECK_FALSE(hopeless(generals, position({{"f1", "5S"}, {"r", "5S 9S 7S"}}, 5)));
        // 8S goes onto the fuller foundation that takes it (7S), leaving the other (5S) for the 6S under it.
        CHECK_FALSE(hopeless(generals, position({{"f1", "5S"}, {"f2", "5S 6S 7S"}, {"r", "6S 8S"}}, 5)));
    }
    SUBCASE("alternate colours (Terrace): four foundations for each colour of base card") {
        // Red 7s lie two places above the base: on foundations with a red base. A black 6, one place above,
        // needs one of them too, still at one card.
        const Spec& terrace = ruleset("terrace", "aisleriot");
        CHECK(hopeless(terrace, position({{"r", "6S 7D 7D 7H 7H"}}, 5)));
        CHECK_FALSE(hopeless(terrace, position({{"r", "6S 7D 7D 7H"}}, 5)));
        CHECK_FALSE(hopeless(terrace, position({{"r", "6H 7D 7D 7H 7H"}}, 5))); // a red 6 needs a black base
    }
    SUBCASE("never where a reserve card may leave otherwise, or before the base is chosen") {
        CHECK_FALSE(hopeless(ruleset("redheads", "aisleriot"), position({{"r", "6S 7D 7D 7H 7H"}}, 5)));
        CHECK_FALSE(hopeless(generals, position({{"r", "5S 7S 9S"}}, 0)));
    }
}

TEST_CASE("a position is hopeless when covered cards would each have to go home before another") {
    // Klondike Easy. 2S (face up) covers the face-down AS, and AS goes home before 2S. 2S can leave only
    // for a red 3 or home.
    const Spec& easy = ruleset("klondike-easy");
    const Piles base = {{"f1", "AH 2H 3H"}, {"f2", "AD 2D 3D"}, {"t1", "#AS 2S"}, {"w", "KC"}};
    CHECK(hopeless(easy, position(base, kAce))); // both red 3s are home: 2S never leaves
    CHECK_FALSE(hopeless(easy, position(with(base, {{"f1", "AH 2H"}, {"t2", "3H"}}), kAce))); // 3H takes it
    CHECK_FALSE(hopeless(easy, position(with(base, {{"t1", "#2S #AS 4C"}}), kAce)));          // AS is on top
    SUBCASE("a parent under the card itself is of no use; one elsewhere may be, once dug out") {
        const Piles own = {{"f1", "AH 2H 3H"}, {"f2", "AD 2D"}, {"t1", "#AS #3D 2S"}, {"w", "KC"}};
        CHECK(hopeless(easy, position(own, kAce)));
        CHECK_FALSE(hopeless(easy, position(with(own, {{"t1", "#AS 2S"}, {"t2", "#3D 9C"}}), kAce)));
    }
    SUBCASE("face-up cards on the lowest one move with it") {
        // 2S lies on its parent 3H, but the two move together onto 4C, uncovering AS.
        CHECK_FALSE(hopeless(easy, position({{"f2", "AD 2D 3D"}, {"t1", "#AS 3H 2S"}, {"t2", "4C"}}, kAce)));
    }
    SUBCASE("a cycle across piles") {
        // 2S covers AC, 2C covers AS, the red 3s are home: each 2 goes home before the other's Ace shows.
        const Piles crossed = {{"f1", "AH 2H 3H"}, {"f2", "AD 2D 3D"}, {"t1", "#AC 2S"}, {"t2", "#AS 2C"}};
        CHECK(hopeless(easy, position(crossed, kAce)));
        CHECK_FALSE(
            hopeless(easy, position(with(crossed, {{"f1", "AH 2H"}, {"t3", "3H"}}), kAce))); // 3H takes one
    }
    SUBCASE("a King goes into a space") {
        CHECK_FALSE(hopeless(easy, position({{"t1", "#QS KS"}, {"w", "KC"}}, kAce)));
        CHECK_FALSE(hopeless(easy, position({{"t1", "#QS #KS 5D"}, {"w", "KC"}}, kAce)));
    }
    SUBCASE("a parent under a cover that leaves only for home after the card is of no use") {
        // 3S covers 3D and 4D, whose other red 4 is home: 3S leaves only for home, after AS and 2S. So 3D
        // shows only after 2S has gone home, and 2S, with 3H home, leaves only for home too.
        const Piles chain = {{"f1", "AH 2H 3H 4H"}, {"f2", "AD 2D"}, {"t1", "#AS 2S"}, {"t2", "#4D #3D 3S"}};
        CHECK(hopeless(easy, position(chain, kAce)));
        // 3C, in place of 3S, goes home without 2S: 3D then shows in time for 2S.
        CHECK_FALSE(hopeless(easy, position(with(chain, {{"t2", "#4D #3D 3C"}}), kAce)));
    }
    SUBCASE("without a redeal the waste's cards cover the ones under them") {
        const State s =
            position({{"f1", "AH 2H 3H"}, {"f2", "AD 2D 3D"}, {"w", "AS 2S"}, {"t1", "KC"}}, kAce);
        CHECK(hopeless(ruleset("klondike-strict"), s));
        CHECK_FALSE(hopeless(easy, s)); // a redeal turns AS up again
    }
    SUBCASE("where only whole face-up parts move, the run on a cover that cannot move waits for home") {
        // 9S covers both red 10s, so it leaves only for home; 8H lies on it, and in Klondike Strict leaves
        // only with it or for home. So 8H goes home before 9S, after 7H, which 9S covers.
        const Spec& strict = ruleset("klondike-strict");
        const Piles run = {{"t1", "#TH #TD #7H 9S 8H"}, {"w", "KC"}};
        CHECK(hopeless(strict, position(run, kAce)));
        // Where part of a pile moves, 8H can leave for the other black 9.
        CHECK_FALSE(hopeless(easy, position(run, kAce)));
        CHECK_FALSE(hopeless(strict, position(with(run, {{"t1", "#TH #TD #7H 9S"}, {"t2", "8H"}}), kAce)));
        // 7H home already: 8H may go home first, and the search plays it.
        CHECK_FALSE(hopeless(
            strict,
            position(with(run, {{"f1", "AH 2H 3H 4H 5H 6H 7H"}, {"t1", "#TH #TD #5C 9S 8H"}}), kAce)));
    }
    SUBCASE("only where a cover can leave for nothing but a parent, a space or home") {
        const State s = position(base, kAce);
        CHECK(hopeless(ruleset("klondike-familiar"), s));
        CHECK(hopeless(ruleset("klondike-strict"), s));
        CHECK_FALSE(hopeless(ruleset("klondike"), s));        // a holdout takes 2S
        CHECK_FALSE(hopeless(ruleset("thumb-and-pouch"), s)); // a space takes it
        CHECK_FALSE(hopeless(ruleset("double-klondike"), s)); // the other AS may go home first
    }
}

TEST_CASE("a search's first position is hopeless when some card can never come to a top") {
    // Klondike Easy. 2S covers AC and its own parent 3H; 2C covers AS and its own parent 3D. Each 2 leaves
    // only for a red 3 or home: its red 3s lie under itself and under the other 2, and its Ace under the
    // other 2. Neither is forced (each has a parent under the other), so the covers test sees no cycle.
    const Spec& easy = ruleset("klondike-easy");
    const Piles crossed = {{"t1", "#3H #AC 2S"}, {"t2", "#3D #AS 2C"}};
    CHECK(hopeless_start(easy, position(crossed, kAce)));
    CHECK_FALSE(hopeless(easy, position(crossed, kAce)));
    // A red 3 elsewhere takes one 2, and then everything follows.
    CHECK_FALSE(hopeless_start(easy, position(with(crossed, {{"t1", "#AC 2S"}, {"t3", "3H"}}), kAce)));
    // The stock's and the waste's cards count as free: 3H there takes 2C.
    CHECK_FALSE(hopeless_start(easy, position(with(crossed, {{"t1", "#AC 2S"}, {"w", "3H"}}), kAce)));
    // With AS home, 2S may go home, and AC and 3H show.
    CHECK_FALSE(hopeless_start(easy, position(with(crossed, {{"f1", "AS"}, {"t2", "#3D 2C"}}), kAce)));
    SUBCASE("a parent home takes nothing; a King leaves for a space") {
        // 2S covers AS; both red 3s are home, so 2S leaves only for home, after AS.
        CHECK(
            hopeless_start(easy, position({{"f1", "AH 2H 3H"}, {"f2", "AD 2D 3D"}, {"t1", "#AS 2S"}}, kAce)));
        CHECK_FALSE(hopeless_start(easy, position({{"t1", "#QS KS"}, {"t2", "#JH QH"}}, kAce)));
    }
    SUBCASE("only in the rulesets of the covers test") {
        const State s = position(crossed, kAce);
        CHECK(hopeless_start(ruleset("klondike-familiar"), s));
        CHECK(hopeless_start(ruleset("klondike-strict"), s));
        CHECK_FALSE(hopeless_start(ruleset("klondike"), s));        // a holdout takes a 2
        CHECK_FALSE(hopeless_start(ruleset("thumb-and-pouch"), s)); // a space takes it
        CHECK_FALSE(hopeless_start(ruleset("double-klondike"), s)); // two decks
    }
}

TEST_CASE("a card played from a stock that shows every card must take a card at once") {
    SUBCASE("where: one card at a time with unlimited passes, as Klondike Easy") {
        for (const Spec* spec : all_rulesets()) {
            CAPTURE(spec->id);
            CHECK(stock_play_owes(*spec) == (spec->id == "klondike-easy"));
        }
    }
    // 7C covers 6C, the clubs' next card; it can only go onto 8H, which is in the stock: so 8H must go onto
    // 9S first, and 7C onto it at once. Without the move that pays the debt, the position would be lost.
    const Spec& easy = ruleset("klondike-easy");
    const State s = position({{"f1", run(Suit::Hearts, 1, 7)},
                              {"f2", run(Suit::Diamonds, 1, 13)},
                              {"f3", run(Suit::Clubs, 1, 5)},
                              {"f4", run(Suit::Spades, 1, 8)},
                              {"t1", "#6C 7C"},
                              {"t2", "9S"},
                              {"s", "#KH #QH #JH #TH #9H #8H #KC #QC #JC #TC #9C #8C #KS #QS #JS #TS"}},
                             kAce);
    std::string line;
    for (const Move& m : won_line(easy, s)) line += to_string(m) + " ";
    CHECK(line.find("w>t2 t1>t2") != std::string::npos); // the debt paid at once
}

TEST_CASE("a card is played from the stock only onto a pile where a card can then be put on it") {
    // 6C covers 5C, the clubs' next card, and can only go onto 7H, which is in the stock; 7H can go only onto
    // a black 8, and 8S, in the stock too, only onto 9D on t2 (or the stock's cards build down from a King in
    // a space to 7H). So every win plays stock cards onto stock cards, and at last 6C onto the last of them:
    // the search must count a stock card that can pay a debt, and a run of the tableau that can.
    const Spec& easy = ruleset("klondike-easy");
    const State s =
        position({{"f1", run(Suit::Hearts, 1, 5)},
                  {"f2", run(Suit::Diamonds, 1, 8)},
                  {"f3", run(Suit::Clubs, 1, 4)},
                  {"f4", run(Suit::Spades, 1, 6)},
                  {"t1", "#7S #8C #6H #5C 6C"},
                  {"t2", "9D"},
                  {"s", "#KH #QH #JH #TH #9H #8H #7H #KD #QD #JD #TD #KC #QC #JC #TC #9C #7C #KS #QS "
                        "#JS #TS #9S #8S"}},
                 kAce);
    for (const bool board : {true, false}) {
        CAPTURE(board);
        SolverOptions o;
        o.board = board;
        won_line(easy, s, o);
    }
}

namespace {

// The stock side's cards (stock and waste) by face, in order of their faces.
std::vector<int> stock_side(const State& s) {
    std::vector<int> faces;
    for (const PileId p : {stock(), waste()})
        for (const Card c : s.pile(p)) faces.push_back(c.face_index());
    std::sort(faces.begin(), faces.end());
    return faces;
}

// Follows a game's line in its relaxation: a deal or redeal is left out, and a card move from the waste is
// made after the relaxation's own turns bring that card to the waste's top (within two passes). Checks that
// every card move is legal there too and leaves the same cards in every pile but the stock and waste, and the
// same cards in those two. Returns the relaxation's position at the line's end.
State follow(const Spec& spec, const Spec& relaxed, const State& start, std::span<const Move> line) {
    State game = start, twin = start;
    for (const Move& m : line) {
        CAPTURE(to_string(m));
        REQUIRE(is_legal(spec, game, m));
        const Card card = game.top(m.from);
        game = apply(spec, game, m);
        if (m.kind != Move::Kind::Transfer) continue;
        for (int turns = 0; m.from == waste() && twin.top(waste()) != card; ++turns) {
            REQUIRE(turns <= 2 * spec.cards());
            const Move turn = twin.empty(stock()) ? Move::redeal() : Move::deal();
            REQUIRE(is_legal(relaxed, twin, turn));
            twin = apply(relaxed, twin, turn);
        }
        REQUIRE(is_legal(relaxed, twin, m));
        twin = apply(relaxed, twin, m);
        // Spelled out: the libc++ of the Emscripten the wasm suite is built with lacks std::ranges::equal.
        const auto same = [&](PileId p) {
            const std::span<const Card> a = twin.pile(p), b = game.pile(p);
            return std::equal(a.begin(), a.end(), b.begin(), b.end());
        };
        for (int i = 0; i < spec.tableau; ++i) REQUIRE(same(tableau(i)));
        for (int i = 0; i < spec.foundations; ++i) REQUIRE(same(foundation(i)));
        REQUIRE(stock_side(twin) == stock_side(game));
    }
    return twin;
}

} // namespace

TEST_CASE("every line of a game with a relaxation is a line of the relaxation, so its loss is a loss") {
    SUBCASE("which rulesets have one: one deck, and a stock that cycles more than a card at a time, or only "
            "whole face-up parts moving") {
        for (const Spec* spec : all_rulesets()) {
            CAPTURE(spec->id);
            const auto relaxed = relaxation(*spec);
            CHECK(relaxed.has_value() == (spec->id == "klondike-familiar" || spec->id == "klondike-strict"));
            if (!relaxed) continue;
            if (spec->id == "klondike-familiar") {
                CHECK(relaxed->draw == 1); // the stock shows any card whenever it is wanted
                CHECK(relaxed->redeals == kUnlimited);
                CHECK(stock_play_owes(*relaxed)); // so the stock-debt rule makes its search small
            } else {
                CHECK(relaxed->moving == Moving::AnyRun); // any run moves
                CHECK(relaxed->draw == spec->draw);
                CHECK(relaxed->redeals == spec->redeals);
                CHECK(twin_classes(*relaxed)); // so twin classes make its search small
            }
        }
    }
    for (const Spec* spec : all_rulesets()) {
        const auto relaxed = relaxation(*spec);
        if (!relaxed) continue;
        CAPTURE(spec->id);
        SUBCASE("random lines") {
            for (std::uint32_t d = 1; d <= static_cast<std::uint32_t>(sampled(100)); ++d) {
                CAPTURE(d);
                const std::vector<Move> line = random_line(*spec, d, 300);
                follow(*spec, *relaxed, deal(*spec, d), line);
            }
        }
        SUBCASE("winning lines: the relaxation wins them too, and its search never calls a won deal lost") {
            SolverOptions alone; // the relaxation searched alone, as the solver's turns search it
            alone.probes = false;
            // Deals in turn until enough are won (Klondike Strict wins one in five).
            const int wanted = sampled(20);
            int won = 0;
            for (std::uint32_t d = 1; won < wanted && d <= 400; ++d) {
                CAPTURE(d);
                const State start = deal(*spec, d);
                const Solution game = solve(*spec, start, 20000, alone);
                if (game.verdict != Verdict::Win) continue;
                ++won;
                CHECK(is_won(*relaxed, follow(*spec, *relaxed, start, game.line)));
                CHECK(solve(*relaxed, start, 200000, alone).verdict != Verdict::Loss);
            }
            CHECK(won == wanted);
        }
    }
}

TEST_CASE("twin classes: positions alike up to twins share a key, and a card bared by a move between twins "
          "goes home") {
    const Spec& easy = ruleset("klondike-easy");
    SUBCASE("only with alternate colours, any part of a run moving and Kings in spaces, one deck or two") {
        for (const char* id : {"klondike-easy", "klondike-familiar", "double-klondike", "gargantua"})
            CHECK(twin_classes(ruleset(id)));
        // And from a position whose face-up cards each build on the one under them, as play leaves them.
        CHECK(twin_classes(easy, position({{"t1", "#5H 9S 8D"}, {"t2", "9C"}}, kAce)));
        CHECK_FALSE(twin_classes(easy, position({{"t1", "#5H 9S 8S"}, {"t2", "9C"}}, kAce)));
        for (const char* id : {"klondike", "klondike-strict", "thumb-and-pouch", "fortress", "chessboard"})
            CHECK_FALSE(twin_classes(ruleset(id)));
        for (const Spec* spec : all_rulesets())
            if (spec->family == ruleset("terrace", "aisleriot").family) CHECK_FALSE(twin_classes(*spec));
    }
    SUBCASE("the key of a class: where the face-up cards lie between twins is left out, nothing else") {
        const Piles base = {{"t1", "#QS #2H KH"}, {"t2", "#2C #9D 8S"}, {"t3", "9H 8C"},
                            {"t4", "9D"},         {"t5", "6S 5H"},      {"f1", "AD 2D"},
                            {"f2", "AC"},         {"s", "#3S #4S"},     {"w", "7C"}};
        auto key = [&](const Piles& piles) { return twin_key(easy, position(piles, kAce)); };
        const Key k = key(base);
        // 8C on the other red Nine, 7D on either black Eight: one class.
        CHECK(key(with(base, {{"t3", "9H"}, {"t4", "9D 8C"}})) == k);
        CHECK(key(with(base, {{"t2", "#2C #9D 8S 7D"}, {"t3", "9H 8C"}})) ==
              key(with(base, {{"t2", "#2C #9D 8S"}, {"t3", "9H 8C 7D"}})));
        CHECK(twin_move(position(base, kAce), move("t3>t4")));
        CHECK_FALSE(twin_move(position(base, kAce), move("t3:2>t6"))); // the whole pile, to a space
        CHECK_FALSE(twin_move(position(base, kAce), move("t2>t6")));   // to a space
        CHECK_FALSE(
            twin_move(position(with(base, {{"t3", "9H"}, {"t4", "9D 8C"}}), kAce), // bares a face-down card
                      move("t2>t3")));
        CHECK(key(with(base, {{"t5", ""}, {"t6", "6S 5H"}})) == k); // piles not numbered
        // Any other difference: another class.
        CHECK_FALSE(key(with(base, {{"t1", "#QS 2H KH"}})) == k);        // a card turned up
        CHECK_FALSE(key(with(base, {{"t5", "6S"}, {"t6", "5H"}})) == k); // a pile's bottom card
        CHECK_FALSE(key(with(base, {{"s", "#4S #3S"}})) == k);           // the stock's order
        CHECK_FALSE(key(with(base, {{"f1", "AD 2D 3D"}})) == key(with(base, {{"t4", "9D 3D"}}))); // home
    }
    SUBCASE("with two decks, a pile with a face-down card is named by its number too") {
        // Both decks' AS lie at the bottom of piles 1 and 2, under two face-down cards each. Once either
        // pile's top card has left, one pile holds an AS under two face-down cards and the other an AS under
        // one: the bottom card and the count do not say which pile is which.
        const Spec& gargantua = ruleset("gargantua");
        const Piles dealt = {{"t1", "#AS #2C 7H"}, {"t2", "#AS #4D 9H"}};
        auto key = [&](const Piles& piles) { return twin_key(gargantua, position(piles, kAce)); };
        CHECK_FALSE(key(with(dealt, {{"t2", "#AS 4D"}})) == key(with(dealt, {{"t1", "#AS 2C"}})));
        // A pile without a face-down card is any pile.
        CHECK(key({{"t1", "7H"}, {"t2", "8C"}}) == key({{"t1", "8C"}, {"t3", "7H"}}));
    }
    SUBCASE("a card under a run goes home once the run moves onto its twin: one child of the two moves") {
        // QD can go home under JS, and QH, its twin, is free. TS lies under QD, and JS waits on it; KS lies
        // under TS. So the one win moves JS onto QH, then QD home: a move between twins, then a card home
        // that only the other position of the class (JS on QH) offers in one move. Without the child of the
        // two moves a search by classes, which leaves the move between twins out, finds only QH home and the
        // Kings' moves to spaces, and would call the position lost.
        const State s = position({{"f1", run(Suit::Clubs, 1, 13)},
                                  {"f2", run(Suit::Spades, 1, 9)},
                                  {"f3", run(Suit::Diamonds, 1, 11)},
                                  {"f4", run(Suit::Hearts, 1, 11)},
                                  {"t1", "#KS #TS QD JS"},
                                  {"t2", "QH"},
                                  {"t3", "KD"},
                                  {"t4", "KH"},
                                  {"t5", "QS"}},
                                 kAce);
        won_by_the_child(easy, s);
    }
    SUBCASE("with two decks, onto its copy") {
        // As above, in Gargantua, with the other QD free in QH's place: QD from t2 home leaves JS nowhere to
        // go and TS under it, so the one win moves JS onto that QD, then the QD under it home.
        const State s = position({{"f1", run(Suit::Clubs, 1, 13)},
                                  {"f2", run(Suit::Clubs, 1, 13)},
                                  {"f3", run(Suit::Hearts, 1, 13)},
                                  {"f4", run(Suit::Hearts, 1, 13)},
                                  {"f5", run(Suit::Spades, 1, 9)},
                                  {"f6", run(Suit::Spades, 1, 13)},
                                  {"f7", run(Suit::Diamonds, 1, 11)},
                                  {"f8", run(Suit::Diamonds, 1, 11)},
                                  {"t1", "#KS #TS QD JS"},
                                  {"t2", "QD"},
                                  {"t3", "KD"},
                                  {"t4", "KD"},
                                  {"t5", "QS"}},
                                 kAce);
        won_by_the_child(ruleset("gargantua"), s);
    }
}
