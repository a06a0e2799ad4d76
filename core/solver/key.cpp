// The solver's keys: one hashed term per pile, summed (key.h).
#include "solver/key.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <optional>
#include <span>

namespace patience {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int r) { return x << r | x >> (64 - r); }

// Cards of one rank and colour name one class where the rules read only colours (reads_colour_not_suit):
// clubs stand for spades and diamonds for hearts. On a card's byte (bits 4-5 the suit: clubs 0, diamonds 1,
// hearts 2, spades 3) that is bit 4 := bit 4 xor bit 5, bit 5 := 0; on eight card bytes at once the same.
constexpr std::uint64_t fold_suits(std::uint64_t w) {
    return (w & 0xcfcfcfcfcfcfcfcfULL) | ((w ^ (w >> 1)) & 0x1010101010101010ULL);
}
std::uint8_t card_byte(Card c, bool fold) {
    return static_cast<std::uint8_t>(fold ? fold_suits(c.bits()) : c.bits());
}

// 128 bits of `n` bytes and a seed, from two differently built 64-bit hashes over whole little-endian words
// (the last one padded with zeros), both seeded with the count: one chains the finaliser over each word, the
// other a multiply-rotate round; both end with the finaliser. With `fold`, the bytes are cards, their suits
// folded.
Key hash_bytes(const std::uint8_t* bytes, std::size_t n, std::uint64_t seed, bool fold = false) {
    std::uint64_t a = seed ^ n, b = rotl(seed, 17) + n * 0x9e3779b97f4a7c15ULL;
    auto round = [&](std::uint64_t w) {
        if (fold) w = fold_suits(w);
        a = mix(a ^ w);
        b = rotl(b + w * 0x9e3779b97f4a7c15ULL, 31) * 0xc2b2ae3d27d4eb4fULL;
    };
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes + i, 8);
        round(w);
    }
    if (i < n) { // the last 1-7 bytes, little-endian, in fixed-size reads (a memcpy of a size known only at
                 // run time is a slow string instruction; a loop of bytes was a tenth of the keys' time)
        std::uint64_t w = 0;
        int shift = 0;
        if (n - i >= 4) {
            std::uint32_t x;
            std::memcpy(&x, bytes + i, 4);
            w = x;
            i += 4;
            shift = 32;
        }
        if (n - i >= 2) {
            std::uint16_t x;
            std::memcpy(&x, bytes + i, 2);
            w |= std::uint64_t{x} << shift;
            i += 2;
            shift += 16;
        }
        if (i < n) w |= std::uint64_t{bytes[i]} << shift;
        round(w);
    }
    return {mix(a ^ 0xa4093822299f31d0ULL), mix(b)};
}
Key hash_word(std::uint64_t w, std::uint64_t seed) {
    return {mix(mix(seed ^ w) ^ 0xa4093822299f31d0ULL), mix(rotl(seed + w * 0x9e3779b97f4a7c15ULL, 31))};
}

// One seed per kind of term, so a pile of one kind never stands for a pile of another.
constexpr std::uint64_t kTableauSeed = 0x243f6a8885a308d3ULL;
// A tableau pile by its links. Every card being one of a kind, the links name the piles: each card has one
// link up (to the card on it or to kEnd) and the piles are the chains from kEnd up, so the sum over all piles
// is one position's, up to the piles' order, and the key stays exact but for a 2^-128 chance.
Key linked_pile(const std::uint8_t* bytes, std::size_t n) {
    Key sum{0, 0};
    int below = KeyTerms::kEnd;
    for (std::size_t i = 0; i < n; ++i) {
        sum += KeyTerms::link(below, bytes[i]);
        below = bytes[i];
    }
    sum += KeyTerms::link(below, KeyTerms::kEnd);
    return sum;
}
Key pile_term(const Spec& spec, std::uint64_t seed, const std::uint8_t* bytes, std::size_t n, bool fold) {
    return linked_keys(spec) ? linked_pile(bytes, n) : hash_bytes(bytes, n, seed, fold);
}
constexpr std::uint64_t kFoundationSeed = 0x13198a2e03707344ULL;
constexpr std::uint64_t kCellSeed = 0x082efa98ec4e6c89ULL;
constexpr std::uint64_t kStockSeed = 0x452821e638d01377ULL;

