// Terrace family beyond Falling Star (STD): Blondes and Brunettes (STD) and the seven Aisleriot rulesets:
// deals, AR stock model, stock lock, auto-fill, base choice, General's Patience redeal, won/over.
#include "position.h"
#include "rules/rng.h"

#include <span>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

// A settled Aisleriot position, base 8 (foundation 1 holds 8H), every tableau pile filled, waste top 9C.
Piles ar_piles(const Spec& spec, const Piles& extra = {}) {
    Piles p = {{"f1", "8H"}, {"t1", "6H"}, {"t2", "5C"}, {"t3", "2H"},   {"t4", "AS"},     {"t5", "KD"},
               {"t6", "QS"}, {"t7", "9D"}, {"t8", "TC"}, {"r", "3C 8S"}, {"s", "#4D #7D"}, {"w", "9C"}};
    if (spec.tableau == 9) p.push_back({"t9", "JD"});
    return with(p, extra);
}
State ar(const Spec& spec, const Piles& extra = {}, bool locked = false, int redeals = 0) {
    return position(ar_piles(spec, extra), 8, locked, redeals);
}

// 13 cards from `base` up with wrap, suits alternating a, b, a, b ...
std::string run13(int base, char a, char b) {
    std::string out;
    for (int i = 0; i < kRanks; ++i) {
        const int rank = (base - 1 + i) % kRanks + 1;
        out += (out.empty() ? "" : " ") + std::string(1, rank_char(rank)) + (i % 2 == 0 ? a : b);
    }
    return out;
}

const Spec& fs_ar() { return ruleset("falling-star", "aisleriot"); }
const Spec& bb_std() { return ruleset("blondes-and-brunettes", "std"); }
const Spec& bb_ar() { return ruleset("blondes-and-brunettes", "aisleriot"); }
const Spec& terrace() { return ruleset("terrace"); }
const Spec& gp() { return ruleset("generals-patience"); }
const Spec& signora() { return ruleset("signora"); }
const Spec& redheads() { return ruleset("redheads"); }
const Spec& wood() { return ruleset("wood"); }

// Every Aisleriot ruleset, and the five with the stock lock.
std::vector<const Spec*> all_ar() {
    return {&fs_ar(), &bb_ar(), &terrace(), &gp(), &signora(), &redheads(), &wood()};
}
std::vector<const Spec*> lock_games() { return {&fs_ar(), &bb_ar(), &terrace(), &gp(), &wood()}; }

} // namespace

// ---------------------------------------------------------------------------------------------------------
// Blondes and Brunettes, Solitaire Till Dawn: Falling Star (STD) with a 10-card reserve and 9 piles.

TEST_CASE("blondes and brunettes (STD): the deal, 10 reserve cards and 9 piles, face-up stock") {
    for (std::uint32_t n : {1u, 314u, 2147483647u}) {
        CAPTURE(n);
        const State s = deal(bb_std(), n);
        const auto cards = deal_stream(bb_std(), n);
        CHECK(bb_std().tableau == 9);
        CHECK(s.size(reserve()) == 10);
        for (int i = 0; i < 10; ++i) CHECK(s.at(reserve(), i) == cards[static_cast<std::size_t>(i)]);
        CHECK(pile_text(s, "f1") == to_string(cards[10]));
        CHECK(s.base_rank == cards[10].rank());
        for (int i = 1; i < 8; ++i) CHECK(s.empty(foundation(i)));
        for (int i = 0; i < 9; ++i)
            CHECK(pile_text(s, to_string(tableau(i))) == to_string(cards[11 + static_cast<std::size_t>(i)]));
        CHECK_FALSE(has_pile(bb_std(), tableau(9)));
        CHECK(s.size(stock()) == 104 - 10 - 1 - 9);
        CHECK(s.top(stock()) == cards[20]); // the next card to be dealt is on top
        for (Card c : s.pile(stock())) CHECK(c.face_up());
        CHECK(s.empty(waste()));
    }
}

TEST_CASE("blondes and brunettes (STD): the ninth pile takes part in the forced fill") {
    const Piles full = {{"f1", "8H"},   {"t1", "6H"},   {"t2", "5C"}, {"t3", "2H"}, {"t4", "AS"},
                        {"t5", "KD"},   {"t6", "QS"},   {"t7", "9D"}, {"t8", "TC"}, {"t9", "JD"},
                        {"r", "3C 8S"}, {"s", "4D 5S"}, {"w", "9C"}};
    const State normal = position(full, 8);
    const State gap = position(with(full, {{"t9", ""}}), 8);
    CHECK_FALSE(fill_pending(bb_std(), normal));
    CHECK(fill_pending(bb_std(), gap));
    run(bb_std(), {
                      {"the stock top is playable (face-up stock)", normal, "s>t1", Reason::Ok},
                      {"the discard top too", normal, "w>f1", Reason::Ok},
                      {"deal one card", normal, "deal", Reason::Ok},
                      {"a ninth-pile card plays like any other", normal, "t9>t6", Reason::Ok},
                      {"there is no tenth pile", normal, "t1>t10", Reason::NoSuchPile},
                      {"reserve top to a foundation", normal, "r>f2", Reason::Ok},
                      {"reserve never to the tableau", position(with(full, {{"r", "3C 5S"}}), 8), "r>t1",
                       Reason::ReserveToFoundationsOnly},
                      {"fill the ninth pile from the stock", gap, "s>t9", Reason::Ok},
                      {"or from the discard", gap, "w>t9", Reason::Ok},
                      {"no tableau move while it is empty", gap, "t2>t1", Reason::FillFirst},
                      {"no deal while it is empty", gap, "deal", Reason::FillFirst},
                  });
}

