// Falling Star (Solitaire Till Dawn rules) from hand-made positions: every rule of docs/rules.md, legal and
// illegal.
#include "position.h"

using namespace patience;
using namespace patience::test;

namespace {
const Spec& fs() { return ruleset("falling-star", "std"); }

// Base 8 (foundation 1 holds 8H); no empty tableau pile, so play is normal.
State normal(const Piles& extra = {}) {
    const Piles piles = {{"f1", "8H"}, {"t1", "6H"},   {"t2", "5C"},   {"t3", "2H"},
                         {"t4", "AS"}, {"t5", "KD"},   {"t6", "QS"},   {"t7", "9D"},
                         {"t8", "TC"}, {"r", "3C 8S"}, {"s", "4D 7D"}, {"w", "9C"}};
    return position(with(piles, extra), 8);
}
} // namespace

TEST_CASE("falling star: the deal") {
    const State s = deal(fs(), 42);
    CHECK(s.size(reserve()) == 11);
    CHECK(s.size(foundation(0)) == 1);
    CHECK(s.base_rank == s.top(foundation(0)).rank());
    for (int i = 1; i < 8; ++i) CHECK(s.empty(foundation(i)));
    for (int i = 0; i < 8; ++i) CHECK(s.size(tableau(i)) == 1);
    CHECK(s.empty(tableau(8)));
    CHECK(s.size(stock()) == 104 - 11 - 1 - 8);
    CHECK(s.empty(waste()));
    for (Card c : s.pile(stock())) CHECK(c.face_up()); // the stock is face up and squared
}

TEST_CASE("falling star: tableau builds down in alternating colours with wrap, one card at a time") {
    run(fs(), {
                  {"black 5 on red 6", normal(), "t2>t1", Reason::Ok},
                  {"same colour refused", normal({{"t2", "5D"}}), "t2>t1", Reason::TableauBuild},
                  {"up refused", normal({{"t2", "7C"}}), "t2>t1", Reason::TableauBuild},
                  {"King on Ace (wrap)", normal(), "t5>t4", Reason::Ok},
                  {"Ace on 2 of other colour", normal(), "t4>t3", Reason::Ok},
                  {"building onto a base-rank card is allowed", normal({{"t1", "8D"}, {"t2", "7S"}}), "t2>t1",
                   Reason::Ok},
                  {"only the top card moves", normal({{"t1", "6H 5C"}, {"t2", "7S"}}), "t1:2>t2",
                   Reason::TopCardOnly},
              });
}

TEST_CASE("falling star: foundations") {
    run(fs(),
        {
            {"an empty foundation takes the base rank", normal({{"t2", "8C"}}), "t2>f2", Reason::Ok},
            {"and nothing else", normal(), "t2>f2", Reason::FoundationRank},
            {"up in alternating colours", normal({{"t2", "9C"}}), "t2>f1", Reason::Ok},
            {"same colour refused", normal({{"t2", "9D"}}), "t2>f1", Reason::FoundationSequence},
            {"wrap: Ace follows King", normal({{"f1", "8H 9C TD JS QH KC"}, {"t4", "AD"}}), "t4>f1",
             Reason::Ok},
            {"13-card cap", normal({{"f1", "8H 9C TD JS QH KC AD 2C 3H 4S 5D 6C 7H"}, {"t2", "8C"}}), "t2>f1",
             Reason::FoundationFull},
            {"cards never leave a foundation", normal({{"f1", "8H 9C"}}), "f1>t1", Reason::FromFoundation},
        });
}

TEST_CASE("falling star: reserve, stock and discard") {
    run(fs(), {
                  {"reserve top to a foundation", normal({{"r", "3C 8S"}}), "r>f2", Reason::Ok},
                  {"reserve never to the tableau", normal({{"r", "3C 5S"}}), "r>t1",
                   Reason::ReserveToFoundationsOnly},
                  {"only the reserve's top card", normal({{"r", "8S 3C"}}), "r:2>f2", Reason::OneCardOnly},
                  {"stock top plays to the tableau", normal({{"s", "4D 5S"}}), "s>t1", Reason::Ok},
                  {"stock top plays to a foundation", normal({{"s", "4D 9S"}}), "s>f1", Reason::Ok},
                  {"discard top plays too", normal({{"w", "5S"}}), "w>t1", Reason::Ok},
                  {"discard top to a foundation", normal({{"w", "9C"}}), "w>f1", Reason::Ok},
                  {"deal one card", normal(), "deal", Reason::Ok},
                  {"no redeal", normal({{"s", ""}}), "redeal", Reason::NoRedeal},
                  {"no deal from an empty stock", normal({{"s", ""}}), "deal", Reason::StockEmpty},
                  {"nothing goes back to the discard", normal(), "t1>w", Reason::ToStockOrWaste},
              });
}

