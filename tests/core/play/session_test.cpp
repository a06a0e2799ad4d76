// Sessions: undo/redo, restart, and the save text (a replay) with every kind of damage rejected.
#include "play/session.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

namespace {
Session played(int moves, std::uint32_t deal_number = 9) {
    Session s(DealId{&ruleset("falling-star"), deal_number, kDealAlgorithm});
    for (int i = 0; i < moves; ++i) {
        const auto all = legal_moves(s.spec(), s.state());
        if (all.empty()) break;
        REQUIRE(s.play(all[static_cast<std::size_t>(i) % all.size()]).empty());
    }
    return s;
}
} // namespace

TEST_CASE("undo and redo walk the history exactly") {
    Session s = played(20);
    const std::size_t n = s.moves_made();
    REQUIRE(n > 5);
    const State end = s.state();
    while (s.undo()) {
    }
    CHECK(s.state() == s.initial());
    while (s.redo()) {
    }
    CHECK(s.state() == end);
    CHECK(s.moves_made() == n);
}

TEST_CASE("a new move after undo drops the redo list") {
    Session s = played(10);
    s.undo();
    s.undo();
    const auto all = legal_moves(s.spec(), s.state());
    REQUIRE_FALSE(all.empty());
    REQUIRE(s.play(all.back()).empty());
    CHECK_FALSE(s.can_redo());
}

TEST_CASE("restart goes back to the deal and can be redone") {
    Session s = played(10);
    const State end = s.state();
    s.restart();
    CHECK(s.state() == s.initial());
    while (s.redo()) {
    }
    CHECK(s.state() == end);
}

TEST_CASE("an illegal move is refused and changes nothing") {
    Session s = played(3);
    const State before = s.state();
    const std::size_t n = s.moves_made();
    CHECK_FALSE(s.play("f1>t1").empty());
    CHECK_FALSE(s.play("nonsense").empty());
    CHECK(s.state() == before);
    CHECK(s.moves_made() == n);
}

TEST_CASE("save then load gives the same game, undo history included") {
    Session s = played(30);
    s.undo();
    s.undo();
    const auto loaded = Session::load(s.save());
    REQUIRE(std::holds_alternative<Session>(loaded));
    const Session& l = std::get<Session>(loaded);
    CHECK(l.state() == s.state());
    CHECK(l.moves_made() == s.moves_made());
    CHECK(l.can_redo());
    CHECK(l.save() == s.save());
}

TEST_CASE("damaged or foreign saves are rejected with a reason") {
    const std::string good = played(5).save();
    auto replace = [&](std::string_view from, std::string_view to) {
        std::string t = good;
        t.replace(t.find(from), from.size(), to);
        return t;
    };
    const std::string bad[] = {
        "",
        "hello",
        "{\"json\": true}",
        "patience-save 2\ngame falling-star std\ndeal 1 1\nmoves\nundone 0\n",
        replace("falling-star", "no-such-game"),
        replace("deal 9 1", "deal 0 1"),
        replace("deal 9 1", "deal 9 7"),
        replace("deal 9 1", "deal x 1"),
        replace("moves", "moves f1>t1"),
        replace("moves", "moves zz>top"),
        replace("undone 0", "undone 99"),
        replace("undone 0", "undone -1"),
        good.substr(0, good.size() / 2),
        std::string(2 << 20, 'x'),
    };
    for (const auto& text : bad) {
        CAPTURE(text.substr(0, 80));
        const auto r = Session::load(text);
        REQUIRE(std::holds_alternative<std::string>(r));
        CHECK_FALSE(std::get<std::string>(r).empty());
    }
}

TEST_CASE("automatic moves join the player's move as one undo step, and survive a save") {
    Session s(DealId{&ruleset("klondike"), 3, kDealAlgorithm});
    REQUIRE(s.play("deal").empty());
    const State after_deal = s.state();
    REQUIRE(s.play("deal").empty());
    REQUIRE(s.play(Move::deal(), true).empty()); // stands in for an autoplay move
    REQUIRE(s.play(Move::deal(), true).empty());
    const State end = s.state();
    CHECK(s.moves_made() == 4);
    REQUIRE(s.undo());
    CHECK(s.state() == after_deal);
    CHECK(s.moves_made() == 1);
    REQUIRE(s.redo());
    CHECK(s.state() == end);
    CHECK(s.save().find("moves deal deal *deal *deal\n") != std::string::npos);
    s.undo();
    const auto loaded = Session::load(s.save());
    REQUIRE(std::holds_alternative<Session>(loaded));
    CHECK(std::get<Session>(loaded).state() == after_deal);
    Session copy = std::get<Session>(loaded);
    REQUIRE(copy.redo());
    CHECK(copy.state() == end);
    // An undo position inside an action is refused.
    std::string bad = s.save();
    bad.replace(bad.find("undone 3"), 8, "undone 1");
    CHECK(std::holds_alternative<std::string>(Session::load(bad)));
}