// The terms of one pile of each kind but the stock's side, read by term() and by move_key alike. Tableau
// piles leave their numbers out but while the base is chosen (see term()).
std::uint64_t tableau_seed(const Spec& spec, const State& s, PileId p) {
    const bool numbered = spec.base == BaseCard::ChosenFromFour && s.base_rank == 0;
    return kTableauSeed + (numbered ? (p.index + 1) * 0x9e3779b97f4a7c15ULL : 0);
}
Key cell_term(Card card, bool fold) { return hash_word(card_byte(card, fold), kCellSeed); }
Key foundation_term(std::size_t size, Card top, bool fold) {
    return hash_word(static_cast<std::uint64_t>(size) << 8 | card_byte(top, fold), kFoundationSeed);
}

StockSide stock_side(const State& s) {
    return {s.base_rank, s.stock_locked, s.redeals_used, s.pile(stock()), s.pile(waste()), s.pile(reserve())};
}

// The rule flags the stock's side carries: the base rank and the stock lock always; the redeals used only
// where they are limited (or, with General's Patience's second-pass rule, whether a redeal happened at all).
int keyed_redeals(const Spec& spec, const StockSide& s) {
    if (spec.redeals > 0) return s.redeals_used;
    if (spec.redeals == kUnlimited && spec.second_pass_turns_only_when_waste_empty)
        return std::min(s.redeals_used, 1);
    return 0;
}

// A cycling stock's side: stock, waste, reserve and the rule flags, their bytes in order (cycling_term).
// With `played`: the term once the stock has turned to the card at that place of its dealing order and the
// card was played (turns of a cycling stock change nothing in the term but the point reached in the cycle).
struct StockBytes {
    std::array<std::uint8_t, 8 + kMaxCards> bytes; // written before read
    std::size_t n = 0;
    bool fold;
    StockBytes(const Spec& spec, const StockSide& s) : fold(reads_colour_not_suit(spec)) {
        bytes[n++] = static_cast<std::uint8_t>(s.base_rank);
        bytes[n++] = static_cast<std::uint8_t>(s.stock_locked);
        bytes[n++] = static_cast<std::uint8_t>(keyed_redeals(spec, s));
    }
    void put(std::uint8_t b) { bytes[n++] = b; }
    void put_cards(std::span<const Card> cards) {
        bytes[n++] = static_cast<std::uint8_t>(cards.size());
        for (Card c : cards) bytes[n++] = card_byte(c, fold);
    }
    Key hash(std::span<const Card> reserve) {
        put_cards(reserve);
        return hash_bytes(bytes.data(), n, kStockSeed);
    }
};

// Every turn of a cycling stock (and the redeal) can be made again until the same cards show again, so the
// positions of one cycle are mutually reachable and share a key: the cards in dealing order (waste bottom to
// top, then stock top to bottom), face marks dropped, and the point reached in the cycle (the waste's size
// `shown`) only when it lies off the cycle (draw 3 after a waste card was played: turns of 3 never come back
// there).
// With linked_keys, the order's bytes are its links instead (KeyTerms::cycling_head): playing a card then
// changes three links.
Key head_term(const Spec& spec, const StockSide& s, int cards, int shown, bool with_order,
              std::span<const Card> order) {
    StockBytes b(spec, s);
    const bool on = on_cycle(spec, shown, cards - shown);
    b.put(static_cast<std::uint8_t>(cards));
    b.put(static_cast<std::uint8_t>(on ? 0 : shown + 1));
    if (with_order)
        for (const Card c : order) b.put(card_byte(c.turned(true), b.fold));
    return b.hash(s.reserve);
}
Key cycling_term(const Spec& spec, const StockSide& s, std::span<const Card> order, int shown) {
    const int cards = static_cast<int>(order.size());
    if (!linked_keys(spec)) return head_term(spec, s, cards, shown, true, order);
    Key sum = head_term(spec, s, cards, shown, false, {});
    int before = KeyTerms::kEnd;
    for (const Card c : order) {
        const int after = c.turned(true).bits();
        sum += KeyTerms::stock_link(before, after);
        before = after;
    }
    sum += KeyTerms::stock_link(before, KeyTerms::kEnd);
    return sum;
}

