// The Klondike family as a mutable position (klondike_board.h). Each step mirrors the engine's:
// generate.cpp's order of moves, apply.cpp's automatic turn of a bared face-down card; the tests in
// tests/core/solver/klondike_board_test.cpp hold the two equal.
#include "solver/klondike_board.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

namespace patience {

bool board_fits(const Spec& spec) {
    return (spec.decks == 1 || spec.decks == 2) && spec.deal == DealPattern::Klondike && spec.reserve == 0 &&
           spec.cells <= 2 && spec.tableau <= KlondikeBoard::kMaxPiles &&
           spec.foundations == kSuits * spec.decks && spec.base == BaseCard::Ace &&
           spec.foundation_build == FoundationBuild::UpSameSuit && !spec.foundation_wrap &&
           (spec.build == Build::DownAlternateColour || spec.build == Build::DownAnySuitButOwn) &&
           !spec.build_wrap && spec.moving != Moving::TopCardOrRunViaEmptyPile &&
           (spec.empty_pile == EmptyPile::KingOrKingBuild || spec.empty_pile == EmptyPile::AnyCardOrBuild) &&
           spec.stock == StockModel::FaceDownDraw && spec.draw >= 1 &&
           !spec.second_pass_turns_only_when_waste_empty;
}

bool board_fits(const Spec& spec, const State& s) {
    if (!board_fits(spec) || s.base_rank != kAce || s.stock_locked) return false;
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = s.pile(tableau(t));
        if (static_cast<int>(cards.size()) > KlondikeBoard::kPileCards) return false;
        bool up = false;
        for (const Card c : cards)
            if (c.face_up())
                up = true;
            else if (up)
                return false; // a face-down card on a face-up one
    }
    for (const Card c : s.pile(stock()))
        if (c.face_up()) return false;
    for (const Card c : s.pile(waste()))
        if (!c.face_up()) return false;
    for (int f = 0; f < spec.foundations; ++f) {
        const auto cards = s.pile(foundation(f));
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (cards[i] != Card(static_cast<int>(i) + 1, cards[0].suit())) return false;
    }
    for (int c = 0; c < spec.cells; ++c)
        if (s.size(cell(c)) > 1) return false;
    return true;
}

namespace {
constexpr Card face(int index) { return Card::from_face_index(index); }
constexpr int slot(Card card) { return KlondikeBoard::slot(card); }
constexpr CardSet bit(Card card) { return CardSet{1} << slot(card); }

// The links from a card to its pile's end, by card byte: a move asks for one or two of them.
constexpr int kEnd = KeyTerms::kEnd;
constexpr auto kLinkToEnd = [] {
    std::array<Key, 256> t{};
    for (int b = 0; b < 256; ++b) t[static_cast<std::size_t>(b)] = KeyTerms::link(b, kEnd);
    return t;
}();
Key to_end(int below) {
    return below == kEnd ? KeyTerms::link(kEnd, kEnd) : kLinkToEnd[static_cast<std::size_t>(below)];
}
} // namespace

// The rules the board reads, as face sets built from the engine's predicates for the Spec's values of the
// fields board_fits leaves open (the building rule and who fills a space); every other field it reads is
// fixed by board_fits.
struct KlondikeBoard::Tables {
    // Card sets (CardSet) and tables by card (KlondikeBoard::slot).
    std::array<CardSet, 64> parents{};  // the cards it builds on (builds_on)
    std::array<CardSet, 64> children{}; // the cards that build on it
    std::array<CardSet, 64> follows{};  // the cards that follow it on a foundation
    CardSet starts = 0;                 // the cards an empty foundation takes (foundation_fit)
    std::array<CardSet, 3> fills{}; // the cards an empty tableau pile takes from the waste, a cell, a pile

    explicit Tables(const Spec& spec) {
        const PileKind kinds[] = {PileKind::Waste, PileKind::Cell, PileKind::Tableau};
        for (int card = 0; card < kDeckCards; ++card) {
            for (int other = 0; other < kDeckCards; ++other) {
                if (builds_on(spec, face(other), face(card))) {
                    parents[slot(face(card))] |= bit(face(other));
                    children[slot(face(other))] |= bit(face(card));
                }
                if (follows_on_foundation(spec, face(card), face(other)))
                    follows[slot(face(card))] |= bit(face(other));
            }
            if (foundation_fit(spec, kAce, 0, Card{}, tableau(0), face(card)) == Reason::Ok)
                starts |= bit(face(card));
            for (int k = 0; k < 3; ++k)
                if (empty_pile_accepts(spec, kinds[k], face(card)) == Reason::Ok) fills[k] |= bit(face(card));
        }
    }
    static int fill_index(PileKind from) {
        return from == PileKind::Waste ? 0 : from == PileKind::Cell ? 1 : 2;
    }
    static const Tables& of(const Spec& spec) {
        // The open fields take two values each: four table sets, made once.
        static const std::array<Tables, 4> made = [] {
            auto with = [](Build b, EmptyPile e) {
                Spec s;
                s.build = b;
                s.empty_pile = e;
                return Tables(s);
            };
            return std::array<Tables, 4>{with(Build::DownAlternateColour, EmptyPile::KingOrKingBuild),
                                         with(Build::DownAlternateColour, EmptyPile::AnyCardOrBuild),
                                         with(Build::DownAnySuitButOwn, EmptyPile::KingOrKingBuild),
                                         with(Build::DownAnySuitButOwn, EmptyPile::AnyCardOrBuild)};
        }();
        return made[(spec.build == Build::DownAnySuitButOwn ? 2 : 0) +
                    (spec.empty_pile == EmptyPile::AnyCardOrBuild ? 1 : 0)];
    }
};