// ---------------------------------------------------------------------------------------------------------
// The Aisleriot rulesets.

TEST_CASE("aisleriot rulesets: deal shapes") {
    struct Shape {
        const Spec* spec;
        int reserve;
        int piles;
        bool choice;
    };
    const Shape shapes[] = {{&fs_ar(), 11, 9, false}, {&bb_ar(), 10, 8, false},   {&terrace(), 11, 9, true},
                            {&gp(), 13, 9, true},     {&signora(), 11, 9, false}, {&redheads(), 21, 8, false},
                            {&wood(), 10, 9, false}};
    for (const Shape& sh : shapes) {
        const Spec& spec = *sh.spec;
        CAPTURE(spec.id);
        CHECK(spec.ruleset == "aisleriot");
        CHECK(spec.decks == 2);
        CHECK(spec.tableau == sh.piles);
        CHECK(has_pile(spec, tableau(sh.piles - 1)));
        CHECK_FALSE(has_pile(spec, tableau(sh.piles)));
        CHECK(spec.foundations == 8);
        for (std::uint32_t n : {1u, 2024u, 2147483647u}) {
            CAPTURE(n);
            const State s = deal(spec, n);
            const auto cards = deal_stream(spec, n);
            std::size_t next = 0;
            // The reserve first; the last card dealt is its top.
            REQUIRE(s.size(reserve()) == sh.reserve);
            for (int i = 0; i < sh.reserve; ++i) CHECK(s.at(reserve(), i) == cards[next++]);
            CHECK(s.top(reserve()).face_up());
            CHECK_FALSE(s.stock_locked);
            if (sh.choice) {
                // One card on each of piles 1-4, nothing else: no base, no waste card yet.
                for (int i = 0; i < 4; ++i)
                    CHECK(pile_text(s, to_string(tableau(i))) == to_string(cards[next++]));
                for (int i = 4; i < sh.piles; ++i) CHECK(s.empty(tableau(i)));
                for (int i = 0; i < 8; ++i) CHECK(s.empty(foundation(i)));
                CHECK(s.base_rank == 0);
                CHECK(choosing_base(spec, s));
                CHECK(s.empty(waste()));
                CHECK(s.size(stock()) == 104 - sh.reserve - 4);
            } else {
                // The base card to foundation 1, one card per pile, then one card turned onto the waste.
                CHECK(pile_text(s, "f1") == to_string(cards[next]));
                CHECK(s.base_rank == cards[next++].rank());
                for (int i = 1; i < 8; ++i) CHECK(s.empty(foundation(i)));
                for (int i = 0; i < sh.piles; ++i)
                    CHECK(pile_text(s, to_string(tableau(i))) == to_string(cards[next++]));
                CHECK(pile_text(s, "w") == to_string(cards[next++]));
                CHECK(s.size(stock()) == 104 - sh.reserve - 1 - sh.piles - 1);
                CHECK(s.top(stock()) == cards[next].turned(false));
            }
            for (Card c : s.pile(stock())) CHECK_FALSE(c.face_up());
        }
    }
}

