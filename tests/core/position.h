// Shared helpers of the rules tables: hand-made positions, table rows, the documented deal stream.
#pragma once

#include "games/registry.h"
#include "present/reasons.h"
#include "rules/deal.h"
#include "rules/move.h"
#include "rules/rng.h"
#include "rules/rules.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace patience::test {

inline const Spec& ruleset(std::string_view game, std::string_view rules = {}) {
    const Spec* s = find_ruleset(game, rules);
    REQUIRE_MESSAGE(s != nullptr, "unknown ruleset " << game << ":" << rules);
    return *s;
}

using Piles = std::vector<std::pair<std::string, std::string>>;

// A hand-made position: piles list cards bottom to top ("#" = face down); piles not named stay empty.
inline State position(const Piles& piles, int base_rank = 0, bool locked = false, int redeals = 0) {
    State s;
    std::string bad; // reported once, so assertion counts stay about the rules
    // Push in slot order so earlier piles never shift later ones mid-build.
    for (int slot = 0; slot < kPiles; ++slot)
        for (const auto& [name, cards] : piles) {
            const auto id = parse_pile(name);
            if (!id) bad += " pile " + name;
            if (!id || id->slot() != slot) continue;
            std::istringstream in(cards);
            for (std::string w; in >> w;) {
                if (const auto c = parse_card(w))
                    s.push(*id, *c);
                else
                    bad += " card " + w;
            }
        }
    REQUIRE_MESSAGE(bad.empty(), "bad position:" << bad);
    s.base_rank = base_rank;
    s.stock_locked = locked;
    s.redeals_used = redeals;
    return s;
}

// `piles` with the named piles replaced (or added).
inline Piles with(Piles piles, const Piles& extra) {
    for (const auto& e : extra) {
        bool found = false;
        for (auto& p : piles)
            if (p.first == e.first) p.second = e.second, found = true;
        if (!found) piles.push_back(e);
    }
    return piles;
}

inline Move mv(std::string_view text) {
    auto parsed = parse_move(text);
    REQUIRE_MESSAGE(std::holds_alternative<Move>(parsed), "bad move text " << text);
    return std::get<Move>(parsed);
}

// The engine's reason code for a move (Reason::Ok when legal); the move list must agree with the validator.
inline Reason verdict(const Spec& spec, const State& s, std::string_view move_text) {
    const Move m = mv(move_text);
    const Reason why = check_move(spec, s, m);
    const MoveList all = legal_moves(spec, s);
    const bool listed = std::find(all.begin(), all.end(), m) != all.end();
    CHECK_MESSAGE(listed == (why == Reason::Ok),
                  move_text << ": listed=" << listed << " why=" << why_illegal(spec, s, m));
    return why;
}

// One row of a rules table: in `state`, `move` is legal (Reason::Ok) or refused for the reason `expect`.
struct Row {
    const char* rule;
    State state;
    const char* move;
    Reason expect;
};

inline void run(const Spec& spec, const std::vector<Row>& rows) {
    const std::string name = ruleset_key(spec);
    CAPTURE(name);
    for (const Row& r : rows) {
        const std::string rule = r.rule, move = r.move;
        CAPTURE(rule);
        CAPTURE(move);
        const Reason why = verdict(spec, r.state, r.move);
        // The English reason in the message names the rule when a row fails.
        CHECK_MESSAGE(why == r.expect, "got '" << why_illegal(spec, r.state, mv(r.move)) << "', expected '"
                                               << reason_text(spec, r.state, r.expect) << "'");
    }
}

// A legal move, applied with its automatic actions.
inline State play(const Spec& spec, const State& s, const char* move) {
    CAPTURE(move);
    REQUIRE(verdict(spec, s, move) == Reason::Ok);
    return apply(spec, s, mv(move));
}

// The cards in dealing order: the documented shuffle (deal.cpp, algorithm 1), before any layout, so a
// test can check the layout against the rules' description card by card.
inline std::vector<Card> deal_stream(const Spec& spec, std::uint32_t number) {
    std::vector<Card> cards;
    for (int d = 0; d < spec.decks; ++d)
        for (int su = 0; su < 4; ++su)
            for (int r = 1; r <= kRanks; ++r) cards.push_back(Card(r, static_cast<Suit>(su)));
    const std::string key = ruleset_key(spec) + ":v1";
    Rng rng(fnv1a(key) ^ (static_cast<std::uint64_t>(number) * 0x9e3779b97f4a7c15ULL));
    rng.shuffle(std::span<Card>(cards));
    return cards;
}

inline std::string pile_text(const State& s, std::string_view pile) {
    std::string out;
    for (Card c : s.pile(*parse_pile(pile))) out += (out.empty() ? "" : " ") + to_string(c);
    return out;
}

// A random line of the deal: up to `max_moves` random legal moves (fewer when none is left), drawn with
// Rng(number) so every run plays the same game.
inline std::vector<Move> random_line(const Spec& spec, std::uint32_t number, int max_moves) {
    std::vector<Move> line;
    State s = deal(spec, number);
    Rng rng(number);
    for (int i = 0; i < max_moves; ++i) {
        const MoveList moves = legal_moves(spec, s);
        if (moves.empty()) break;
        line.push_back(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        s = apply(spec, s, line.back());
    }
    return line;
}

// The same random game as positions: the deal, then the position after each move of random_line.
inline std::vector<State> random_history(const Spec& spec, std::uint32_t number, int max_moves) {
    std::vector<State> history{deal(spec, number)};
    for (const Move& m : random_line(spec, number, max_moves))
        history.push_back(apply(spec, history.back(), m));
    return history;
}

} // namespace patience::test
