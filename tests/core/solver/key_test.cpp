// The solver's keys: equal for positions equal up to the rules' symmetries, different otherwise, and a
// child's key computed from its parent's (only the piles a move changed hashed again) equal to the key
// computed whole.
#include "playout.h"
#include "position.h"
#include "solver/key.h"

#include <map>
#include <utility>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

// Every child the solver searches from `s`, with the piles it may change (as the solver gives them to the
// keys): each legal move, and with a freely turning stock each move of a waste card after one or more turns,
// up to a whole pass and a redeal and then some. With the move, and the waste's size after the turns (-1:
// none), as the solver asks move_key.
struct Child {
    State state;
    PileMask may;
    Move move;
    int turned_to;
};
std::vector<Child> children(const Spec& spec, const State& s) {
    std::vector<Child> out;
    for (const Move& m : legal_moves(spec, s))
        out.push_back({apply(spec, s, m), piles_changed(spec, s, m), m, -1});
    if (!turns_freely(spec)) return out;
    State t = s;
    for (int turns = 0; turns < spec.cards(); ++turns) {
        const Move step = is_legal(spec, t, Move::deal()) ? Move::deal() : Move::redeal();
        if (!is_legal(spec, t, step)) break;
        t = apply(spec, t, step);
        MoveList from_waste;
        legal_moves_from(spec, t, waste(), from_waste);
        for (const Move& m : from_waste)
            out.push_back({apply(spec, t, m),
                           piles_changed(spec, s, m) | pile_bit(stock()) | pile_bit(waste()), m,
                           t.size(waste())});
    }
    return out;
}

// `s` with every card's suit swapped for the other suit of its colour (hearts and diamonds, clubs and
// spades), where `swap` says so for the card's face; face-down marks kept.
State swap_suits(const State& s, auto swap) {
    static constexpr Suit other[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
    State t = s;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId p = PileId::from_slot(slot);
        for (int i = 0; i < s.size(p); ++i) {
            const Card c = s.at(p, i);
            if (swap(c)) t.set(p, i, Card(c.rank(), other[static_cast<int>(c.suit())], c.face_up()));
        }
    }
    return t;
}

} // namespace

