// Klondike family (Solitaire Till Dawn): klondike with holdouts, familiar, easy, strict, double, gargantua,
// thumb-and-pouch: deals, building, moving runs, spaces, stock, foundations, scores, won/over.
#include "position.h"
#include "rules/rng.h"

#include <span>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

// A mid-game position. t1 has the face-up run 9H 8S 7D over two face-down cards; t5 is a space;
// t6 holds the King build KH QS; waste top 2D, Aces of clubs and diamonds home.
const Piles kBase = {{"f1", "AC"},     {"f2", "AD"},  {"t1", "#5C #2H 9H 8S 7D"}, {"t2", "#4S TC"},
                     {"t3", "#3D 8C"}, {"t4", "9D"},  {"t6", "#6H KH QS"},        {"t7", "2C"},
                     {"s", "#JD #3S"}, {"w", "5H 2D"}};
State kl(const Piles& extra = {}, int redeals = 0) {
    return position(with(kBase, extra), kAce, false, redeals);
}

const Spec& klondike() { return ruleset("klondike"); }
const Spec& familiar() { return ruleset("klondike-familiar"); }
const Spec& easy() { return ruleset("klondike-easy"); }
const Spec& strict() { return ruleset("klondike-strict"); }
const Spec& dbl() { return ruleset("double-klondike"); }
const Spec& gargantua() { return ruleset("gargantua"); }
const Spec& thumb() { return ruleset("thumb-and-pouch"); }

std::vector<const Spec*> all_games() {
    return {&klondike(), &familiar(), &easy(), &strict(), &dbl(), &gargantua(), &thumb()};
}
// The games that build in alternating colours and move any run.
std::vector<const Spec*> any_run_games() { return {&klondike(), &familiar(), &easy(), &dbl(), &gargantua()}; }

// Every foundation full (A..K in suit, decks times), for won/over checks.
Piles all_home(int decks) {
    Piles p;
    const char suits[] = "CDHS";
    for (int f = 0; f < 4 * decks; ++f) {
        std::string cards;
        for (int r = 1; r <= kRanks; ++r)
            cards += (cards.empty() ? "" : " ") + std::string(1, rank_char(r)) + suits[f % 4];
        p.push_back({"f" + std::to_string(f + 1), cards});
    }
    return p;
}

} // namespace

TEST_CASE("klondike family: the deal, row by row, pile r gets r cards, only the last face up") {
    struct Shape {
        const Spec* spec;
        int decks, piles, foundations, cells, draw, redeals;
    };
    const Shape shapes[] = {
        {&klondike(), 1, 7, 4, 2, 1, 0},      {&familiar(), 1, 7, 4, 0, 3, kUnlimited},
        {&easy(), 1, 7, 4, 0, 1, kUnlimited}, {&strict(), 1, 7, 4, 0, 1, 0},
        {&dbl(), 2, 9, 8, 0, 3, kUnlimited},  {&gargantua(), 2, 9, 8, 0, 1, 1},
        {&thumb(), 1, 7, 4, 0, 1, 0},
    };
    for (const Shape& sh : shapes) {
        const Spec& spec = *sh.spec;
        CAPTURE(spec.id);
        CHECK(spec.decks == sh.decks);
        CHECK(spec.tableau == sh.piles);
        CHECK(spec.foundations == sh.foundations);
        CHECK(spec.draw == sh.draw);
        CHECK(spec.redeals == sh.redeals);
        CHECK(has_pile(spec, cell(0)) == (sh.cells > 0));
        CHECK(has_pile(spec, cell(1)) == (sh.cells > 1));
        CHECK_FALSE(has_pile(spec, reserve()));
        CHECK_FALSE(has_pile(spec, tableau(sh.piles)));
        CHECK_FALSE(has_pile(spec, foundation(sh.foundations)));
        for (std::uint32_t n : {1u, 99u, 2147483647u}) {
            CAPTURE(n);
            const State s = deal(spec, n);
            const auto cards = deal_stream(spec, n);
            // Round r gives one card to each pile r..N; a pile's last card (from its own round) is face up.
            std::vector<std::string> expect(static_cast<std::size_t>(sh.piles));
            std::size_t next = 0;
            for (int round = 0; round < sh.piles; ++round)
                for (int p = round; p < sh.piles; ++p) {
                    auto& e = expect[static_cast<std::size_t>(p)];
                    e += (e.empty() ? "" : " ") + to_string(cards[next++].turned(p == round));
                }
            for (int p = 0; p < sh.piles; ++p) {
                CHECK(s.size(tableau(p)) == p + 1);
                CHECK(pile_text(s, to_string(tableau(p))) == expect[static_cast<std::size_t>(p)]);
            }
            // The rest is the stock, face down; the next card to be dealt is its top.
            CHECK(s.size(stock()) == 52 * sh.decks - sh.piles * (sh.piles + 1) / 2);
            CHECK(s.top(stock()) == cards[next].turned(false));
            for (Card c : s.pile(stock())) CHECK_FALSE(c.face_up());
            CHECK(s.empty(waste()));
            for (int f = 0; f < sh.foundations; ++f) CHECK(s.empty(foundation(f)));
            for (int c = 0; c < sh.cells; ++c) CHECK(s.empty(cell(c)));
            CHECK(s.base_rank == kAce);
            CHECK_FALSE(is_over(spec, s));
        }
    }
}

