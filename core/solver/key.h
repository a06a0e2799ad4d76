// The solver's keys: 128 bits that name a position up to the rules' symmetries, so the search recognises a
// position it has seen. A key is a sum of one term per pile, so a child's key comes from its parent's by
// hashing again only the few piles a move changed.
#pragma once

#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace patience {

struct Key { // trivially constructible, so a table of them can be allocated without being written
    std::uint64_t a, b;
    bool empty() const { return (a | b) == 0; }
    friend bool operator==(const Key&, const Key&) = default;
    // Keys are sums of terms, each 64-bit half modulo 2^64.
    Key& operator+=(const Key& y) {
        a += y.a;
        b += y.b;
        return *this;
    }
    Key& operator-=(const Key& y) {
        a -= y.a;
        b -= y.b;
        return *this;
    }
};

// Klondike's stock (StockModel::FaceDownDraw) turns cards whatever the tableau holds, so the search may turn
// it as far as it likes before a move ("K+" stock, after Bjarnason, Fern and Tadepalli): no position in the
// middle of the turns needs searching. With unlimited redeals the turns cycle. A turn then reads and changes
// the stock, the waste and the redeals used, nothing else: the rules for empty piles that watch the stock
// (a forced fill, a fill from the waste, a stock lock) would make it read the tableau.
inline bool turns_freely(const Spec& spec) {
    return spec.stock == StockModel::FaceDownDraw && player_fills_spaces(spec);
}
inline bool stock_cycles(const Spec& spec) { return turns_freely(spec) && spec.redeals == kUnlimited; }
// Where Klondike's stock does not cycle and one deck is dealt, the stock and the waste are keyed together as
// their cards' set and the waste's size (KeyTerms::talon_head, talon_card). That names them within one
// deal: their cards leave only from the top of the waste or the stock and no card joins them, and a redeal
// turns the waste over whole, so they always hold the deal's stock cards less some, in the order they were
// dealt, the waste's first. (With two decks, a set with one of two twins gone could be either order.)
inline bool talon_as_set(const Spec& spec) {
    return spec.stock == StockModel::FaceDownDraw && !stock_cycles(spec) && spec.decks == 1 &&
           !reads_colour_not_suit(spec);
}
// Whether a cycling stock stands at a point of its cycle: a whole number of turns from a fresh pass, or
// spent. (Draw 3 after a waste card was played stands off it: turns of 3 never come back to that point.)
inline bool on_cycle(const Spec& spec, int waste_size, int stock_size) {
    return waste_size % spec.draw == 0 || stock_size == 0;
}
inline bool on_cycle(const Spec& spec, const State& s) {
    return on_cycle(spec, s.size(waste()), s.size(stock()));
}

