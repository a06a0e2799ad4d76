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

std::string rank_name(int rank, const Catalogue& words) {
    if (rank == 1 || rank > 10) return words.format("card.rank." + std::to_string(rank));
    return std::to_string(rank);
}

std::string card_words(Card card, const Catalogue& words) {
    if (card.empty()) return words.format("card.none");
    if (!card.face_up()) return words.format("card.face_down");
    const std::string suit(kSuitNames[static_cast<std::size_t>(card.suit())]);
    return words.format(
        "card.name", {{"rank", rank_name(card.rank(), words)}, {"suit", words.format("card.suit." + suit)}});
}

std::string pile_words(const Spec& spec, PileId pile, const Catalogue& words) {
    const int n = pile.index + 1;
    switch (pile.kind) {
    case PileKind::Stock: return words.format("pile.stock");
    case PileKind::Waste:
        return words.format(spec.stock == StockModel::FaceUpWithDiscard ? "pile.discard" : "pile.waste");
    case PileKind::Reserve: return words.format("pile.reserve");
    case PileKind::Cell: return words.format("pile.cell", {{"n", n}});
    case PileKind::Foundation: return words.format("pile.foundation", {{"n", n}});
    case PileKind::Tableau: return words.format("pile.tableau", {{"n", n}});
    }
    return "?";
}

std::string pile_group_words(const Spec& spec, PileKind kind, const Catalogue& words) {
    switch (kind) {
    case PileKind::Foundation: return spec.foundations > 1 ? words.format("pile.group.foundations") : "";
    case PileKind::Cell: return spec.cells > 1 ? words.format("pile.group.cells") : "";
    case PileKind::Tableau: return spec.tableau > 1 ? words.format("pile.group.tableau") : "";
    default: return {};
    }
}

std::string move_words(const Spec& spec, const State& before, const Move& move, const Catalogue& words) {
    switch (move.kind) {
    case Move::Kind::Deal:
        if (spec.stock == StockModel::FaceDownDraw && spec.draw > 1)
            return words.format("move.deal_many", {{"count", spec.draw}});
        return words.format("move.deal_one");
    case Move::Kind::Redeal: return words.format("move.redeal", {{"pile", pile_words(spec, waste(), words)}});
    case Move::Kind::Transfer: break;
    }
    const int size = before.size(move.from);
    const int count = std::min<int>(move.count, size);
    const Card first = count > 0 ? before.at(move.from, size - count) : Card{};
    const std::string card = card_words(first, words);
    const std::string from = pile_words(spec, move.from, words), to = pile_words(spec, move.to, words);
    if (count > 1)
        return words.format("move.transfer_run",
                            {{"card", card}, {"count", count - 1}, {"from", from}, {"to", to}});
    return words.format("move.transfer", {{"card", card}, {"from", from}, {"to", to}});
}

std::string pile_contents_words(const Spec& spec, const State& state, PileId pile, const Catalogue& words) {
    const std::string name = pile_words(spec, pile, words);
    const int size = state.size(pile);
    if (size == 0) return words.format("contents.empty", {{"pile", name}});
    const Card top = state.at(pile, size - 1);
    if (pile.kind == PileKind::Stock)
        return words.format("contents.stock", {{"pile", name}, {"count", size}});
    // Only the top card of these is in play: say it and how many lie under it.
    if (pile.kind == PileKind::Foundation || pile.kind == PileKind::Waste)
        return words.format("contents.top",
                            {{"pile", name}, {"card", card_words(top, words)}, {"count", size}});
    std::string cards;
    const auto add = [&](std::string item) {
        cards = cards.empty() ? std::move(item) : words.format("list.comma", {{"a", cards}, {"b", item}});
    };
    int down = 0;
    while (down < size && !state.at(pile, down).face_up()) ++down;
    if (down > 0) add(words.format("contents.face_down", {{"count", down}}));
    for (int i = down; i < size; ++i) add(card_words(state.at(pile, i), words));
    return words.format("contents.cards", {{"pile", name}, {"cards", cards}});
}

