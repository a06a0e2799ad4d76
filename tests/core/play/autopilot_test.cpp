// Autoplay and Finish: the moves the table plays by itself join the player's action, so one undo takes
// them back with it; a move of the player's stops a finish; autoplay can be switched off.
#include "play/assist.h"
#include "play/autopilot.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

namespace {
// Klondike Easy #2 after these 116 moves: 44 cards home, every remaining card can go home by foundation
// moves and dealing alone (the browser tests play the same game).
constexpr const char* kNearWon =
    "t4>t3 t3:2>t4 t6>t2 deal deal deal w>t4 deal deal deal w>t7 deal deal deal w>f1 deal w>t3 deal deal "
    "deal "
    "deal w>t7 deal deal deal w>t7 deal deal deal w>t4 t1>t4 deal w>t4 t3:2>t4 deal w>t7 deal w>t5 deal w>t1 "
    "t5:2>t1 t5>f2 t5>f3 t2>f3 t4>f3 redeal deal deal w>f1 deal w>f2 t2>f2 t2>f3 t4>f2 t4>f3 w>t2 t5>t4 deal "
    "deal deal w>f2 deal w>t7 deal w>t3 deal deal w>t5 deal w>t4 deal w>t1 t7:6>t1 t4:8>t7 t4>f4 t7:9>t2 "
    "t7>f1 "
    "t1>f1 t6>t7 deal w>t5 redeal deal w>f4 t6>f4 t2>f4 t1>f4 t1>f3 t2>f1 t2>f2 t1>f2 t5>f1 t2>f1 t2>f2 "
    "t6>f4 "
    "t5>f4 t3>f4 t5>f1 t3>f1 t6>f3 t1>f3 t1>f2 t1>f1 t2>f3 t4>f3 t7>f1 deal w>t3 t7>t3 t7>f2 t1>f2 t1>f1 "
    "t3>f2 "
    "t1>f2 t3>f1 t7>t1";

Session near_won() {
    Session s(DealId{&ruleset("klondike-easy"), 2, kDealAlgorithm});
    std::istringstream in(kNearWon);
    for (std::string m; in >> m;) REQUIRE(s.play(m).empty());
    return s;
}
} // namespace

TEST_CASE("autoplay follows the player's move, and one undo takes back both") {
    // Klondike Easy #29: the first card dealt is the Ace of Spades, and nothing else can go home.
    Session s(DealId{&ruleset("klondike-easy"), 29, kDealAlgorithm});
    const State start = s.state();
    Autopilot pilot;
    CHECK(pilot.autoplay());
    REQUIRE(pilot.play(s, mv("deal")).empty());
    CHECK(pilot.busy());
    CHECK(pilot.play_next(s)); // the Ace goes home
    CHECK(s.state().top(foundation(0)) == Card(kAce, Suit::Spades));
    CHECK_FALSE(pilot.play_next(s)); // nothing else is safe
    CHECK_FALSE(pilot.busy());
    CHECK(s.moves_made() == 2);
    CHECK(s.save().find("moves deal *w>f1") != std::string::npos);
    s.undo();
    CHECK(s.state() == start);

    SUBCASE("switched off, nothing follows") {
        pilot.set_autoplay(false);
        REQUIRE(pilot.play(s, mv("deal")).empty());
        CHECK_FALSE(pilot.busy());
        CHECK_FALSE(pilot.play_next(s));
        CHECK(s.moves_made() == 1);
    }
    SUBCASE("an illegal move is refused and nothing follows") {
        CHECK_FALSE(pilot.play(s, mv("t1>t2")).empty());
        CHECK_FALSE(pilot.busy());
        CHECK(s.state() == start);
    }
}

TEST_CASE("finish plays every card home as one undo step, its first move the player's") {
    Session s = near_won();
    const State before = s.state();
    const std::size_t made = s.moves_made();
    Autopilot pilot;
    pilot.set_autoplay(false);
    REQUIRE(can_finish(s.spec(), s.state()));
    REQUIRE(pilot.finish(s));
    CHECK(s.moves_made() == made + 1); // the first move at once
    int followed = 0;
    while (pilot.play_next(s)) ++followed;
    CHECK(followed >= 7);
    CHECK(is_won(s.spec(), s.state()));
    CHECK_FALSE(pilot.busy());
    // The save marks every move of the finish but the first as automatic.
    const std::string save = s.save();
    const std::string tail = save.substr(save.find(" t7>t1 ") + 7);
    CHECK(tail.front() != '*');
    CHECK(std::count(tail.begin(), tail.end(), '*') == followed);

    s.undo();
    CHECK(s.state() == before);
    s.redo();
    CHECK(is_won(s.spec(), s.state()));

    SUBCASE("a move of the player's stops a finish under way") {
        Session t = near_won();
        REQUIRE(pilot.finish(t));
        REQUIRE(pilot.play_next(t));
        const auto legal = legal_moves(t.spec(), t.state());
        REQUIRE_FALSE(legal.empty());
        REQUIRE(pilot.play(t, legal[0]).empty());
        CHECK_FALSE(pilot.busy());
        CHECK_FALSE(pilot.play_next(t));
    }
    SUBCASE("stop ends it too") {
        Session t = near_won();
        REQUIRE(pilot.finish(t));
        pilot.stop();
        CHECK_FALSE(pilot.play_next(t));
    }
    SUBCASE("a fresh deal cannot be finished") {
        Session t(DealId{&ruleset("klondike-easy"), 2, kDealAlgorithm});
        CHECK_FALSE(pilot.finish(t));
        CHECK(t.moves_made() == 0);
    }
}
