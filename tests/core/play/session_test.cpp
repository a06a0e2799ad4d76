// Sessions: undo/redo, restart, and the save text (a replay) with every kind of damage rejected.
#include "play/session.h"
#include "position.h"
#include "present/faults.h"

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
    using Kind = SaveFault::Kind;
    const std::pair<std::string, Kind> bad[] = {
        {"", Kind::NotASave},
        {"hello", Kind::NotASave},
        {"{\"json\": true}", Kind::NotASave},
        {"patience-save 2\ngame falling-star std\ndeal 1 1\nmoves\nundone 0\n", Kind::OtherVersion},
        {replace("falling-star", "no-such-game"), Kind::UnknownGame},
        {replace("deal 9 1", "deal 0 1"), Kind::BadDealNumber},
        {replace("deal 9 1", "deal 9 7"), Kind::NewerDeal},
        {replace("deal 9 1", "deal x 1"), Kind::BadDealNumber},
        {replace("deal 9 1", "deal 9 x"), Kind::BadDealLine},
        {replace("deal 9 1", "deal 9"), Kind::BadDealLine},
        {replace("game falling-star std", "gme falling-star std"), Kind::NoGameLine},
        {replace("moves", "mvs"), Kind::NoMoveList},
        {replace("moves", "moves f1>t1"), Kind::IllegalMove},
        {replace("moves", "moves zz>top"), Kind::IllegalMove},
        {replace("undone 0", "undone 99"), Kind::BadUndo},
        {replace("undone 0", "undone -1"), Kind::BadUndo},
        {good.substr(0, good.size() / 2), Kind::Incomplete},
        {std::string(2 << 20, 'x'), Kind::TooLarge},
    };
    for (const auto& [whole, kind] : bad) {
        const std::string text = whole.substr(0, 80); // a structured binding cannot be captured in C++20
        CAPTURE(text);
        const auto r = Session::load(whole);
        REQUIRE(std::holds_alternative<SaveFault>(r));
        CHECK(std::get<SaveFault>(r).kind == kind);
        CHECK_FALSE(fault_text(std::get<SaveFault>(r)).empty());
    }
}

TEST_CASE("an illegal move in a save is named with the rule it breaks, where it breaks it") {
    const std::string good = played(5).save();
    std::string bad = good;
    bad.replace(bad.find("moves"), 5, "moves f1>t1");
    const auto r = Session::load(bad);
    REQUIRE(std::holds_alternative<SaveFault>(r));
    const SaveFault& f = std::get<SaveFault>(r);
    CHECK(f.kind == SaveFault::Kind::IllegalMove);
    CHECK(f.move == 1);
    CHECK(f.text == "f1>t1");
    CHECK(f.refusal.reason == Reason::FromFoundation);
    CHECK(f.spec == &ruleset("falling-star"));
    CHECK(f.position == deal(ruleset("falling-star"), 9));
    CHECK(fault_text(f) == "the saved game has an illegal move 1 'f1>t1': cards never leave a foundation");

    std::string garbage = good;
    garbage.replace(garbage.find("moves"), 5, "moves *zz>top");
    const auto g = Session::load(garbage);
    REQUIRE(std::holds_alternative<SaveFault>(g));
    CHECK(std::get<SaveFault>(g).refusal.not_a_move == MoveFault{MoveFault::Kind::UnknownPile, "zz"});
    CHECK(fault_text(std::get<SaveFault>(g)) ==
          "the saved game has an illegal move 1 '*zz>top': unknown pile 'zz'");
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
    const auto refused = Session::load(bad);
    REQUIRE(std::holds_alternative<SaveFault>(refused));
    CHECK(std::get<SaveFault>(refused).kind == SaveFault::Kind::BadUndo);
}
