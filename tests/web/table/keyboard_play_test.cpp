// Keyboard play without the controller: where the focus goes, what Enter picks up and where it may put it
// down, the move each key asks for, the words when a key moves nothing, and the mirror the screen reader
// reads.
#include "table/keyboard_play.h"

#include "position.h"

#include "play/assist.h"
#include "present/keyboard.h"
#include "present/words.h"

#include <algorithm>
#include <string>

using namespace patience;
using namespace patience::test;
using namespace patience::web;

namespace {

// Tableau 1's 9 of hearts and 8 of spades go onto Tableau 2's 10 of clubs, its 8 of spades alone onto
// Tableau 3's 9 of diamonds; Tableau 5's 2 of hearts goes home; the waste's 2 of diamonds and Tableau 4's
// 4 of clubs have nowhere to go; Tableau 6 is empty.
struct Keys {
    const Spec& spec = ruleset("klondike-easy");
    State state = position({{"t1", "#5C 9H 8S"},
                            {"t2", "TC"},
                            {"t3", "9D"},
                            {"t4", "4C"},
                            {"t5", "2H"},
                            {"f1", "AH"},
                            {"s", "#JD"},
                            {"w", "2D"}},
                           kAce);
    TableView view = layout(spec, state, 1280, 800);
    KeyboardPlay k;
    bool locked = false;

    KeyAction key(const std::string& name) { return k.key(name, spec, state, view, locked); }
    // The focus on `pile`, as the screen reader moving through the mirror puts it.
    void focus(PileId pile) {
        if (!k.focus()) key("tab");
        if (k.focus() != pile) REQUIRE(key("focus:" + to_string(pile)).used);
        REQUIRE(k.focus() == pile);
    }
    std::string json() const { return k.access_json(spec, state, view); }
    bool has(const std::string& text) const { return json().find(text) != std::string::npos; }
};

} // namespace

TEST_CASE("keyboard play: the first key only shows the focus, on the table's first pile") {
    Keys t;
    CHECK_FALSE(t.k.focus().has_value());
    CHECK_FALSE(t.key("escape").used); // nothing to put back, nothing to play: the page keeps these
    CHECK_FALSE(t.key("move").used);
    CHECK_FALSE(t.key("home").used);
    const KeyAction first = t.key("enter");
    CHECK(first.used);
    CHECK_FALSE(first.play.has_value());
    CHECK(first.words.empty());
    CHECK(t.k.focus() == t.view.piles.front().pile);
    CHECK(t.k.held() == nullptr); // nothing picked up by it
}

TEST_CASE("keyboard play: showing the ring puts the focus on the first pile, once") {
    Keys t;
    CHECK(t.k.show_focus(true, t.view));
    CHECK(t.k.ring());
    CHECK(t.k.focus() == t.view.piles.front().pile);
    CHECK_FALSE(t.k.show_focus(true, t.view));
    CHECK(t.k.show_focus(false, t.view));
    CHECK_FALSE(t.k.ring());
    CHECK(t.k.focus() == t.view.piles.front().pile); // kept for when the mirror has the focus again
}

TEST_CASE(
    "keyboard play: Tab and Shift-Tab go through the piles in the layout's order, and leave at the ends") {
    Keys t;
    t.k.show_focus(true, t.view);
    for (std::size_t i = 1; i < t.view.piles.size(); ++i) {
        CHECK(t.key("tab").used);
        CHECK(t.k.focus() == t.view.piles[i].pile);
    }
    CHECK_FALSE(t.key("tab").used); // past the last pile the page takes the focus on
    CHECK(t.k.focus() == t.view.piles.back().pile);
    t.focus(t.view.piles.front().pile);
    CHECK_FALSE(t.key("shift-tab").used);
    CHECK(t.key("tab").used);
    CHECK(t.key("shift-tab").used);
    CHECK(t.k.focus() == t.view.piles.front().pile);
}

TEST_CASE(
    "keyboard play: the arrows go to the pile that way, as core's neighbour says, and stop at the edge") {
    Keys t;
    t.focus(tableau(3));
    for (const auto& [name, d] : {std::pair{"left", Direction::Left}, std::pair{"right", Direction::Right},
                                  std::pair{"up", Direction::Up}, std::pair{"down", Direction::Down}}) {
        t.focus(tableau(3));
        const std::optional<PileId> there = neighbour(t.view, tableau(3), d);
        CHECK(t.key(name).used);
        CHECK(t.k.focus() == there.value_or(tableau(3)));
    }
    CHECK(neighbour(t.view, tableau(3), Direction::Left) == tableau(2));
    CHECK(neighbour(t.view, tableau(3), Direction::Down) == std::nullopt);
}

