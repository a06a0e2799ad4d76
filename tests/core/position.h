// Hand-made positions for rules tables: position(spec, {{"t1", "5C 4H"}, {"s", "#KD QS"}}, base).
#pragma once

#include "deal.h"
#include "games/registry.h"
#include "move.h"
#include "rules.h"

#include <doctest/doctest.h>

#include <initializer_list>
#include <sstream>
#include <string>
#include <utility>

namespace patience::test {

inline const Spec& ruleset(std::string_view game, std::string_view rules = {}) {
    const Spec* s = find_ruleset(game, rules);
    REQUIRE_MESSAGE(s != nullptr, "unknown ruleset " << game << ":" << rules);
    return *s;
}

// Piles list cards bottom to top; "#" marks a face-down card. Piles not named stay empty.
inline State position(std::initializer_list<std::pair<const char*, const char*>> piles, int base_rank = 0) {
    State s;
    // Push in slot order so earlier piles never shift later ones mid-build.
    for (int slot = 0; slot < kPiles; ++slot) {
        for (const auto& [name, cards] : piles) {
            const auto id = parse_pile(name);
            REQUIRE_MESSAGE(id.has_value(), "bad pile " << name);
            if (id->slot() != slot) continue;
            std::istringstream in(cards);
            for (std::string word; in >> word;) {
                const auto c = parse_card(word);
                REQUIRE_MESSAGE(c.has_value(), "bad card " << word);
                s.push(*id, *c);
            }
        }
    }
    s.base_rank = base_rank;
    return s;
}

inline Move mv(std::string_view text) {
    auto parsed = parse_move(text);
    REQUIRE_MESSAGE(std::holds_alternative<Move>(parsed), "bad move text " << text);
    return std::get<Move>(parsed);
}

// "" when legal, else the engine's reason; and the move list must agree with the validator.
inline std::string verdict(const Spec& spec, const State& s, std::string_view move_text) {
    const Move m = mv(move_text);
    const std::string why = why_illegal(spec, s, m);
    const auto all = legal_moves(spec, s);
    const bool listed = std::find(all.begin(), all.end(), m) != all.end();
    CHECK_MESSAGE(listed == why.empty(), move_text << ": listed=" << listed << " why=" << why);
    return why;
}

inline std::string pile_text(const State& s, std::string_view pile) {
    std::string out;
    for (Card c : s.pile(*parse_pile(pile))) out += (out.empty() ? "" : " ") + to_string(c);
    return out;
}

} // namespace patience::test
