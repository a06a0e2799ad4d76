// Pile edits on the flat card array, pile names, and the state hash.
#include "rules/state.h"

#include "rules/spec.h"
#include "text/number.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace patience {

void State::move_cards(PileId from, int count, PileId to) {
    const int f = from.slot(), t = to.slot();
    if (f == t || count <= 0) return;
    const int a = start_[f + 1] - count; // first moving card
    // The moving cards aside, the piles between slide over by `count`, the cards go in after them: three
    // plain copies (std::rotate's general cycle walk costs more than the whole move for piles this short).
    // The buffer is raw bytes, left unwritten until the copy (a Card array would be zeroed first).
    static_assert(sizeof(Card) == 1 && std::is_trivially_copyable_v<Card>);
    unsigned char moving[kMaxCards];
    auto* base = reinterpret_cast<unsigned char*>(cards_.data());
    const auto n = static_cast<std::size_t>(count);
    std::memcpy(moving, base + a, n);
    const int end = start_[t + 1];
    if (f < t) {
        // Piles f+1..t shift left over the gap; the cards end pile t.
        std::memmove(base + a, base + a + count, static_cast<std::size_t>(end - a - count));
        std::memcpy(base + end - count, moving, n);
        for (int p = f + 1; p <= t; ++p) start_[p] = static_cast<std::uint8_t>(start_[p] - count);
    } else {
        // Piles t+1..f shift right; the cards end pile t.
        std::memmove(base + end + count, base + end, static_cast<std::size_t>(a - end));
        std::memcpy(base + end, moving, n);
        for (int p = t + 1; p <= f; ++p) start_[p] = static_cast<std::uint8_t>(start_[p] + count);
    }
}

void State::push(PileId p, Card c) {
    // Only used while dealing: shift everything above pile p up by one.
    const int s = p.slot();
    const int end = start_[s + 1];
    const int total = start_[kPiles];
    std::copy_backward(cards_.begin() + end, cards_.begin() + total, cards_.begin() + total + 1);
    cards_[end] = c;
    for (int q = s + 1; q <= kPiles; ++q) ++start_[q];
}

std::uint64_t State::hash() const {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001b3ULL; };
    for (int i = 0; i < start_[kPiles]; ++i) mix(cards_[i].bits());
    for (auto s : start_) mix(s);
    mix(static_cast<std::uint64_t>(base_rank) | static_cast<std::uint64_t>(redeals_used) << 8 |
        static_cast<std::uint64_t>(stock_locked) << 16);
    return h;
}

std::string to_string(PileId pile) {
    switch (pile.kind) {
    case PileKind::Stock: return "s";
    case PileKind::Waste: return "w";
    case PileKind::Reserve: return "r";
    case PileKind::Cell: return "c" + std::to_string(pile.index + 1);
    case PileKind::Foundation: return "f" + std::to_string(pile.index + 1);
    case PileKind::Tableau: return "t" + std::to_string(pile.index + 1);
    }
    return "?";
}

std::optional<PileId> parse_pile(std::string_view text) {
    if (text == "s") return stock();
    if (text == "w") return waste();
    if (text == "r") return reserve();
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    const auto number = parse_whole(text.substr(1));
    if (!number || *number < 1 || text[1] == '0') return std::nullopt;
    const auto n = static_cast<int>(*number); // two digits at most
    switch (text[0]) {
    case 'c': return n <= kMaxCells ? std::optional(cell(n - 1)) : std::nullopt;
    case 'f': return n <= kMaxFoundations ? std::optional(foundation(n - 1)) : std::nullopt;
    case 't': return n <= kMaxTableau ? std::optional(tableau(n - 1)) : std::nullopt;
    default: return std::nullopt;
    }
}

bool has_pile(const Spec& spec, PileId pile) {
    switch (pile.kind) {
    case PileKind::Stock: return spec.stock != StockModel::None;
    case PileKind::Waste: return spec.stock != StockModel::None;
    case PileKind::Reserve: return spec.reserve > 0;
    case PileKind::Cell: return pile.index < spec.cells;
    case PileKind::Foundation: return pile.index < spec.foundations;
    case PileKind::Tableau: return pile.index < spec.tableau;
    }
    return false;
}

} // namespace patience