KlondikeBoard::KlondikeBoard(const Spec& spec, const State& s, bool twins)
    : spec_(&spec), rules_(&Tables::of(spec)), linked_(linked_keys(spec)),
      linked_stock_(linked_ && stock_cycles(spec)), twins_(twins) {
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = s.pile(tableau(t));
        size_[t] = static_cast<std::uint8_t>(cards.size());
        std::copy(cards.begin(), cards.end(), pile_[t].begin());
        while (down_[t] < size_[t] && !pile_[t][down_[t]].face_up()) ++down_[t];
        // The covers test's (one deck): the cards under each card in its pile, which stay there while it is
        // a cover (face down, or turned up where it lay).
        FaceSet below = 0;
        for (int i = 0; i < size_[t]; ++i) {
            const int face = pile_[t][i].face_index();
            below_[static_cast<std::size_t>(face)] = below;
            below |= FaceSet{1} << face;
            if (i < down_[t]) down_faces_ |= FaceSet{1} << face;
        }
        if (down_[t] > 0 && down_[t] < size_[t]) { // a pile with no face-down card holds no cover
            lowest_up_ |= FaceSet{1} << pile_[t][down_[t]].face_index();
            down_bottoms_ |= FaceSet{1} << pile_[t][0].face_index();
        }
    }
    for (int f = 0; f < spec.foundations; ++f) {
        home_size_[f] = static_cast<std::uint8_t>(s.size(foundation(f)));
        if (home_size_[f] > 0) home_suit_[f] = s.top(foundation(f)).suit();
        home_ += home_size_[f];
    }
    for (int c = 0; c < spec.cells; ++c) cell_[c] = s.top(cell(c));
    for (const Card c : s.pile(waste())) talon_[talon_size_++] = c;
    waste_ = talon_size_;
    const auto stock_cards = s.pile(stock());
    for (auto it = stock_cards.rbegin(); it != stock_cards.rend(); ++it)
        talon_[talon_size_++] = it->turned(true);
    for (int i = 0; i < talon_size_; ++i) { // and under each stock or waste card, the ones dealt before it
        below_[static_cast<std::size_t>(talon_[i].face_index())] = talon_faces_;
        talon_faces_ |= FaceSet{1} << talon_[i].face_index();
    }
    open_parents_ = patience::open_parents(spec.build, below_);
    redeals_used_ = s.redeals_used;
    // The key's terms, every one.
    for (int t = 0; t < spec.tableau; ++t) {
        retally_tableau(t);
        retop(t);
        recount_run(t);
    }
    for (int f = 0; f < spec.foundations; ++f) refoundation(f);
    for (int c = 0; c < 64; ++c) {
        const Card card = Card::from_bits(c);
        home_terms_[c] = KeyTerms::foundation(spec, card.rank(), card);
        cell_terms_[c] = KeyTerms::cell(spec, card);
    }
    for (int f = 0; f < spec.foundations; ++f) {
        foundation_term_[f] = KeyTerms::foundation(spec, home_size_[f], s.top(foundation(f)));
        sum_ += foundation_term_[f];
    }
    for (int c = 0; c < spec.cells; ++c) {
        cell_term_[c] = KeyTerms::cell(spec, cell_[c]);
        sum_ += cell_term_[c];
    }
    linked_stock_ = linked_stock_ && talon_size_ <= kMaxStock;
    if (linked_stock_) {
        for (int i = 0; i <= talon_size_; ++i) relink(i);
        stock_links_ = stock_term(talon_.data(), talon_size_, waste_, redeals_used_);
        stock_links_ -= cycling_head(talon_size_, waste_, redeals_used_);
    }
    talon_set_ = talon_as_set(spec);
    if (talon_set_) {
        for (int c = 0; c < 64; ++c) talon_card_[c] = KeyTerms::talon_card(Card::from_bits(c));
        for (int i = 0; i < talon_size_; ++i) talon_cards_ += talon_card_[slot(talon_[i])];
        StockSide flags;
        flags.base_rank = kAce;
        for (; flags.redeals_used <= std::min(spec.redeals, kMaxTalonRedeals); ++flags.redeals_used)
            for (int w = 0; w <= talon_size_; ++w)
                talon_heads_[flags.redeals_used][w] = KeyTerms::talon_head(spec, flags, w);
    }
    set_stock_term(stock_term(talon_.data(), talon_size_, waste_, redeals_used_));
}

State KlondikeBoard::state() const {
    // Piles pushed in slot order, so each push lands on top of the array.
    State s;
    for (int i = talon_size_ - 1; i >= waste_; --i) s.push(stock(), talon_[i].turned(false));
    for (int i = 0; i < waste_; ++i) s.push(waste(), talon_[i]);
    for (int c = 0; c < spec_->cells; ++c)
        if (!cell_[c].empty()) s.push(cell(c), cell_[c]);
    for (int f = 0; f < spec_->foundations; ++f)
        for (int r = 1; r <= home_size_[f]; ++r) s.push(foundation(f), Card(r, home_suit_[f]));
    for (int t = 0; t < spec_->tableau; ++t)
        for (int i = 0; i < size_[t]; ++i) s.push(tableau(t), pile_[t][i]);
    s.base_rank = kAce;
    s.redeals_used = redeals_used_;
    return s;
}

int KlondikeBoard::count_home(Suit suit) const {
    // Every copy of a card goes to a foundation of its suit from the Ace up: the suit is home to the lowest
    // top of its foundations once every copy's has begun.
    int started = 0, least = kRanks;
    for (int f = 0; f < spec_->foundations; ++f)
        if (home_size_[f] > 0 && home_suit_[f] == suit) {
            ++started;
            least = std::min<int>(least, home_size_[f]);
        }
    return started < spec_->decks ? 0 : least;
}

// ---- Keys -------------------------------------------------------------------------------------------------

void KlondikeBoard::retally_tableau(int t) {
    sum_ -= tableau_term_[t];
    tableau_term_[t] = !twins_ ? KeyTerms::tableau(*spec_, std::span<const Card>(pile_[t].data(), size_[t]))
                       : size_[t] > 0 ? twin_term(t, pile_[t][0].face_index(), down_[t])
                                      : Key{0, 0};
    sum_ += tableau_term_[t];
}

