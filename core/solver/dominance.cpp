// The solver's dominances: each rule states its claim; the proofs are in docs/solver.md, "Dominances".
#include "solver/dominance.h"

#include "rules/rules.h"
#include "solver/key.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

namespace patience {

namespace {
// [foundation build][wrap][face]: the faces `face` may follow on a foundation, from follows_on_foundation.
using Preceding = std::array<std::array<std::array<FaceSet, kDeckCards>, 2>, 2>;
const Preceding& preceding() {
    static const Preceding table = [] {
        Preceding p{};
        for (const FoundationBuild build : {FoundationBuild::UpAlternateColour, FoundationBuild::UpSameSuit})
            for (const bool wrap : {false, true}) {
                Spec rule;
                rule.foundation_build = build;
                rule.foundation_wrap = wrap;
                for (int card = 0; card < kDeckCards; ++card)
                    for (int below = 0; below < kDeckCards; ++below)
                        if (follows_on_foundation(rule, Card::from_face_index(below),
                                                  Card::from_face_index(card)))
                            p[static_cast<std::size_t>(build)][wrap][static_cast<std::size_t>(card)] |=
                                FaceSet{1} << below;
            }
        return p;
    }();
    return table;
}

// [foundation build][wrap][face][d]: the faces that may lie d places below `face` on a foundation (d = 0: the
// face itself), from preceding().
using Chains = std::array<std::array<std::array<std::array<FaceSet, kRanks>, kDeckCards>, 2>, 2>;
const Chains& chains() {
    static const Chains table = [] {
        Chains c{};
        for (std::size_t build = 0; build < 2; ++build)
            for (std::size_t wrap = 0; wrap < 2; ++wrap)
                for (std::size_t face = 0; face < kDeckCards; ++face) {
                    auto& down = c[build][wrap][face];
                    down[0] = FaceSet{1} << face;
                    for (std::size_t d = 1; d < kRanks; ++d)
                        for (FaceSet next = down[d - 1]; next; next &= next - 1)
                            down[d] |=
                                preceding()[build][wrap][static_cast<std::size_t>(std::countr_zero(next))];
                }
        return c;
    }();
    return table;
}

// [build][face]: the faces a card may be built on in the tableau, without wrap (builds_on).
using Parents = std::array<std::array<FaceSet, kDeckCards>, 3>;
const Parents& parents() {
    static const Parents table = [] {
        Parents p{};
        for (const Build build :
             {Build::DownAlternateColour, Build::DownAnySuitButOwn, Build::UpOrDownSameSuit}) {
            Spec rule;
            rule.build = build;
            for (int card = 0; card < kDeckCards; ++card)
                for (int below = 0; below < kDeckCards; ++below)
                    if (builds_on(rule, Card::from_face_index(below), Card::from_face_index(card)))
                        p[static_cast<std::size_t>(build)][static_cast<std::size_t>(card)] |= FaceSet{1}
                                                                                              << below;
        }
        return p;
    }();
    return table;
}

// [build][suit]: the suits of a card's tableau parents, where every build's parents of a card of rank r are
// the cards of rank r + 1 of suits that depend on the card's suit alone (checked against parents(); 0 for a
// build where they are not).
using ParentSuits = std::array<std::array<unsigned, kSuits>, 3>;
const ParentSuits& parent_suits() {
    static const ParentSuits table = [] {
        ParentSuits t{};
        for (std::size_t build = 0; build < t.size(); ++build) {
            const auto& of = parents()[build];
            for (int su = 0; su < kSuits; ++su)
                for (int p = 0; p < kSuits; ++p)
                    if ((of[static_cast<std::size_t>(su * kRanks)] >> (p * kRanks + 1)) & 1)
                        t[build][static_cast<std::size_t>(su)] |= 1U << p;
            for (int x = 0; x < kDeckCards; ++x) {
                const Card c = Card::from_face_index(x);
                FaceSet want = 0;
                if (c.rank() < kKing)
                    for (int p = 0; p < kSuits; ++p)
                        if ((t[build][static_cast<std::size_t>(c.suit())] >> p) & 1)
                            want |= FaceSet{1} << (p * kRanks + c.rank());
                if (want != of[static_cast<std::size_t>(x)]) t[build].fill(0);
            }
        }
        return t;
    }();
    return table;
}

// The cards other than Kings all of whose tableau parents lie in `set`, by a few shifts a suit; where the
// build's parents are not of rank r + 1 (parent_suits), every card but the Kings.
FaceSet parents_within(Build build, FaceSet set) {
    constexpr FaceSet kRow = (FaceSet{1} << kRanks) - 1;
    const auto& suits = parent_suits()[static_cast<std::size_t>(build)];
    std::array<FaceSet, kSuits> above; // bit r - 1: the card of rank r + 1 of the suit is in `set`
    for (int p = 0; p < kSuits; ++p) above[static_cast<std::size_t>(p)] = (set >> (p * kRanks) & kRow) >> 1;
    FaceSet within = 0;
    for (int su = 0; su < kSuits; ++su) {
        FaceSet row = kRow >> 1;                        // Aces to Queens
        if (suits[static_cast<std::size_t>(su)] == 0) { // parents not by rank
            within |= row << (su * kRanks);
            continue;
        }
        for (unsigned p = suits[static_cast<std::size_t>(su)]; p; p &= p - 1)
            row &= above[static_cast<std::size_t>(std::countr_zero(p))];
        within |= row << (su * kRanks);
    }
    return within;
}
} // namespace

// Is the foundation move `m` safe: if the position can be won, can it still be won after `m`? Then the search
// plays it alone. Each case below is proved in docs/solver.md; other rule combinations get no dominance.
bool safe_home(const Spec& spec, const State& s, const Move& m) {
    return m.kind == Move::Kind::Transfer && safe_home(spec, s, m, s.top(m.from));
}

namespace {
// (A) Klondike family (building down, no wrap; Kings or anything into a space; foundations Ace to King in
// suit; no reserve; any number of decks).
bool klondike_rule(const Spec& spec) {
    return spec.reserve == 0 && spec.base == BaseCard::Ace &&
           spec.foundation_build == FoundationBuild::UpSameSuit && !spec.foundation_wrap &&
           (spec.build == Build::DownAlternateColour || spec.build == Build::DownAnySuitButOwn) &&
           !spec.build_wrap && player_fills_spaces(spec) &&
           (spec.stock == StockModel::FaceDownDraw || spec.stock == StockModel::None) &&
           spec.moving != Moving::TopCardOrRunViaEmptyPile;
}
// (B) Fortress and Chessboard (one deck, all face up, building up or down in suit, any card into a space,
// foundations wrapping as the building does).
bool fortress_rule(const Spec& spec) {
    return spec.reserve == 0 && spec.cells == 0 && spec.stock == StockModel::None &&
           spec.build == Build::UpOrDownSameSuit && spec.foundation_build == FoundationBuild::UpSameSuit &&
           spec.foundation_wrap == spec.build_wrap && spec.empty_pile == EmptyPile::AnyCardOrBuild &&
           (spec.moving == Moving::TopCard || spec.moving == Moving::TopCardOrRunViaEmptyPile);
}
// (A) itself: the card is safe when every copy of every card that could be built on it, and every copy of the
// card below it in its suit, is home. Proof: docs/solver.md, (A).
bool klondike_safe(const Spec& spec, const SuitsHome& home, PileKind from, Card card) {
    if (from == PileKind::Waste && spec.redeals != 0 && spec.draw != 1) return false;
    if (from != PileKind::Tableau && from != PileKind::Cell && from != PileKind::Waste) return false;
    // Every copy home of the card below it in its suit (one deck: the card's foundation), and of every
    // card that could be built on it (building down without wrap: cards a rank below).
    bool all_home = home[static_cast<std::size_t>(card.suit())] >= card.rank() - 1;
    for (int su = 0; su < kSuits && card.rank() > 1; ++su)
        if (home[static_cast<std::size_t>(su)] < card.rank() - 1 &&
            builds_on(spec, card, Card(card.rank() - 1, static_cast<Suit>(su))))
            all_home = false;
    if (all_home) return true;
    if (spec.build != Build::DownAlternateColour || spec.decks != 1) return false;
    // (A2) Alternating colours, after Blake and Gent: the card of rank r is safe too when both suits of
    // the other colour are home to r - 2 at least and the other suit of its colour to r - 3 (A2 in
    // docs/solver.md).
    int other_colour = kRanks, own_colour = kRanks; // the least rank home among the suits named
    for (int su = 0; su < kSuits; ++su) {
        if (static_cast<Suit>(su) == card.suit()) continue;
        const int h = home[static_cast<std::size_t>(su)];
        int& least = Card(1, static_cast<Suit>(su)).colour() == card.colour() ? own_colour : other_colour;
        least = std::min(least, h);
    }
    return other_colour >= card.rank() - 2 && own_colour >= card.rank() - 3;
}
} // namespace

bool has_safe_home(const Spec& spec) { return klondike_rule(spec) || fortress_rule(spec); }

bool safe_home(const Spec& spec, const State& s, const Move& m, Card moved) {
    if (m.kind != Move::Kind::Transfer || m.to.kind != PileKind::Foundation) return false;
    const Card card = moved.turned(true);
    if (klondike_rule(spec)) {
        // The rank to which every copy of each suit is home: each copy goes to a foundation of its suit, in
        // order from the Ace, so the lowest top of the suit's foundations once every copy's has begun.
        SuitsHome home, started{};
        home.fill(kRanks);
        for (int f = 0; f < spec.foundations; ++f) {
            const Card top = s.top(foundation(f));
            if (top.empty()) continue;
            const auto su = static_cast<std::size_t>(top.suit());
            ++started[su];
            home[su] = std::min(home[su], top.rank());
        }
        for (std::size_t su = 0; su < kSuits; ++su)
            if (started[su] < spec.decks) home[su] = 0;
        return klondike_safe(spec, home, m.from.kind, card);
    }

    // (B) Fortress and Chessboard: every foundation move is safe once the base is set, except a Chessboard
    // card starting a foundation. Proof: docs/solver.md, (B).
    if (fortress_rule(spec) && m.from.kind == PileKind::Tableau && s.base_rank != 0) {
        const bool has_predecessor = rank_below(card.rank(), spec.build_wrap) != 0;
        return !s.empty(m.to) || !has_predecessor;
    }
    return false;
}

// A move of part of a built pile is left out when the card it uncovers cannot go home, where Blake and Gent's
// Theorem 4 holds (alternating colours, runs move as one, no holdout, reserve or forced fill). Why it keeps
// the search exact, and the exact conditions: docs/solver.md, "Idle moves of part of a built pile".
namespace {
// The conditions on the rules under which idle_partial_move leaves moves out.
bool idle_rule(const Spec& spec) {
    return spec.build == Build::DownAlternateColour && !spec.build_wrap && spec.moving == Moving::AnyRun &&
           spec.cells == 0 && spec.reserve == 0 && spec.empty_pile == EmptyPile::KingOrKingBuild &&
           (spec.stock == StockModel::FaceDownDraw || spec.stock == StockModel::None) &&
           spec.base == BaseCard::Ace && !spec.foundation_wrap;
}
// The move's part: of part of a built pile (the card above is face up and takes the run's first card).
bool partial_move(const Spec& spec, const Move& m, int from_size, Card above, Card first) {
    return m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Tableau &&
           m.to.kind == PileKind::Tableau && m.count < from_size && builds_on(spec, above, first);
}
} // namespace

bool idle_partial_move(const Spec& spec, const State& s, const Move& m) {
    if (m.kind != Move::Kind::Transfer || m.from.kind != PileKind::Tableau || m.to.kind != PileKind::Tableau)
        return false;
    const int size = s.size(m.from);
    if (m.count >= size) return false;
    const Card above = s.at(m.from, size - m.count - 1);
    // Every other condition first: the foundations are read only where they decide.
    if (!idle_rule(spec) || !partial_move(spec, m, size, above, s.at(m.from, size - m.count))) return false;
    for (int f = 0; f < spec.foundations; ++f)
        if (foundation_fit(spec, s, m.from, above, foundation(f)) == Reason::Ok) return false;
    return true;
}

bool leaves_idle_moves(const Spec& spec) { return idle_rule(spec); }

bool twin_classes(const Spec& spec) { return idle_rule(spec); }

bool twin_classes(const Spec& spec, const State& start) {
    if (!twin_classes(spec)) return false;
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = start.pile(tableau(t));
        for (std::size_t i = 1; i < cards.size(); ++i)
            if (cards[i - 1].face_up() && !(cards[i].face_up() && builds_on(spec, cards[i - 1], cards[i])))
                return false;
    }
    return true;
}

