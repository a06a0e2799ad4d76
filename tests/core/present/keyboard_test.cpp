// Keyboard play's rules side: arrow keys reach the nearest pile that way, counts and destinations come from
// the engine.
#include "position.h"
#include "present/keyboard.h"
#include "present/view.h"

#include <doctest/doctest.h>

using namespace patience;
using namespace patience::test;

TEST_CASE("arrow keys reach the next pile that way, and nothing past the table's edge") {
    const Spec& kl = ruleset("klondike");
    const State s = deal(kl, 1, kDealAlgorithm);
    const TableView v = layout(kl, s, 1280, 800);
    // Klondike's tableau runs left to right in one row.
    CHECK(neighbour(v, tableau(2), Direction::Right) == tableau(3));
    CHECK(neighbour(v, tableau(2), Direction::Left) == tableau(1));
    const int last = kl.tableau - 1;
    const auto past = neighbour(v, tableau(last), Direction::Right);
    CHECK((!past || past->kind != PileKind::Tableau));
    // Every pile can be reached from every other by the arrows.
    for (const PileView& from : v.piles) {
        std::vector<PileId> seen{from.pile};
        for (std::size_t i = 0; i < seen.size(); ++i)
            for (Direction d : {Direction::Left, Direction::Right, Direction::Up, Direction::Down})
                if (auto n = neighbour(v, seen[i], d);
                    n && std::find(seen.begin(), seen.end(), *n) == seen.end())
                    seen.push_back(*n);
        CHECK(seen.size() == v.piles.size());
    }
}

TEST_CASE("a pile gives the counts that have somewhere to go, and each count its legal destinations") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C 8S 7H 6C"}, {"t2", "9D"}, {"t3", "8D"}, {"t4", ""}, {"s", "#2C"}});
    // 6C onto... nothing red 7 showing; 7H 6C onto 8S? no, 8S is in the same pile; 8S 7H 6C onto 9D.
    const std::vector<int> counts = movable_counts(kl, s, tableau(0));
    CHECK(std::find(counts.begin(), counts.end(), 3) != counts.end());
    for (int c : counts) CHECK(!destinations(kl, s, tableau(0), c).empty());
    const std::vector<PileId> to = destinations(kl, s, tableau(0), 3);
    CHECK(std::find(to.begin(), to.end(), tableau(1)) != to.end());
    CHECK(std::find(to.begin(), to.end(), tableau(2)) == to.end()); // 8 of diamonds does not take an 8
    CHECK(movable_counts(kl, s, tableau(3)).empty());               // an empty pile gives nothing
    for (const PileId p : to) CHECK(is_legal(kl, s, Move::transfer(tableau(0), 3, p)));
}