TEST_CASE("incremental keys: a child's key from its parent's, and back, equals the key computed whole, every "
          "ruleset") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        int unmade_keys = 0;
        for (std::uint32_t d = 1; d <= 100 / kDealDivisor; ++d) {
            CAPTURE(d);
            State s = deal(*spec, d);
            KeyParts parts(*spec, s); // carried along the walk, as the search carries it down its line
            Rng rng(d * 31ULL + 7);
            for (int step = 0; step < 150; ++step) {
                REQUIRE(parts.key() == canonical_key(*spec, s));
                const std::vector<Child> next = children(*spec, s);
                if (next.empty()) break;
                for (const auto& [c, may, m, turned_to] : next) {
                    const Key whole = canonical_key(*spec, c);
                    // The key of a move not made is the key of the move made: for every move between tableau
                    // piles, holdouts and foundations that changes only its two piles, and every move of a
                    // card a cycling stock shows (after its turns, if any) but one that sets the base.
                    const std::string move_text = to_string(m); // CAPTURE takes no structured binding
                    const int turns_to = turned_to;
                    CAPTURE(move_text);
                    CAPTURE(turns_to);
                    const std::optional<Key> unmade = parts.move_key(*spec, s, m, turned_to);
                    const bool two_piles =
                        m.kind == Move::Kind::Transfer &&
                        (m.from.kind == PileKind::Tableau || m.from.kind == PileKind::Cell) &&
                        piles_changed(*spec, s, m) == (pile_bit(m.from) | pile_bit(m.to));
                    const bool shown = m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Waste &&
                                       stock_cycles(*spec) &&
                                       !spec->second_pass_turns_only_when_waste_empty &&
                                       !(m.to.kind == PileKind::Foundation && s.base_rank == 0);
                    REQUIRE(unmade.has_value() == (two_piles || shown));
                    if (unmade) {
                        REQUIRE(*unmade == whole);
                        ++unmade_keys;
                    }
                    REQUIRE(KeyParts::key(*spec, c, parts.change(*spec, s, c)) ==
                            whole); // every pile looked at
                    const KeyParts down = parts.child(*spec, s, c, may);
                    REQUIRE(down.key() == whole);
                    // The same from the terms hashed once, as the engine's search asks them.
                    const KeyParts::Change change = parts.change(*spec, s, c, may);
                    REQUIRE(KeyParts::key(*spec, c, change) == whole);
                    REQUIRE(parts.child(*spec, c, change).key() == whole);
                    // And back up, as the search does when it leaves a child for its parent: the way down
                    // again, or the parent's terms put back.
                    REQUIRE(down.child(*spec, c, s, may).key() == parts.key());
                    REQUIRE(KeyParts::key(*spec, s, down.change(*spec, c, s, may)) == parts.key());
                    const KeyParts::Undo back = parts.undo_of(change);
                    if (back.fits) {
                        KeyParts up = down;
                        up.undo(back);
                        REQUIRE(up.key() == parts.key());
                    }
                }
                // Down the walk, through a child and back and down again where the terms are put back: any
                // term put back wrong shows in a later key.
                const Child& on = next[rng.below(static_cast<std::uint32_t>(next.size()))];
                const KeyParts::Change change = parts.change(*spec, s, on.state, on.may);
                const KeyParts::Undo back = parts.undo_of(change);
                KeyParts down = parts.child(*spec, on.state, change);
                if (back.fits) {
                    KeyParts up = down;
                    up.undo(back);
                    down = up.child(*spec, on.state, up.change(*spec, s, on.state, on.may));
                }
                parts = down;
                s = on.state;
            }
        }
        // Every ruleset has such moves: where the stock turns or empty piles fill by themselves (Aisleriot's
        // Terrace family), the moves of tableau cards that leave their pile a card.
        CHECK(unmade_keys > 0);
    }
}