TEST_CASE("keyboard play: the screen reader moves the focus to a pile of the table, and only there") {
    Keys t;
    CHECK(t.key("focus:t4").used);
    CHECK(t.k.focus() == tableau(3));
    CHECK_FALSE(t.key("focus:t4").used); // already there
    CHECK_FALSE(t.key("focus:r").used);  // Klondike has no reserve
    CHECK_FALSE(t.key("focus:nonsense").used);
    CHECK(t.k.focus() == tableau(3));
}

TEST_CASE("keyboard play: Enter picks up the longest run that can move and says where it can go") {
    Keys t;
    t.focus(tableau(0));
    const KeyAction a = t.key("enter");
    CHECK(a.used);
    CHECK_FALSE(a.play.has_value()); // nothing moves yet
    CHECK(a.words == "Picked up 9 of hearts and 1 card on it. It can go to Tableau 2.");
    REQUIRE(t.k.held() != nullptr);
    CHECK(t.k.held()->from == tableau(0));
    CHECK(t.k.held()->count == 2);
    CHECK(t.k.held()->counts == std::vector<int>{1, 2});
    CHECK(t.k.held()->targets == std::vector<PileId>{tableau(1)});
    CHECK(t.k.held()->targets == destinations(t.spec, t.state, tableau(0), 2));
}

TEST_CASE("keyboard play: Enter on a pile with nothing to move says why, and holds nothing") {
    Keys t;
    t.focus(tableau(5));
    CHECK(t.key("enter").words == "Tableau 6 is empty.");
    CHECK(t.k.held() == nullptr);
    t.focus(waste());
    CHECK(t.key("enter").words == "Nothing on Waste can move now.");
    CHECK(t.k.held() == nullptr);
}

TEST_CASE("keyboard play: Enter on the stock deals, and says so when it cannot") {
    Keys t;
    t.focus(stock());
    const KeyAction a = t.key("enter");
    CHECK(a.play == stock_move(t.spec, t.state));
    REQUIRE(a.play.has_value());
    CHECK(a.play->kind == Move::Kind::Deal);
    CHECK(a.words == "The stock cannot deal now."); // said if the deal is not played
    CHECK(t.k.held() == nullptr);
    // Nothing left to deal or turn back.
    t.state = position({{"t1", "9H"}}, kAce);
    REQUIRE_FALSE(stock_move(t.spec, t.state).has_value());
    const KeyAction none = t.key("enter");
    CHECK_FALSE(none.play.has_value());
    CHECK(none.words == "The stock cannot deal now.");
}

TEST_CASE("keyboard play: with cards held, Up and Down take more or fewer, and the targets follow") {
    Keys t;
    t.focus(tableau(0));
    t.key("enter");
    KeyAction a = t.key("down");
    CHECK(a.words == "1 card, 8 of spades.");
    CHECK(t.k.held()->count == 1);
    CHECK(t.k.held()->targets == std::vector<PileId>{tableau(2)});
    CHECK(t.key("down").words == "1 card, 8 of spades."); // no fewer than one
    a = t.key("up");
    CHECK(a.words == "2 cards, from 9 of hearts.");
    CHECK(t.k.held()->targets == std::vector<PileId>{tableau(1)});
    t.key("up"); // no more than the pile can give
    CHECK(t.k.held()->count == 2);
}

TEST_CASE("keyboard play: with cards held, Left and Right go round their pile and their destinations") {
    Keys t;
    t.state = position({{"t1", "#5C 8S"}, {"t2", "9H"}, {"t3", "9D"}}, kAce);
    t.view = layout(t.spec, t.state, 1280, 800);
    t.focus(tableau(0));
    t.key("enter");
    REQUIRE(t.k.held()->targets == std::vector<PileId>{tableau(1), tableau(2)});
    t.key("right");
    CHECK(t.k.focus() == tableau(1));
    t.key("tab");
    CHECK(t.k.focus() == tableau(2));
    t.key("right");
    CHECK(t.k.focus() == tableau(0)); // round again
    t.key("left");
    CHECK(t.k.focus() == tableau(2));
    t.key("shift-tab");
    CHECK(t.k.focus() == tableau(1));
    CHECK_FALSE(t.key("focus:t4").used); // the screen reader cannot wander off while cards are held
}

TEST_CASE("keyboard play: Enter on a destination asks for that move and lets go of the cards") {
    Keys t;
    t.focus(tableau(0));
    t.key("enter");
    t.key("right");
    const KeyAction a = t.key("enter");
    CHECK(a.used);
    CHECK(a.play == Move::transfer(tableau(0), 2, tableau(1)));
    CHECK(a.words == "That move is not allowed."); // said if the table refuses it
    CHECK(t.k.held() == nullptr);
}