bool twin_move(const State& s, const Move& m) {
    if (m.kind != Move::Kind::Transfer || m.from.kind != PileKind::Tableau ||
        m.to.kind != PileKind::Tableau || s.empty(m.to))
        return false;
    const int size = s.size(m.from);
    return m.count < size && s.at(m.from, size - m.count - 1).face_up();
}

// (H1) A reserve card that can never go home (the Terrace family, not Redheads): no foundation can get the
// chain of cards it must follow from cards outside the foundations and above it. docs/solver.md, (H1).
namespace {
bool hopeless_reserve(const Spec& spec, const State& s) {
    if (spec.reserve == 0 || spec.fill_from_reserve || s.base_rank == 0 || s.empty(reserve())) return false;
    // Copies of each face outside the foundations and not below the reserve card in question, and the faces
    // with a copy so.
    std::array<int, kDeckCards> free{};
    free.fill(spec.decks);
    for (int f = 0; f < spec.foundations; ++f)
        for (const Card c : s.pile(foundation(f))) --free[static_cast<std::size_t>(c.face_index())];
    FaceSet free_set = 0;
    for (int i = 0; i < kDeckCards; ++i)
        if (free[static_cast<std::size_t>(i)] > 0) free_set |= FaceSet{1} << i;
    auto place_of = [&](int rank) { return (rank - s.base_rank + kRanks) % kRanks; }; // 0 for the base rank
    const auto& chain = chains()[static_cast<std::size_t>(spec.foundation_build)][spec.foundation_wrap];
    for (const Card x : s.pile(reserve())) { // bottom first: the cards below x are the ones counted out
        const int k = place_of(x.rank());
        // down[k - j]: the faces that may lie at place j of a foundation X ends at place k (X's own at k).
        // Every place from `lowest` to k - 1 can get a free card of the chain.
        const auto& down = chain[static_cast<std::size_t>(x.face_index())];
        int lowest = k;
        while (lowest > 0 && (down[static_cast<std::size_t>(k - lowest + 1)] & free_set)) --lowest;
        bool reachable = false;
        for (int f = 0; f < spec.foundations && !reachable; ++f) {
            const int size = s.size(foundation(f));
            reachable =
                size <= k && size >= lowest &&
                (size == 0 ||
                 (down[static_cast<std::size_t>(k - size + 1)] >> s.top(foundation(f)).face_index()) & 1);
        }
        if (!reachable) return true;
        if (--free[static_cast<std::size_t>(x.face_index())] == 0)
            free_set &= ~(FaceSet{1} << x.face_index());
    }
    return false;
}

// (H2) The reserve's cards one after another (the Terrace family): each card, top first, takes the fullest
// foundation of its class that fits; when one finds none, no sharing fits. Proof: docs/solver.md, (H2).
bool hopeless_reserve_order(const Spec& spec, const State& s) {
    if (spec.reserve == 0 || spec.fill_from_reserve || s.base_rank == 0 || s.empty(reserve()) ||
        spec.foundations != kSuits * spec.decks)
        return false;
    const bool in_suit = spec.foundation_build == FoundationBuild::UpSameSuit;
    const int classes = in_suit ? kSuits : 2; // a suit, or the base card's colour
    auto place_of = [&](int rank) { return (rank - s.base_rank + kRanks) % kRanks; };
    auto class_of = [&](Card c, int place) {
        return in_suit ? static_cast<int>(c.suit()) : static_cast<int>(c.colour()) ^ (place & 1);
    };
    // Each class's foundations by size: the started ones first; the rest, zero, the ones its base cards will
    // start.
    const auto per_class = static_cast<std::size_t>(spec.foundations / classes);
    std::array<std::array<int, kMaxFoundations>, kSuits> size{};
    std::array<std::size_t, kSuits> started{};
    for (int f = 0; f < spec.foundations; ++f) {
        const auto pile = s.pile(foundation(f));
        if (pile.empty()) continue;
        const auto c = static_cast<std::size_t>(class_of(pile.front(), 0));
        size[c][started[c]++] = static_cast<int>(pile.size());
    }
    const auto cards = s.pile(reserve());
    for (auto card = cards.rbegin(); card != cards.rend(); ++card) { // top first
        const int place = place_of(card->rank());
        int* best = nullptr; // the fullest foundation of its class that it fits
        for (int& f : std::span(size[static_cast<std::size_t>(class_of(*card, place))]).first(per_class))
            if (f <= place && (!best || f > *best)) best = &f;
        if (!best) return true;
        *best = place + 1;
    }
    return false;
}

// Without a redeal the waste's cards leave only from its top, one at a time (hopeless_cover).
bool waste_covers(const Spec& spec) { return spec.redeals == 0 && spec.stock == StockModel::FaceDownDraw; }

// Where only whole face-up parts move between piles (Klondike Strict), the cards on a pile's lowest face-up
// card leave it, while that card cannot move, only for home (hopeless_cover).
bool runs_wait(const Spec& spec) { return spec.moving == Moving::WholeFaceUpPart; }

// The rules hopeless_cover holds for (below).
bool covers_apply(const Spec& spec) {
    return spec.deal == DealPattern::Klondike && spec.decks == 1 && spec.cells == 0 && spec.reserve == 0 &&
           spec.base == BaseCard::Ace && spec.foundation_build == FoundationBuild::UpSameSuit &&
           !spec.foundation_wrap && !spec.build_wrap && spec.empty_pile == EmptyPile::KingOrKingBuild &&
           spec.build != Build::UpOrDownSameSuit;
}

constexpr FaceSet kKings = [] { // the four Kings
    FaceSet kings = 0;
    for (int su = 0; su < kSuits; ++su) kings |= FaceSet{1} << (su * kRanks + kKing - 1);
    return kings;
}();

FaceSet home_faces(const SuitsHome& home) {
    FaceSet home_set = 0;
    for (int su = 0; su < kSuits; ++su)
        home_set |= ((FaceSet{1} << home[static_cast<std::size_t>(su)]) - 1) << (su * kRanks);
    return home_set;
}

// A cover can be forced only when each of its parents is home or under some cover; Kings never are.
FaceSet cover_candidates(const Spec& spec, FaceSet home_set, const CoverSets& sets) {
    return sets.covers & parents_within(spec.build, home_set | sets.covered);
}

// (H3) Covers (the one-deck Klondike family): a cover whose parents are all of no use leaves only for home;
// a cycle among these precedences and the suits' means no win. docs/solver.md, (H3), with the terms.
// `covers`: the covers that may be forced (cover_candidates), with their order.
bool covers_cycle(const Spec& spec, const SuitsHome& home, FaceSet home_set, FaceSet covers,
                  const CoverOrder& order, std::span<const std::span<const Card>> piles) {
    const auto& under = order.under;
    // lower(x): the cards of x's suit below it not yet home, which go home before it.
    auto lower = [&](int x) {
        const Card c = Card::from_face_index(x);
        const int h = home[static_cast<std::size_t>(c.suit())];
        return c.rank() - 1 > h ? ((FaceSet{1} << (c.rank() - 1 - h)) - 1) << (x - c.rank() + 1 + h)
                                : FaceSet{0};
    };
    // before(f): the cards that go home before the forced cover f: those below it in suit, and where runs
    // wait (only whole face-up parts move between piles), those of the run on it, while it cannot move, with
    // the ones below them.
    const bool runs = runs_wait(spec);
    auto before = [&](int f) {
        FaceSet b = lower(f);
        if (const int t = order.up[static_cast<std::size_t>(f)] - 1; runs && t >= 0) {
            const auto cards = piles[static_cast<std::size_t>(t)];
            std::size_t j = 0;
            while (!cards[j].face_up()) ++j;
            for (++j; j < cards.size(); ++j)
                b |= lower(cards[j].face_index()) | FaceSet{1} << cards[j].face_index();
        }
        return b;
    };
    // The forced covers, found in rounds. Every cycle of precedences passes through a forced cover (the
    // predecessors alone go down in rank), so the search for one runs on the forced covers: f comes home
    // after g when f or a card of before(f) lies under g (when g goes home before f, whatever g comes after,
    // f does too). needs[i]: the cards that must go home before the i-th forced cover.
    std::array<int, kDeckCards> forced_list; // [0, count) set
    std::array<FaceSet, kDeckCards> prior;   // [0, count) set: before() of each, with the cover itself
    std::array<FaceSet, kDeckCards> needs;   // [0, count) set
    int count = 0;
    FaceSet forced = 0;
    for (;;) {
        FaceSet more = 0;
        for (FaceSet left = covers & ~forced; left; left &= left - 1) {
            const int x = std::countr_zero(left);
            // Its parents not home, not under it, and not under a forced cover that needs it home first.
            FaceSet open = parents()[static_cast<std::size_t>(spec.build)][static_cast<std::size_t>(x)] &
                           ~home_set & ~under[static_cast<std::size_t>(x)];
            for (int i = 0; i < count; ++i)
                if ((needs[static_cast<std::size_t>(i)] >> x) & 1)
                    open &= ~under[static_cast<std::size_t>(forced_list[static_cast<std::size_t>(i)])];
            if (open == 0) more |= FaceSet{1} << x;
        }
        if (more == 0) return false;
        forced |= more;
        for (; more; more &= more - 1, ++count) {
            const int f = std::countr_zero(more);
            forced_list[static_cast<std::size_t>(count)] = f;
            prior[static_cast<std::size_t>(count)] = before(f) | FaceSet{1} << f;
        }
        // after[i]: the forced covers that go home before the i-th, by the rule above, then closed.
        std::array<std::uint64_t, kDeckCards> after;
        for (int i = 0; i < count; ++i) {
            after[static_cast<std::size_t>(i)] = 0;
            for (int j = 0; j < count; ++j) {
                const int g = forced_list[static_cast<std::size_t>(j)];
                if (prior[static_cast<std::size_t>(i)] & under[static_cast<std::size_t>(g)])
                    after[static_cast<std::size_t>(i)] |= std::uint64_t{1} << j;
            }
        }
        for (int k = 0; k < count; ++k)
            for (int i = 0; i < count; ++i)
                if ((after[static_cast<std::size_t>(i)] >> k) & 1)
                    after[static_cast<std::size_t>(i)] |= after[static_cast<std::size_t>(k)];
        for (int i = 0; i < count; ++i) {
            if ((after[static_cast<std::size_t>(i)] >> i) & 1) return true; // home before itself
            FaceSet n = prior[static_cast<std::size_t>(i)] &
                        ~(FaceSet{1} << forced_list[static_cast<std::size_t>(i)]);
            for (std::uint64_t j = after[static_cast<std::size_t>(i)]; j; j &= j - 1)
                n |= prior[static_cast<std::size_t>(std::countr_zero(j))];
            needs[static_cast<std::size_t>(i)] = n;
        }
    }
}

bool hopeless_cover(const Spec& spec, const SuitsHome& home, std::span<const std::span<const Card>> piles,
                    std::span<const Card> waste_cards) {
    if (!covers_apply(spec)) return false;
    // The covers, read off the piles, and for each the covers under it in its pile, and whether it is its
    // pile's lowest face-up card.
    CoverOrder order;
    CoverSets sets;
    // Without a redeal the waste is such a pile too: its cards leave one at a time from the top, for the same
    // places, and every card in it covers the ones under it (the stock's cards count as free: no verdict
    // rests on them).
    for (int t = 0; t < spec.tableau + waste_covers(spec); ++t) {
        const bool waste_pile = t == spec.tableau;
        const auto cards = waste_pile ? waste_cards : piles[static_cast<std::size_t>(t)];
        FaceSet below = 0;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            const int face = cards[i].face_index();
            order.under[static_cast<std::size_t>(face)] = below;
            order.up[static_cast<std::size_t>(face)] = 0;
            sets.covers |= FaceSet{1} << face;
            if (cards[i].face_up() && !waste_pile) { // the lowest face-up card: the last cover
                order.up[static_cast<std::size_t>(face)] = static_cast<std::uint8_t>(t + 1);
                break;
            }
            below |= FaceSet{1} << face;
        }
        sets.covered |= below;
        if (!cards.empty())
            sets.covers &= ~(FaceSet{1} << cards[0].face_index()); // the bottom card covers nothing
    }
    const FaceSet home_set = home_faces(home);
    const FaceSet candidates = cover_candidates(spec, home_set, sets);
    return candidates != 0 && covers_cycle(spec, home, home_set, candidates, order, piles);
}