TEST_CASE("klondike family: building down in alternating colours, runs, spaces") {
    for (const Spec* sp : any_run_games()) {
        const Spec& spec = *sp;
        run(spec,
            {
                {"top card onto the next rank of the other colour", kl(), "t1>t3", Reason::Ok},
                {"the whole face-up run", kl(), "t1:3>t2", Reason::Ok},
                {"a partial run", kl(), "t1:2>t4", Reason::Ok},
                {"the run's innermost card must fit", kl(), "t1:2>t3", Reason::TableauBuild},
                {"same colour refused", kl({{"t3", "#3D 8H"}}), "t3>t4", Reason::TableauBuild},
                {"up refused", kl({{"t3", "TS"}}), "t3>t4", Reason::TableauBuild},
                {"no wrap: King on Ace refused", kl({{"t7", "AS"}, {"t6", "#6H KH"}}), "t6>t7",
                 Reason::TableauBuild},
                {"no wrap: Ace on 2 is fine, King-Ace is not", kl({{"t7", "2C"}, {"t3", "AH"}}), "t3>t7",
                 Reason::Ok},
                {"face-down cards never move", kl(), "t1:4>t2", Reason::FaceDownCards},
                {"a broken sequence is not a run", kl({{"t1", "#5C 9H 8S 8D"}}), "t1:2>t4", Reason::NotARun},
                {"a King into a space", kl({{"t6", "#6H KH"}}), "t6>t5", Reason::Ok},
                {"a King build into a space", kl(), "t6:2>t5", Reason::Ok},
                {"not a Queen", kl(), "t6>t5", Reason::EmptyPileKing},
                {"nor a run that does not start with a King", kl(), "t1:3>t5", Reason::EmptyPileKing},
                {"nor a partial run below a King", kl(), "t1>t5", Reason::EmptyPileKing},
                {"waste top onto the tableau", kl({{"w", "5H 6S"}}), "w>t1", Reason::Ok},
                {"only the waste's top card", kl({{"w", "6S 5H"}}), "w:2>t1", Reason::OneCardOnly},
                {"a King from the waste into a space", kl({{"w", "5H KS"}}), "w>t5", Reason::Ok},
                {"no other waste card into a space", kl(), "w>t5", Reason::EmptyPileKing},
                {"the stock is face down", kl({{"s", "#JD 6S"}}), "s>t1", Reason::StockFaceDown},
                {"nothing goes back to the waste", kl(), "t1>w", Reason::ToStockOrWaste},
            });
    }
}

