// The win's cascade: the foundations' cards leave one after another from the top, fall and bounce inside the
// table, and are gone past its sides; then the cascade ends by itself.
#include "table/celebration.h"

#include "position.h"
#include "present/view.h"

using namespace patience;
using namespace patience::test;
using namespace patience::web;

namespace {

constexpr float kW = 1280, kH = 800;

// A won Klondike: every card on its foundation.
TableView won() {
    const Spec& spec = ruleset("klondike-strict");
    Piles piles;
    const char suits[] = "CDHS";
    for (int f = 0; f < 4; ++f) {
        std::string cards;
        for (int r = 1; r <= kRanks; ++r)
            cards += (r > 1 ? " " : "") + std::string(1, rank_char(r)) + suits[f];
        piles.push_back({"f" + std::to_string(f + 1), cards});
    }
    const State s = position(piles, kAce);
    REQUIRE(is_won(spec, s));
    return layout(spec, s, kW, kH);
}

std::size_t top_of_first_foundation(const TableView& v) {
    for (std::size_t i = 0; i < v.cards.size(); ++i)
        if (v.cards[i].pile == foundation(0) && v.cards[i].index == kRanks - 1) return i;
    FAIL("no King on f1");
    return 0;
}

} // namespace

TEST_CASE("celebration: a foundation's top card leaves first; the cards below wait their turn at rest") {
    const TableView v = won();
    Celebration c;
    c.start(v, kW, kH);
    REQUIRE(c.active());
    c.tick(0);
    c.tick(100); // the King has been flying 100 ms; its Queen leaves at 200 ms, after the other Kings
    const std::size_t king = top_of_first_foundation(v);
    const std::size_t queen = king - 1; // drawn bottom to top
    REQUIRE(v.cards[queen].index == kRanks - 2);
    REQUIRE(c.rect(king).has_value());
    CHECK(c.rect(king)->x != doctest::Approx(v.cards[king].rect.x));
    REQUIRE(c.rect(queen).has_value());
    CHECK(c.rect(queen)->x == doctest::Approx(v.cards[queen].rect.x));
    CHECK(c.rect(queen)->y == doctest::Approx(v.cards[queen].rect.y));
}

TEST_CASE("celebration: the cards stay above the table's bottom edge as they bounce") {
    const TableView v = won();
    Celebration c;
    c.start(v, kW, kH);
    c.tick(0);
    for (double t = 0; t < 4000; t += 50) {
        c.tick(t);
        for (std::size_t i = 0; i < v.cards.size(); ++i)
            if (const std::optional<Rect> r = c.rect(i)) CHECK(r->y + r->h <= kH + 0.01f);
    }
}

TEST_CASE("celebration: every card flies off the table, and then the cascade is over") {
    const TableView v = won();
    Celebration c;
    c.start(v, kW, kH);
    double t = 0;
    while (c.tick(t) && t < 60000) t += 100;
    CHECK(t < 60000);
    CHECK_FALSE(c.active());
    for (std::size_t i = 0; i < v.cards.size(); ++i) CHECK_FALSE(c.rect(i).has_value());
}

TEST_CASE("celebration: stop puts the cards back at rest at once") {
    const TableView v = won();
    Celebration c;
    c.start(v, kW, kH);
    c.tick(0);
    c.tick(1000);
    c.stop();
    CHECK_FALSE(c.active());
    CHECK_FALSE(c.rect(top_of_first_foundation(v)).has_value());
}