void KlondikeBoard::retop(int t) {
    if (!top_[t].empty() && (piles_of_[slot(top_[t])] &= static_cast<std::uint16_t>(~(1u << t))) == 0)
        tops_ &= ~bit(top_[t]);
    if (size_[t] == 0) {
        top_[t] = Card{};
        empty_ |= 1u << t;
        return;
    }
    top_[t] = pile_[t][size_[t] - 1];
    tops_ |= bit(top_[t]);
    piles_of_[slot(top_[t])] |= static_cast<std::uint16_t>(1u << t);
    empty_ &= ~(1u << t);
}

void KlondikeBoard::recount_run(int t) {
    const int n = size_[t], up = n - down_[t];
    const auto& cards = pile_[t];
    int run = n > 0 ? 1 : 0;
    CardSet runs = n > 0 ? bit(cards[n - 1]) : 0;
    for (; run < up && (rules_->parents[slot(cards[n - run])] & bit(cards[n - 1 - run])); ++run)
        runs |= bit(cards[n - 1 - run]);
    run_[t] = static_cast<std::uint8_t>(run);
    runs_[t] = runs;
}

namespace {
// The cards of ranks [low, low + count) in every suit.
constexpr CardSet ranks(int low, int count) {
    return (((CardSet{1} << count) - 1) << low) * 0x0001000100010001ULL;
}
} // namespace

void KlondikeBoard::refoundation(int f) {
    const int size = home_size_[f];
    takes_[f] = size == 0       ? rules_->starts
                : size < kRanks ? rules_->follows[slot(Card(size, home_suit_[f]))]
                                : 0;
    home_takes_ = 0;
    for (const CardSet t : takes_) home_takes_ |= t;
    // The suit it holds, or held (a foundation emptied by taking a move back keeps its suit).
    height_[static_cast<std::size_t>(home_suit_[f])] = count_home(home_suit_[f]);
}

Key KlondikeBoard::stock_term(const Card* talon, int size, int waste, int redeals) const {
    StockSide side;
    side.base_rank = kAce;
    side.redeals_used = redeals;
    if (stock_cycles(*spec_))
        return KeyTerms::cycling_stock(*spec_, side,
                                       std::span<const Card>(talon, static_cast<std::size_t>(size)), waste);
    std::array<Card, kMaxCards> stock_cards; // bottom first, face down, as the engine holds them
    const int n = size - waste;
    for (int i = 0; i < n; ++i) stock_cards[i] = talon[size - 1 - i].turned(false);
    side.stock = std::span<const Card>(stock_cards.data(), static_cast<std::size_t>(n));
    side.waste = std::span<const Card>(talon, static_cast<std::size_t>(waste));
    return KeyTerms::stock(*spec_, side);
}

void KlondikeBoard::set_stock_term(Key term) {
    sum_ -= stock_term_;
    stock_term_ = term;
    sum_ += stock_term_;
}

inline Key KlondikeBoard::cycling_head(int cards, int waste, int redeals) const {
    if (!linked_stock_) return make_head(cards, waste, redeals);
    // A cycling stock's redeals are not keyed: its head is one of (cards, waste) only, made when first asked.
    Key& head = heads_[static_cast<std::size_t>(cards * (kMaxStock + 1) + waste)];
    if (head.empty()) head = make_head(cards, waste, 0);
    return head;
}

// From the cards that change where that can be told: a cycling stock's head and links; with talon_as_set the
// head and the card played; the places of the cards turned and played where the stock does not cycle and
// turns on without a redeal; else hashed whole.
Key KlondikeBoard::stock_term_after(int waste, int redeals, bool play) const {
    if (talon_set_) {
        Key term = talon_head(play ? waste - 1 : waste, redeals);
        term += talon_cards_;
        if (play) term -= talon_card_[slot(talon_[waste - 1])];
        return term;
    }
    if (linked_stock_) {
        const int gone = play ? 1 : 0;
        Key term = cycling_head(talon_size_ - gone, waste - gone, redeals);
        term += stock_links_;
        if (play) term += played(waste - 1);
        return term;
    }
    if (!stock_cycles(*spec_) && redeals == redeals_used_ && waste >= waste_) {
        if (!play) return turned_term(waste);
        const int k = waste - 1; // the card played; the new waste is talon_[0, k)
        Key term = k >= waste_ ? turned_term(k) : stock_term_;
        // Off the stock (its places count from its bottom, the talon's end), or off the waste.
        term -= k >= waste_
                    ? KeyTerms::place(*spec_, PileKind::Stock, talon_size_ - 1 - k, talon_[k].turned(false))
                    : KeyTerms::place(*spec_, PileKind::Waste, k, talon_[k]);
        return term;
    }
    return play ? stock_after_play(waste, redeals) : stock_term(talon_.data(), talon_size_, waste, redeals);
}

Key KlondikeBoard::talon_head(int waste, int redeals) const {
    if (redeals <= kMaxTalonRedeals) return talon_heads_[redeals][waste];
    StockSide flags;
    flags.base_rank = kAce;
    flags.redeals_used = redeals;
    return KeyTerms::talon_head(*spec_, flags, waste);
}