TEST_CASE("klondike family: foundations, Ace first then up in suit to King") {
    for (const Spec* sp : all_games()) {
        const Spec& spec = *sp;
        run(spec,
            {
                {"2 on the Ace of its suit", kl(), "t7>f1", Reason::Ok},
                {"from the waste", kl(), "w>f2", Reason::Ok},
                {"not on another suit", kl(), "t7>f2", Reason::FoundationSequence},
                {"not out of sequence", kl({{"t7", "3C"}}), "t7>f1", Reason::FoundationSequence},
                {"an Ace starts an empty foundation", kl({{"t7", "AH"}}), "t7>f3", Reason::Ok},
                {"nothing else does", kl(), "t4>f3", Reason::FoundationRank},
                {"a King completes it", kl({{"f1", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"}, {"t7", "KC"}}),
                 "t7>f1", Reason::Ok},
                {"no wrap: nothing after the King",
                 kl({{"f1", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"}, {"t7", "AC"}}), "t7>f1",
                 Reason::FoundationFull},
                {"only single cards go home", kl({{"t1", "#5C 2D AC"}}), "t1:2>f3", Reason::OneCardOnly},
                {"nothing leaves a foundation", kl({{"f1", "AC 2C"}}), "f1>t4", Reason::FromFoundation},
                {"the stock is face down", kl({{"s", "#JD 2C"}}), "s>f1", Reason::StockFaceDown},
            });
    }
    run(dbl(), {
                   {"eight foundations: the second Ace of clubs", kl({{"f5", "AC"}, {"t7", "2C"}}), "t7>f5",
                    Reason::Ok},
                   {"an Ace to the eighth foundation", kl({{"t7", "AH"}}), "t7>f8", Reason::Ok},
               });
    run(gargantua(), {{"an Ace to the eighth foundation", kl({{"t7", "AH"}}), "t7>f8", Reason::Ok}});
}

TEST_CASE("klondike family: a face-down card left on top turns face up as part of the move") {
    for (const Spec* sp : all_games()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        State s = play(spec, kl(), "t3>t4");
        CHECK(pile_text(s, "t3") == "3D");
        CHECK(pile_text(s, "t4") == "9D 8C");
        s = play(spec, kl({{"t7", "#4H 2C"}}), "t7>f1");
        CHECK(pile_text(s, "t7") == "4H");
        s = play(spec, kl(), "t6:2>t5");
        CHECK(pile_text(s, "t6") == "6H");
        CHECK(pile_text(s, "t5") == "KH QS");
        // Only the newly exposed card turns; the one beneath stays down.
        s = play(spec, kl(), "t1:3>t2");
        CHECK(pile_text(s, "t1") == "#5C 2H");
        CHECK(pile_text(s, "t2") == "#4S TC 9H 8S 7D");
    }
    const State c = play(klondike(), kl(), "t3>c1");
    CHECK(pile_text(c, "c1") == "8C");
    CHECK(pile_text(c, "t3") == "3D");
}

TEST_CASE("klondike: two holdouts, one card each") {
    const Spec& spec = klondike();
    run(spec, {
                  {"the top of a tableau pile to a holdout", kl(), "t1>c1", Reason::Ok},
                  {"the waste top to a holdout", kl(), "w>c2", Reason::Ok},
                  {"one card only in a holdout", kl({{"c1", "QD"}}), "t1>c1", Reason::CellOccupied},
                  {"the other holdout is free", kl({{"c1", "QD"}}), "t1>c2", Reason::Ok},
                  {"no run into a holdout", kl(), "t1:2>c1", Reason::OneCardOnly},
                  {"no face-down card", kl({{"t7", "#2C"}}), "t7>c1", Reason::FaceDownCards},
                  {"not from the stock", kl(), "s>c1", Reason::StockFaceDown},
                  {"not from a foundation", kl(), "f1>c1", Reason::FromFoundation},
                  {"holdout to a tableau pile by the building rule", kl({{"c1", "6S"}}), "c1>t1", Reason::Ok},
                  {"which must be met", kl({{"c1", "6D"}}), "c1>t1", Reason::TableauBuild},
                  {"a King from a holdout into a space", kl({{"c1", "KD"}}), "c1>t5", Reason::Ok},
                  {"nothing else into a space", kl({{"c1", "QD"}}), "c1>t5", Reason::EmptyPileKing},
                  {"holdout to a foundation", kl({{"c1", "2C"}}), "c1>f1", Reason::Ok},
                  {"never back to the waste", kl({{"c1", "6S"}}), "c1>w", Reason::ToStockOrWaste},
                  {"never to the other holdout", kl({{"c1", "6S"}}), "c1>c2", Reason::CellSource},
                  {"a holdout holds one card, so one card moves", kl({{"c1", "6S"}}), "c1:2>t1",
                   Reason::NotEnoughCards},
              });
    CHECK_FALSE(parse_pile("c3").has_value()); // two holdouts, no more
    for (const Spec* other : {&familiar(), &easy(), &strict(), &dbl(), &gargantua(), &thumb()})
        run(*other, {{"the other games have no holdouts", kl(), "t1>c1", Reason::NoSuchPile}});
    const State s = play(spec, kl({{"c1", "6S"}}), "c1>t1");
    CHECK(s.empty(cell(0)));
    CHECK(pile_text(s, "t1") == "#5C #2H 9H 8S 7D 6S");
}

TEST_CASE("klondike family: the stock, draw 1 or 3, redeals") {
    // Draw 1 (klondike, easy, strict, gargantua, thumb-and-pouch): one card, face up.
    for (const Spec* sp : {&klondike(), &easy(), &strict(), &gargantua(), &thumb()}) {
        const State s = play(*sp, kl({{"s", "#JD #3S #6C"}}), "deal");
        CHECK(pile_text(s, "s") == "#JD #3S");
        CHECK(pile_text(s, "w") == "5H 2D 6C");
    }
    // Draw 3 (familiar, double): three cards, the last one turned on top; only min(3, left) when short.
    for (const Spec* sp : {&familiar(), &dbl()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        State s = play(spec, kl({{"s", "#JD #3S #6C #9S"}}), "deal");
        CHECK(pile_text(s, "s") == "#JD");
        CHECK(pile_text(s, "w") == "5H 2D 9S 6C 3S");
        run(spec,
            {
                {"only the top waste card plays", s, "w>t1", Reason::TableauBuild}, // 3S on 7D does not fit
                {"not the one below it", s, "w:2>t1", Reason::OneCardOnly},
            });
        s = play(spec, s, "deal");
        CHECK(s.empty(stock()));
        CHECK(pile_text(s, "w") == "5H 2D 9S 6C 3S JD");
        s = play(spec, kl({{"s", "#JD #3S"}}), "deal");
        CHECK(s.empty(stock()));
        CHECK(pile_text(s, "w") == "5H 2D 3S JD");
    }
    // No redeal: klondike, strict, thumb-and-pouch.
    for (const Spec* sp : {&klondike(), &strict(), &thumb()})
        run(*sp, {
                     {"no redeal", kl({{"s", ""}}), "redeal", Reason::NoRedeal},
                     {"no deal from an empty stock", kl({{"s", ""}}), "deal", Reason::StockEmpty},
                 });
    // Unlimited redeals: familiar, easy, double.
    for (const Spec* sp : {&familiar(), &easy(), &dbl()}) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        run(spec,
            {
                {"redeal when the stock is empty", kl({{"s", ""}}), "redeal", Reason::Ok},
                {"after any number of redeals", kl({{"s", ""}}, 25), "redeal", Reason::Ok},
                {"not while the stock has cards", kl(), "redeal", Reason::StockNotEmpty},
                {"not with nothing to redeal", kl({{"s", ""}, {"w", ""}}), "redeal", Reason::NothingToRedeal},
            });
        // The waste turns over unshuffled, face down: its bottom card becomes the stock's top.
        const State r = play(spec, kl({{"s", ""}, {"w", "5H 2D 9S"}}, 3), "redeal");
        CHECK(pile_text(r, "s") == "#9S #2D #5H");
        CHECK(r.empty(waste()));
        CHECK(r.redeals_used == 4);
        const State again = play(spec, r, "deal");
        CHECK(pile_text(again, "w").substr(0, 2) == "5H"); // the first card turned is the old waste bottom
    }
    // Gargantua: exactly one redeal.
    const State g = play(gargantua(), kl({{"s", ""}, {"w", "5H 2D 9S"}}), "redeal");
    CHECK(pile_text(g, "s") == "#9S #2D #5H");
    CHECK(g.redeals_used == 1);
    run(gargantua(), {
                         {"one redeal", kl({{"s", ""}}), "redeal", Reason::Ok},
                         {"not a second", kl({{"s", ""}}, 1), "redeal", Reason::NoRedealsLeft},
                     });
}

TEST_CASE("klondike strict: only the whole face-up part moves between tableau piles") {
    const Spec& spec = strict();
    run(spec,
        {
            {"the whole face-up part", kl(), "t1:3>t2", Reason::Ok},
            {"not a partial run", kl(), "t1:2>t4", Reason::WholeFaceUpPartOnly},
            {"not the lone top card of a longer face-up part", kl(), "t1>t3", Reason::WholeFaceUpPartOnly},
            {"a lone top card that is the only face-up card", kl(), "t3>t4", Reason::Ok},
            {"the top card may still go to a foundation", kl({{"f2", "AD 2D 3D 4D 5D 6D"}}), "t1>f2",
             Reason::Ok},
            {"the whole King build into a space", kl(), "t6:2>t5", Reason::Ok},
            {"not its top card alone (and it is no King)", kl(), "t6>t5", Reason::WholeFaceUpPartOnly},
            {"the waste card plays onto the tableau", kl({{"w", "5H 6C"}}), "w>t1", Reason::Ok},
            {"still by the building rule", kl({{"w", "5H 6D"}}), "w>t1", Reason::TableauBuild},
        });
}

TEST_CASE("thumb and pouch: down in any suit but the card's own; top card or whole face-up part") {
    const Spec& spec = thumb();
    run(spec, {
                  {"other colour", kl({{"t3", "8S"}}), "t3>t4", Reason::Ok},
                  {"same colour, other suit", kl({{"t3", "8H"}}), "t3>t4", Reason::Ok},
                  {"not the card's own suit", kl({{"t3", "8D"}}), "t3>t4", Reason::TableauBuild},
                  {"still down by one", kl({{"t3", "7S"}}), "t3>t4", Reason::TableauBuild},
                  {"no wrap", kl({{"t7", "AS"}, {"t6", "#6H KH"}}), "t6>t7", Reason::TableauBuild},
                  {"the top card alone", kl(), "t1>t3", Reason::Ok},
                  {"the whole face-up part", kl(), "t1:3>t2", Reason::Ok},
                  {"no partial build", kl(), "t1:2>t4", Reason::TopOrWholeOnly},
                  {"any card into a space", kl(), "t1>t5", Reason::Ok},
                  {"any whole build into a space", kl(), "t1:3>t5", Reason::Ok},
                  {"not a partial build", kl(), "t1:2>t5", Reason::TopOrWholeOnly},
                  {"a waste card into a space", kl(), "w>t5", Reason::Ok},
                  {"foundations still in suit", kl(), "t7>f2", Reason::FoundationSequence},
                  {"runs follow this building rule", kl({{"t1", "#5C 9H 8H 7H"}, {"t2", "#4S TS"}}),
                   "t1:3>t2", Reason::NotARun},
                  {"a same-colour run of other suits is fine", kl({{"t1", "#5C 9H 8D 7H"}, {"t2", "#4S TS"}}),
                   "t1:3>t2", Reason::Ok},
              });
}

TEST_CASE("klondike family: scores") {
    // Klondike: $52 a game, $3 a card; strict: $5 a card; the others count foundation cards.
    CHECK(score(klondike(), deal(klondike(), 1)) == -52);
    CHECK(score(strict(), deal(strict(), 1)) == -52);
    const State five = kl({{"f1", "AC 2C 3C"}, {"f2", "AD 2D"}});
    CHECK(cards_home(klondike(), five) == 5);
    CHECK(score(klondike(), five) == -52 + 15);
    CHECK(score(strict(), five) == -52 + 25);
    for (const Spec* sp : {&familiar(), &easy(), &dbl(), &gargantua(), &thumb()})
        CHECK(score(*sp, five) == 5);
    CHECK(score(familiar(), deal(familiar(), 1)) == 0);
    const State k = play(klondike(), kl(), "t7>f1");
    CHECK(score(klondike(), k) == -52 + 9);
}

TEST_CASE("klondike family: won and over") {
    for (const Spec* sp : all_games()) {
        const Spec& spec = *sp;
        CAPTURE(spec.id);
        Piles p = all_home(spec.decks);
        p.back().second.resize(p.back().second.size() - 3); // the last King of spades waits on t1
        p.push_back({"t1", "KS"});
        const State almost = position(p, kAce);
        CHECK_FALSE(is_won(spec, almost));
        const std::string last = "t1>f" + std::to_string(4 * spec.decks);
        const State won = play(spec, almost, last.c_str());
        CHECK(is_won(spec, won));
        CHECK_FALSE(is_over(spec, won));
        CHECK(legal_moves(spec, won).empty());
        CHECK(cards_home(spec, won) == 52 * spec.decks);
        CHECK(status_text(spec, won).find("Won") != std::string::npos);
    }
    CHECK(score(klondike(), position(all_home(1), kAce)) == -52 + 156);
    CHECK(score(strict(), position(all_home(1), kAce)) == -52 + 260);

    // Stuck: no builds, nothing for the foundations, stock and waste empty.
    const Piles stuck = {{"f1", "AC"},     {"t1", "3H"}, {"t2", "3D"}, {"t3", "3S"},
                         {"t4", "#2C 9H"}, {"t5", "9D"}, {"t6", "9S"}, {"t7", "#KH 6C"}};
    for (const Spec* sp : {&familiar(), &easy(), &strict(), &thumb()}) {
        CAPTURE(sp->id);
        CHECK(is_over(*sp, position(stuck, kAce)));
        CHECK(status_text(*sp, position(stuck, kAce)).find("No moves left") != std::string::npos);
    }
    CHECK(is_over(klondike(), position(with(stuck, {{"c1", "5S"}, {"c2", "5C"}}), kAce)));
    CHECK_FALSE(is_over(klondike(), position(stuck, kAce))); // a holdout is free
    // A waste card with unlimited redeals: redeal is a move.
    CHECK_FALSE(is_over(familiar(), position(with(stuck, {{"w", "QD"}}), kAce)));
    CHECK(is_over(klondike(), position(with(stuck, {{"c1", "5S"}, {"c2", "5C"}, {"w", "QD"}}), kAce)));
    CHECK_FALSE(is_over(gargantua(), position(with(stuck, {{"w", "QD"}}), kAce)));
    CHECK(is_over(gargantua(), position(with(stuck, {{"w", "QD"}}), kAce, false, 1)));
    // Two-deck games have piles t8, t9 that must be non-empty for a true stop.
    CHECK(is_over(dbl(), position(with(stuck, {{"t8", "JH"}, {"t9", "JD"}}), kAce)));
}