TEST_CASE("keyboard play: Escape, or Enter on their own pile, puts the held cards back") {
    for (const char* key : {"escape", "enter"}) {
        Keys t;
        t.focus(tableau(0));
        t.key("enter");
        const KeyAction a = t.key(key);
        CHECK(a.used);
        CHECK_FALSE(a.play.has_value());
        CHECK(a.words == "Put back.");
        CHECK(t.k.held() == nullptr);
        CHECK(t.k.focus() == tableau(0));
    }
}

TEST_CASE("keyboard play: M asks for the focused card's best move, O for its way home, or says why not") {
    Keys t;
    t.focus(tableau(0));
    KeyAction a = t.key("move");
    CHECK(a.play == tap_move(t.spec, t.state, tableau(0), 2));
    CHECK(a.play == Move::transfer(tableau(0), 1, tableau(2)));
    CHECK(a.words.empty());
    t.focus(tableau(4));
    a = t.key("home");
    CHECK(a.play == Move::transfer(tableau(4), 1, foundation(0)));
    t.focus(tableau(3));
    CHECK(t.key("move").words == "4 of clubs has nowhere to go.");
    CHECK(t.key("home").words == "4 of clubs cannot go home now.");
    t.focus(tableau(5));
    CHECK(t.key("move").words == "Tableau 6 is empty.");
    CHECK(t.key("home").words == "Tableau 6 is empty.");
}

TEST_CASE("keyboard play: M or O with cards held asks for the held cards' best move, from their own pile") {
    Keys t;
    t.focus(tableau(0));
    t.key("enter");
    t.key("right");
    KeyAction a = t.key("move");
    CHECK(a.play == tap_move(t.spec, t.state, tableau(0), 1));
    CHECK(a.play == Move::transfer(tableau(0), 2, tableau(1)));
    CHECK(a.words == "Those cards have nowhere to go."); // said if it is not played
    CHECK(t.k.held() == nullptr);
    CHECK(t.k.focus() == tableau(0));
    t.key("enter");
    a = t.key("home");
    CHECK_FALSE(a.play.has_value());
    CHECK(a.words == "Those cards have nowhere to go.");
}

TEST_CASE("keyboard play: while a replay is watched the focus moves but nothing is picked up or played") {
    Keys t;
    t.locked = true;
    t.focus(tableau(0));
    CHECK(t.key("right").used);
    t.focus(tableau(0));
    for (const char* key : {"enter", "move", "home"}) {
        const KeyAction a = t.key(key);
        CHECK_FALSE(a.used);
        CHECK_FALSE(a.play.has_value());
        CHECK(a.words.empty());
    }
    CHECK(t.k.held() == nullptr);
}

TEST_CASE("keyboard play: dropping the held cards, and another game keeping the focus only where it can") {
    Keys t;
    t.focus(tableau(0));
    CHECK_FALSE(t.k.drop());
    t.key("enter");
    CHECK(t.k.drop());
    CHECK(t.k.held() == nullptr);
    t.key("enter");
    t.k.start(t.view); // the same piles: the focus stays
    CHECK(t.k.held() == nullptr);
    CHECK(t.k.focus() == tableau(0));
    t.focus(stock());
    const Spec& fortress = ruleset("fortress");
    t.k.start(layout(fortress, deal(fortress, 1), 1280, 800)); // a game without a stock
    CHECK_FALSE(t.k.focus().has_value());
}

TEST_CASE("keyboard play: the mirror has every pile in words, the focus, and the held cards in its labels") {
    Keys t;
    CHECK(t.has("\"focus\":null"));
    CHECK(t.has("\"held\":null"));
    for (const PileView& p : t.view.piles) {
        const std::string words = pile_contents_words(t.spec, t.state, p.pile);
        CHECK(t.has("{\"id\":\"" + to_string(p.pile) + "\",\"name\":\"" + pile_words(t.spec, p.pile) +
                    "\",\"words\":\"" + words + "\",\"label\":\"" + words + "\"}"));
    }
    t.focus(tableau(0));
    t.key("enter");
    CHECK(t.has("\"focus\":\"t1\""));
    CHECK(t.has("\"held\":{\"from\":\"t1\",\"count\":2,\"targets\":[\"t2\"]}"));
    CHECK(t.has("\"label\":\"Tableau 1: 1 face down, 9 of hearts, 8 of spades. Holding 2 cards\""));
    CHECK(t.has("\"label\":\"Tableau 2: 10 of clubs. Can take the held cards\""));
    CHECK(t.has("\"label\":\"Tableau 3: 9 of diamonds\"")); // not for two cards
    t.key("down");
    CHECK(t.has("\"label\":\"Tableau 1: 1 face down, 9 of hearts, 8 of spades. Holding 1 card\""));
    CHECK(t.has("\"label\":\"Tableau 3: 9 of diamonds. Can take the held cards\""));
}