TEST_CASE("aisleriot model: only the waste top plays from stock and waste; deal turns one card") {
    for (const Spec* sp : all_ar()) {
        const Spec& spec = *sp;
        const bool in_suit = spec.foundation_build == FoundationBuild::UpSameSuit; // General's Patience
        run(spec,
            {
                {"waste top onto a tableau pile", ar(spec, {{"w", "4D 5S"}}), "w>t1", Reason::Ok},
                {"waste top to a foundation", ar(spec, {{"w", in_suit ? "9H" : "9C"}}), "w>f1", Reason::Ok},
                {"waste top must fit", ar(spec, {{"w", "7S"}}), "w>t1", Reason::TableauBuild},
                {"only the waste's top card", ar(spec, {{"w", "5S 4D"}}), "w:2>t1", Reason::OneCardOnly},
                {"the stock is face down: no stock card to the tableau", ar(spec, {{"s", "#4D #5S"}}), "s>t1",
                 Reason::StockFaceDown},
                {"nor to a foundation", ar(spec, {{"s", "#4D #8S"}}), "s>f2", Reason::StockFaceDown},
                {"deal", ar(spec), "deal", Reason::Ok},
                {"no deal from an empty stock", ar(spec, {{"s", ""}}), "deal", Reason::StockEmpty},
                {"nothing goes back to the waste", ar(spec), "t1>w", Reason::ToStockOrWaste},
                {"nor to the stock", ar(spec), "t1>s", Reason::ToStockOrWaste},
                {"tableau: down in alternating colours", ar(spec), "t2>t1", Reason::Ok},
                {"same colour refused", ar(spec, {{"t2", "5D"}}), "t2>t1", Reason::TableauBuild},
                {"up refused", ar(spec, {{"t2", "7C"}}), "t2>t1", Reason::TableauBuild},
                {"wrap: King on Ace", ar(spec), "t5>t4", Reason::Ok},
                {"building on a base-rank card", ar(spec, {{"t1", "8D"}, {"t2", "7S"}}), "t2>t1", Reason::Ok},
                {"one card at a time", ar(spec, {{"t1", "6H 5C"}, {"t2", "7S"}}), "t1:2>t2",
                 Reason::TopCardOnly},
                {"reserve top to an empty foundation of the base rank", ar(spec), "r>f2", Reason::Ok},
                {"reserve top onto a foundation", ar(spec, {{"r", in_suit ? "3C 9H" : "3C 9S"}}), "r>f1",
                 Reason::Ok},
                {"reserve never to a tableau pile", ar(spec, {{"r", "3C 5S"}}), "r>t1",
                 Reason::ReserveToFoundationsOnly},
                {"only the reserve's top card", ar(spec, {{"r", "8S 3C"}}), "r:2>f2", Reason::OneCardOnly},
                {"nothing to the reserve", ar(spec), "t1>r", Reason::ToReserve},
                {"an empty foundation takes the base rank", ar(spec, {{"t2", "8C"}}), "t2>f2", Reason::Ok},
                {"and nothing else", ar(spec), "t2>f2", Reason::FoundationRank},
                {"cards never leave a foundation", ar(spec, {{"f1", "8H 9C"}}), "f1>t6",
                 Reason::FromFoundation},
            });
        if (spec.redeals == 0)
            run(spec, {{"no redeal", ar(spec, {{"s", ""}, {"w", "9C 5S"}}), "redeal", Reason::NoRedeal}});
        if (!in_suit)
            run(spec,
                {
                    {"foundations up in alternating colours", ar(spec, {{"t2", "9C"}}), "t2>f1", Reason::Ok},
                    {"same colour refused", ar(spec, {{"t2", "9D"}}), "t2>f1", Reason::FoundationSequence},
                    {"wrap: Ace after King", ar(spec, {{"f1", "8H 9C TD JS QH KC"}, {"t4", "AD"}}), "t4>f1",
                     Reason::Ok},
                    {"13 cards at most", ar(spec, {{"f1", run13(8, 'H', 'C')}, {"t2", "8C"}}), "t2>f1",
                     Reason::FoundationFull},
                });
    }
}

TEST_CASE("aisleriot model: a tableau move changes its two piles alone only where nothing follows it") {
    // The solver keys such a child from its parent without making it (solver/key.h), so piles_changed must
    // name the stock's side wherever the move sets off the lock, a fill or a turn.
    constexpr PileMask sides = pile_bit(stock()) | pile_bit(waste()) | pile_bit(reserve());
    const Move m = mv("t2>t1");
    const PileMask two = pile_bit(tableau(0)) | pile_bit(tableau(1));
    for (const Spec* sp : all_ar()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        const Piles piles = {{"t1", "7C 6H"}, {"t2", "9S 5C"}};
        const State settled = ar(spec, piles);
        CHECK(piles_changed(spec, settled, m) == two);
        CHECK(same_pile(settled, play(spec, settled, "t2>t1"), stock()));
        // The move empties its pile: a gap to fill, or a lock to keep.
        CHECK((piles_changed(spec, ar(spec, with(piles, {{"t2", "5C"}})), m) & sides) != 0);
        // Positions apply() never leaves: each has an automatic action that this move sets off.
        const State waiting = ar(spec, with(piles, {{"w", ""}})); // the stock may turn onto the empty waste
        CHECK((piles_changed(spec, waiting, m) & sides) != 0);
        CHECK(play(spec, waiting, "t2>t1").size(waste()) == 1);
        if (spec.empty_pile == EmptyPile::WasteOnlyWithLock) {
            const State locked = ar(spec, piles, true); // locked with no gap: the move unlocks it
            CHECK((piles_changed(spec, locked, m) & sides) != 0);
            CHECK_FALSE(play(spec, locked, "t2>t1").stock_locked);
        } else {
            const State gap = ar(spec, with(piles, {{"t4", ""}})); // a gap left unfilled: the move fills it
            CHECK((piles_changed(spec, gap, m) & sides) != 0);
            CHECK_FALSE(play(spec, gap, "t2>t1").empty(tableau(3)));
        }
    }
}

