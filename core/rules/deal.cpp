// Dealing: shuffle the decks with the project's own PRNG, then lay the cards out as the game's pattern says.
#include "rules/deal.h"

#include "rules/rng.h"
#include "rules/rules.h"
#include "text/number.h"

#include <array>
#include <string>

namespace patience {

bool deal_algorithm_supported(int version) { return version == 1; }

std::optional<std::uint32_t> parse_deal_number(std::string_view text) {
    if (const auto n = parse_whole(text, kMaxDeal); n && is_deal_number(*n))
        return static_cast<std::uint32_t>(*n);
    return std::nullopt;
}

std::uint32_t random_deal_number(std::uint32_t random) {
    return kMinDeal + random % (kMaxDeal - kMinDeal + 1);
}

std::uint32_t playable_deal_number(const Spec& spec, std::uint32_t number) {
    // Far more tries than any ruleset needs: its deals without a move are a few in a hundred.
    constexpr int kTries = 10000;
    return first_deal_where(
        number, [&](std::uint32_t n) { return !is_over(spec, deal(spec, n)); }, kTries);
}

namespace {

// Deal stream: cards come off the front of the shuffled decks, one at a time.
class Dealer {
  public:
    Dealer(const Spec& spec, std::uint32_t number) : count_(spec.cards()) {
        for (int d = 0; d < spec.decks; ++d)
            for (int s = 0; s < kSuits; ++s)
                for (int r = 1; r <= kRanks; ++r)
                    cards_[static_cast<std::size_t>(d * kDeckCards + s * kRanks + r - 1)] =
                        Card(r, static_cast<Suit>(s));
        // The seed names the game and ruleset too: the same number under another ruleset is another deal.
        const std::string key = ruleset_key(spec) + ":v1";
        Rng rng(fnv1a(key) ^ (static_cast<std::uint64_t>(number) * 0x9e3779b97f4a7c15ULL));
        rng.shuffle(std::span<Card>(cards_.data(), static_cast<std::size_t>(count_)));
    }
    Card next(bool face_up = true) { return cards_[static_cast<std::size_t>(next_++)].turned(face_up); }
    bool more() const { return next_ < count_; }
    // The undealt cards become the stock: the next card to be dealt is the stock's top.
    void rest_to_stock(State& s, bool face_up) {
        for (int i = count_ - 1; i >= next_; --i)
            s.push(stock(), cards_[static_cast<std::size_t>(i)].turned(face_up));
        next_ = count_;
    }

  private:
    std::array<Card, kMaxCards> cards_{};
    int count_;
    int next_ = 0;
};

void deal_terrace(const Spec& spec, Dealer& d, State& s) {
    for (int i = 0; i < spec.reserve; ++i) s.push(reserve(), d.next()); // the last card dealt is the top
    if (spec.base == BaseCard::ChosenFromFour) {
        for (int i = 0; i < kBaseChoices; ++i) s.push(tableau(i), d.next());
    } else {
        const Card base = d.next();
        s.push(foundation(0), base);
        s.base_rank = base.rank();
        for (int i = 0; i < spec.tableau; ++i) s.push(tableau(i), d.next());
    }
    d.rest_to_stock(s, spec.stock == StockModel::FaceUpWithDiscard);
}

void deal_klondike(const Spec& spec, Dealer& d, State& s) {
    // Round r gives one card to each pile r..N; the last card of each pile lies face up.
    for (int round = 0; round < spec.tableau; ++round)
        for (int p = round; p < spec.tableau; ++p) s.push(tableau(p), d.next(p == round));
    s.base_rank = kAce;
    d.rest_to_stock(s, false);
}

void deal_wings(const Spec& spec, Dealer& d, State& s) {
    // Left wing piles t1-t5, right wing t6-t10, top pile first in each wing: full rounds across both
    // wings (five for 52 cards and 10 piles), then the cards left over to the top pile of each wing in turn.
    for (int round = 0; round < spec.cards() / spec.tableau; ++round)
        for (int p = 0; p < spec.tableau; ++p) s.push(tableau(p), d.next());
    for (int wing = 0; d.more(); wing = (wing + 1) % 2) s.push(tableau(wing * spec.wing_piles()), d.next());
    if (spec.base == BaseCard::Ace) s.base_rank = kAce;
}

} // namespace

State deal(const Spec& spec, std::uint32_t number, int algorithm) {
    (void)algorithm; // version 1 is the only one so far; deal_algorithm_supported() guards callers
    State s;
    Dealer d(spec, number);
    switch (spec.deal) {
    case DealPattern::Terrace: deal_terrace(spec, d, s); break;
    case DealPattern::Klondike: deal_klondike(spec, d, s); break;
    case DealPattern::Wings: deal_wings(spec, d, s); break;
    }
    settle(spec, s);
    return s;
}

} // namespace patience
