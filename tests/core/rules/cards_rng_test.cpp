// Cards' text form, and the PRNG / shuffle that every deal depends on.
#include "position.h"
#include "rules/rng.h"

#include <set>

using namespace patience;

TEST_CASE("card text round-trips for every card, face up and down") {
    for (int s = 0; s < 4; ++s)
        for (int r = 1; r <= 13; ++r)
            for (bool up : {true, false}) {
                const Card c(r, static_cast<Suit>(s), up);
                CHECK(parse_card(to_string(c)) == c);
            }
    CHECK(to_string(Card(10, Suit::Diamonds)) == "TD");
    CHECK(to_string(Card(1, Suit::Spades, false)) == "#AS");
    for (const char* bad : {"", "T", "1D", "TX", "ADX", "##AS", "ad"})
        CHECK_FALSE(parse_card(bad).has_value());
}

TEST_CASE("colours and wrap") {
    CHECK(Card(5, Suit::Hearts).colour() == Colour::Red);
    CHECK(Card(5, Suit::Diamonds).colour() == Colour::Red);
    CHECK(Card(5, Suit::Clubs).colour() == Colour::Black);
    CHECK(rank_above(13, true) == 1);
    CHECK(rank_above(13, false) == 0);
    CHECK(rank_below(1, true) == 13);
    CHECK(rank_below(1, false) == 0);
}

TEST_CASE("SplitMix64 matches the published reference sequence") {
    // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    Rng rng(0);
    CHECK(rng.next() == 0xe220a8397b1dcdafULL);
    CHECK(rng.next() == 0x6e789e6aa1b965f4ULL);
    CHECK(rng.next() == 0x06c45d188009454fULL);
}

TEST_CASE("below(n) is in range and unbiased enough to see every value evenly") {
    Rng rng(7);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i) ++counts[rng.below(6)];
    for (int c : counts) CHECK(std::abs(c - 10000) < 500); // ~5 sigma
}

TEST_CASE("shuffle is a permutation and depends on the seed") {
    std::array<int, 52> a{}, b{};
    for (int i = 0; i < 52; ++i) a[i] = b[i] = i;
    Rng(1).shuffle(std::span<int>(a));
    Rng(2).shuffle(std::span<int>(b));
    CHECK(std::set<int>(a.begin(), a.end()).size() == 52);
    CHECK(a != b);
}