// The stock's term once talon_[waste_, j) are turned onto the waste. The children of a position ask it for
// many j, and so do those of the positions after it that share its stock and waste: the terms are kept, and
// grown a card at a time, while the stock's term and the two sizes stay as they were made for.
Key KlondikeBoard::turned_term(int j) const {
    if (turned_for_ != stock_term_ || turned_waste_ != waste_ || turned_size_ != talon_size_) {
        turned_for_ = stock_term_;
        turned_waste_ = waste_;
        turned_size_ = talon_size_;
        turned_upto_ = waste_;
        turned_[waste_] = stock_term_;
    }
    for (; turned_upto_ < j; ++turned_upto_) {
        const int k = turned_upto_;
        Key term = turned_[static_cast<std::size_t>(k)];
        term -= KeyTerms::place(*spec_, PileKind::Stock, talon_size_ - 1 - k, talon_[k].turned(false));
        term += KeyTerms::place(*spec_, PileKind::Waste, k, talon_[k]);
        turned_[static_cast<std::size_t>(k + 1)] = term;
    }
    return turned_[static_cast<std::size_t>(j)];
}

Key KlondikeBoard::make_head(int cards, int waste, int redeals) const {
    StockSide side;
    side.base_rank = kAce;
    side.redeals_used = redeals;
    return KeyTerms::cycling_head(*spec_, side, cards, waste);
}

// The links a move changes (key.h, linked_keys): a pile that loses its top cards r..s from above a loses
// a-r and s-end and gains a-end; when a turns face up, its link from below and its own change too. A pile
// with top b that gains them loses b-end and gains b-r and s-end. A stock card c played from between p and n
// changes p-c and c-n into p-n. (The links inside the moving run do not change.)
// With twins, a pile's term changes only when it empties, fills or turns a card.
Key KlondikeBoard::leave(int t, int count, bool onto_tableau) const {
    const int left = size_[t] - count;
    if (twins_) {
        Key d{0, 0};
        const int bottom = pile_[t][0].face_index();
        if (left == 0 || !pile_[t][left - 1].face_up()) d -= twin_term(t, bottom, down_[t]);
        if (left > 0 && !pile_[t][left - 1].face_up()) d += twin_term(t, bottom, down_[t] - 1);
        return d;
    }
    const int first = pile_[t][left].bits(), last = pile_[t][size_[t] - 1].bits();
    Key d{0, 0};
    int below = left > 0 ? pile_[t][left - 1].bits() : kEnd;
    d -= KeyTerms::link(below, first);
    if (!onto_tableau) d -= to_end(last);            // else it stays: the run keeps its top
    if (left > 0 && !pile_[t][left - 1].face_up()) { // the bared card turns up
        const int under = left > 1 ? pile_[t][left - 2].bits() : kEnd;
        const int up = pile_[t][left - 1].turned(true).bits();
        d -= KeyTerms::link(under, below);
        d += KeyTerms::link(under, up);
        below = up;
    }
    d += to_end(below);
    return d;
}

Key KlondikeBoard::arrive(int t, Card first, Card last, bool from_tableau) const {
    if (twins_) return size_[t] > 0 ? Key{0, 0} : twin_term(t, first.face_index(), 0);
    const int below = size_[t] > 0 ? pile_[t][size_[t] - 1].bits() : kEnd;
    Key d{0, 0};
    d -= to_end(below);
    d += KeyTerms::link(below, first.bits());
    if (!from_tableau) d += to_end(last.bits()); // else it was there: see leave
    return d;
}

Key KlondikeBoard::played(int i) const {
    const int before = i > 0 ? talon_[i - 1].bits() : kEnd;
    const int after = i + 1 < talon_size_ ? talon_[i + 1].bits() : kEnd;
    Key d = KeyTerms::stock_link(before, after);
    d -= stock_link_[static_cast<std::size_t>(i)];
    d -= stock_link_[static_cast<std::size_t>(i) + 1];
    return d;
}

void KlondikeBoard::relink(int i) {
    stock_link_[static_cast<std::size_t>(i)] =
        KeyTerms::stock_link(i > 0 ? talon_[i - 1].bits() : kEnd, i < talon_size_ ? talon_[i].bits() : kEnd);
}

Key KlondikeBoard::child_key(const Move& m, int waste, int redeals) const {
    return KeyTerms::finish(child_sum(m, waste, redeals));
}

Key KlondikeBoard::child_sum(const Move& m, int waste, int redeals) const {
    Key sum = sum_;
    std::array<Card, 2 * kPileCards> cards; // a hashed pile as it would be: written before read
    Card first, last;                       // the moving cards' innermost and top
    const Card* run = &first;               // the moving cards
    switch (m.from.kind) {
    case PileKind::Waste:
        first = last = talon_[waste - 1];
        sum -= stock_term_;
        sum += stock_term_after(waste, redeals, true);
        break;
    case PileKind::Cell:
        first = last = cell_[m.from.index];
        sum -= cell_term_[m.from.index];
        sum += cell_terms_[0];
        break;
    default: {
        const int t = m.from.index, left = size_[t] - m.count;
        first = pile_[t][left];
        last = pile_[t][size_[t] - 1];
        run = &pile_[t][left];
        if (linked_ || twins_) {
            sum += leave(t, m.count, m.to.kind == PileKind::Tableau);
            break;
        }
        sum -= tableau_term_[t];
        if (left > 0 && !pile_[t][left - 1].face_up()) { // the bared card turns up
            std::copy(pile_[t].begin(), pile_[t].begin() + left, cards.begin());
            cards[left - 1] = cards[left - 1].turned(true);
            sum += KeyTerms::tableau(*spec_, std::span<const Card>(cards.data(), left));
        } else {
            sum += KeyTerms::tableau(*spec_, std::span<const Card>(pile_[t].data(), left));
        }
        break;
    }
    }
    const int to = m.to.index;
    switch (m.to.kind) {
    case PileKind::Foundation:
        sum -= foundation_term_[to];
        sum += home_terms_[slot(first)];
        break;
    case PileKind::Cell:
        sum -= cell_term_[to];
        sum += cell_terms_[slot(first)];
        break;
    default:
        if (linked_ || twins_) {
            sum += arrive(to, first, last, m.from.kind == PileKind::Tableau);
            break;
        }
        std::copy(pile_[to].begin(), pile_[to].begin() + size_[to], cards.begin());
        std::copy(run, run + m.count, cards.begin() + size_[to]);
        sum -= tableau_term_[to];
        sum += KeyTerms::tableau(*spec_, std::span<const Card>(cards.data(), size_[to] + m.count));
        break;
    }
    return sum;
}

