// Glides between two layouts: which cards move, from where, and where they are at each moment (a pure
// function of the time since the glide's first frame, eased out).
#include "table/animation.h"

#include <doctest/doctest.h>

using namespace patience;
using namespace patience::web;

namespace {

const Card kSevenOfHearts = *parse_card("7H");
const Card kKingOfSpades = *parse_card("KS");

// A layout of the given cards, each at its rect.
TableView after(std::vector<CardView> cards) {
    TableView v;
    v.card_width = 100;
    v.cards = std::move(cards);
    return v;
}

} // namespace

TEST_CASE("animation: a card that changed place glides from where it was shown to its new place") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {200, 100, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    REQUIRE(a.active());
    CHECK(a.tick(5000)); // the first frame fixes the start
    REQUIRE(a.rect(0).has_value());
    CHECK(a.rect(0)->x == doctest::Approx(0));
    CHECK(a.rect(0)->y == doctest::Approx(0));
}

TEST_CASE("animation: the glide eases out and ends exactly on the new place after its duration") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {200, 100, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    a.tick(5000);
    CHECK(a.tick(5050));
    // Half the time, ease-out cubic: 1 - 0.5³ = 0.875 of the way.
    CHECK(a.rect(0)->x == doctest::Approx(175));
    CHECK(a.rect(0)->y == doctest::Approx(87.5));
    CHECK_FALSE(a.tick(5100));
    CHECK_FALSE(a.active());
    CHECK_FALSE(a.rect(0).has_value()); // at rest: drawn at its place in the layout
}

TEST_CASE("animation: where a card is depends only on the time since the glide began") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {300, 0, 100, 140}}});
    Animator early, late;
    early.start(before, v, 150);
    late.start(before, v, 150);
    early.tick(0);
    late.tick(90000);
    early.tick(40);
    late.tick(90040);
    CHECK(early.rect(0)->x == doctest::Approx(late.rect(0)->x));
    // Frames in between change nothing: the same moment reached in one step or in many.
    Animator stepped;
    stepped.start(before, v, 150);
    for (double t = 0; t <= 40; t += 7) stepped.tick(t);
    stepped.tick(40);
    CHECK(stepped.rect(0)->x == doctest::Approx(early.rect(0)->x));
}

TEST_CASE("animation: cards that stayed in their place do not glide") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}},
                                {tableau(1), 0, kKingOfSpades, {200, 0, 100, 140}}};
    const TableView v = after({{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}},
                               {tableau(2), 0, kKingOfSpades, {400, 0, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    a.tick(0);
    CHECK_FALSE(a.rect(0).has_value());
    REQUIRE(a.rect(1).has_value());
    CHECK(a.rect(1)->x == doctest::Approx(200));
}

TEST_CASE("animation: a card shown at its new place already (a dropped drag) does not glide") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {200, 100, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {200, 100, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    CHECK_FALSE(a.active());
}

TEST_CASE("animation: of twin cards (two decks), the nearest one shown glides to the new place") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}},
                                {tableau(5), 0, kSevenOfHearts, {900, 0, 100, 140}}};
    // One twin stays; the other goes to t7 next to where the second was.
    const TableView v = after({{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}},
                               {tableau(6), 0, kSevenOfHearts, {1000, 0, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    a.tick(0);
    CHECK_FALSE(a.rect(0).has_value());
    REQUIRE(a.rect(1).has_value());
    CHECK(a.rect(1)->x == doctest::Approx(900));
}

TEST_CASE("animation: a glide of no duration (reduced motion, speed none) shows the cards at rest at once") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {200, 100, 100, 140}}});
    Animator a;
    a.start(before, v, 0);
    CHECK_FALSE(a.active());
    CHECK_FALSE(a.tick(0));
    CHECK_FALSE(a.rect(0).has_value());
}