// Where the stock does not cycle, the stock, the waste and the reserve each have a term of their own, the sum
// of one hashed term per card and its place counted from the bottom (`place_term`): cards leave and join
// these piles at the top only, so a move changes the terms of the cards it moves, whatever the piles' lengths
// (sequence_change). The stock's term also holds the rule flags (flags_term).
constexpr std::uint64_t kStockPlaceSeed = 0xc0ac29b7c97c50ddULL;
constexpr std::uint64_t kWastePlaceSeed = 0x3f84d5b5b5470917ULL;
constexpr std::uint64_t kReservePlaceSeed = 0x9216d5d98979fb1bULL;
std::uint64_t place_seed(PileKind kind) {
    return kind == PileKind::Stock   ? kStockPlaceSeed
           : kind == PileKind::Waste ? kWastePlaceSeed
                                     : kReservePlaceSeed;
}
Key place_term(std::uint64_t seed, std::size_t place, std::uint8_t byte) {
    const std::uint64_t w = static_cast<std::uint64_t>(place) << 8 | byte;
    return {mix(seed ^ w), mix(rotl(seed, 29) + w * 0x9e3779b97f4a7c15ULL)};
}
Key sequence_term(std::uint64_t seed, std::span<const Card> cards, bool fold) {
    Key sum{0, 0};
    for (std::size_t i = 0; i < cards.size(); ++i) sum += place_term(seed, i, card_byte(cards[i], fold));
    return sum;
}
// What a pile's sequence_term gains from `before` to `after`, where the two agree below the first place from
// the top at which they agree (what a child changes: see changed()).
Key sequence_change(std::uint64_t seed, std::span<const Card> before, std::span<const Card> after,
                    bool fold) {
    std::size_t same = std::min(before.size(), after.size());
    while (same > 0 && !(before[same - 1] == after[same - 1])) --same;
    Key d{0, 0};
    for (std::size_t i = same; i < after.size(); ++i) d += place_term(seed, i, card_byte(after[i], fold));
    for (std::size_t i = same; i < before.size(); ++i) d -= place_term(seed, i, card_byte(before[i], fold));
    return d;
}
Key flags_term(const Spec& spec, const StockSide& s) {
    const auto w = static_cast<std::uint64_t>(s.base_rank) | static_cast<std::uint64_t>(s.stock_locked) << 8 |
                   static_cast<std::uint64_t>(keyed_redeals(spec, s)) << 16;
    return hash_word(w, kStockSeed);
}
// The term of one pile of the stock's side, where the stock does not cycle.
Key side_term(const Spec& spec, const StockSide& s, PileKind kind) {
    const bool fold = reads_colour_not_suit(spec);
    switch (kind) {
    case PileKind::Stock: {
        Key sum = flags_term(spec, s);
        sum += sequence_term(kStockPlaceSeed, s.stock, fold);
        return sum;
    }
    case PileKind::Waste: return sequence_term(kWastePlaceSeed, s.waste, fold);
    default: return sequence_term(kReservePlaceSeed, s.reserve, fold);
    }
}

// With talon_as_set: the stock's and the waste's cards as a set, face marks dropped, with the rule flags and
// the waste's size (key.h says why that names them).
constexpr std::uint64_t kTalonHeadSeed = 0x3c6ef372fe94f82bULL;
Key talon_head(const Spec& spec, const StockSide& s, int waste_size) {
    const auto w = static_cast<std::uint64_t>(s.base_rank) | static_cast<std::uint64_t>(s.stock_locked) << 8 |
                   static_cast<std::uint64_t>(keyed_redeals(spec, s)) << 16 |
                   static_cast<std::uint64_t>(waste_size) << 24;
    return hash_word(w, kTalonHeadSeed);
}
Key talon_term(const Spec& spec, const StockSide& s) {
    Key sum = talon_head(spec, s, static_cast<int>(s.waste.size()));
    for (const auto pile : {s.stock, s.waste})
        for (const Card c : pile) sum += KeyTerms::talon_card(c);
    return sum;
}

Key stock_term(const Spec& spec, const StockSide& s, std::optional<int> played = std::nullopt) {
    if (talon_as_set(spec)) {
        Key sum = talon_term(spec, s);
        sum += side_term(spec, s, PileKind::Reserve);
        return sum;
    }
    if (!stock_cycles(spec)) {
        Key sum = side_term(spec, s, PileKind::Stock);
        sum += side_term(spec, s, PileKind::Waste);
        sum += side_term(spec, s, PileKind::Reserve);
        return sum;
    }
    std::array<Card, kMaxCards> order; // the cards in dealing order, the played one left out
    std::size_t n = 0;
    const int skip = played ? *played : -1;
    int at = 0;
    for (const Card c : s.waste)
        if (at++ != skip) order[n++] = c;
    for (std::size_t i = s.stock.size(); i-- > 0;)
        if (at++ != skip) order[n++] = s.stock[i];
    return cycling_term(spec, s, std::span<const Card>(order.data(), n),
                        played ? *played : static_cast<int>(s.waste.size()));
}