TEST_CASE("aisleriot model: the deal turns one card; an emptied waste refills in the same move") {
    for (const Spec* sp : all_ar()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        // The player's deal: one card, face up, onto the waste.
        const State d = play(spec, ar(spec, {{"s", "#4D #7D"}, {"w", "9C"}}), "deal");
        CHECK(pile_text(d, "w") == "9C 7D");
        CHECK(pile_text(d, "s") == "#4D");
        CHECK_FALSE(d.stock_locked); // no empty pile
        // Playing the last waste card turns the next stock card as part of the move.
        const State r = play(spec, ar(spec, {{"w", "5S"}, {"s", "#4D #7D"}}), "w>t1");
        CHECK(pile_text(r, "t1") == "6H 5S");
        CHECK(pile_text(r, "w") == "7D");
        CHECK(pile_text(r, "s") == "#4D");
        // A waste with more cards is not refilled.
        const State k = play(spec, ar(spec, {{"w", "9C 5S"}}), "w>t1");
        CHECK(pile_text(k, "w") == "9C");
        CHECK(pile_text(k, "s") == "#4D #7D");
        // With the stock used up, the waste simply stays empty.
        const State e = play(spec, ar(spec, {{"w", "5S"}, {"s", ""}}), "w>t1");
        CHECK(e.empty(waste()));
        CHECK(e.empty(stock()));
    }
}

TEST_CASE("aisleriot lock: an empty pile takes only the waste top; turning over a gap locks the stock") {
    for (const Spec* sp : lock_games()) {
        const Spec& spec = *sp;
        const State gap = ar(spec, {{"t3", ""}});
        const State locked = ar(spec, {{"t3", ""}, {"w", "8S"}}, true);
        run(spec,
            {
                {"the waste top fills a gap", gap, "w>t3", Reason::Ok},
                {"a tableau card never fills a gap", gap, "t2>t3", Reason::EmptyPileWasteOnly},
                {"a reserve card never fills a gap", ar(spec, {{"t3", ""}, {"r", "3C 5S"}}), "r>t3",
                 Reason::ReserveToFoundationsOnly},
                {"nor the stock (face down)", gap, "s>t3", Reason::StockFaceDown},
                {"dealing over a gap is allowed while unlocked", gap, "deal", Reason::Ok},
                {"no deal while locked", locked, "deal", Reason::StockLocked},
                {"locked: the waste top still fills the gap", locked, "w>t3", Reason::Ok},
                {"locked: the waste top still goes to a foundation", locked, "w>f2", Reason::Ok},
                {"locked: tableau moves stay legal", locked, "t2>t1", Reason::Ok},
                {"locked: tableau to a foundation stays legal", ar(spec, {{"t3", ""}, {"t4", "8C"}}, true),
                 "t4>f2", Reason::Ok},
                {"locked: reserve to a foundation stays legal", locked, "r>f2", Reason::Ok},
                {"locked: still no tableau card into the gap", locked, "t2>t3", Reason::EmptyPileWasteOnly},
            });
        const auto legal = legal_moves(spec, locked);
        CHECK(std::find(legal.begin(), legal.end(), Move::deal()) == legal.end());
    }
}

