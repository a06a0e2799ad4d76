// Move text: "<from>><to>", "<from>:<count>><to>", "deal", "redeal".
#include "rules/move.h"

#include "text/number.h"

namespace patience {

std::string to_string(const Move& move) {
    switch (move.kind) {
    case Move::Kind::Deal: return "deal";
    case Move::Kind::Redeal: return "redeal";
    case Move::Kind::Transfer: break;
    }
    std::string s = to_string(move.from);
    if (move.count != 1) s += ':' + std::to_string(move.count);
    return s + '>' + to_string(move.to);
}

std::variant<Move, MoveFault> parse_move(std::string_view text) {
    using Kind = MoveFault::Kind;
    if (text == "deal") return Move::deal();
    if (text == "redeal") return Move::redeal();
    if (text.empty()) return MoveFault{Kind::Empty, {}};
    if (text.size() > 16) return MoveFault{Kind::TooLong, {}};
    const auto gt = text.find('>');
    if (gt == std::string_view::npos) return MoveFault{Kind::NotAMove, {}};
    std::string_view from_text = text.substr(0, gt);
    const std::string_view to_text = text.substr(gt + 1);
    int count = 1;
    if (const auto colon = from_text.find(':'); colon != std::string_view::npos) {
        const std::string_view n = from_text.substr(colon + 1);
        const auto c = parse_whole(n, kMaxCards);
        if (!c || *c < 1) return MoveFault{Kind::BadCount, std::string(n)};
        count = static_cast<int>(*c);
        from_text = from_text.substr(0, colon);
    }
    const auto from = parse_pile(from_text);
    if (!from) return MoveFault{Kind::UnknownPile, std::string(from_text)};
    const auto to = parse_pile(to_text);
    if (!to) return MoveFault{Kind::UnknownPile, std::string(to_text)};
    if (*from == *to) return MoveFault{Kind::SamePile, {}};
    return Move::transfer(*from, count, *to);
}

} // namespace patience