constexpr std::uint64_t mix(std::uint64_t z) { // SplitMix64's finaliser: a bijection with full avalanche
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Whether a position's tableau piles and its cycling stock are keyed by their links (KeyTerms::link): where
// every card is one of a kind (one deck, suits read) and the stock is Klondike's. A pile named by the pairs
// of neighbouring cards in it changes by a few terms when cards leave or join it, whatever its length.
inline bool linked_keys(const Spec& spec) {
    return spec.decks == 1 && spec.stock == StockModel::FaceDownDraw && !reads_colour_not_suit(spec) &&
           spec.base != BaseCard::ChosenFromFour;
}

// A position's key is the sum (each 64-bit half modulo 2^64) of a 128-bit hash per pile:
//  * Tableau piles: each pile's cards, the pile's number left out, so piles in any order give one sum (no
//    rule tells them apart by number, see term() in key.cpp, except while a base is chosen, when the
//    number counts). With linked_keys, a pile's term is the sum of its links (KeyTerms::link).
//  * Foundations: each one's size and top card (their moves read nothing else; which cards are home follows
//    from the other piles), in any order. Holdouts (cells): each one's card, in any order.
//  * Stock, waste and reserve: each pile's cards by their places from the bottom, one term a card, so a move
//    that takes or puts cards at a top changes only their terms; the stock's term also holds the rule flags
//    (base rank, stock lock, redeals). A cycling stock's side: one term for all of them (see key.cpp). With
//    talon_as_set, the stock and waste: one term, in the stock's slot, for their cards and the waste's size.
//  * Where no rule reads a suit, only colours (reads_colour_not_suit), every card by its rank and colour.
// Two positions get one key when they agree on all of this; two that do not collide only when the sums of
// their differing terms agree in 128 bits, the chance of two random values agreeing (2^-128 a pair).
class KeyParts {
  public:
    KeyParts() = default;
    KeyParts(const Spec& spec, const State& state); // every term hashed

    Key key() const;
    // The parts of `child`, a position the search reaches from `parent` (whose parts these are) by one move
    // after any turns of the stock, or back: the parent's from the child's. Only the piles whose size or top
    // card differ are hashed again (see key.cpp for why no other pile can differ). `may` holds every pile the
    // move may have changed (piles_changed, with the stock's turns): only those are looked at.
    KeyParts child(const Spec& spec, const State& parent, const State& child, PileMask may = kAllPiles) const;
    // The same in two steps, for a child the search may then push: the terms of the piles that differ, hashed
    // once, give its key, and its parts if it is pushed.
    struct Change {
        Key sum;
        bool all = false; // every term to be hashed again (key() gives canonical_key)
        int count = 0;
        std::array<std::uint8_t, kPiles> slot;
        std::array<Key, kPiles> term;
    };
    Change change(const Spec& spec, const State& parent, const State& child, PileMask may = kAllPiles) const;
    static Key key(const Spec& spec, const State& child, const Change& change);
    KeyParts child(const Spec& spec, const State& child, const Change& change) const;
    // These parts' terms of the piles a change replaces, to put back when the search returns from the child:
    // `fits` when there are at most three and not every term changed (else the parent's are hashed again).
    struct Undo {
        Key sum;
        std::array<Key, 3> term;
        std::array<std::uint8_t, 3> slot;
        std::uint8_t count = 0;
        bool fits = false;
    };
    Undo undo_of(const Change& change) const;
    void undo(const Undo& undo); // the parts of the parent again, from the child's
    // The key of apply(spec, parent, move) without making the move: for a move of cards between tableau
    // piles, holdouts and foundations that changes no other pile (piles_changed says only its two), and for a
    // move of the waste's card where the stock cycles (turns_freely, unlimited redeals), after the stock's
    // turns that leave `turned_to` cards on the waste (-1: no turns). What the search asks of every child
    // before it makes the move, most children being positions it has seen. nullopt for any other move (a
    // deal, a move that sets the base, one after which the stock turns or a pile fills by itself): apply it
    // and ask change() and key().
    std::optional<Key> move_key(const Spec& spec, const State& parent, const Move& move,
                                int turned_to = -1) const;

  private:
    template <class Visit>
    void changed(const Spec& spec, const State& parent, const State& child, PileMask may, Visit v) const;

    Key sum_{0, 0};
    std::array<Key, kPiles> term_{}; // by pile slot; a cycling stock's side is all in the stock's
};

// The key of a position, every term hashed (what KeyParts::key must agree with).
Key canonical_key(const Spec& spec, const State& state);

// A coarser key, for a search whose losses prove nothing (the streamlined search with holdouts, solver.cpp):
// with one deck and Klondike's piles, the face-down cards (they name each tableau pile's face-down part), the
// tableau piles' bottom cards, the foundations' heights, the holdouts' cards in any order, and the stock and
// waste's cards with the waste's size and the redeals used. It leaves out where the face-up tableau cards
// lie, as lonelybot's key does: positions that differ only in which of two twins a card lies on, or in how
// runs are split between piles, share it, and such a search tries one of them. It leaves out the order of
// the stock and waste too, which within one search is the deal's: it names a position only within a search.
struct CoarseParts {
    FaceSet down = 0, bottoms = 0, talon = 0;
    int waste = 0, redeals = 0;
    std::array<int, kSuits> home{}; // by suit
    std::array<Card, 2> cells{};
    Key key() const;
};
CoarseParts coarse_parts(const Spec& spec, const State& state);

// The key of a position's twin class (dominance.h, twin_classes: the positions that differ only in which of
// two twins, cards of one rank and colour, each face-up tableau card lies on): canonical_key's terms of the
// foundations and the stock's side, and for each tableau pile that holds a card a term of its bottom card and
// its face-down cards' count (KeyTerms::twin_pile, with two decks its number too). Within one search that
// names the class: a pile's face-down cards never move, so its bottom card and their count name them, and the
// face-up tableau cards are then the cards left over.
Key twin_key(const Spec& spec, const State& state);

// What the stock's term reads: the stock and waste (bottom card first, face marks as they lie), the reserve
// and the rule flags.
struct StockSide {
    int base_rank = 0;
    bool stock_locked = false;
    int redeals_used = 0;
    std::span<const Card> stock, waste, reserve;
};

// The terms of a key, for a position held in another form (the Klondike board, klondike_board.h): each as
// KeyParts hashes it for a State where no base is being chosen (so tableau piles are not numbered), and the
// key of their sum. The board's property test holds its keys equal to canonical_key.
struct KeyTerms {
    static Key tableau(const Spec& spec, std::span<const Card> cards);
    static Key foundation(const Spec& spec, int size, Card top);
    static Key cell(const Spec& spec, Card card);
    static Key stock(const Spec& spec, const StockSide& side);
    // Where the stock does not cycle, stock()'s term of one card at `place` (from the bottom) of the stock,
    // the waste or the reserve: a card leaving or joining a top changes the sum by its own term.
    static Key place(const Spec& spec, PileKind pile, int place, Card card);
    // A cycling stock's (stock_cycles): from its cards in dealing order (the waste's bottom first, then the
    // stock's top first) and the waste's size; `flags`' piles are not read but its reserve.
    static Key cycling_stock(const Spec& spec, const StockSide& flags, std::span<const Card> order,
                             int waste_size);
    // With talon_as_set, the stock's term: talon_head's (the rule flags of `flags` and the waste's size)
    // plus talon_card's of each card of the stock and the waste, so a turn of the stock changes the head
    // alone and a card played from it one card's term more.
    static Key talon_head(const Spec& spec, const StockSide& flags, int waste_size);
    static constexpr Key talon_card(Card card) { return link_term(card.bits() & 0x3f, 0, kTalonSeed); }
    static Key finish(Key sum); // the key of a sum of terms

    // With linked_keys. A tableau pile's term is the sum of link(below, above) over each pair of neighbours,
    // from link(kEnd, bottom card) to link(top card, kEnd) (an empty pile: link(kEnd, kEnd)), each card by
    // its byte (face-down mark included). A cycling stock's term is cycling_head's plus the sum of
    // stock_link(before, after) over its dealing order, kEnd before the first card and after the last.
    static constexpr int kEnd = 0x100;
    static constexpr Key link(int below, int above) { return link_term(below, above, kLinkSeed); }
    static constexpr Key stock_link(int before, int after) {
        return link_term(before, after, kStockLinkSeed);
    }
    static Key cycling_head(const Spec& spec, const StockSide& flags, int cards, int waste_size);
    // With twin_classes, the tableau's terms instead: for each pile that holds a card, one of its bottom
    // card's face (Card::face_index) and its face-down cards' count; with two decks, and a face-down card,
    // the pile's number too (twin_pile_number), since both copies of a card may lie at the bottom of two
    // piles, and then the two counts would not say which pile holds which.
    static constexpr Key twin_pile(int bottom_face, int down, int number) {
        return link_term(bottom_face, down > 0 ? down + 64 * number : 0, kTwinSeed);
    }
    // The number twin_pile takes for tableau pile `t`: 0 with one deck, whose cards name their pile.
    static constexpr int twin_pile_number(const Spec& spec, int t) { return spec.decks > 1 ? t + 1 : 0; }

  private:
    static constexpr std::uint64_t kLinkSeed = 0xa4093822299f31d0ULL;
    static constexpr std::uint64_t kStockLinkSeed = 0xbe5466cf34e90c6cULL;
    static constexpr std::uint64_t kTalonSeed = 0x6a09e667f3bcc908ULL;
    static constexpr std::uint64_t kTwinSeed = 0x510e527fade682d1ULL;
    // 128 bits of a pair of neighbours: two independent hashes of the pair. (Inline: a move asks for a few.)
    static constexpr Key link_term(int below, int above, std::uint64_t seed) {
        const std::uint64_t w = static_cast<std::uint64_t>(below) << 16 | static_cast<std::uint64_t>(above);
        return {mix(seed ^ w), mix((seed << 29 | seed >> 35) + w * 0x9e3779b97f4a7c15ULL)};
    }
};

} // namespace patience