// What the covers tests, (H3) and (H4), read of a position: the highest rank home per suit (one deck), and
// the tableau piles.
struct CoversRead {
    CoversRead(const Spec& spec, const State& s) : count(static_cast<std::size_t>(spec.tableau)) {
        for (int f = 0; f < spec.foundations; ++f)
            if (const Card top = s.top(foundation(f)); !top.empty())
                home[static_cast<std::size_t>(top.suit())] = top.rank();
        for (int t = 0; t < spec.tableau; ++t) piles[static_cast<std::size_t>(t)] = s.pile(tableau(t));
    }
    std::span<const std::span<const Card>> tableau_piles() const { return std::span(piles).first(count); }

    SuitsHome home{};
    std::array<std::span<const Card>, kMaxTableau> piles;
    std::size_t count;
};

// (H4) Cards that can never go home (the one-deck Klondike family without holdouts, as (H3)): what may ever
// come to a top, leave its place or go home, grown from what may now to a fixed point; a card outside the
// last when it is reached means no win. docs/solver.md, (H4), with the proof.
bool hopeless_reach(const Spec& spec, const SuitsHome& home, std::span<const std::span<const Card>> piles) {
    constexpr FaceSet kAll = (FaceSet{1} << kDeckCards) - 1;
    FaceSet aces = 0, can_home = 0;
    for (int su = 0; su < kSuits; ++su) {
        aces |= FaceSet{1} << (su * kRanks);
        can_home |= ((FaceSet{1} << home[static_cast<std::size_t>(su)]) - 1) << (su * kRanks);
    }
    // The covers of each pile, bottom first: its face-down cards and its lowest face-up card. Every other
    // card (the runs on the covers, the stock, the waste) is counted free to come to a top at any time.
    std::array<std::array<std::uint8_t, kDeckCards>, kMaxTableau> cover;
    std::array<std::uint8_t, kMaxTableau> covers_of{};
    FaceSet covers = 0;
    bool space = false; // some pile is empty or has no face-down card, so might be emptied
    for (int t = 0; t < spec.tableau; ++t) {
        const auto cards = piles[static_cast<std::size_t>(t)];
        if (cards.empty() || cards[0].face_up()) {
            space = true;
            continue;
        }
        auto& c = cover[static_cast<std::size_t>(t)];
        std::uint8_t n = 0;
        for (const Card card : cards) {
            c[n++] = static_cast<std::uint8_t>(card.face_index());
            covers |= FaceSet{1} << card.face_index();
            if (card.face_up()) break;
        }
        covers_of[static_cast<std::size_t>(t)] = n;
    }
    // Cards never leave a foundation, so a parent home takes nothing. Every cover with a parent off the
    // covers and not home may leave at once when it comes to the top (and a King where a pile may be
    // emptied): when all may, every card may come to a top in turn, and so go home.
    const FaceSet home_set = can_home;
    if ((covers & parents_within(spec.build, covers | home_set)) == 0 && (space || (covers & kKings) == 0))
        return false;
    FaceSet top = kAll & ~covers; // may come to a top
    FaceSet leaves = 0;           // covers that may leave their place
    const auto& parent = parents()[static_cast<std::size_t>(spec.build)];
    for (;;) {
        // A pile's covers come to the top from its top one down, each once the one on it may leave.
        for (int t = 0; t < spec.tableau; ++t)
            for (int i = covers_of[static_cast<std::size_t>(t)] - 1; i >= 0; --i) {
                const int x = cover[static_cast<std::size_t>(t)][static_cast<std::size_t>(i)];
                top |= FaceSet{1} << x;
                if (!((leaves >> x) & 1)) break;
            }
        // Home, suit by suit upwards: a card that may come to a top, once the one below it may go home.
        for (;;) {
            const FaceSet more = can_home | (top & (aces | ((can_home << 1) & ~aces)));
            if (more == can_home) break;
            can_home = more;
        }
        // A cover leaves for home, for a parent that may come to a top, or (a King) for a space.
        bool spaced = space; // or once a pile's bottom card may leave
        for (int t = 0; t < spec.tableau && !spaced; ++t)
            spaced = covers_of[static_cast<std::size_t>(t)] > 0 &&
                     ((leaves >> cover[static_cast<std::size_t>(t)][0]) & 1);
        FaceSet now = leaves;
        for (FaceSet left = covers & top & ~leaves; left; left &= left - 1) {
            const int x = std::countr_zero(left);
            if (((can_home >> x) & 1) || (parent[static_cast<std::size_t>(x)] & top & ~home_set) ||
                (spaced && ((kKings >> x) & 1)))
                now |= FaceSet{1} << x;
        }
        if (now == leaves) return can_home != kAll;
        leaves = now;
    }
}
} // namespace

