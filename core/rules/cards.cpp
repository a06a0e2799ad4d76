// Card text forms.
#include "rules/cards.h"

namespace patience {

namespace {
constexpr std::string_view kRankChars = "A23456789TJQK";
constexpr std::string_view kSuitChars = "CDHS";
} // namespace

char rank_char(int rank) { return (rank >= 1 && rank <= kRanks) ? kRankChars[rank - 1] : '?'; }
char suit_char(Suit suit) { return kSuitChars[static_cast<int>(suit)]; }

std::string to_string(Card card) {
    if (card.empty()) return "--";
    std::string s;
    if (!card.face_up()) s += '#';
    s += rank_char(card.rank());
    s += suit_char(card.suit());
    return s;
}

std::optional<Card> parse_card(std::string_view text) {
    bool up = true;
    if (!text.empty() && text.front() == '#') {
        up = false;
        text.remove_prefix(1);
    }
    if (text.size() != 2) return std::nullopt;
    const auto r = kRankChars.find(text[0]);
    const auto s = kSuitChars.find(text[1]);
    if (r == std::string_view::npos || s == std::string_view::npos) return std::nullopt;
    return Card(static_cast<int>(r) + 1, static_cast<Suit>(s), up);
}

} // namespace patience