CoarseParts KlondikeBoard::coarse_parts() const {
    CoarseParts p{down_faces_, 0, talon_faces_, waste_, redeals_used_, height_, cell_};
    for (int t = 0; t < spec_->tableau; ++t)
        if (size_[t] > 0) p.bottoms |= FaceSet{1} << pile_[t][0].face_index();
    return p;
}

Key KlondikeBoard::child_coarse_key(const CoarseParts& here, const Move& m, int waste, int redeals) const {
    CoarseParts p = here;
    p.waste = waste;
    p.redeals = redeals;
    auto drop = [](FaceSet& set, Card c) { set &= ~(FaceSet{1} << c.face_index()); };
    Card first;
    switch (m.from.kind) {
    case PileKind::Waste:
        first = talon_[waste - 1];
        drop(p.talon, first);
        --p.waste;
        break;
    case PileKind::Cell: first = std::exchange(p.cells[m.from.index], Card{}); break;
    default: {
        const int t = m.from.index, left = size_[t] - m.count;
        first = pile_[t][left];
        if (left == 0)
            drop(p.bottoms, pile_[t][0]);
        else if (!pile_[t][left - 1].face_up())
            drop(p.down, pile_[t][left - 1]);
    }
    }
    switch (m.to.kind) {
    case PileKind::Foundation: ++p.home[static_cast<std::size_t>(first.suit())]; break;
    case PileKind::Cell: p.cells[m.to.index] = first; break;
    default:
        if (size_[m.to.index] == 0) p.bottoms |= FaceSet{1} << first.face_index();
    }
    return p.key();
}

Key KlondikeBoard::stock_after_play(int waste, int redeals) const {
    std::array<Card, kMaxCards> rest; // the stock and waste without the card played
    std::copy(talon_.begin(), talon_.begin() + waste - 1, rest.begin());
    std::copy(talon_.begin() + waste, talon_.begin() + talon_size_, rest.begin() + waste - 1);
    return stock_term(rest.data(), talon_size_ - 1, waste - 1, redeals);
}

// ---- Moves, in generate.cpp's order ---------------------------------------------------------------------

void KlondikeBoard::onto_tableau(PileId from, int count, Card card, MoveList& out) const {
    // The piles whose top card takes `card` (one deck: each face lies on one pile at most), and the empty
    // ones where a space takes it.
    unsigned to = 0;
    for (CardSet p = rules_->parents[slot(card)] & tops_; p; p &= p - 1) to |= piles_of_[std::countr_zero(p)];
    if (rules_->fills[Tables::fill_index(from.kind)] & bit(card)) to |= empty_;
    if (from.kind == PileKind::Tableau) to &= ~(1u << from.index);
    for (; to; to &= to - 1) out.push(Move::transfer(from, count, tableau(std::countr_zero(to))));
}

bool KlondikeBoard::goes_home(Card card) const { return (home_takes_ & bit(card)) != 0; }

namespace {
// A card's twin has the other suit of its colour: clubs 0 and spades 3, diamonds 1 and hearts 2, so its slot
// is the card's with the suit's bits flipped, and a set's twins are its four suits' blocks in reverse order.
constexpr CardSet twins_of(CardSet s) {
    return s << 48 | s >> 48 | (s & 0xffff0000ULL) << 16 | (s >> 16 & 0xffff0000ULL);
}
} // namespace

CardSet KlondikeBoard::bared_twins_home() const {
    // With one deck a card that is a top lies under no run; with two its copy may.
    return spec_->decks == 1 ? home_takes_ & twins_of(tops_) & ~tops_
                             : home_takes_ & (tops_ | twins_of(tops_));
}

int KlondikeBoard::home_of(Card card) const {
    for (int f = 0; f < spec_->foundations; ++f)
        if (takes_[f] & bit(card)) return f;
    return -1;
}

void KlondikeBoard::single(PileId from, Card card, bool to_cells, bool to_tableau, MoveList& out) const {
    if (to_cells)
        for (int c = 0; c < spec_->cells; ++c)
            if (cell_[c].empty()) out.push(Move::transfer(from, 1, cell(c)));
    if (home_takes_ & bit(card))
        for (int f = 0; f < spec_->foundations; ++f)
            if (takes_[f] & bit(card)) out.push(Move::transfer(from, 1, foundation(f)));
    if (to_tableau) onto_tableau(from, 1, card, out);
}

void KlondikeBoard::moves(MoveList& out, bool skip_idle) const {
    out.clear();
    if (won()) return;
    int turned = waste_, redeals = redeals_used_;
    if (next_turn(turned, redeals))
        out.push(turned == 0 ? Move::redeal() : Move::deal()); // a deal shows a card
    // A single card goes nowhere unless a foundation takes it, or it builds on a top, or a space takes it
    // from where it lies, or (but from a holdout) a holdout is free: then single() is not asked.
    CardSet builds = 0;
    for (CardSet p = tops_; p; p &= p - 1) builds |= rules_->children[std::countr_zero(p)];
    const bool cell_free =
        std::any_of(cell_.begin(), cell_.begin() + spec_->cells, [](Card c) { return c.empty(); });
    auto goes = [&](PileKind from) {
        return (cell_free && from != PileKind::Cell)
                   ? ~CardSet{0}
                   : builds | home_takes_ | (empty_ ? rules_->fills[Tables::fill_index(from)] : 0);
    };
    if (waste_ > 0 && (goes(PileKind::Waste) & bit(talon_[waste_ - 1])))
        single(waste(), talon_[waste_ - 1], true, true, out);
    const CardSet from_cell = goes(PileKind::Cell);
    for (int c = 0; c < spec_->cells; ++c)
        if (!cell_[c].empty() && (from_cell & bit(cell_[c]))) single(cell(c), cell_[c], false, true, out);
    // The cards that some pile takes: those that build on a top, and where a pile is empty those a space
    // takes from the tableau.
    const CardSet takes = builds | (empty_ ? rules_->fills[Tables::fill_index(PileKind::Tableau)] : 0);
    const CardSet from_tableau = goes(PileKind::Tableau);
    for (int t = 0; t < spec_->tableau; ++t) {
        const int n = size_[t];
        if (n == 0) continue;
        if (from_tableau & bit(top_[t])) single(tableau(t), top_[t], true, to_pile(t, 1, skip_idle), out);
        // Then the run's cards below the top that some pile takes.
        for (unsigned counts = counts_of(t, takes & runs_[t] & ~bit(top_[t])); counts; counts &= counts - 1) {
            const int count = std::countr_zero(counts);
            if (to_pile(t, count, skip_idle)) onto_tableau(tableau(t), count, pile_[t][n - count], out);
        }
    }
}