bool hopeless(const Spec& spec, const State& s) {
    if (hopeless_reserve(spec, s) || hopeless_reserve_order(spec, s)) return true;
    if (!covers_apply(spec)) return false;
    const CoversRead read(spec, s);
    return hopeless_cover(spec, read.home, read.tableau_piles(), s.pile(waste()));
}

bool hopeless_start(const Spec& spec, const State& s) {
    if (!covers_apply(spec)) return false;
    const CoversRead read(spec, s);
    return hopeless_reach(spec, read.home, read.tableau_piles());
}

bool stock_play_owes(const Spec& spec) {
    if (!stock_cycles(spec) || spec.draw != 1 || spec.cells != 0 || spec.reserve != 0 ||
        spec.base != BaseCard::Ace || !idle_rule(spec))
        return false;
    for (int i = 0; i < kDeckCards; ++i) { // a space takes from the waste whatever it takes from the tableau
        const Card c = Card::from_face_index(i);
        if (empty_pile_accepts(spec, PileKind::Tableau, c) == Reason::Ok &&
            empty_pile_accepts(spec, PileKind::Waste, c) != Reason::Ok)
            return false;
    }
    return true;
}

// Two relaxations, each playing every line of the game with the same cards in the tableau, foundations and
// stock side after each card move, so that a win of the game is a win of the relaxation:
// - a stock that cycles more than a card at a time, relaxed to one card at a time: each card move reads the
//   stock only for the waste's top card, and one card at a time with unlimited passes brings any card of the
//   stock and waste to the top, the others keeping their order; turns read and change nothing else
//   (turns_freely);
// - only a pile's whole face-up part moving between piles, relaxed to any run: the rules ask of that part, as
//   of any cards moved together, that it is a run (moving_unit), so every such move is a move of a run, with
//   the same effect; every other rule is the same.
// Measured to help with one deck only (docs/solver.md).
std::optional<Spec> relaxation(const Spec& spec) {
    if (spec.decks != 1) return std::nullopt;
    Spec relaxed = spec;
    if (stock_cycles(spec) && spec.draw > 1)
        relaxed.draw = 1;
    else if (spec.moving == Moving::WholeFaceUpPart)
        relaxed.moving = Moving::AnyRun;
    else
        return std::nullopt;
    return relaxed;
}

