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
