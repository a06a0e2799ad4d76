// Tap-to-move, send-home, safe autoplay and finish, all as choices among the engine's legal moves.
#include "play/assist.h"

#include <array>

namespace patience {

namespace {
int destination_rank(const State& s, PileId to) {
    switch (to.kind) {
    case PileKind::Foundation: return 0;
    case PileKind::Tableau: return s.empty(to) ? 2 : 1;
    case PileKind::Cell: return 3;
    default: return 4;
    }
}
} // namespace

std::optional<Move> stock_move(const Spec& spec, const State& state) {
    if (is_legal(spec, state, Move::deal())) return Move::deal();
    if (is_legal(spec, state, Move::redeal())) return Move::redeal();
    return std::nullopt;
}

std::optional<Move> tap_move(const Spec& spec, const State& state, PileId pile, int index) {
    if (pile.kind == PileKind::Stock)
        if (std::optional<Move> m = stock_move(spec, state)) return m;
    const int count = state.size(pile) - index;
    if (count < 1) return std::nullopt;
    std::optional<Move> best;
    // Chessboard's base rank shapes the whole game: a tap never chooses it (a drag or a double-tap does).
    const bool base_is_free_choice = spec.base == BaseCard::FirstPlayed && state.base_rank == 0;
    for (const Move& m : legal_moves(spec, state)) {
        if (m.kind != Move::Kind::Transfer || m.from != pile || m.count != count) continue;
        if (base_is_free_choice && m.to.kind == PileKind::Foundation) continue;
        if (!best || destination_rank(state, m.to) < destination_rank(state, best->to)) best = m;
    }
    return best;
}

std::optional<Move> home_move(const Spec& spec, const State& state, PileId pile) {
    for (int f = 0; f < spec.foundations; ++f) {
        const Move m = Move::transfer(pile, 1, foundation(f));
        if (is_legal(spec, state, m)) return m;
    }
    return std::nullopt;
}

std::optional<Move> safe_autoplay_move(const Spec& spec, const State& state) {
    if (state.base_rank == 0) return std::nullopt; // never choose a base card for the player
    // How many of each card are already home.
    std::array<int, 64> home{};
    for (int f = 0; f < spec.foundations; ++f)
        for (Card c : state.pile(foundation(f))) ++home[static_cast<std::size_t>(c.face_index())];
    for (const Move& m : legal_moves(spec, state)) {
        if (m.kind != Move::Kind::Transfer || m.to.kind != PileKind::Foundation) continue;
        const Card card = state.top(m.from).turned(true);
        // Safe when every card that could still be built onto this one in the tableau is home already, or
        // could follow it onto the same foundation (up-or-down suit building: the next card goes home too).
        bool safe = true;
        for (int r = 1; r <= kRanks && safe; ++r)
            for (int su = 0; su < kSuits && safe; ++su) {
                const Card b(r, static_cast<Suit>(su));
                if (!builds_on(spec, card, b)) continue;
                if (!follows_on_foundation(spec, card, b) &&
                    home[static_cast<std::size_t>(b.face_index())] < spec.decks)
                    safe = false;
            }
        if (safe) return m;
    }
    return std::nullopt;
}

std::vector<Move> finish_moves(const Spec& spec, const State& start) {
    std::vector<Move> moves;
    State s = start;
    // Foundation moves first; deal only when none is left. A whole pass through stock and waste without a
    // card going home means no further pass can help, which also bounds unlimited redeals.
    int idle_turns = 0;
    while (!is_won(spec, s)) {
        std::optional<Move> next;
        for (const Move& m : legal_moves(spec, s))
            if (m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation) {
                next = m;
                break;
            }
        if (next)
            idle_turns = 0;
        else if (++idle_turns > s.size(stock()) + s.size(waste()) + 1)
            break;
        if (!next && is_legal(spec, s, Move::deal())) next = Move::deal();
        if (!next && is_legal(spec, s, Move::redeal())) next = Move::redeal();
        if (!next) break;
        moves.push_back(*next);
        s = apply(spec, s, *next);
    }
    if (!is_won(spec, s)) moves.clear();
    return moves;
}

bool can_finish(const Spec& spec, const State& state) {
    return !is_won(spec, state) && !finish_moves(spec, state).empty();
}

} // namespace patience