TEST_CASE("animation: stop ends a glide where it is: the cards are drawn at rest") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}};
    const TableView v = after({{tableau(1), 0, kSevenOfHearts, {200, 100, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    a.tick(0);
    a.stop();
    CHECK_FALSE(a.active());
    CHECK_FALSE(a.rect(0).has_value());
}

TEST_CASE("animation: a card turned over in place narrows to an edge showing its old face, then widens") {
    const ShownCard before[] = {{tableau(0), 0, kSevenOfHearts.turned(false), {0, 0, 100, 140}}};
    const TableView v = after({{tableau(0), 0, kSevenOfHearts, {0, 0, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    REQUIRE(a.active());
    a.tick(0);
    CHECK(a.face(0) == kSevenOfHearts.turned(false)); // its back first
    CHECK(a.rect(0)->w == doctest::Approx(100));
    a.tick(25);
    CHECK(a.turning() == 1);
    CHECK(a.face(0) == kSevenOfHearts.turned(false));
    CHECK(a.rect(0)->w == doctest::Approx(50));
    CHECK(a.rect(0)->x == doctest::Approx(25)); // about its centre
    a.tick(75);
    CHECK_FALSE(a.face(0).has_value()); // its face in the layout
    CHECK(a.rect(0)->w == doctest::Approx(50));
    CHECK_FALSE(a.tick(100));
    CHECK_FALSE(a.rect(0).has_value());
}

TEST_CASE("animation: a card that moves and turns over turns in the last half of its glide") {
    const ShownCard before[] = {{stock(), 0, kSevenOfHearts.turned(false), {0, 0, 100, 140}}};
    const TableView v = after({{waste(), 0, kSevenOfHearts, {200, 0, 100, 140}}});
    Animator a;
    a.start(before, v, 100);
    a.tick(0);
    a.tick(40);
    CHECK(a.face(0) == kSevenOfHearts.turned(false));
    CHECK(a.rect(0)->w == doctest::Approx(100)); // not turning yet
    CHECK(a.turning() == 0);
    a.tick(90);
    CHECK_FALSE(a.face(0).has_value());
    CHECK(a.rect(0)->w < 100);
}

namespace {

// A new deal's layout: a stock of two cards at the left, three face-down cards and a face-up one on a
// tableau pile.
TableView dealt() {
    std::vector<CardView> cards;
    cards.push_back({stock(), 0, kKingOfSpades.turned(false), {0, 0, 100, 140}});
    cards.push_back({stock(), 1, kKingOfSpades.turned(false), {0, 0, 100, 140}});
    for (int i = 0; i < 3; ++i)
        cards.push_back({tableau(0), i, kKingOfSpades.turned(false), {500, 200.f + 20 * i, 100, 140}});
    cards.push_back({tableau(0), 3, kSevenOfHearts, {500, 260, 100, 140}});
    return after(cards);
}

} // namespace

TEST_CASE("animation: a deal flies the cards from the deck one after another, the last landing on time") {
    const TableView v = dealt();
    Animator a;
    a.deal(v, {0, 0, 100, 140}, stock(), 200, 500);
    REQUIRE(a.dealing());
    a.tick(1000);
    // The stock's own cards lie where they are.
    CHECK_FALSE(a.rect(0).has_value());
    CHECK_FALSE(a.rect(1).has_value());
    // The first card leaves at once; the others wait at the deck, face down and at rest.
    CHECK(a.flying(2));
    CHECK(a.in_flight() == 1);
    for (std::size_t i = 3; i < 6; ++i) {
        CHECK_FALSE(a.flying(i));
        CHECK(a.rect(i)->x == doctest::Approx(0));
        CHECK(a.rect(i)->y == doctest::Approx(0));
    }
    CHECK(a.face(5) == kSevenOfHearts.turned(false));
    // Four cards, 300 ms between the first leaving and the last: one leaves every 100 ms.
    a.tick(1150);
    CHECK(a.flying(2));
    CHECK(a.flying(3));
    CHECK_FALSE(a.flying(4));
    CHECK(a.in_flight() == 2);
    a.tick(1200);
    CHECK_FALSE(a.rect(2).has_value()); // the first has landed: at rest in its place
    CHECK_FALSE(a.flying(2));
    CHECK(a.tick(1499));
    CHECK(a.flying(5));
    CHECK_FALSE(a.face(5).has_value()); // the face-up card has turned before it lands
    CHECK_FALSE(a.tick(1500));
    CHECK_FALSE(a.dealing());
    CHECK(a.in_flight() == 0);
}

TEST_CASE("animation: a deal without a deck pile flies every card; of no duration, none") {
    const TableView v = dealt();
    Animator a;
    a.deal(v, {300, 300, 100, 140}, std::nullopt, 200, 500);
    a.tick(0);
    CHECK(a.rect(0)->x == doctest::Approx(300)); // the stock's cards too, from the deck given
    a.deal(v, {300, 300, 100, 140}, std::nullopt, 0, 0);
    CHECK_FALSE(a.active());
    CHECK_FALSE(a.dealing());
}

TEST_CASE("animation: stopping a deal shows every card at its place at once") {
    Animator a;
    a.deal(dealt(), {0, 0, 100, 140}, stock(), 200, 500);
    a.tick(0);
    a.tick(100);
    a.stop();
    CHECK_FALSE(a.dealing());
    for (std::size_t i = 0; i < 6; ++i) {
        CHECK_FALSE(a.rect(i).has_value());
        CHECK_FALSE(a.face(i).has_value());
    }
}