TEST_CASE("keys name positions up to the symmetries the rules have, and no further") {
    const Spec& klondike = ruleset("klondike", "std");
    const Piles base = {{"t1", "#QS KH"}, {"t2", "#2C #9D 8S"}, {"t3", "5H"}, {"f1", "AD 2D"},
                        {"f2", "AC"},     {"s", "#3S #4S"},     {"w", "7C"},  {"c1", "JD"}};
    const Key key = canonical_key(klondike, position(base));
    SUBCASE("tableau piles in another order: the same key") {
        CHECK(canonical_key(klondike, position(with(base, {{"t1", "5H"}, {"t3", "#QS KH"}}))) == key);
        CHECK(canonical_key(klondike, position(with(base, {{"t7", "5H"}, {"t3", ""}}))) == key);
    }
    SUBCASE("foundations and holdouts in another order: the same key") {
        CHECK(canonical_key(klondike, position(with(base, {{"f1", ""}, {"f3", "AD 2D"}, {"f2", "AC"}}))) ==
              key);
        CHECK(canonical_key(klondike, position(with(base, {{"f1", "AC"}, {"f2", "AD 2D"}}))) == key);
        CHECK(canonical_key(klondike, position(with(base, {{"c1", ""}, {"c2", "JD"}}))) == key);
    }
    SUBCASE("any other difference: another key") {
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"t3", "5D"}}))) == key);
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"t1", "QS KH"}}))) == key); // face up
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"t1", "#QS"}, {"t3", "5H KH"}}))) == key);
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"s", "#3S"}, {"w", "7C 4S"}}))) == key);
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"s", "#3S #5S"}}))) == key);
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"c1", ""}, {"t4", "JD"}}))) == key);
        const Spec& gargantua = ruleset("gargantua", "std"); // one redeal
        CHECK_FALSE(canonical_key(gargantua, position(base, 0, false, 1)) ==
                    canonical_key(gargantua, position(base)));
    }
    SUBCASE(
        "one deck, a stock that does not cycle: its cards and the waste's as a set, by the waste's size") {
        // Within a deal their order is the deal's (talon_as_set), so the key leaves it out; with two decks
        // it does not, nor where the stock cycles.
        REQUIRE(talon_as_set(klondike));
        const Key stock_swapped = canonical_key(klondike, position(with(base, {{"s", "#4S #3S"}})));
        CHECK(stock_swapped == key);
        CHECK(canonical_key(klondike, position(with(base, {{"s", "#3S #7C"}, {"w", "4S"}}))) == key);
        const Spec& gargantua = ruleset("gargantua", "std");
        const Spec& easy = ruleset("klondike-easy", "std");
        CHECK_FALSE(talon_as_set(gargantua));
        CHECK_FALSE(talon_as_set(easy));
        for (const Spec* other : {&gargantua, &easy})
            CHECK_FALSE(canonical_key(*other, position(with(base, {{"s", "#4S #3S"}}))) ==
                        canonical_key(*other, position(base)));
    }
    SUBCASE("a cycling stock: every point of its cycle is one position") {
        const Spec& easy = ruleset("klondike-easy", "std");
        const State at_start = position(with(base, {{"s", "#3S #4S"}, {"w", "7C"}}));
        const State turned = position(with(base, {{"s", "#3S"}, {"w", "7C 4S"}}));
        CHECK(canonical_key(easy, at_start) == canonical_key(easy, turned));
        CHECK_FALSE(canonical_key(easy, at_start) ==
                    canonical_key(easy, position(with(base, {{"s", "#4S #3S"}, {"w", "7C"}}))));
    }
    SUBCASE("where the rules read only colours, cards of one rank and colour are one class") {
        const Spec& falling_star = ruleset("falling-star", "std");
        REQUIRE(reads_colour_not_suit(falling_star));
        const Piles terrace = {
            {"t1", "9C 8H"}, {"t2", "5D"}, {"f1", "4S 5H"}, {"r", "3C 4S"}, {"s", "8D 2C"}};
        const Key star = canonical_key(falling_star, position(terrace, 4));
        CHECK(canonical_key(falling_star, position(with(terrace, {{"t1", "9C 8D"}, {"s", "8H 2C"}}), 4)) ==
              star);
        CHECK(canonical_key(falling_star, position(with(terrace, {{"f1", "4S 5D"}, {"t2", "5H"}}), 4)) ==
              star);
        CHECK(canonical_key(falling_star, position(with(terrace, {{"t1", "9S 8H"}, {"r", "3S 4C"}}), 4)) ==
              star);
        CHECK_FALSE(canonical_key(falling_star, position(with(terrace, {{"t1", "9C 8S"}}), 4)) == star);
        CHECK_FALSE(canonical_key(falling_star, position(with(terrace, {{"t2", "6D"}}), 4)) == star);
        // General's Patience builds its foundations in suit; Klondike too.
        const Spec& generals = ruleset("generals-patience", "aisleriot");
        CHECK_FALSE(reads_colour_not_suit(generals));
        CHECK_FALSE(canonical_key(generals, position(with(terrace, {{"t1", "9C 8D"}, {"s", "8H 2C"}}), 4)) ==
                    canonical_key(generals, position(terrace, 4)));
        CHECK_FALSE(reads_colour_not_suit(klondike));
        CHECK_FALSE(canonical_key(klondike, position(with(base, {{"t3", "5D"}, {"f1", "AH 2H"}}))) == key);
    }
    SUBCASE("while the base is chosen, the tableau piles keep their numbers") {
        const Spec& terrace = ruleset("terrace", "aisleriot");
        const Piles choosing = {{"t1", "5H"}, {"t2", "9C"}, {"t3", "KD"}, {"t4", "2S"}, {"r", "3C 4C"}};
        const Piles swapped = with(choosing, {{"t1", "9C"}, {"t2", "5H"}});
        CHECK_FALSE(canonical_key(terrace, position(choosing)) == canonical_key(terrace, position(swapped)));
        CHECK(canonical_key(terrace, position(choosing, 5)) == canonical_key(terrace, position(swapped, 5)));
    }
}

