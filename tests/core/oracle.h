// The test oracle for the move generator: the engine's first enumeration, every (source, count, destination)
// candidate put through the validator. Kept here, outside the engine, only to be compared with legal_moves()
// (rules/properties_test.cpp) and timed against it (tests/bench).
#pragma once

#include "rules/rules.h"

#include <algorithm>
#include <vector>

namespace patience::test {

inline std::vector<Move> every_candidate_through_the_validator(const Spec& spec, const State& s) {
    std::vector<Move> out;
    if (is_won(spec, s)) return out;
    if (is_legal(spec, s, Move::deal())) out.push_back(Move::deal());
    if (is_legal(spec, s, Move::redeal())) out.push_back(Move::redeal());
    for (int from_slot = 0; from_slot < kPiles; ++from_slot) {
        const PileId from = PileId::from_slot(from_slot);
        if (from.kind == PileKind::Foundation || !has_pile(spec, from) || s.empty(from)) continue;
        const int max_count = from.kind == PileKind::Tableau ? std::max(1, run_length(spec, s, from)) : 1;
        for (int count = 1; count <= max_count; ++count) {
            for (int to_slot = 3; to_slot < kPiles; ++to_slot) {
                const PileId to = PileId::from_slot(to_slot);
                if (to == from || !has_pile(spec, to)) continue;
                if (count > 1 && to.kind != PileKind::Tableau) continue;
                const Move m = Move::transfer(from, count, to);
                if (is_legal(spec, s, m)) out.push_back(m);
            }
        }
    }
    return out;
}

} // namespace patience::test
