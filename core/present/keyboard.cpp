// Keyboard play's rules side: movable counts and destinations from the engine's legal moves, arrow-key
// neighbours from the layout.
#include "present/keyboard.h"

#include "rules/rules.h"

#include <algorithm>
#include <cmath>

namespace patience {

std::optional<PileId> neighbour(const TableView& view, PileId from, Direction direction) {
    const PileView* here = view.find(from);
    if (!here) return std::nullopt;
    const float cx = here->slot.x + here->slot.w / 2, cy = here->slot.y + here->slot.h / 2;
    std::optional<PileId> best;
    float best_score = 0;
    for (const PileView& p : view.piles) {
        if (p.pile == from) continue;
        const float dx = p.slot.x + p.slot.w / 2 - cx, dy = p.slot.y + p.slot.h / 2 - cy;
        // Along the key's axis (must be ahead by more than a sliver), and across it.
        float along = 0, across = 0;
        switch (direction) {
        case Direction::Left: along = -dx, across = dy; break;
        case Direction::Right: along = dx, across = dy; break;
        case Direction::Up: along = -dy, across = dx; break;
        case Direction::Down: along = dy, across = dx; break;
        }
        if (along < view.card_width / 4) continue;
        const float score = along + 3 * std::fabs(across);
        if (!best || score < best_score) {
            best = p.pile;
            best_score = score;
        }
    }
    return best;
}

std::vector<int> movable_counts(const Spec& spec, const State& state, PileId pile) {
    MoveList moves;
    legal_moves_from(spec, state, pile, moves);
    std::vector<int> out;
    for (const Move& m : moves)
        if (m.kind == Move::Kind::Transfer && std::find(out.begin(), out.end(), m.count) == out.end())
            out.push_back(m.count);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<PileId> destinations(const Spec& spec, const State& state, PileId pile, int count) {
    MoveList moves;
    legal_moves_from(spec, state, pile, moves);
    std::vector<PileId> out;
    for (const Move& m : moves)
        if (m.kind == Move::Kind::Transfer && m.count == count &&
            std::find(out.begin(), out.end(), m.to) == out.end())
            out.push_back(m.to);
    return out;
}

} // namespace patience