// The stock's term leaves out the stock's and waste's order where talon_as_set holds (a set of cards and the
// waste's size), which names them only within one deal: walks of each deal of the rulesets whose stock does
// not cycle, many a deal, the search's children with turns of the stock among their steps, and every stock
// term met stands for one stock and one waste.
TEST_CASE("within a deal, one stock term is one stock and waste, though it leaves their order out") {
    int terms = 0;
    for (const Spec* spec : all_rulesets()) {
        if (spec->stock != StockModel::FaceDownDraw || stock_cycles(*spec)) continue;
        CAPTURE(spec->id);
        for (std::uint32_t d = 1; d <= 40 / kDealDivisor; ++d) {
            CAPTURE(d);
            std::map<std::pair<std::uint64_t, std::uint64_t>, std::pair<std::vector<Card>, std::vector<Card>>>
                seen;
            for (int walk = 0; walk < 20; ++walk) {
                State s = deal(*spec, d);
                Rng rng(d * 977ULL + static_cast<std::uint64_t>(walk));
                for (int step = 0; step < 200; ++step) {
                    const std::vector<Child> next = children(*spec, s);
                    if (next.empty()) break;
                    s = next[rng.below(static_cast<std::uint32_t>(next.size()))].state;
                    const Key term =
                        KeyTerms::stock(*spec, {s.base_rank, s.stock_locked, s.redeals_used, s.pile(stock()),
                                                s.pile(waste()), s.pile(reserve())});
                    const auto stock_cards = s.pile(stock()), waste_cards = s.pile(waste());
                    const auto piles = std::pair(std::vector<Card>(stock_cards.begin(), stock_cards.end()),
                                                 std::vector<Card>(waste_cards.begin(), waste_cards.end()));
                    const auto [it, fresh] = seen.emplace(std::pair(term.a, term.b), piles);
                    REQUIRE(it->second == piles);
                    ++terms;
                }
            }
        }
    }
    CHECK(terms > 10000);
}

// The class keys above rest on reads_colour_not_suit: where it holds, a position and its suits swapped within
// colours must have the same moves, leading to positions swapped the same way, and the same end.
TEST_CASE(
    "where the rules read only colours, a position with its suits swapped within colours plays the same") {
    int checked = 0;
    for (const Spec* spec : all_rulesets()) {
        if (!reads_colour_not_suit(*spec)) continue;
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 100 / kDealDivisor; ++d) {
            CAPTURE(d);
            // Only the hearts swapped for diamonds and the clubs for spades of some ranks, so cards of a
            // class end up in other places than before, not in a mirror of the deal.
            const auto swap = [d](Card c) { return (c.rank() + d) % 3 != 0; };
            State s = deal(*spec, d);
            Rng rng(d * 17ULL + 3);
            for (int step = 0; step < 200; ++step) {
                const State t = swap_suits(s, swap);
                const MoveList a = legal_moves(*spec, s), b = legal_moves(*spec, t);
                REQUIRE(std::vector<Move>(a.begin(), a.end()) == std::vector<Move>(b.begin(), b.end()));
                REQUIRE(is_won(*spec, s) == is_won(*spec, t));
                REQUIRE(canonical_key(*spec, s) == canonical_key(*spec, t));
                if (a.empty()) break;
                const Move& m = a[static_cast<int>(rng.below(static_cast<std::uint32_t>(a.size())))];
                s = apply(*spec, s, m);
                REQUIRE(apply(*spec, t, m) == swap_suits(s, swap));
                ++checked;
            }
        }
    }
    CHECK(checked > 1000);
}