TEST_CASE("falling star: forced fill of an empty tableau pile") {
    const State gap = normal({{"t3", ""}, {"t2", "5C"}, {"s", "4D 5S"}, {"w", "9C"}});
    REQUIRE(fill_pending(fs(), gap));
    run(fs(),
        {
            {"fill from the stock", gap, "s>t3", Reason::Ok},
            {"fill from the discard", gap, "w>t3", Reason::Ok},
            {"shortcut: stock top onto a tableau pile", gap, "s>t1", Reason::Ok},
            {"shortcut: discard top to a foundation", gap, "w>f1", Reason::Ok},
            {"no tableau move while pending", normal({{"t3", ""}, {"t2", "5C"}}), "t2>t1", Reason::FillFirst},
            {"no reserve move while pending", normal({{"t3", ""}, {"r", "8S"}}), "r>f2", Reason::FillFirst},
            {"no deal while pending", gap, "deal", Reason::FillFirst},
            {"a tableau card never fills a gap", gap, "t2>t3", Reason::FillFirst},
        });
    CHECK(status_text(fs(), gap).find("Fill the empty") != std::string::npos);

    // Stock and discard both empty: play is normal and the gap stays empty.
    const State dry = normal({{"t3", ""}, {"s", ""}, {"w", ""}});
    CHECK_FALSE(fill_pending(fs(), dry));
    run(fs(), {
                  {"normal play resumes", dry, "t2>t1", Reason::Ok},
                  {"reserve plays again", normal({{"t3", ""}, {"s", ""}, {"w", ""}, {"r", "8C"}}), "r>f2",
                   Reason::Ok},
                  {"tableau card into the gap refused", dry, "t2>t3", Reason::EmptyPileStockOrDiscard},
              });
}

TEST_CASE("falling star: apply and the automatic actions") {
    const State s0 = normal();
    const State s1 = apply(fs(), s0, mv("deal"));
    CHECK(pile_text(s1, "s") == "4D");
    CHECK(pile_text(s1, "w") == "9C 7D");
    const State s2 = apply(fs(), s0, mv("t2>t1"));
    CHECK(pile_text(s2, "t1") == "6H 5C");
    CHECK(s2.empty(tableau(1)));
    CHECK(fill_pending(fs(), s2)); // the move left a gap: the fill is now due
    const State s3 = apply(fs(), s2, mv("w>t2"));
    CHECK(pile_text(s3, "t2") == "9C");
    CHECK_FALSE(fill_pending(fs(), s3));
}

TEST_CASE("falling star: won and over") {
    // Everything home but one card.
    State almost = position({{"f1", "8H 9C TD JS QH KC AD 2C 3H 4S 5D 6C 7H"}}, 8);
    const char* rest[] = {"8S 9D TS JD QS KD AS 2D 3S 4D 5S 6D 7S", "8D 9S TH JC QD KS AH 2S 3D 4C 5H 6S 7D",
                          "8C 9H TC JH QC KH AC 2H 3C 4H 5C 6H 7C", "8H 9C TD JS QH KC AD 2C 3H 4S 5D 6C 7H",
                          "8S 9D TS JD QS KD AS 2D 3S 4D 5S 6D 7S", "8D 9S TH JC QD KS AH 2S 3D 4C 5H 6S 7D"};
    for (int i = 0; i < 6; ++i) {
        std::istringstream in(rest[i]);
        for (std::string w; in >> w;) almost.push(foundation(i + 1), *parse_card(w));
    }
    std::istringstream last("8C 9H TC JH QC KH AC 2H 3C 4H 5C 6H");
    for (std::string w; last >> w;) almost.push(foundation(7), *parse_card(w));
    almost.push(tableau(0), *parse_card("7C"));
    CHECK_FALSE(is_won(fs(), almost));
    const State won = apply(fs(), almost, mv("t1>f8"));
    CHECK(is_won(fs(), won));
    CHECK_FALSE(is_over(fs(), won));
    CHECK(legal_moves(fs(), won).empty());
    CHECK(score(fs(), won) == 104);

    // No move at all: over.
    const State stuck = position({{"f1", "8H"}, {"t1", "3H"}, {"t2", "3D"}, {"r", "KS"}}, 8);
    CHECK(legal_moves(fs(), stuck).empty());
    CHECK(is_over(fs(), stuck));
    CHECK(status_text(fs(), stuck).find("No moves left") != std::string::npos);
}