// The term of the pile in `slot` (a cycling stock's side: one term, in the stock's slot).
//  * Tableau piles leave their numbers out. No rule tells tableau piles apart by number, except the choice of
//    base (Terrace, General's Patience: only piles 1-4 may give the base card, and the refill after the
//    choice goes left to right), so while that choice is open the number counts. The rules that look at
//    empty piles (STD forced fill, AR stock lock, AR auto-fill, Fortress runs through an empty pile) read how
//    many there are, or fill them all in turn with the same cards whatever their numbers.
//  * Holdouts: either takes and gives the same cards.
Key term(const Spec& spec, const State& s, int slot) {
    const PileId p = PileId::from_slot(slot);
    const bool fold = reads_colour_not_suit(spec);
    switch (p.kind) {
    case PileKind::Stock:
    case PileKind::Waste:
    case PileKind::Reserve:
        // A cycling stock's side is one term, in the stock's slot; with talon_as_set, the stock's and
        // waste's.
        if (stock_cycles(spec))
            return p.kind == PileKind::Stock ? stock_term(spec, stock_side(s)) : Key{0, 0};
        if (talon_as_set(spec) && p.kind != PileKind::Reserve)
            return p.kind == PileKind::Stock ? talon_term(spec, stock_side(s)) : Key{0, 0};
        return side_term(spec, stock_side(s), p.kind);
    case PileKind::Cell: return cell_term(s.top(p), fold);
    case PileKind::Foundation: return foundation_term(static_cast<std::size_t>(s.size(p)), s.top(p), fold);
    case PileKind::Tableau: {
        static_assert(sizeof(Card) == 1); // a Card is its one byte
        const auto cards = s.pile(p);
        return pile_term(spec, tableau_seed(spec, s, p), reinterpret_cast<const std::uint8_t*>(cards.data()),
                         cards.size(), fold);
    }
    }
    return {0, 0};
}

} // namespace

KeyParts::KeyParts(const Spec& spec, const State& s) {
    auto add = [&](int slot) {
        term_[static_cast<std::size_t>(slot)] = term(spec, s, slot);
        sum_ += term_[static_cast<std::size_t>(slot)];
    };
    add(stock().slot());
    add(waste().slot());
    add(reserve().slot());
    for (int c = 0; c < spec.cells; ++c) add(cell(c).slot());
    for (int f = 0; f < spec.foundations; ++f) add(foundation(f).slot());
    for (int t = 0; t < spec.tableau; ++t) add(tableau(t).slot());
}

Key KeyParts::key() const { return KeyTerms::finish(sum_); }

// Calls `visit` with the slot of every term that differs between parent and child, looking only at the piles
// in `may` (the caller's superset of the piles the move can change, piles_changed); with -1 when every term
// may differ (the base rank changed: the tableau's terms drop their numbers). A pile's term is hashed again
// when its size or top card differ, and only then. That misses no change: a child is one move after turns of
// the stock, with the automatic actions that follow (a face-down card turned, an empty pile filled, the waste
// refilled, the base's refill), and each of these takes cards from a pile's top or puts cards on it, or turns
// its top card, so a pile whose cards below the top changed has lost its top card; and no card leaves a pile
// and comes back to it in one child: a pile either gives or takes, or gives all it has and takes again (the
// waste refilled once empty). One exception: a pile whose only card is replaced by another with the same bits
// (a twin): then its cards, and its term, are the same. Which piles differ does not depend on the direction,
// so this also gives the parent's parts from the child's. The stock's term is visited when the stock, the
// stock lock or the redeals differ (a cycling stock's side: when any of its piles does too).
// The property test "incremental keys" holds this against canonical_key over every ruleset, both ways.
template <class Visit>
void KeyParts::changed(const Spec& spec, const State& parent, const State& child, PileMask may,
                       Visit visit) const {
    if (parent.base_rank != child.base_rank) return visit(-1);
    constexpr PileMask stock_side = pile_bit(stock()) | pile_bit(waste()) | pile_bit(reserve());
    if (may & stock_side) {
        const bool waste_differs = !same_ends(parent, child, waste());
        const bool reserve_differs = !same_ends(parent, child, reserve());
        const bool cycling = stock_cycles(spec), as_set = talon_as_set(spec);
        if (!same_ends(parent, child, stock()) || parent.stock_locked != child.stock_locked ||
            parent.redeals_used != child.redeals_used || ((cycling || as_set) && waste_differs) ||
            (cycling && reserve_differs))
            visit(stock().slot());
        if (!cycling && !as_set && waste_differs) visit(waste().slot());
        if (!cycling && reserve_differs) visit(reserve().slot());
    }
    // The game's other piles among `may`, in slot order: cells, foundations, tableau.
    auto run = [](PileId first, int count) { return ((PileMask{1} << count) - 1) << first.slot(); };
    PileMask rest = may & (run(cell(0), spec.cells) | run(foundation(0), spec.foundations) |
                           run(tableau(0), spec.tableau));
    for (; rest != 0; rest &= rest - 1) {
        const int slot = std::countr_zero(rest);
        if (!same_ends(parent, child, PileId::from_slot(slot))) visit(slot);
    }
}

