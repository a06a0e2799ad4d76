// Pointer gestures on a laid-out table: a press that stays put is a tap, one that wanders drags the cards
// it can move, a drop plays a legal move or sends the cards back naming the move asked for, and a second tap
// soon after the first sends a card home without undoing what the first did.
#include "table/input.h"

#include "play/assist.h"
#include "position.h"
#include "present/words.h"

using namespace patience;
using namespace patience::test;
using namespace patience::web;

namespace {

// Klondike played strictly (no holdouts): t3's 8C can go on t4's 9D, the waste's 2D goes home on the Ace
// of diamonds uncovering 6S, which can go on t1's 7D; t6's QS has nowhere to go (no King to take it, and a
// space takes only Kings).
const Piles kPosition = {{"f1", "AC"},     {"f2", "AD"},  {"t1", "#5C #2H 9H 8S 7D"}, {"t2", "#4S TC"},
                         {"t3", "#3D 8C"}, {"t4", "9D"},  {"t6", "#6H KH QS"},        {"t7", "2C"},
                         {"s", "#JD #3S"}, {"w", "6S 2D"}};

struct Table {
    const Spec& spec = ruleset("klondike-strict");
    State state = position(kPosition, kAce);
    TableView view = layout(spec, state, 1280, 800);
    Gestures gestures;

    // The middle of card `index` of `pile` (the top card when -1).
    std::pair<float, float> at(const char* pile, int index = -1) const {
        const PileId p = *parse_pile(pile);
        const CardView* c = view.card_at(p, index < 0 ? state.size(p) - 1 : index);
        REQUIRE(c != nullptr);
        // The visible part of a fanned card is its top strip: aim there, a few pixels in.
        return {c->rect.x + c->rect.w / 2, c->rect.y + 4};
    }
    std::pair<float, float> middle(const char* pile) const {
        const PileView* p = view.find(*parse_pile(pile));
        REQUIRE(p != nullptr);
        return {p->area.x + p->area.w / 2, p->area.y + p->area.h / 2};
    }
    bool down(std::pair<float, float> p, int id = 1) {
        return gestures.down(spec, state, view, p.first, p.second, id);
    }
    bool move(std::pair<float, float> p, int id = 1) { return gestures.move(view, p.first, p.second, id); }
    Outcome up(std::pair<float, float> p, double now, int id = 1) {
        return gestures.up(spec, state, view, p.first, p.second, id, now);
    }
    Outcome tap(std::pair<float, float> p, double now) {
        down(p);
        return up(p, now);
    }
    // Drags the top card of `from` so that it lands on the top card of `to`.
    Outcome drag(const char* from, const char* to, double now = 0) {
        const auto start = at(from);
        const auto end = at(to);
        down(start);
        move({start.first + 1, start.second + 20}); // past the tap's slop first, as a hand does
        move(end);
        return up(end, now);
    }
    void play(const Move& m) {
        state = apply(spec, state, m);
        view = layout(spec, state, 1280, 800);
    }
};

} // namespace

TEST_CASE("gestures: the position is what the tests say") {
    Table t;
    CHECK(is_legal(t.spec, t.state, mv("t3>t4")));
    CHECK(tap_move(t.spec, t.state, waste(), t.state.size(waste()) - 1) == mv("w>f2"));
    CHECK_FALSE(tap_move(t.spec, t.state, tableau(5), t.state.size(tableau(5)) - 1));
}

TEST_CASE("gestures: a press and release on the same spot is a tap, which plays the card's best move") {
    Table t;
    const Outcome out = t.tap(t.at("w"), 1000);
    CHECK(out.kind == Outcome::Kind::Play);
    CHECK(out.move == mv("w>f2"));
}

TEST_CASE("gestures: a press that moves less than the drag threshold is a tap, not a drag") {
    Table t;
    auto [x, y] = t.at("w");
    t.down({x, y});
    CHECK_FALSE(t.move({x + 4, y + 3})); // 5 CSS pixels: within the slop
    CHECK(t.gestures.drag() == nullptr);
    const Outcome out = t.up({x + 4, y + 3}, 1000);
    CHECK(out.kind == Outcome::Kind::Play);
    CHECK(out.move == mv("w>f2"));
}