bool KlondikeBoard::to_pile(int t, int count, bool skip_idle) const {
    const Moving moving = spec_->moving;
    const int n = size_[t], up = n - down_[t], run = moving == Moving::TopCard ? 1 : run_[t];
    if (count > run) return false;
    if (count == 1 ? moving == Moving::WholeFaceUpPart && up != 1
                   : moving == Moving::TopCard ||
                         ((moving == Moving::WholeFaceUpPart || moving == Moving::TopCardOrWholeFaceUpPart) &&
                          count < up))
        return false;
    // With skip_idle, a move of `count` cards is idle when the card above them is in the run (it takes the
    // moved cards' first) and no foundation takes it.
    return !(skip_idle && count < run && !goes_home(pile_[t][n - count - 1]));
}

unsigned KlondikeBoard::counts_of(int t, CardSet cards) const {
    // The run builds down a rank a card (board_fits: no wrap), so the card `count` cards down is `count` - 1
    // ranks above the top.
    unsigned counts = 0;
    for (; cards; cards &= cards - 1) counts |= 1u << ((std::countr_zero(cards) & 0xf) - top_[t].rank() + 1);
    return counts;
}

template <class F> bool KlondikeBoard::each_run_onto(Card card, int t, bool skip_idle, F f) const {
    const CardSet onto = rules_->children[slot(card)];
    // Each pile's in moves()' order: its top card's, then its run's cards below the top, by how many move.
    for (int u = 0; u < spec_->tableau; ++u) {
        if (size_[u] == 0 || u == t) continue;
        for (unsigned counts = counts_of(u, onto & runs_[u]); counts; counts &= counts - 1) {
            const int count = std::countr_zero(counts);
            if (to_pile(u, count, skip_idle) && f(Move::transfer(tableau(u), count, tableau(t)))) return true;
        }
    }
    return false;
}

void KlondikeBoard::runs_onto(Card card, int t, MoveList& out, bool skip_idle) const {
    out.clear();
    if (won()) return;
    each_run_onto(card, t, skip_idle, [&](const Move& m) {
        out.push(m);
        return false;
    });
}

bool KlondikeBoard::stock_pays(Card card, int t, bool skip_idle) const {
    // The cards that build on `card`: the rank below, of the other colour; each lower down the chain than the
    // last, so the chain ends.
    for (CardSet b = rules_->children[slot(card)]; b; b &= b - 1) {
        const Card x = Card::from_bits(std::countr_zero(b));
        if (!((talon_faces_ >> x.face_index()) & 1)) continue;
        if (each_run_onto(x, t, skip_idle, [](const Move&) { return true; }) || stock_pays(x, t, skip_idle))
            return true;
    }
    return false;
}

CardSet KlondikeBoard::waste_movable() const {
    if (won()) return 0;
    for (int c = 0; c < spec_->cells; ++c)
        if (cell_[c].empty()) return ~CardSet{0}; // any card to the empty holdout
    CardSet faces = home_takes_ | (empty_ ? rules_->fills[Tables::fill_index(PileKind::Waste)] : 0);
    for (CardSet t = tops_; t; t &= t - 1) faces |= rules_->children[std::countr_zero(t)];
    return faces;
}

CardSet KlondikeBoard::builds_on_top(int t) const {
    return size_[t] > 0 ? rules_->children[slot(top_[t])] : 0;
}

void KlondikeBoard::waste_card_moves(Card card, MoveList& out) const {
    out.clear();
    if (!won() && !card.empty()) single(waste(), card, true, true, out);
}

// ---- Making and taking back -------------------------------------------------------------------------------