DominanceRules::DominanceRules(const Spec& spec)
    : spec_(spec), safe_(klondike_rule(spec)), idle_(idle_rule(spec)), covers_(covers_apply(spec)),
      covers_waste_(covers_apply(spec) && waste_covers(spec)),
      covers_runs_(covers_apply(spec) && runs_wait(spec)) {}

bool DominanceRules::safe_home(const SuitsHome& home, const Move& m, Card card) const {
    return safe_ && m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation &&
           klondike_safe(spec_, home, m.from.kind, card.turned(true));
}

OpenParents open_parents(Build build, const std::array<FaceSet, kDeckCards>& below) {
    OpenParents open{};
    const auto& of = parents()[static_cast<std::size_t>(build)];
    for (std::size_t x = 0; x < of.size(); ++x)
        for (FaceSet q = of[x] & ~below[x]; q; q &= q - 1)
            open[static_cast<std::size_t>(std::countr_zero(q) / kRanks)] |= FaceSet{1} << x;
    return open;
}

// A cover x = (suit, rank r) is forced at once when each of its parents not under it is home: for a parent of
// suit p, when r + 1 <= how far p is home. Where one is not, x is in `open[p]` and its rank is at least that.
bool DominanceRules::some_cover_forced_at_once(const SuitsHome& home, FaceSet covers,
                                               const OpenParents& open) const {
    if (!covers_) return false;
    constexpr FaceSet kEveryRow = [] { // bit 0 of each suit's row
        FaceSet rows = 0;
        for (int su = 0; su < kSuits; ++su) rows |= FaceSet{1} << (su * kRanks);
        return rows;
    }();
    FaceSet waiting = kKings; // covers that cannot be forced at once
    for (int p = 0; p < kSuits; ++p) {
        const int h = home[static_cast<std::size_t>(p)];
        const FaceSet parent_home = h > 1 ? ((FaceSet{1} << (h - 1)) - 1) * kEveryRow : 0; // ranks below h
        waiting |= open[static_cast<std::size_t>(p)] & ~parent_home;
    }
    return (covers & ~waiting) != 0;
}