TEST_CASE("gestures: a press that moves past the threshold drags the cards, which follow the pointer") {
    Table t;
    auto [x, y] = t.at("t3");
    t.down({x, y});
    CHECK(t.gestures.pressed());
    CHECK(t.move({x + 30, y + 40}));
    const Drag* d = t.gestures.drag();
    REQUIRE(d != nullptr);
    CHECK(d->pile == tableau(2));
    CHECK(d->index == 1);
    CHECK(d->dx == doctest::Approx(30));
    CHECK(d->dy == doctest::Approx(40));
    // Where the cards may go: the rules engine's legal moves for them, and only those.
    CHECK(std::find(d->targets.begin(), d->targets.end(), tableau(3)) != d->targets.end());
    for (PileId to : d->targets) CHECK(is_legal(t.spec, t.state, Move::transfer(tableau(2), 1, to)));
}

TEST_CASE("gestures: a drag from a card to a legal pile makes that move") {
    Table t;
    const Outcome out = t.drag("t3", "t4");
    CHECK(out.kind == Outcome::Kind::Play);
    CHECK(out.move == mv("t3>t4"));
    CHECK(t.gestures.drag() == nullptr);
    CHECK_FALSE(t.gestures.pressed());
}

TEST_CASE("gestures: the drop target under dragged cards is shown while they are over it") {
    Table t;
    const auto start = t.at("t3");
    t.down(start);
    t.move({start.first, start.second + 20});
    t.move(t.at("t4"));
    REQUIRE(t.gestures.drag() != nullptr);
    CHECK(t.gestures.drag()->hover == tableau(3));
}

TEST_CASE("gestures: an illegal drop sends the cards back and names the move asked for") {
    Table t;
    const Outcome out = t.drag("t3", "t1"); // 8C on 7D: not one lower, not the other colour
    CHECK(out.kind == Outcome::Kind::SnapBack);
    CHECK(out.pile == tableau(2));
    CHECK(out.index == 1);
    REQUIRE(out.refused.has_value());
    CHECK(*out.refused == mv("t3>t1"));
    CHECK_FALSE(is_legal(t.spec, t.state, *out.refused));
}

TEST_CASE("gestures: cards that cannot move are not dragged; their release names the move asked for") {
    Table t;
    const auto start = t.at("t6");
    t.down(start);
    CHECK_FALSE(t.move({start.first, start.second + 30}));
    CHECK(t.gestures.drag() == nullptr);
    const Outcome out = t.up(t.at("t4"), 1000);
    CHECK(out.kind == Outcome::Kind::None);
    REQUIRE(out.refused.has_value());
    CHECK(*out.refused == mv("t6>t4"));
}

TEST_CASE("gestures: a tap on cards with nowhere to go is refused, naming them") {
    Table t;
    const Outcome out = t.tap(t.at("t6"), 1000);
    CHECK(out.kind == Outcome::Kind::Refuse);
    CHECK(out.pile == tableau(5));
    CHECK(out.index == 2);
    CHECK_FALSE(out.refused.has_value());
}

TEST_CASE("gestures: a tap on an empty pile's outline does nothing") {
    Table t;
    const Outcome out = t.tap(t.middle("t5"), 1000);
    CHECK(out.kind == Outcome::Kind::None);
}

TEST_CASE("gestures: a second tap soon after a tap that moved the card does not move the card it uncovered") {
    Table t;
    const auto spot = t.at("w");
    REQUIRE(t.tap(spot, 1000).kind == Outcome::Kind::Play);
    t.play(mv("w>f2")); // the controller plays it: 5H is the waste's top now
    REQUIRE(tap_move(t.spec, t.state, waste(), 0).has_value());
    CHECK(t.tap(spot, 1200).kind == Outcome::Kind::None);
}

TEST_CASE("gestures: a tap after the double-tap's time is a tap of its own") {
    Table t;
    const auto spot = t.at("w");
    REQUIRE(t.tap(spot, 1000).kind == Outcome::Kind::Play);
    t.play(mv("w>f2"));
    const Outcome out = t.tap(spot, 1000 + 400);
    CHECK(out.kind == Outcome::Kind::Play);
    CHECK(out.move == *tap_move(t.spec, t.state, waste(), 0));
}

