// The invariants every position of every game keeps, as plain checks that say what is wrong ("" when nothing
// is): one home for them, shared by the property tests, the sanitizer soak and the fuzz targets. They run
// millions of times, so they test plain conditions and build a message only when something is wrong.
#pragma once

#include "oracle.h"
#include "present/reasons.h"
#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <vector>

namespace patience::test {

// Every card of the game's decks exactly once per deck, and cards only on piles the game has.
inline std::string conservation_error(const Spec& spec, const State& s) {
    std::array<int, kDeckCards> seen{};
    int total = 0;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId p = PileId::from_slot(slot);
        if (!has_pile(spec, p)) {
            if (!s.empty(p)) return "cards on pile " + to_string(p) + ", which this game does not have";
            continue;
        }
        for (Card c : s.pile(p)) {
            if (c.empty()) return "an empty card on pile " + to_string(p);
            ++seen[static_cast<std::size_t>(c.face_index())];
            ++total;
        }
    }
    if (total != spec.cards())
        return std::to_string(total) + " cards on the table instead of " + std::to_string(spec.cards());
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i] != spec.decks)
            return "card #" + std::to_string(i) + " appears " + std::to_string(seen[i]) + " times";
    return {};
}

// The move list and the validator agree on one move: listed exactly when accepted.
inline std::string listing_error(const Spec& spec, const State& s, std::span<const Move> listed,
                                 const Move& m) {
    const bool in_list = std::find(listed.begin(), listed.end(), m) != listed.end();
    const std::string why = why_illegal(spec, s, m);
    if (in_list && !why.empty()) return to_string(m) + " is listed but refused: " + why;
    if (!in_list && why.empty()) return to_string(m) + " is accepted but not listed";
    return {};
}

// Nothing outside the list is accepted, nothing in it refused: deal, redeal, and every pile pair with small
// counts and the whole pile.
inline std::string unlisted_move_error(const Spec& spec, const State& s, std::span<const Move> listed) {
    for (const Move& m : {Move::deal(), Move::redeal()})
        if (auto e = listing_error(spec, s, listed, m); !e.empty()) return e;
    for (int f = 0; f < kPiles; ++f)
        for (int t = 0; t < kPiles; ++t) {
            if (f == t) continue;
            const PileId from = PileId::from_slot(f), to = PileId::from_slot(t);
            const int size = s.size(from);
            for (int count : {1, 2, 3, 5, size})
                if (count >= 1)
                    if (auto e = listing_error(spec, s, listed, Move::transfer(from, count, to)); !e.empty())
                        return e;
        }
    return {};
}

// The generator lists exactly what the oracle (every candidate through the validator) lists, in the same
// order, without duplicates; and the moves of one source pile are the list's moves from that pile.
inline std::string generator_error(const Spec& spec, const State& s, std::span<const Move> listed) {
    const std::vector<Move> oracle = every_candidate_through_the_validator(spec, s);
    if (!std::equal(listed.begin(), listed.end(), oracle.begin(), oracle.end())) {
        std::string e = "generator:";
        for (const Move& m : listed) e += ' ' + to_string(m);
        e += "\noracle:   ";
        for (const Move& m : oracle) e += ' ' + to_string(m);
        return e;
    }
    MoveList from, expected_waste;
    for (int slot = 0; slot < kPiles; ++slot) {
        const PileId pile = PileId::from_slot(slot);
        if (!has_pile(spec, pile)) continue;
        legal_moves_from(spec, s, pile, from);
        std::vector<Move> expected;
        for (const Move& m : listed)
            if (m.kind == Move::Kind::Transfer && m.from == pile) expected.push_back(m);
        if (!std::equal(from.begin(), from.end(), expected.begin(), expected.end()))
            return "legal_moves_from(" + to_string(pile) + ") differs from legal_moves";
    }
    // The generator of the position gives the waste top's moves from its facts as legal_moves_from does.
    if (has_pile(spec, waste())) {
        PositionMoves(spec, s).waste_card(s.top(waste()), from);
        legal_moves_from(spec, s, waste(), expected_waste);
        if (!std::equal(from.begin(), from.end(), expected_waste.begin(), expected_waste.end()))
            return "PositionMoves::waste_card differs from legal_moves_from(w)";
    }
    std::vector<std::string> texts;
    for (const Move& m : listed) texts.push_back(to_string(m));
    std::sort(texts.begin(), texts.end());
    if (std::adjacent_find(texts.begin(), texts.end()) != texts.end()) return "a move is listed twice";
    return {};
}

} // namespace patience::test