// Takes the moving card(s) off the source and returns the innermost one; a run's cards stay in place above
// the pile's new size until they are copied.
Card KlondikeBoard::take(const Move& m, Undo& u) {
    switch (m.from.kind) {
    case PileKind::Waste: {
        const Card card = talon_[waste_ - 1];
        talon_faces_ &= ~(FaceSet{1} << card.face_index());
        talon_cards_ -= talon_card_[slot(card)];
        if (linked_stock_) stock_links_ += played(waste_ - 1);
        std::memmove(&talon_[waste_ - 1], &talon_[waste_], static_cast<std::size_t>(talon_size_ - waste_));
        --talon_size_;
        --waste_;
        if (linked_stock_) { // the card's two links become one
            std::memmove(stock_link_.data() + waste_ + 1, stock_link_.data() + waste_ + 2, // may be the end
                         (talon_size_ - waste_) * sizeof(Key));
            relink(waste_);
        }
        return card; // the stock's term is make_after_turns'
    }
    case PileKind::Cell: {
        const int c = m.from.index;
        u.from_term = cell_term_[c];
        sum_ -= cell_term_[c];
        cell_term_[c] = cell_terms_[0];
        sum_ += cell_term_[c];
        return std::exchange(cell_[c], Card{});
    }
    default: {
        const int t = m.from.index;
        u.from_term = tableau_term_[t];
        u.from_run = run_[t];
        u.from_runs = runs_[t];
        if (linked_) sum_ += leave(t, m.count, m.to.kind == PileKind::Tableau);
        size_[t] = static_cast<std::uint8_t>(size_[t] - m.count);
        const Card card = pile_[t][size_[t]];
        if (size_[t] > 0 && !pile_[t][size_[t] - 1].face_up()) { // the bared card turns up (apply's settle)
            pile_[t][size_[t] - 1] = pile_[t][size_[t] - 1].turned(true);
            --down_[t];
            down_faces_ &= ~(FaceSet{1} << pile_[t][size_[t] - 1].face_index());
            u.turned = 1;
            // The whole face-up part left: the card turned is the pile's lowest face-up card now, a cover
            // where a face-down card lies under it.
            lowest_up_ &= ~(FaceSet{1} << card.face_index());
            if (down_[t] > 0)
                lowest_up_ |= FaceSet{1} << pile_[t][down_[t]].face_index();
            else
                down_bottoms_ &= ~(FaceSet{1} << pile_[t][0].face_index());
        }
        if (m.count < run_[t]) { // the run's lower cards stay
            run_[t] = static_cast<std::uint8_t>(run_[t] - m.count);
            runs_[t] &= ~ranks(card.rank() - m.count + 1, m.count);
        } else {
            recount_run(t);
        }
        if (!linked_) retally_tableau(t);
        retop(t);
        return card;
    }
    }
}

KlondikeBoard::Undo KlondikeBoard::make(const Move& m) { return make_after_turns(waste_, redeals_used_, m); }

KlondikeBoard::Undo KlondikeBoard::make_after_turns(int waste, int redeals, const Move& m) {
    Undo u;
    u.sum = sum_;
    u.stock_term = stock_term_;
    u.waste = waste_;
    u.redeals = static_cast<std::uint8_t>(redeals_used_);
    switch (m.kind) {
    case Move::Kind::Deal: {
        const int turned = std::min(waste_ + spec_->draw, static_cast<int>(talon_size_));
        set_stock_term(stock_term_after(turned, redeals_used_, false));
        waste_ = static_cast<std::uint8_t>(turned);
        return u;
    }
    case Move::Kind::Redeal:
        set_stock_term(stock_term_after(0, redeals_used_ + 1, false));
        waste_ = 0;
        ++redeals_used_;
        return u;
    case Move::Kind::Transfer: break;
    }
    if (m.from.kind == PileKind::Waste) set_stock_term(stock_term_after(waste, redeals, true));
    waste_ = static_cast<std::uint8_t>(waste);
    redeals_used_ = redeals;
    const int from_size = m.from.kind == PileKind::Tableau ? size_[m.from.index] : 0;
    const Card card = take(m, u);
    const int to = m.to.index;
    switch (m.to.kind) {
    case PileKind::Foundation:
        u.to_term = foundation_term_[to];
        home_suit_[to] = card.suit();
        ++home_size_[to];
        ++home_;
        sum_ -= foundation_term_[to];
        foundation_term_[to] = home_terms_[slot(card)];
        sum_ += foundation_term_[to];
        refoundation(to);
        break;
    case PileKind::Cell:
        u.to_term = cell_term_[to];
        cell_[to] = card;
        sum_ -= cell_term_[to];
        cell_term_[to] = cell_terms_[slot(card)];
        sum_ += cell_term_[to];
        break;
    default:
        u.to_term = tableau_term_[to];
        u.to_run = run_[to];
        u.to_runs = runs_[to];
        if (linked_)
            sum_ +=
                arrive(to, card, m.from.kind == PileKind::Tableau ? pile_[m.from.index][from_size - 1] : card,
                       m.from.kind == PileKind::Tableau);
        if (m.from.kind == PileKind::Tableau)
            std::memcpy(&pile_[to][size_[to]], &pile_[m.from.index][from_size - m.count], m.count);
        else
            pile_[to][size_[to]] = card;
        { // A legal move builds on the pile's top or fills a space. The cards it moves are a run when they
          // were the top of one (a move of the whole face-up part need not be).
            const bool tableau_run = m.from.kind == PileKind::Tableau && m.count <= u.from_run;
            const bool onto = size_[to] > 0;
            size_[to] = static_cast<std::uint8_t>(size_[to] + m.count);
            if (m.from.kind != PileKind::Tableau) {
                run_[to] = static_cast<std::uint8_t>((onto ? run_[to] : 0) + 1);
                runs_[to] = (onto ? runs_[to] : 0) | bit(card);
            } else if (tableau_run) {
                run_[to] = static_cast<std::uint8_t>((onto ? run_[to] : 0) + m.count);
                runs_[to] =
                    (onto ? runs_[to] : 0) | (u.from_runs & ranks(card.rank() - m.count + 1, m.count));
            } else {
                recount_run(to);
            }
        }
        if (!linked_) retally_tableau(to);
        retop(to);
        break;
    }
    return u;
}