namespace {

// The child's term in `slot`, one that changed() visits, from the parent's (`was`): the piles of a stock that
// does not cycle by the cards that changed at their tops (sequence_change), the others hashed again.
Key child_term(const Spec& spec, const State& parent, const State& child, int slot, Key was) {
    const PileId p = PileId::from_slot(slot);
    const bool side = p.kind == PileKind::Stock || p.kind == PileKind::Waste || p.kind == PileKind::Reserve;
    if (!side || stock_cycles(spec) || (talon_as_set(spec) && p.kind == PileKind::Stock))
        return term(spec, child, slot);
    if (p.kind == PileKind::Stock &&
        (parent.stock_locked != child.stock_locked || parent.redeals_used != child.redeals_used)) {
        was -= flags_term(spec, stock_side(parent));
        was += flags_term(spec, stock_side(child));
    }
    was += sequence_change(place_seed(p.kind), parent.pile(p), child.pile(p), reads_colour_not_suit(spec));
    return was;
}

} // namespace

KeyParts::Change KeyParts::change(const Spec& spec, const State& parent, const State& child,
                                  PileMask may) const {
    Change c;
    c.sum = sum_;
    changed(spec, parent, child, may, [&](int slot) {
        if (slot < 0) {
            c.all = true;
            return;
        }
        const Key was = term_[static_cast<std::size_t>(slot)];
        const Key now = child_term(spec, parent, child, slot, was);
        c.sum -= was;
        c.sum += now;
        c.slot[static_cast<std::size_t>(c.count)] = static_cast<std::uint8_t>(slot);
        c.term[static_cast<std::size_t>(c.count++)] = now;
    });
    return c;
}

Key KeyParts::key(const Spec& spec, const State& child, const Change& c) {
    return c.all ? canonical_key(spec, child) : KeyTerms::finish(c.sum);
}

KeyParts KeyParts::child(const Spec& spec, const State& child, const Change& c) const {
    if (c.all) return KeyParts(spec, child);
    KeyParts parts = *this;
    for (int i = 0; i < c.count; ++i)
        parts.term_[c.slot[static_cast<std::size_t>(i)]] = c.term[static_cast<std::size_t>(i)];
    parts.sum_ = c.sum;
    return parts;
}

KeyParts::Undo KeyParts::undo_of(const Change& c) const {
    Undo u;
    u.fits = !c.all && c.count <= static_cast<int>(u.term.size());
    if (!u.fits) return u;
    u.sum = sum_;
    u.count = static_cast<std::uint8_t>(c.count);
    for (int i = 0; i < c.count; ++i) {
        u.slot[static_cast<std::size_t>(i)] = c.slot[static_cast<std::size_t>(i)];
        u.term[static_cast<std::size_t>(i)] = term_[c.slot[static_cast<std::size_t>(i)]];
    }
    return u;
}

void KeyParts::undo(const Undo& u) {
    for (int i = 0; i < u.count; ++i)
        term_[u.slot[static_cast<std::size_t>(i)]] = u.term[static_cast<std::size_t>(i)];
    sum_ = u.sum;
}

KeyParts KeyParts::child(const Spec& spec, const State& parent, const State& child, PileMask may) const {
    return KeyParts::child(spec, child, change(spec, parent, child, may));
}

