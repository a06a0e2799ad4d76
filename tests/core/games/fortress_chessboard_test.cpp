// Fortress and Chessboard (Solitaire Till Dawn): the two-wing deal, same-suit building up or down, spaces,
// the run shortcut, foundations and Chessboard's chosen base, autoplay, won/over.
#include "play/assist.h"
#include "play/session.h"
#include "position.h"
#include "present/json.h"
#include "rules/rng.h"

#include <span>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

// Every pile non-empty. Top cards: 5S (on 6S), 7S, 3C, 4S, 9H, 2D, JC, 7H, QC, 5D.
const Piles kBase = {{"t1", "QH 6S 5S"}, {"t2", "7S"}, {"t3", "JD 3C"}, {"t4", "4S"}, {"t5", "9H"},
                     {"t6", "TD 2D"},    {"t7", "JC"}, {"t8", "KD 7H"}, {"t9", "QC"}, {"t10", "5D"}};

const Spec& fortress() { return ruleset("fortress"); }
const Spec& chessboard() { return ruleset("chessboard"); }

} // namespace

TEST_CASE("fortress and chessboard: the deal") {
    // The stream helper reproduces the pinned Falling Star deal 1 (rules/deal_golden_test.cpp), so it is the
    // real card order.
    const auto fs = deal_stream(ruleset("falling-star"), 1);
    CHECK(to_string(fs[0]) == "JS");
    CHECK(to_string(fs[10]) == "3S");
    CHECK(to_string(fs[11]) == "4S");
    CHECK(to_string(fs[12]) == "5C");

    for (const Spec* sp : {&fortress(), &chessboard()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        CHECK(spec.tableau == 10);
        CHECK(spec.foundations == 4);
        CHECK_FALSE(has_pile(spec, stock()));
        CHECK_FALSE(has_pile(spec, waste()));
        CHECK_FALSE(has_pile(spec, reserve()));
        CHECK_FALSE(has_pile(spec, cell(0)));
        for (std::uint32_t n : {1u, 4242u, 2147483647u}) {
            CAPTURE(n);
            const State s = deal(spec, n);
            const auto cards = deal_stream(spec, n);
            // Left wing t1-t5, right wing t6-t10: five rounds over t1..t10, then one more card to the top
            // pile of each wing (t1, then t6).
            std::vector<std::vector<Card>> expect(10);
            std::size_t next = 0;
            for (int round = 0; round < 5; ++round)
                for (int p = 0; p < 10; ++p) expect[static_cast<std::size_t>(p)].push_back(cards[next++]);
            expect[0].push_back(cards[next++]);
            expect[5].push_back(cards[next++]);
            CHECK(next == 52);
            std::string json_tableau = "\"tableau\":[";
            for (int p = 0; p < 10; ++p) {
                CHECK(s.size(tableau(p)) == (p == 0 || p == 5 ? 6 : 5));
                std::string text, json = "[";
                for (Card c : expect[static_cast<std::size_t>(p)]) {
                    text += (text.empty() ? "" : " ") + to_string(c);
                    json += (json.size() > 1 ? ",\"" : "\"") + to_string(c) + "\"";
                }
                CHECK(pile_text(s, to_string(tableau(p))) == text); // all face up: no "#"
                json_tableau += (p ? "," : "") + json + "]";
            }
            json_tableau += "]";
            // The same piles as the CLI and the page see them.
            const std::string json = state_json(Session(DealId{&spec, n, kDealAlgorithm}));
            CHECK(json.find(json_tableau) != std::string::npos);
            CHECK(json.find("\"stock\"") == std::string::npos);
            CHECK(json.find("\"foundations\":[[],[],[],[]]") != std::string::npos);
            for (int f = 0; f < 4; ++f) CHECK(s.empty(foundation(f)));
        }
    }
    CHECK(deal(fortress(), 1).base_rank == kAce);
    CHECK(deal(chessboard(), 1).base_rank == 0); // set by the first card played home
}

TEST_CASE("fortress and chessboard: building up or down in suit; any card into a space") {
    for (const Spec* sp : {&fortress(), &chessboard()}) {
        const Spec& spec = *sp;
        const int base = spec.base == BaseCard::Ace ? kAce : 0;
        auto at = [&](const Piles& extra) { return position(with(kBase, extra), base); };
        run(spec,
            {
                {"up in suit", at({}), "t1>t4", Reason::Ok},
                {"down in suit", at({{"t4", "6S"}}), "t1>t4", Reason::Ok},
                {"other suit refused", at({{"t4", "4H"}}), "t1>t4", Reason::TableauBuild},
                {"two apart refused", at({{"t4", "3S"}}), "t1>t4", Reason::TableauBuild},
                {"equal rank refused", at({{"t4", "5S"}, {"t1", "QH 6H 5H"}}), "t1>t4", Reason::TableauBuild},
                {"any card into a space", at({{"t3", ""}}), "t7>t3", Reason::Ok},
                {"another card into a space", at({{"t3", ""}}), "t8>t3", Reason::Ok},
                {"no stock here", at({}), "deal", Reason::NoStock},
                {"no redeal", at({}), "redeal", Reason::NoStock},
            });
    }
    // Wrap: Chessboard builds King-Ace both ways; Fortress does not.
    const Piles wrap = with(kBase, {{"t2", "KS"}, {"t4", "AS"}, {"t6", "TD AH"}, {"t8", "KH"}});
    run(chessboard(), {
                          {"King on Ace", position(wrap, 0), "t2>t4", Reason::Ok},
                          {"Ace on King", position(wrap, 0), "t6>t8", Reason::Ok},
                      });
    run(fortress(), {
                        {"no King on Ace", position(wrap, kAce), "t2>t4", Reason::TableauBuild},
                        {"no Ace on King", position(wrap, kAce), "t6>t8", Reason::TableauBuild},
                    });
    // A move is applied as is: nothing turns or fills.
    const State s = play(fortress(), position(kBase, kAce), "t1>t4");
    CHECK(pile_text(s, "t4") == "4S 5S");
    CHECK(pile_text(s, "t1") == "QH 6S");
}

TEST_CASE("fortress and chessboard: a same-suit run moves as one only with a third empty pile") {
    for (const Spec* sp : {&fortress(), &chessboard()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        const int base = spec.base == BaseCard::Ace ? kAce : 0;
        auto at = [&](const Piles& extra) { return position(with(kBase, extra), base); };
        // Run 6S 5S (down towards the top) from t1; 6S could go on 7S (t2).
        run(spec,
            {
                {"descending run onto a fitting card, a third pile empty", at({{"t3", ""}}), "t1:2>t2",
                 Reason::Ok},
                {"the same without an empty pile", at({}), "t1:2>t2", Reason::RunNeedsEmptyPile},
                {"the innermost card must fit the destination", at({{"t3", ""}}), "t1:2>t4",
                 Reason::TableauBuild},
                {"(the top card alone would fit there)", at({}), "t1>t4", Reason::Ok},
                // Run 5S 6S (up towards the top); 5S could go on 4S (t4).
                {"ascending run, a third pile empty", at({{"t1", "QH 5S 6S"}, {"t3", ""}}), "t1:2>t4",
                 Reason::Ok},
                {"ascending run, no empty pile", at({{"t1", "QH 5S 6S"}}), "t1:2>t4",
                 Reason::RunNeedsEmptyPile},
                {"ascending run, innermost does not fit", at({{"t1", "QH 5S 6S"}, {"t3", ""}}), "t1:2>t2",
                 Reason::TableauBuild},
                {"three cards with one empty pile", at({{"t1", "QH 6S 5S 4S"}, {"t4", "8S"}, {"t3", ""}}),
                 "t1:3>t2", Reason::Ok},
                {"the whole pile, a third pile empty", at({{"t1", "6S 5S"}, {"t3", ""}}), "t1:2>t2",
                 Reason::Ok},
                // The source left empty by the move does not count.
                {"the whole pile, no other empty pile", at({{"t1", "6S 5S"}}), "t1:2>t2",
                 Reason::RunNeedsEmptyPile},
                // Onto an empty destination the run needs yet another empty pile.
                {"into a space with a third space", at({{"t3", ""}, {"t5", ""}}), "t1:2>t3", Reason::Ok},
                {"into the only space", at({{"t3", ""}}), "t1:2>t3", Reason::RunNeedsEmptyPile},
                {"a single card into the only space", at({{"t3", ""}}), "t1>t3", Reason::Ok},
                {"mixed suits are not a run", at({{"t1", "QH 6H 5S"}, {"t3", ""}}), "t1:2>t2",
                 Reason::NotARun},
                {"nor are gaps", at({{"t1", "QH 7S 5S"}, {"t2", "8S"}, {"t3", ""}}), "t1:2>t2",
                 Reason::NotARun},
                {"a run never goes to a foundation", at({{"t1", "QH 2S AS"}, {"t3", ""}}), "t1:2>f1",
                 Reason::OneCardOnly},
            });
    }
    // Chessboard's runs wrap; Fortress's do not.
    const Piles wrapped = with(kBase, {{"t1", "QH AS KS"}, {"t4", "2S"}, {"t3", ""}});
    run(chessboard(), {{"run Ace-King onto 2", position(wrapped, 0), "t1:2>t4", Reason::Ok}});
    run(fortress(), {{"no Ace-King run", position(wrapped, kAce), "t1:2>t4", Reason::NotARun}});
    // Applied: the run keeps its order.
    const State s = play(fortress(), position(with(kBase, {{"t3", ""}}), kAce), "t1:2>t2");
    CHECK(pile_text(s, "t2") == "7S 6S 5S");
    CHECK(pile_text(s, "t1") == "QH");
    CHECK(s.empty(tableau(2)));
    const State a =
        play(fortress(), position(with(kBase, {{"t1", "QH 5S 6S"}, {"t3", ""}}), kAce), "t1:2>t4");
    CHECK(pile_text(a, "t4") == "4S 5S 6S");
}

TEST_CASE("fortress: foundations Ace up in suit to King") {
    const Spec& spec = fortress();
    auto at = [](const Piles& extra) { return position(with(kBase, extra), kAce); };
    run(spec, {
                  {"an Ace starts a foundation", at({{"t7", "AC"}}), "t7>f1", Reason::Ok},
                  {"any empty foundation", at({{"t7", "AC"}}), "t7>f4", Reason::Ok},
                  {"nothing else starts one", at({}), "t7>f1", Reason::FoundationRank},
                  {"up in suit", at({{"f1", "AD"}}), "t6>f1", Reason::Ok},
                  {"not another suit", at({{"f1", "AH"}}), "t6>f1", Reason::FoundationSequence},
                  {"not down", at({{"f1", "AD 2D 3D"}}), "t6>f1", Reason::FoundationSequence},
                  {"no wrap: complete at the King",
                   at({{"f1", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"}, {"t6", "AD"}}), "t6>f1",
                   Reason::FoundationFull},
                  {"nothing leaves a foundation", at({{"f1", "AD"}}), "f1>t5", Reason::FromFoundation},
              });
}

TEST_CASE("chessboard: the first card home sets the base rank; up in suit with wrap") {
    const Spec& spec = chessboard();
    const State d = deal(spec, 7);
    CHECK(choosing_base(spec, d));
    CHECK(status_text(spec, d).find("base") != std::string::npos);
    // While all four foundations are empty any top card may start one, each foundation listed separately.
    const auto legal = legal_moves(spec, d);
    int home = 0;
    for (const Move& m : legal)
        if (m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation) ++home;
    CHECK(home == 10 * 4);
    for (int t = 0; t < 10; ++t)
        for (int f = 0; f < 4; ++f)
            CHECK(std::find(legal.begin(), legal.end(), Move::transfer(tableau(t), 1, foundation(f))) !=
                  legal.end());

    const State c = position(kBase, 0);
    run(spec, {
                  {"a 5 starts foundation 1", c, "t10>f1", Reason::Ok},
                  {"a Jack starts foundation 3", c, "t7>f3", Reason::Ok},
                  {"a 7 starts foundation 4", c, "t2>f4", Reason::Ok},
              });
    const State b = play(spec, c, "t2>f3"); // 7S: the base rank is 7
    CHECK(b.base_rank == 7);
    CHECK_FALSE(choosing_base(spec, b));
    CHECK(pile_text(b, "f3") == "7S");
    auto at = [](const Piles& extra) { return position(with(kBase, extra), 7); };
    run(spec,
        {
            {"the others need a 7", b, "t10>f1", Reason::FoundationRank},
            {"a 7 of another suit", b, "t8>f1", Reason::Ok},
            {"up in suit", at({{"f3", "7S"}, {"t4", "8S"}}), "t4>f3", Reason::Ok},
            {"not another suit", at({{"f3", "7S"}, {"t4", "8C"}}), "t4>f3", Reason::FoundationSequence},
            {"wrap: Ace after King", at({{"f3", "7S 8S 9S TS JS QS KS"}, {"t4", "AS"}}), "t4>f3", Reason::Ok},
            {"13 cards at most", at({{"f3", "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S 6S"}, {"t4", "7S"}}),
             "t4>f3", Reason::FoundationFull},
            {"nothing leaves a foundation", at({{"f3", "7S"}}), "f3>t4", Reason::FromFoundation},
        });
}

TEST_CASE("autoplay never chooses chessboard's base card") {
    // Every top card could start a foundation, and an Ace is on top: still no autoplay.
    const State c = position(with(kBase, {{"t7", "AC"}, {"t3", "JD KS"}}), 0);
    CHECK_FALSE(legal_moves(chessboard(), c).empty());
    CHECK_FALSE(safe_autoplay_move(chessboard(), c).has_value());
    for (std::uint32_t n : {1u, 2u, 3u, 500u})
        CHECK_FALSE(safe_autoplay_move(chessboard(), deal(chessboard(), n)).has_value());
    // Once the base is set, autoplay does work: the last 6 of spades closes 7S..5S (both neighbours home).
    const State set =
        position(with(kBase, {{"f3", "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S"}, {"t1", "QH 6S"}}), 7);
    CHECK(safe_autoplay_move(chessboard(), set) == mv("t1>f3"));
}

TEST_CASE("fortress and chessboard: won and over") {
    for (const Spec* sp : {&fortress(), &chessboard()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        const int base = spec.base == BaseCard::Ace ? kAce : 3;
        Piles p;
        const char suits[] = "CDHS";
        for (int f = 0; f < 4; ++f) {
            std::string cards;
            for (int i = 0; i < kRanks; ++i)
                cards += (cards.empty() ? "" : " ") + std::string(1, rank_char((base - 1 + i) % kRanks + 1)) +
                         suits[f];
            p.push_back({"f" + std::to_string(f + 1), cards});
        }
        const std::string last = p.back().second.substr(p.back().second.size() - 2);
        p.back().second.resize(p.back().second.size() - 3);
        p.push_back({"t5", last});
        const State almost = position(p, base);
        CHECK_FALSE(is_won(spec, almost));
        const State won = play(spec, almost, "t5>f4");
        CHECK(is_won(spec, won));
        CHECK_FALSE(is_over(spec, won));
        CHECK(legal_moves(spec, won).empty());
        CHECK(score(spec, won) == 52);
    }
    // No top card fits another, no foundation move, no space.
    const Piles stuck = {{"t1", "KD 3S"}, {"t2", "3H"}, {"t3", "3D"}, {"t4", "3C"}, {"t5", "6S"},
                         {"t6", "6H"},    {"t7", "6D"}, {"t8", "6C"}, {"t9", "9S"}, {"t10", "9H"}};
    CHECK(is_over(fortress(), position(stuck, kAce)));
    CHECK(status_text(fortress(), position(stuck, kAce)).find("No moves left") != std::string::npos);
    CHECK_FALSE(is_over(fortress(), position(with(stuck, {{"t10", ""}}), kAce))); // a space takes any card
    // Chessboard before the base: any top card may go home, so never over.
    CHECK_FALSE(is_over(chessboard(), position(stuck, 0)));
    CHECK(is_over(chessboard(), position(with(stuck, {{"f1", "QS"}}), 12)));
}