void KlondikeBoard::undo(const Move& m, const Undo& u) {
    if (m.kind == Move::Kind::Transfer) {
        // Off the destination.
        Card card;
        const Card* run = nullptr;
        const int to = m.to.index;
        switch (m.to.kind) {
        case PileKind::Foundation:
            card = Card(home_size_[to], home_suit_[to]);
            --home_size_[to];
            --home_;
            foundation_term_[to] = u.to_term;
            refoundation(to);
            break;
        case PileKind::Cell:
            card = std::exchange(cell_[to], Card{});
            cell_term_[to] = u.to_term;
            break;
        default:
            size_[to] = static_cast<std::uint8_t>(size_[to] - m.count);
            run = &pile_[to][size_[to]];
            card = *run;
            tableau_term_[to] = u.to_term;
            run_[to] = u.to_run;
            runs_[to] = u.to_runs;
            retop(to);
            break;
        }
        // Back onto the source.
        const int from = m.from.index;
        switch (m.from.kind) {
        case PileKind::Waste:
            std::memmove(&talon_[waste_ + 1], &talon_[waste_],
                         static_cast<std::size_t>(talon_size_ - waste_));
            talon_[waste_] = card;
            talon_faces_ |= FaceSet{1} << card.face_index();
            talon_cards_ += talon_card_[slot(card)];
            ++talon_size_;
            if (linked_stock_) {
                std::memmove(stock_link_.data() + waste_ + 2,
                             stock_link_.data() + waste_ + 1, // may be the end
                             (talon_size_ - waste_ - 1u) * sizeof(Key));
                relink(waste_);
                relink(waste_ + 1);
                stock_links_ -= played(waste_);
            }
            break;
        case PileKind::Cell:
            cell_[from] = card;
            cell_term_[from] = u.from_term;
            break;
        default:
            if (u.turned) {
                if (down_[from] > 0)
                    lowest_up_ &= ~(FaceSet{1} << pile_[from][down_[from]].face_index());
                else
                    down_bottoms_ |= FaceSet{1} << pile_[from][0].face_index();
                pile_[from][size_[from] - 1] = pile_[from][size_[from] - 1].turned(false);
                ++down_[from];
                down_faces_ |= FaceSet{1} << pile_[from][size_[from] - 1].face_index();
            }
            if (run)
                std::memmove(&pile_[from][size_[from]], run, m.count); // still above the destination's size
            else
                pile_[from][size_[from]] = card;
            size_[from] = static_cast<std::uint8_t>(size_[from] + m.count);
            if (u.turned) lowest_up_ |= FaceSet{1} << pile_[from][down_[from]].face_index();
            tableau_term_[from] = u.from_term;
            run_[from] = u.from_run;
            runs_[from] = u.from_runs;
            retop(from);
            break;
        }
    }
    waste_ = u.waste;
    redeals_used_ = u.redeals;
    stock_term_ = u.stock_term;
    sum_ = u.sum;
}

void KlondikeBoard::move_between_twins(int t, int count, int u) {
    const Card first = pile_[t][size_[t] - count];
    std::memcpy(&pile_[u][size_[u]], &pile_[t][size_[t] - count], static_cast<std::size_t>(count));
    size_[t] = static_cast<std::uint8_t>(size_[t] - count);
    size_[u] = static_cast<std::uint8_t>(size_[u] + count);
    // The cards moved are the top of the run on t, and build on u's top as on t's card under them.
    const CardSet moved = ranks(first.rank() - count + 1, count) & runs_[t];
    run_[t] = static_cast<std::uint8_t>(run_[t] - count);
    runs_[t] &= ~moved;
    run_[u] = static_cast<std::uint8_t>(run_[u] + count);
    runs_[u] |= moved;
    retop(t);
    retop(u);
}

// ---- What the covers test reads ---------------------------------------------------------------------------

// A pile's covers are its face-down cards and its lowest face-up card when a face-down card lies under it,
// the bottom card excepted (it covers nothing); the cards under a cover are the pile's face-down ones. Where
// the waste holds covers, each of its cards but the bottom one is a cover, and every one lies under one.
CoverSets KlondikeBoard::cover_sets(bool with_waste) const {
    CoverSets sets;
    FaceSet bottoms = down_bottoms_;
    sets.covers = lowest_up_;
    if (with_waste && waste_ > 0) { // the waste's top card and those dealt before it that are still there
        const int top = talon_[waste_ - 1].face_index();
        sets.waste = (below_[static_cast<std::size_t>(top)] | FaceSet{1} << top) & talon_faces_;
        bottoms |= FaceSet{1} << talon_[0].face_index();
    }
    sets.covered = down_faces_ | sets.waste;
    sets.covers = (sets.covers | sets.covered) & ~bottoms;
    return sets;
}

FaceSet KlondikeBoard::under(int face, const CoverSets& sets) const {
    const FaceSet below = below_[static_cast<std::size_t>(face)];
    return (sets.waste >> face) & 1 ? below & sets.waste : below; // the waste's below it still lie there
}

int KlondikeBoard::lowest_face_up_pile(int face) const {
    for (int t = 0; t < spec_->tableau; ++t)
        if (down_[t] > 0 && pile_[t][down_[t]].face_index() == face) return t;
    return -1;
}

bool hopeless(const DominanceRules& rules, const KlondikeBoard& board) {
    if (!rules.hopeless_reads_face_down()) return false;
    const SuitsHome& home = board.suits_home();
    const CoverSets sets = board.cover_sets(rules.hopeless_reads_waste());
    if (!rules.some_cover_forced_at_once(home, sets.covers, board.open_parents())) return false;
    const FaceSet candidates = rules.cover_candidates(home, sets);
    if (candidates == 0) return false;
    CoverOrder order;
    for (FaceSet left = candidates; left; left &= left - 1) {
        const int x = std::countr_zero(left);
        order.under[static_cast<std::size_t>(x)] = board.under(x, sets);
        const bool lowest_face_up = !((sets.covered >> x) & 1); // the other covers lie under one
        order.up[static_cast<std::size_t>(x)] =
            static_cast<std::uint8_t>(lowest_face_up ? board.lowest_face_up_pile(x) + 1 : 0);
    }
    KlondikeBoard::Piles piles;
    return rules.covers_cycle(home, candidates, order, board.tableau_piles(piles));
}

std::span<const std::span<const Card>> KlondikeBoard::tableau_piles(Piles& out) const {
    for (int t = 0; t < spec_->tableau; ++t) out[static_cast<std::size_t>(t)] = tableau_pile(t);
    return std::span(out).first(static_cast<std::size_t>(spec_->tableau));
}

} // namespace patience