FaceSet DominanceRules::cover_candidates(const SuitsHome& home, const CoverSets& sets) const {
    return covers_ ? patience::cover_candidates(spec_, home_faces(home), sets) : 0;
}

bool DominanceRules::covers_cycle(const SuitsHome& home, FaceSet candidates, const CoverOrder& order,
                                  std::span<const std::span<const Card>> tableau_piles) const {
    return patience::covers_cycle(spec_, home, home_faces(home), candidates, order, tableau_piles);
}

bool DominanceRules::hopeless_start(const SuitsHome& home,
                                    std::span<const std::span<const Card>> tableau_piles) const {
    return covers_ && hopeless_reach(spec_, home, tableau_piles);
}

PileMask hopeless_read_piles(const Spec& spec) {
    if (covers_apply(spec)) return kAllPiles;
    PileMask piles = pile_bit(reserve());
    for (int f = 0; f < spec.foundations; ++f) piles |= pile_bit(foundation(f));
    return piles;
}

// The reserve, foundations and base rank; where covers are checked, the face-down cards of every tableau pile
// (a pile's lowest face-up card leaves only by turning the card under it, or from a pile it covers nothing
// in), the waste where it holds covers, and where runs wait the face-up cards of the piles with face-down
// ones (such a pile of the same size is the same pile in a child). A foundation or the reserve is the same
// pile in a child when its size and top card are: cards join a foundation and leave the reserve at the top
// only, and within one child a pile either gives or takes (KeyParts::changed says why).
bool hopeless_reads_same(const Spec& spec, const State& a, const State& b) { // a parent, b its child
    for (int f = 0; f < spec.foundations; ++f)
        if (!same_ends(a, b, foundation(f))) return false;
    if (a.base_rank != b.base_rank || !same_ends(a, b, reserve())) return false;
    if (!covers_apply(spec)) return true;
    for (int t = 0; t < spec.tableau; ++t) {
        const auto x = a.pile(tableau(t)), y = b.pile(tableau(t));
        const auto up = [](Card c) { return c.face_up(); };
        if (std::find_if(x.begin(), x.end(), up) - x.begin() !=
                std::find_if(y.begin(), y.end(), up) - y.begin() ||
            (runs_wait(spec) && !x.empty() && !x.front().face_up() && x.size() != y.size()))
            return false;
    }
    return !waste_covers(spec) || same_pile(a, b, waste());
}

} // namespace patience