// The child's two changed piles are built from the parent's: the source without its top `count` cards (a
// tableau pile's new top turned face up, as apply's settling does: the only automatic action when
// piles_changed names the two piles alone), the destination with them on top. A card of a cycling stock:
// the stock's term after the turns and the card played (stock_term), the destination with the card. The
// terms are hashed as term() hashes them; the property test "incremental keys" holds this against the key of
// the move made over every ruleset.
std::optional<Key> KeyParts::move_key(const Spec& spec, const State& parent, const Move& m,
                                      int turned_to) const {
    if (m.kind != Move::Kind::Transfer) return std::nullopt;
    const bool from_stock = m.from.kind == PileKind::Waste;
    if (turned_to >= 0 && !from_stock) return std::nullopt;
    const bool fold = reads_colour_not_suit(spec);
    static_assert(sizeof(Card) == 1); // a Card is its one byte
    auto bytes_of = [](std::span<const Card> cards) {
        return reinterpret_cast<const std::uint8_t*>(cards.data());
    };
    auto tableau_term = [&](PileId p, const std::uint8_t* bytes, std::size_t n) {
        return pile_term(spec, tableau_seed(spec, parent, p), bytes, n, fold);
    };
    std::uint8_t buffer[kMaxCards]; // written before read: raw bytes, not Cards, so not zeroed first
    Key sum = sum_;
    std::span<const Card> moved;
    Card played;
    if (from_stock) {
        // A card the stock shows, played: only where turns change nothing but the stock's term.
        if (!stock_cycles(spec) || spec.second_pass_turns_only_when_waste_empty ||
            (m.to.kind == PileKind::Foundation && parent.base_rank == 0))
            return std::nullopt;
        const auto w = parent.pile(waste());
        const auto t = parent.pile(stock());
        const int at = (turned_to >= 0 ? turned_to : static_cast<int>(w.size())) - 1; // in dealing order
        if (at < 0 || at >= static_cast<int>(w.size() + t.size())) return std::nullopt;
        played =
            (at < static_cast<int>(w.size()) ? w[static_cast<std::size_t>(at)]
                                             : t[t.size() - 1 - (static_cast<std::size_t>(at) - w.size())])
                .turned(true);
        moved = std::span<const Card>(&played, 1);
        sum -= term_[static_cast<std::size_t>(stock().slot())];
        sum += stock_term(spec, stock_side(parent), at);
    } else {
        constexpr PileMask sides = pile_bit(stock()) | pile_bit(waste()) | pile_bit(reserve());
        const PileMask mask = piles_changed(spec, parent, m);
        if ((mask & sides) != 0 || mask != (pile_bit(m.from) | pile_bit(m.to))) return std::nullopt;
        const auto from = parent.pile(m.from);
        moved = from.last(static_cast<std::size_t>(m.count));
        const auto left = from.first(from.size() - moved.size());
        sum -= term_[static_cast<std::size_t>(m.from.slot())];
        switch (m.from.kind) {
        case PileKind::Tableau:
            if (!left.empty() && !left.back().face_up()) { // settling turns the new top
                std::memcpy(buffer, bytes_of(left), left.size());
                buffer[left.size() - 1] = left.back().turned(true).bits();
                sum += tableau_term(m.from, buffer, left.size());
            } else {
                sum += tableau_term(m.from, bytes_of(left), left.size());
            }
            break;
        case PileKind::Cell: sum += cell_term(left.empty() ? Card{} : left.back(), fold); break;
        default: return std::nullopt;
        }
    }
    const auto dest = parent.pile(m.to);
    sum -= term_[static_cast<std::size_t>(m.to.slot())];
    switch (m.to.kind) {
    case PileKind::Tableau:
        std::memcpy(buffer, bytes_of(dest), dest.size());
        std::memcpy(buffer + dest.size(), bytes_of(moved), moved.size());
        sum += tableau_term(m.to, buffer, dest.size() + moved.size());
        break;
    case PileKind::Cell: sum += cell_term(moved.back(), fold); break;
    case PileKind::Foundation: sum += foundation_term(dest.size() + moved.size(), moved.back(), fold); break;
    default: return std::nullopt;
    }
    return KeyTerms::finish(sum);
}

Key canonical_key(const Spec& spec, const State& state) { return KeyParts(spec, state).key(); }

