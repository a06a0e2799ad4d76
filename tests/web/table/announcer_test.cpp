// What the screen reader hears of a game: the player's moves one by one, the automatic moves after them
// summed up, undo and redo, and the keys' own words after the moves; each said once.
#include "table/announcer.h"

#include "play/links.h"
#include "present/words.h"

#include <doctest/doctest.h>

using namespace patience;
using namespace patience::web;

namespace {

Session deal() { return Session(std::get<DealId>(parse_deal_link("#game=klondike-strict&deal=3"))); }

// The deal's legal moves of one card between tableau piles, and its deal from the stock.
Move legal(const Session& s, std::size_t k = 0) {
    std::size_t seen = 0;
    for (const Move& m : legal_moves(s.spec(), s.state()))
        if (m.kind == Move::Kind::Transfer || m.kind == Move::Kind::Deal)
            if (seen++ == k) return m;
    FAIL("not enough legal moves");
    return {};
}

} // namespace

TEST_CASE("announcer: nothing to say before anything happens") {
    const Session s = deal();
    Announcer a;
    a.start(s);
    CHECK(a.take().empty());
}

TEST_CASE("announcer: a move of the player's is said in the engine's words, once") {
    Session s = deal();
    Announcer a;
    a.start(s);
    const Move m = legal(s);
    const std::string words = move_words(s.spec(), s.state(), m);
    REQUIRE(s.play(m).empty());
    a.note_change(s, /*automatic=*/false);
    CHECK(a.take() == words + ".");
    CHECK(a.take().empty());
}

TEST_CASE("announcer: two moves before the page asks are both said, in order") {
    Session s = deal();
    Announcer a;
    a.start(s);
    const Move first = legal(s);
    const std::string first_words = move_words(s.spec(), s.state(), first);
    REQUIRE(s.play(first).empty());
    a.note_change(s, false);
    const Move second = legal(s);
    const std::string second_words = move_words(s.spec(), s.state(), second);
    REQUIRE(s.play(second).empty());
    a.note_change(s, false);
    CHECK(a.take() == first_words + ". " + second_words + ".");
}

TEST_CASE("announcer: automatic moves are summed up: how many, and the last") {
    Session s = deal();
    Announcer a;
    a.start(s);
    const Move player = legal(s);
    const std::string player_words = move_words(s.spec(), s.state(), player);
    REQUIRE(s.play(player).empty());
    a.note_change(s, false);
    std::string last;
    for (int i = 0; i < 2; ++i) {
        const Move m = legal(s);
        last = move_words(s.spec(), s.state(), m);
        REQUIRE(s.play(m, /*automatic=*/true).empty());
        a.note_change(s, true);
    }
    CHECK(a.take() == player_words + ". 2 automatic moves, the last: " + last + ".");
}

TEST_CASE("announcer: one automatic move is said as itself") {
    Session s = deal();
    Announcer a;
    a.start(s);
    const Move m = legal(s);
    const std::string words = move_words(s.spec(), s.state(), m);
    REQUIRE(s.play(m, true).empty());
    a.note_change(s, true);
    CHECK(a.take() == words + ".");
}

TEST_CASE("announcer: an undo is said as such, in place of the moves it took back") {
    Session s = deal();
    Announcer a;
    a.start(s);
    REQUIRE(s.play(legal(s)).empty());
    a.note_change(s, false);
    s.undo();
    a.note_change(s, false);
    CHECK(a.take() == "Undone.");
}

TEST_CASE("announcer: the keys' words come after the moves") {
    Session s = deal();
    Announcer a;
    a.start(s);
    const Move m = legal(s);
    const std::string words = move_words(s.spec(), s.state(), m);
    a.say("Picked up.");
    REQUIRE(s.play(m).empty());
    a.note_change(s, false);
    a.say("Put back.");
    CHECK(a.take() == words + ". Picked up. Put back.");
}

TEST_CASE("announcer: a new game forgets the moves of the last one not yet said") {
    Session s = deal();
    Announcer a;
    a.start(s);
    REQUIRE(s.play(legal(s)).empty());
    a.note_change(s, false);
    a.start(deal());
    CHECK(a.take().empty());
}

TEST_CASE("announcer: after a change of language, moves and undo are said in it") {
    auto read = read_catalogue(R"({"language": {"plural": "one-is-1", "card_letters": "AKDB"}, "core": {
        "announce.undone": "Rückgängig gemacht", "move.deal_one": "Eine Karte vom Talon aufdecken"}})");
    REQUIRE(std::holds_alternative<Catalogue>(read));
    const Catalogue german = std::get<Catalogue>(std::move(read));
    Session s = deal();
    Announcer a;
    a.set_words(german);
    a.start(s);
    const State before = s.state();
    const Move m = legal(s);
    REQUIRE(s.play(m).empty());
    a.note_change(s, false);
    CHECK(a.take() == move_words(s.spec(), before, m, german) + ".");
    s.undo();
    a.note_change(s, false);
    CHECK(a.take() == "Rückgängig gemacht.");
}
