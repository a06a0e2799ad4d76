#include "present/words.h"

#include "present/reasons.h"
#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

namespace patience {

namespace {

constexpr std::array<std::string_view, kSuits> kSuitNames{"clubs", "diamonds", "hearts", "spades"};

} // namespace

std::string plural(int n, std::string_view one) { return std::string(one) + (n == 1 ? "" : "s"); }

std::string count_words(int n, std::string_view one) { return std::to_string(n) + ' ' + plural(n, one); }

std::string rank_name(int rank) {
    switch (rank) {
    case 1: return "Ace";
    case 11: return "Jack";
    case 12: return "Queen";
    case 13: return "King";
    default: return std::to_string(rank);
    }
}

std::string card_words(Card card) {
    if (card.empty()) return "no card";
    if (!card.face_up()) return "face-down card";
    return rank_name(card.rank()) + " of " + std::string(kSuitNames[static_cast<std::size_t>(card.suit())]);
}

std::string pile_words(const Spec& spec, PileId pile) {
    const std::string n = std::to_string(pile.index + 1);
    switch (pile.kind) {
    case PileKind::Stock: return "Stock";
    case PileKind::Waste: return spec.stock == StockModel::FaceUpWithDiscard ? "Discard" : "Waste";
    case PileKind::Reserve: return "Reserve";
    case PileKind::Cell: return "Holdout " + n;
    case PileKind::Foundation: return "Foundation " + n;
    case PileKind::Tableau: return "Tableau " + n;
    }
    return "?";
}

std::string pile_group_words(const Spec& spec, PileKind kind) {
    switch (kind) {
    case PileKind::Foundation: return spec.foundations > 1 ? "Foundations" : "";
    case PileKind::Cell: return spec.cells > 1 ? "Holdouts" : "";
    case PileKind::Tableau: return spec.tableau > 1 ? "Tableau" : "";
    default: return {};
    }
}

std::string move_words(const Spec& spec, const State& before, const Move& move) {
    switch (move.kind) {
    case Move::Kind::Deal:
        if (spec.stock == StockModel::FaceDownDraw && spec.draw > 1)
            return "Turn " + std::to_string(spec.draw) + " cards from the stock";
        return "Turn a card from the stock";
    case Move::Kind::Redeal: return "Turn the " + pile_words(spec, waste()) + " back into the stock";
    case Move::Kind::Transfer: break;
    }
    const int size = before.size(move.from);
    const int count = std::min<int>(move.count, size);
    const Card first = count > 0 ? before.at(move.from, size - count) : Card{};
    std::string what = card_words(first);
    if (count > 1) what += " and the " + count_words(count - 1, "card") + " on it";
    return "Move " + what + " from " + pile_words(spec, move.from) + " to " + pile_words(spec, move.to);
}

std::string pile_contents_words(const Spec& spec, const State& state, PileId pile) {
    const std::string name = pile_words(spec, pile) + ": ";
    const int size = state.size(pile);
    if (size == 0) return name + "empty";
    const Card top = state.at(pile, size - 1);
    if (pile.kind == PileKind::Stock) return name + count_words(size, "card");
    // Only the top card of these is in play: say it and how many lie under it.
    if (pile.kind == PileKind::Foundation || pile.kind == PileKind::Waste)
        return name + card_words(top) + " on top, " + count_words(size, "card");
    std::string out = name;
    int down = 0;
    while (down < size && !state.at(pile, down).face_up()) ++down;
    if (down > 0) out += std::to_string(down) + " face down";
    for (int i = down; i < size; ++i) out += (i > 0 ? ", " : "") + card_words(state.at(pile, i));
    return out;
}

std::string refusal_words(const Spec& spec, const State& state, PileId pile, int index) {
    if (index < 0 || index >= state.size(pile)) return {};
    if (pile.kind == PileKind::Stock) return why_illegal(spec, state, Move::deal());
    const int count = state.size(pile) - index;
    std::optional<Reason> first;
    bool same = true;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId to = PileId::from_slot(slot);
        if (to == pile || !has_pile(spec, to)) continue;
        const Reason r = check_move(spec, state, Move::transfer(pile, count, to));
        if (r == Reason::Ok) return {};
        if (!first) first = r;
        same = same && r == *first;
    }
    if (first && same) return reason_text(spec, state, *first);
    return card_words(state.at(pile, index)) + (count > 1 ? " and the cards on it have" : " has") +
           " nowhere to go.";
}

std::string score_words(const Spec& spec, const State& state) {
    return score_words(spec, score(spec, state));
}

std::string score_words(const Spec& spec, long long score) {
    if (spec.scoring == Scoring::Casino)
        return (score < 0 ? "-$" : "$") + std::to_string(score < 0 ? -score : score);
    return std::to_string(score) + '/' + std::to_string(spec.cards()) + " home";
}

std::string stock_words(const Spec& spec, const State& state) {
    if (spec.stock == StockModel::None) return {};
    const std::string cards = count_words(state.size(stock()), "card");
    if (spec.redeals == kUnlimited) return cards + ", redeals unlimited";
    const int left = std::max(0, spec.redeals - state.redeals_used);
    return cards + ", " + (left == 0 ? std::string("no redeal") : count_words(left, "redeal")) + " left";
}

// ---- keyboard play ------------------------------------------------------------------------------------

std::string pile_empty_words(const Spec& spec, PileId pile) { return pile_words(spec, pile) + " is empty."; }

std::string nothing_can_move_words(const Spec& spec, PileId pile) {
    return "Nothing on " + pile_words(spec, pile) + " can move now.";
}

std::string stock_cannot_deal_words() { return "The stock cannot deal now."; }

std::string card_nowhere_words(Card card) { return card_words(card) + " has nowhere to go."; }

std::string card_not_home_words(Card card) { return card_words(card) + " cannot go home now."; }

std::string picked_up_words(const Spec& spec, Card first, int count, const std::vector<PileId>& targets) {
    std::string places;
    for (PileId t : targets) places += (places.empty() ? "" : ", ") + pile_words(spec, t);
    return "Picked up " + card_words(first) +
           (count > 1 ? " and " + count_words(count - 1, "card") + " on it" : "") + ". It can go to " +
           places + ".";
}

std::string held_count_words(int count, Card first) {
    return count_words(count, "card") + (count == 1 ? ", " : ", from ") + card_words(first) + ".";
}

std::string put_back_words() { return "Put back."; }

std::string move_not_allowed_words() { return "That move is not allowed."; }

std::string held_nowhere_words() { return "Those cards have nowhere to go."; }

std::string pile_label_words(const Spec& spec, const State& state, PileId pile, int holding, bool takes) {
    std::string label = pile_contents_words(spec, state, pile);
    if (holding > 0) return label + ". Holding " + count_words(holding, "card");
    if (takes) return label + ". Can take the held cards";
    return label;
}

std::string clock_words(int seconds) {
    const auto two = [](int n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    const int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    return h > 0 ? std::to_string(h) + ":" + two(m) + ":" + two(s) : std::to_string(m) + ":" + two(s);
}

std::string challenge_words(int moves) { return "Beat " + count_words(moves, "move"); }

std::string claimed_time_words(int seconds) {
    return "Their clock said " + clock_words(seconds) + ", a claim the link can't prove.";
}

} // namespace patience