TEST_CASE("gestures: a double-tap on a card sends it home when the first tap could not move it") {
    // 2C can go home (f1 holds AC) and nowhere else; a refused first tap leaves the second to send it.
    Table t;
    t.state = position(with(kPosition, {{"t7", "2C"}, {"f1", ""}}), kAce);
    t.view = layout(t.spec, t.state, 1280, 800);
    const auto spot = t.at("t7");
    REQUIRE(t.tap(spot, 1000).kind == Outcome::Kind::Refuse);
    t.state = position(kPosition, kAce); // meanwhile the Ace of clubs went home
    t.view = layout(t.spec, t.state, 1280, 800);
    const Outcome out = t.tap(spot, 1200);
    CHECK(out.kind == Outcome::Kind::Play);
    CHECK(out.move == mv("t7>f1"));
}

TEST_CASE("gestures: quick taps on the stock each deal; they never pair up as a double-tap") {
    Table t;
    const auto spot = t.at("s");
    const Outcome first = t.tap(spot, 1000);
    REQUIRE(first.kind == Outcome::Kind::Play);
    t.play(first.move);
    const Outcome second = t.tap(spot, 1100);
    CHECK(second.kind == Outcome::Kind::Play);
    CHECK(second.move == *stock_move(t.spec, t.state));
}

TEST_CASE("gestures: one pointer at a time: a second finger is ignored") {
    Table t;
    const auto start = t.at("t3");
    t.down(start, 1);
    t.down(t.at("w"), 2);
    CHECK_FALSE(t.move({start.first + 40, start.second + 40}, 2));
    CHECK(t.gestures.drag() == nullptr);
    CHECK(t.up(t.at("w"), 1000, 2).kind == Outcome::Kind::None);
    CHECK(t.gestures.pressed()); // the first finger's press is still on
    CHECK(t.up(start, 1000, 1).move == mv("t3>t4"));
}

TEST_CASE("gestures: cancel drops the press; a drag under way is reported so the cards go back") {
    Table t;
    const auto start = t.at("t3");
    t.down(start);
    CHECK_FALSE(t.gestures.cancel()); // a press, no drag
    CHECK_FALSE(t.gestures.pressed());
    t.down(start);
    t.move({start.first, start.second + 30});
    REQUIRE(t.gestures.drag() != nullptr);
    CHECK(t.gestures.cancel());
    CHECK(t.gestures.drag() == nullptr);
    CHECK(t.up(t.at("t4"), 1000).kind == Outcome::Kind::None); // the release of a cancelled press
}

TEST_CASE("gestures: a release that moved nothing gives the rules' reason for the drop, or the cards'") {
    Table t;
    // A drop refused: the reason the rules give for that move.
    const Outcome dropped = t.drag("t3", "t1");
    CHECK(why_nothing_moved(t.spec, t.state, dropped) == why_illegal(t.spec, t.state, mv("t3>t1")));
    CHECK_FALSE(why_nothing_moved(t.spec, t.state, dropped).empty());
    // A tap on cards with nowhere to go: why they cannot move at all.
    const Outcome tapped = t.tap(t.at("t6"), 1000);
    CHECK(why_nothing_moved(t.spec, t.state, tapped) == refusal_words(t.spec, t.state, tableau(5), 2));
    CHECK(why_nothing_moved(t.spec, t.state, tapped) == "Queen of spades has nowhere to go.");
    // Cards that cannot move, pulled and let go over their own pile: the player asked for no move.
    const auto start = t.at("t6");
    t.down(start);
    t.move({start.first, start.second + 30});
    const Outcome let_go = t.up({start.first, start.second + 30}, 3000);
    REQUIRE(let_go.kind == Outcome::Kind::None);
    CHECK(why_nothing_moved(t.spec, t.state, let_go).empty());
    // A move, or a tap on an empty outline: nothing to say.
    CHECK(why_nothing_moved(t.spec, t.state, t.tap(t.at("t3"), 5000)).empty());
    CHECK(why_nothing_moved(t.spec, t.state, t.tap(t.middle("t5"), 9000)).empty());
}