TEST_CASE("aisleriot lock: what locks and what unlocks, and the refill that follows") {
    for (const Spec* sp : lock_games()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);

        // The player's deal while a pile is empty locks the stock.
        const State dealt = play(spec, ar(spec, {{"t3", ""}, {"w", "9C"}, {"s", "#4D #7D"}}), "deal");
        CHECK(pile_text(dealt, "w") == "9C 7D");
        CHECK(dealt.stock_locked);
        CHECK(verdict(spec, dealt, "deal") == Reason::StockLocked);

        // A turn with no empty pile does not lock.
        CHECK_FALSE(play(spec, ar(spec), "deal").stock_locked);

        // A move that empties a pile does not lock by itself (no card is turned).
        const State emptied = play(spec, ar(spec), "t2>t1");
        CHECK(emptied.empty(tableau(1)));
        CHECK_FALSE(emptied.stock_locked);
        CHECK(play(spec, emptied, "deal").stock_locked); // but the next deal does

        // Locked; the waste card fills the gap: unlocked (card from the waste, and no pile empty).
        State s = play(spec, ar(spec, {{"t3", ""}, {"w", "9C 7D"}, {"s", "#4D"}}, true), "w>t3");
        CHECK(pile_text(s, "t3") == "7D");
        CHECK(pile_text(s, "w") == "9C");
        CHECK(pile_text(s, "s") == "#4D");
        CHECK_FALSE(s.stock_locked);

        // Same with the last waste card: unlocked, then the refill turns a card; no gap, so no new lock.
        s = play(spec, ar(spec, {{"t3", ""}, {"w", "7D"}, {"s", "#4D #6S"}}, true), "w>t3");
        CHECK(pile_text(s, "w") == "6S");
        CHECK(pile_text(s, "s") == "#4D");
        CHECK_FALSE(s.stock_locked);

        // The last waste card to a foundation: unlocked, refilled, and the refill over the gap locks again.
        s = play(spec, ar(spec, {{"t3", ""}, {"w", "8S"}, {"s", "#4D #6S"}}, true), "w>f2");
        CHECK(pile_text(s, "f2") == "8S");
        CHECK(pile_text(s, "w") == "6S");
        CHECK(pile_text(s, "s") == "#4D");
        CHECK(s.stock_locked);

        // A waste card to a foundation with more waste below: unlocked, no refill, so deal is legal again.
        s = play(spec, ar(spec, {{"t3", ""}, {"w", "9C 8S"}, {"s", "#4D #6S"}}, true), "w>f2");
        CHECK(pile_text(s, "w") == "9C");
        CHECK_FALSE(s.stock_locked);
        CHECK(verdict(spec, s, "deal") == Reason::Ok);

        // Two gaps, the waste card fills one: unlocked because the card came from the waste.
        s = play(spec, ar(spec, {{"t3", ""}, {"t4", ""}, {"w", "9C 7D"}}, true), "w>t3");
        CHECK(s.empty(tableau(3)));
        CHECK_FALSE(s.stock_locked);
        // ... and with the last waste card the refill over the remaining gap locks again.
        s = play(spec, ar(spec, {{"t3", ""}, {"t4", ""}, {"w", "7D"}, {"s", "#4D #6S"}}, true), "w>t3");
        CHECK(pile_text(s, "w") == "6S");
        CHECK(s.stock_locked);

        // Moves that neither take the waste card nor leave every pile filled keep the lock.
        const State locked = ar(spec, {{"t3", ""}, {"w", "9C 7D"}}, true);
        CHECK(play(spec, locked, "t2>t1").stock_locked);
        CHECK(play(spec, locked, "r>f2").stock_locked);

        // A move after which no pile is empty unlocks even when its card is not from the waste; then the
        // refill runs. (Hand-made: a locked stock with every pile filled and an empty waste.)
        s = play(spec, ar(spec, {{"w", ""}, {"s", "#4D #6S"}}, true), "r>f2");
        CHECK_FALSE(s.stock_locked);
        CHECK(pile_text(s, "w") == "6S");
        CHECK(pile_text(s, "s") == "#4D");
        s = play(spec, ar(spec, {{"w", "9C"}}, true), "r>f2");
        CHECK_FALSE(s.stock_locked);
        CHECK(pile_text(s, "w") == "9C");

        // While locked no card is turned automatically either. (Hand-made: an empty waste under a lock that
        // the move does not release.)
        s = play(spec, ar(spec, {{"t3", ""}, {"w", ""}, {"s", "#4D #6S"}}, true), "r>f2");
        CHECK(s.stock_locked);
        CHECK(s.empty(waste()));
        CHECK(pile_text(s, "s") == "#4D #6S");
        CHECK(status_text(spec, locked).find("locked") != std::string::npos);
    }
}