// The terms for positions held in other forms: as term() makes them.
Key KeyTerms::tableau(const Spec& spec, std::span<const Card> cards) {
    return pile_term(spec, kTableauSeed, reinterpret_cast<const std::uint8_t*>(cards.data()), cards.size(),
                     reads_colour_not_suit(spec));
}
Key KeyTerms::cycling_head(const Spec& spec, const StockSide& flags, int cards, int waste_size) {
    return head_term(spec, flags, cards, waste_size, false, {});
}
Key KeyTerms::foundation(const Spec& spec, int size, Card top) {
    return foundation_term(static_cast<std::size_t>(size), top, reads_colour_not_suit(spec));
}
Key KeyTerms::cell(const Spec& spec, Card card) { return cell_term(card, reads_colour_not_suit(spec)); }
Key KeyTerms::stock(const Spec& spec, const StockSide& side) { return stock_term(spec, side); }
Key KeyTerms::talon_head(const Spec& spec, const StockSide& flags, int waste_size) {
    return patience::talon_head(spec, flags, waste_size);
}
Key KeyTerms::place(const Spec& spec, PileKind pile, int place, Card card) {
    return place_term(place_seed(pile), static_cast<std::size_t>(place),
                      card_byte(card, reads_colour_not_suit(spec)));
}
Key KeyTerms::cycling_stock(const Spec& spec, const StockSide& flags, std::span<const Card> order,
                            int waste_size) {
    return cycling_term(spec, flags, order, waste_size);
}

// ---- Twin classes -----------------------------------------------------------------------------------------

Key twin_key(const Spec& spec, const State& state) {
    Key sum{0, 0};
    for (const PileId p : {stock(), waste(), reserve()}) sum += term(spec, state, p.slot());
    for (int f = 0; f < spec.foundations; ++f) sum += term(spec, state, foundation(f).slot());
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = state.pile(tableau(t));
        if (cards.empty()) continue;
        int down = 0;
        while (down < static_cast<int>(cards.size()) && !cards[static_cast<std::size_t>(down)].face_up())
            ++down;
        sum += KeyTerms::twin_pile(cards[0].face_index(), down, KeyTerms::twin_pile_number(spec, t));
    }
    return KeyTerms::finish(sum);
}

// ---- The coarse key ---------------------------------------------------------------------------------------

Key CoarseParts::key() const {
    const auto c0 = static_cast<std::uint64_t>(cells[0].bits()),
               c1 = static_cast<std::uint64_t>(cells[1].bits());
    std::uint64_t rest = static_cast<std::uint64_t>(waste) | static_cast<std::uint64_t>(redeals) << 8 |
                         std::min(c0, c1) << 16 | std::max(c0, c1) << 24;
    for (std::size_t s = 0; s < home.size(); ++s) rest |= static_cast<std::uint64_t>(home[s]) << (32 + 4 * s);
    const std::uint64_t a = mix(mix(mix(down + 0x9e3779b97f4a7c15ULL) ^ bottoms) ^ talon) ^ rest;
    const std::uint64_t b = mix(mix(mix(talon ^ 0xd1b54a32d192ed03ULL) + down) ^ rest) + bottoms;
    return KeyTerms::finish(Key{mix(a), mix(b)});
}

CoarseParts coarse_parts(const Spec& spec, const State& state) {
    CoarseParts p;
    auto add = [](FaceSet& set, Card c) { set |= FaceSet{1} << c.face_index(); };
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = state.pile(tableau(t));
        if (cards.empty()) continue;
        add(p.bottoms, cards[0]);
        for (const Card c : cards)
            if (!c.face_up()) add(p.down, c);
    }
    for (const PileId pile : {stock(), waste()})
        for (const Card c : state.pile(pile)) add(p.talon, c);
    p.waste = static_cast<int>(state.size(waste()));
    p.redeals = state.redeals_used;
    for (int f = 0; f < spec.foundations; ++f)
        if (!state.empty(foundation(f))) {
            const Card top = state.top(foundation(f));
            p.home[static_cast<std::size_t>(top.suit())] = top.rank();
        }
    for (int c = 0; c < std::min(spec.cells, 2); ++c)
        p.cells[static_cast<std::size_t>(c)] = state.top(cell(c));
    return p;
}

Key KeyTerms::finish(Key sum) {
    if (sum.empty()) sum.a = 1; // the all-zero key marks an empty slot in the solver's tables
    return sum;
}

} // namespace patience