std::string refusal_words(const Spec& spec, const State& state, PileId pile, int index,
                          const Catalogue& words) {
    if (index < 0 || index >= state.size(pile)) return {};
    if (pile.kind == PileKind::Stock) return why_illegal(spec, state, Move::deal(), words);
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
    if (first && same) return reason_text(spec, state, *first, words);
    return words.format(count > 1 ? "refusal.run_nowhere" : "refusal.card_nowhere",
                        {{"card", card_words(state.at(pile, index), words)}});
}

std::string score_words(const Spec& spec, const State& state, const Catalogue& words) {
    return score_words(spec, score(spec, state), words);
}

std::string score_words(const Spec& spec, long long score, const Catalogue& words) {
    if (spec.scoring == Scoring::Casino)
        return words.format(score < 0 ? "score.casino_negative" : "score.casino",
                            {{"amount", score < 0 ? -score : score}});
    return words.format("score.home", {{"home", score}, {"total", spec.cards()}});
}

std::string stock_words(const Spec& spec, const State& state, const Catalogue& words) {
    if (spec.stock == StockModel::None) return {};
    const std::string cards = words.format("count.card", {{"count", state.size(stock())}});
    if (spec.redeals == kUnlimited) return words.format("stock.redeals_unlimited", {{"cards", cards}});
    const int left = std::max(0, spec.redeals - state.redeals_used);
    if (left == 0) return words.format("stock.no_redeal_left", {{"cards", cards}});
    return words.format("stock.redeals_left", {{"cards", cards}, {"count", left}});
}

// ---- keyboard play ------------------------------------------------------------------------------------

std::string pile_empty_words(const Spec& spec, PileId pile, const Catalogue& words) {
    return words.format("keyboard.pile_empty", {{"pile", pile_words(spec, pile, words)}});
}

std::string nothing_can_move_words(const Spec& spec, PileId pile, const Catalogue& words) {
    return words.format("keyboard.nothing_can_move", {{"pile", pile_words(spec, pile, words)}});
}

std::string stock_cannot_deal_words(const Catalogue& words) {
    return words.format("keyboard.stock_cannot_deal");
}

std::string card_nowhere_words(Card card, const Catalogue& words) {
    return words.format("keyboard.card_nowhere", {{"card", card_words(card, words)}});
}

std::string card_not_home_words(Card card, const Catalogue& words) {
    return words.format("keyboard.card_not_home", {{"card", card_words(card, words)}});
}

std::string picked_up_words(const Spec& spec, Card first, int count, const std::vector<PileId>& targets,
                            const Catalogue& words) {
    std::string places;
    for (PileId t : targets) {
        std::string name = pile_words(spec, t, words);
        places = places.empty() ? std::move(name) : words.format("list.comma", {{"a", places}, {"b", name}});
    }
    const std::string card = card_words(first, words);
    if (count > 1)
        return words.format("keyboard.picked_up_run",
                            {{"card", card}, {"count", count - 1}, {"places", places}});
    return words.format("keyboard.picked_up", {{"card", card}, {"places", places}});
}

std::string held_count_words(int count, Card first, const Catalogue& words) {
    return words.format("keyboard.held", {{"count", count}, {"card", card_words(first, words)}});
}

std::string put_back_words(const Catalogue& words) { return words.format("keyboard.put_back"); }

std::string move_not_allowed_words(const Catalogue& words) {
    return words.format("keyboard.move_not_allowed");
}

std::string held_nowhere_words(const Catalogue& words) { return words.format("keyboard.held_nowhere"); }

std::string pile_label_words(const Spec& spec, const State& state, PileId pile, int holding, bool takes,
                             const Catalogue& words) {
    std::string label = pile_contents_words(spec, state, pile, words);
    if (holding > 0) return words.format("mirror.holding", {{"contents", label}, {"count", holding}});
    if (takes) return words.format("mirror.takes", {{"contents", label}});
    return label;
}

std::string clock_words(int seconds, const Catalogue& words) {
    const auto two = [](int n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    const int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    return h > 0 ? words.format("clock.hours", {{"h", h}, {"mm", two(m)}, {"ss", two(s)}})
                 : words.format("clock.minutes", {{"m", m}, {"ss", two(s)}});
}

std::string challenge_words(int moves, const Catalogue& words) {
    return words.format("challenge.beat", {{"count", moves}});
}

std::string claimed_time_words(int seconds, const Catalogue& words) {
    return words.format("challenge.claimed_time", {{"time", clock_words(seconds, words)}});
}

} // namespace patience