TEST_CASE("signora: empty piles fill automatically from the waste top, else the stock top, with no lock") {
    const Spec& spec = signora();
    run(spec,
        {
            // Only when waste and stock are both empty can a pile stay empty, and then nothing fills it.
            {"a tableau card never goes to an empty pile", ar(spec, {{"t3", ""}, {"w", ""}, {"s", ""}}),
             "t2>t3", Reason::EmptyPileAutomatic},
            {"nor a reserve card", ar(spec, {{"t3", ""}, {"w", ""}, {"s", ""}, {"r", "5S"}}), "r>t3",
             Reason::ReserveToFoundationsOnly},
            {"deal is allowed (no lock)", ar(spec), "deal", Reason::Ok},
        });
    // Waste top fills the gap; the waste keeps a card, so nothing is turned.
    State s = play(spec, ar(spec, {{"w", "9C 5S"}}), "t2>t1");
    CHECK(pile_text(s, "t1") == "6H 5C");
    CHECK(pile_text(s, "t2") == "5S");
    CHECK(pile_text(s, "w") == "9C");
    CHECK(pile_text(s, "s") == "#4D #7D");
    CHECK_FALSE(s.stock_locked);
    // The last waste card fills the gap, then a card is turned onto the empty waste.
    s = play(spec, ar(spec, {{"w", "5S"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "5S");
    CHECK(pile_text(s, "w") == "7D");
    CHECK(pile_text(s, "s") == "#4D");
    CHECK_FALSE(s.stock_locked);
    // Two gaps (hand-made t3), left to right: t2 takes the waste top, t3 the stock top (face up), then the
    // next stock card is turned onto the waste.
    s = play(spec, ar(spec, {{"t3", ""}, {"w", "5S"}, {"s", "#4D #7D"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "5S");
    CHECK(pile_text(s, "t3") == "7D");
    CHECK(pile_text(s, "w") == "4D");
    CHECK(s.empty(stock()));
    CHECK_FALSE(s.stock_locked);
    // A deal over a (hand-made) gap: the card is turned, then the fill takes it; no lock.
    s = play(spec, ar(spec, {{"t3", ""}, {"w", "9C"}, {"s", "#4D #7D"}}), "deal");
    CHECK(pile_text(s, "t3") == "7D");
    CHECK(pile_text(s, "w") == "9C");
    CHECK(pile_text(s, "s") == "#4D");
    CHECK_FALSE(s.stock_locked);
    // Waste and stock empty: the gap stays.
    s = play(spec, ar(spec, {{"w", ""}, {"s", ""}}), "t2>t1");
    CHECK(s.empty(tableau(1)));
}

TEST_CASE("redheads: empty piles fill from the reserve top, else the waste top, else the stock top") {
    const Spec& spec = redheads();
    run(spec,
        {
            {"the reserve never goes to the tableau by hand", ar(spec, {{"r", "3C 5S"}}), "r>t1",
             Reason::ReserveToFoundationsOnly},
            {"nor into an empty pile", ar(spec, {{"t3", ""}, {"w", ""}, {"s", ""}, {"r", "5S"}}), "r>t3",
             Reason::ReserveToFoundationsOnly},
            {"a tableau card never goes to an empty pile",
             ar(spec, {{"t3", ""}, {"w", ""}, {"s", ""}, {"r", ""}}), "t2>t3", Reason::EmptyPileAutomatic},
            {"reserve top to a foundation", ar(spec), "r>f2", Reason::Ok},
        });
    // Reserve top first.
    State s = play(spec, ar(spec, {{"r", "3C 8S"}, {"w", "9C 5S"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "8S");
    CHECK(pile_text(s, "r") == "3C");
    CHECK(pile_text(s, "w") == "9C 5S");
    CHECK_FALSE(s.stock_locked);
    // Left to right, both from the reserve.
    s = play(spec, ar(spec, {{"t5", ""}, {"r", "3C 8S"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "8S");
    CHECK(pile_text(s, "t5") == "3C");
    CHECK(s.empty(reserve()));
    CHECK(pile_text(s, "w") == "9C");
    // The reserve runs out after the first gap: the second takes the waste top.
    s = play(spec, ar(spec, {{"t5", ""}, {"r", "8S"}, {"w", "9C 5S"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "8S");
    CHECK(pile_text(s, "t5") == "5S");
    CHECK(pile_text(s, "w") == "9C");
    // No reserve: the waste top; the last waste card is then replaced from the stock.
    s = play(spec, ar(spec, {{"r", ""}, {"w", "5S"}, {"s", "#4D #7D"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "5S");
    CHECK(pile_text(s, "w") == "7D");
    CHECK(pile_text(s, "s") == "#4D");
    // No reserve and (hand-made) no waste: the stock top, face up; then the waste gets the next card.
    s = play(spec, ar(spec, {{"r", ""}, {"w", ""}, {"s", "#4D #7D"}}), "t2>t1");
    CHECK(pile_text(s, "t2") == "7D");
    CHECK(pile_text(s, "w") == "4D");
    CHECK(s.empty(stock()));
    CHECK_FALSE(s.stock_locked);
    // Reserve, waste and stock all empty: the gap stays.
    s = play(spec, ar(spec, {{"r", ""}, {"w", ""}, {"s", ""}}), "t2>t1");
    CHECK(s.empty(tableau(1)));
}

TEST_CASE("terrace and general's patience: choosing the base card") {
    for (const Spec* sp : {&terrace(), &gp()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        // Dealt: only one of the four cards to any of the 8 empty foundations, each listed separately.
        const State d = deal(spec, 5);
        const auto legal = legal_moves(spec, d);
        CHECK(legal.size() == 4 * 8);
        for (int t = 0; t < 4; ++t)
            for (int f = 0; f < 8; ++f)
                CHECK(std::find(legal.begin(), legal.end(), Move::transfer(tableau(t), 1, foundation(f))) !=
                      legal.end());
        CHECK(status_text(spec, d).find("base") != std::string::npos);

        const Piles choice = {{"r", "3C 8S"}, {"t1", "5C"}, {"t2", "9H"},
                              {"t3", "QD"},   {"t4", "3S"}, {"s", "#4D #7D #2C #JS #KH #6D #TD #AC"}};
        const State c = position(choice, 0);
        run(spec, {
                      {"a choice card to foundation 1", c, "t1>f1", Reason::Ok},
                      {"or to any other empty foundation", c, "t3>f8", Reason::Ok},
                      {"no deal before the choice", c, "deal", Reason::ChooseBaseFirst},
                      {"no tableau move before the choice", c, "t1>t3", Reason::ChooseBaseFirst},
                      {"no reserve card as the base", c, "r>f1", Reason::ChooseBaseFirst},
                      {"not the waste either (there is none yet)", c, "w>f1", Reason::SourceEmpty},
                      {"nor the stock", c, "s>f1", Reason::ChooseBaseFirst},
                      {"no redeal before the choice", c, "redeal",
                       spec.redeals == 0 ? Reason::NoRedeal : Reason::StockNotEmpty},
                  });

        // Choose the Queen on pile 3: base Queen; pile 3 and then piles 5-9 are filled from the stock left to
        // right; the other three choice cards stay; one card is turned onto the waste; no lock.
        const State after = play(spec, c, "t3>f1");
        CHECK(after.base_rank == 12);
        CHECK(pile_text(after, "f1") == "QD");
        CHECK(pile_text(after, "t1") == "5C");
        CHECK(pile_text(after, "t2") == "9H");
        CHECK(pile_text(after, "t3") == "AC");
        CHECK(pile_text(after, "t4") == "3S");
        CHECK(pile_text(after, "t5") == "TD");
        CHECK(pile_text(after, "t6") == "6D");
        CHECK(pile_text(after, "t7") == "KH");
        CHECK(pile_text(after, "t8") == "JS");
        CHECK(pile_text(after, "t9") == "2C");
        CHECK(pile_text(after, "w") == "7D");
        CHECK(pile_text(after, "s") == "#4D");
        CHECK(pile_text(after, "r") == "3C 8S");
        CHECK_FALSE(after.stock_locked);
        CHECK_FALSE(choosing_base(spec, after));
        run(spec, {
                      {"the other foundations now take only a Queen", after, "t1>f2", Reason::FoundationRank},
                      {"deal is legal now", after, "deal", Reason::Ok},
                      {"tableau building works now", after, "t5>t8", Reason::Ok},
                      {"by the usual rule", after, "t1>t7", Reason::TableauBuild},
                  });

        // The same on a real deal: pile 2's card goes to foundation 3.
        const State real = play(spec, d, "t2>f3");
        CHECK(real.base_rank == d.top(tableau(1)).rank());
        CHECK(real.top(foundation(2)) == d.top(tableau(1)));
        const int n = d.size(stock());
        const auto st = d.pile(stock());
        CHECK(real.top(tableau(1)) == st[static_cast<std::size_t>(n - 1)].turned(true));
        for (int i = 4; i < 9; ++i)
            CHECK(real.top(tableau(i)) == st[static_cast<std::size_t>(n - 2 - (i - 4))].turned(true));
        for (int i : {0, 2, 3})
            CHECK(pile_text(real, to_string(tableau(i))) == pile_text(d, to_string(tableau(i))));
        CHECK(pile_text(real, "w") == to_string(st[static_cast<std::size_t>(n - 7)].turned(true)));
        CHECK(real.size(stock()) == n - 7);
        CHECK_FALSE(real.stock_locked);
    }
}

TEST_CASE("general's patience: foundations up in suit with wrap") {
    const Spec& spec = gp();
    const State s = position({{"f1", "5H"},
                              {"t1", "6H"},
                              {"t2", "6D"},
                              {"t3", "6S"},
                              {"t4", "9C"},
                              {"t5", "5D"},
                              {"t6", "KC"},
                              {"t7", "QS"},
                              {"t8", "JD"},
                              {"t9", "TS"},
                              {"r", "2C"},
                              {"s", "#4D"},
                              {"w", "3C"}},
                             5);
    run(spec,
        {
            {"same suit, one up", s, "t1>f1", Reason::Ok},
            {"same colour, other suit: refused", s, "t2>f1", Reason::FoundationSequence},
            {"other colour: refused", s, "t3>f1", Reason::FoundationSequence},
            {"an empty foundation takes only the base rank", s, "t4>f2", Reason::FoundationRank},
            {"the base rank", s, "t5>f2", Reason::Ok},
            {"wrap: Ace after King",
             position({{"f1", "5H 6H 7H 8H 9H TH JH QH KH"}, {"t1", "AH"}, {"s", "#4D"}, {"w", "3C"}}, 5),
             "t1>f1", Reason::Ok},
            {"13 cards at most",
             position({{"f1", run13(5, 'H', 'H')}, {"t1", "5H"}, {"s", "#4D"}, {"w", "3C"}}, 5), "t1>f1",
             Reason::FoundationFull},
        });
}

TEST_CASE("general's patience: one redeal, unshuffled, then a must-play second pass") {
    const Spec& spec = gp();
    run(spec,
        {
            {"redeal when the stock is empty and the waste is not", ar(spec, {{"s", ""}, {"w", "3C 9D KS"}}),
             "redeal", Reason::Ok},
            {"no deal from the empty stock", ar(spec, {{"s", ""}, {"w", "3C 9D KS"}}), "deal",
             Reason::StockEmpty},
            {"no redeal while the stock has cards", ar(spec), "redeal", Reason::StockNotEmpty},
            {"nothing to redeal", ar(spec, {{"s", ""}, {"w", ""}}), "redeal", Reason::NothingToRedeal},
            {"only one redeal", ar(spec, {{"s", ""}, {"w", "3C"}}, false, 1), "redeal",
             Reason::NoRedealsLeft},
            // docs/rules.md is silent on turning the waste over while the stock is locked. Doing it
            // would leave the gap unfillable (only the waste fills it, and no card could be turned), so a
            // careful player expects the lock to stop the redeal like any other turn; the engine refuses it.
            {"no redeal while locked", ar(spec, {{"t3", ""}, {"s", ""}, {"w", "3C 9D"}}, true), "redeal",
             Reason::StockLocked},
        });
    for (const Spec* other : {&terrace(), &wood(), &fs_ar()})
        run(*other, {{"the other rulesets have no redeal", ar(*other, {{"s", ""}, {"w", "3C 9D"}}), "redeal",
                      Reason::NoRedeal}});

    // The waste turns over: its bottom card becomes the stock's top; then the automatic turn shows it.
    const State r = play(spec, ar(spec, {{"s", ""}, {"w", "3C 9D KS"}, {"t7", "4D"}}), "redeal");
    CHECK(r.redeals_used == 1);
    CHECK(pile_text(r, "s") == "#KS #9D");
    CHECK(pile_text(r, "w") == "3C");
    CHECK_FALSE(r.stock_locked);
    run(spec,
        {
            {"second pass: no deal while the waste holds a card", r, "deal", Reason::SecondPassWasteNotEmpty},
            {"second pass: no second redeal", r, "redeal", Reason::NoRedealsLeft},
            {"the turned card may be played", r, "w>t7", Reason::Ok},
            {"other moves stay legal", r, "t2>t1", Reason::Ok},
        });
    CHECK(status_text(spec, r).find("Second pass") != std::string::npos);
    // Playing it empties the waste, so the next card is turned as part of that move.
    const State r2 = play(spec, r, "w>t7");
    CHECK(pile_text(r2, "t7") == "4D 3C");
    CHECK(pile_text(r2, "w") == "9D");
    CHECK(pile_text(r2, "s") == "#KS");
    CHECK(verdict(spec, r2, "deal") == Reason::SecondPassWasteNotEmpty);

    // The redeal's automatic turn over a gap locks the stock, like any turn.
    const State g = play(spec, ar(spec, {{"t3", ""}, {"s", ""}, {"w", "3C 9D"}}), "redeal");
    CHECK(pile_text(g, "w") == "3C");
    CHECK(pile_text(g, "s") == "#9D");
    CHECK(g.stock_locked);
    // In the second pass, the waste card into the gap unlocks, and the emptied waste is refilled.
    const State g2 = play(spec, g, "w>t3");
    CHECK(pile_text(g2, "t3") == "3C");
    CHECK(pile_text(g2, "w") == "9D");
    CHECK(g2.empty(stock()));
    CHECK_FALSE(g2.stock_locked);
}

TEST_CASE("terrace family (aisleriot): won and over") {
    // Everything home but one card (the last of foundation 8), for alternate-colour and in-suit foundations.
    for (const Spec* sp : all_ar()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        const bool in_suit = spec.foundation_build == FoundationBuild::UpSameSuit;
        const char pairs[4][2] = {{'H', 'C'}, {'C', 'H'}, {'D', 'S'}, {'S', 'D'}};
        Piles p;
        for (int f = 0; f < 8; ++f) {
            const char a = pairs[f % 4][0], b = in_suit ? a : pairs[f % 4][1];
            std::string cards = run13(8, a, b);
            if (f == 7) {
                p.push_back({"t1", cards.substr(cards.size() - 2)});
                cards.resize(cards.size() - 3);
            }
            p.push_back({"f" + std::to_string(f + 1), cards});
        }
        const State almost = position(p, 8);
        CHECK(cards_home(spec, almost) == 103);
        CHECK_FALSE(is_won(spec, almost));
        const State won = play(spec, almost, "t1>f8");
        CHECK(is_won(spec, won));
        CHECK_FALSE(is_over(spec, won));
        CHECK(legal_moves(spec, won).empty());
        CHECK(score(spec, won) == 104);
        CHECK(status_text(spec, won).find("Won") != std::string::npos);
    }

    // No legal move: no builds, nothing for the foundations, stock and waste used up, gap unfillable.
    const Piles stuck = {{"f1", "8H"}, {"t1", "3H"}, {"t2", "3D"}, {"t3", "3S"}, {"t4", "3C"},
                         {"t5", "6H"}, {"t6", "6D"}, {"t7", "6S"}, {"t8", "6C"}, {"t9", "JH"},
                         {"r", "KS"},  {"s", ""},    {"w", "QD"}};
    const State wood_stuck = position(with(stuck, {{"t3", ""}, {"w", ""}}), 8);
    CHECK(is_over(wood(), wood_stuck)); // the tableau cards may not fill the gap
    CHECK(status_text(wood(), wood_stuck).find("No moves left") != std::string::npos);
    // A locked stock is not the end while the waste card can fill the gap.
    CHECK_FALSE(is_over(wood(), position(with(stuck, {{"t3", ""}, {"s", "#5C"}}), 8, true)));

    // General's Patience: over when nothing moves, but not while the redeal is still available.
    CHECK(is_over(gp(), position(stuck, 8, false, 1)));
    CHECK_FALSE(is_over(gp(), position(stuck, 8, false, 0)));
    // In the second pass an unplayable waste card ends the game even with cards left in the stock.
    CHECK(is_over(gp(), position(with(stuck, {{"s", "#5C #7D"}}), 8, false, 1)));
    // Not so in the first pass: deal is legal.
    CHECK_FALSE(is_over(gp(), position(with(stuck, {{"s", "#5C #7D"}}), 8, false, 0)));
}
