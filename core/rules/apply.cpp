// The rules engine, apply: a legal move made, with every automatic action the rules demand (a face-down card
// turned, the waste refilled, empty piles filled, the base rank and its refill, the stock lock), and what a
// position says of itself (won, over, the score).
#include "rules/rules.h"

#include <algorithm>
#include <optional>

namespace patience {

namespace {

// One card from the stock onto the waste, face up; the Aisleriot lock follows the turn.
void turn_one(const Spec& spec, State& s) {
    s.move_cards(stock(), 1, waste());
    s.set(waste(), s.size(waste()) - 1, s.top(waste()).turned(true));
    if (spec.empty_pile == EmptyPile::WasteOnlyWithLock && any_tableau_empty(spec, s)) s.stock_locked = true;
}

void move_face_up(State& s, PileId from, PileId to) {
    s.move_cards(from, 1, to);
    s.set(to, s.size(to) - 1, s.top(to).turned(true));
}

// Klondike: a face-down card left on top of pile `t` turns face up.
void turn_top(State& s, PileId t) {
    if (!s.empty(t) && !s.top(t).face_up()) s.set(t, s.size(t) - 1, s.top(t).turned(true));
}

// The automatic actions once a move has been made, `bared` the tableau pile it took cards from, if any: no
// other tableau pile of a settled position can have a face-down card on top (settle leaves none, and only a
// move from a pile uncovers a card of it; every card the rules deal or fill after the deal comes face up).
void settle_after(const Spec& spec, State& s, bool card_came_from_waste, std::optional<PileId> bared) {
    if (bared) turn_top(s, *bared);
    if (spec.empty_pile == EmptyPile::WasteOnlyWithLock &&
        (card_came_from_waste || !any_tableau_empty(spec, s)))
        s.stock_locked = false;
    if (spec.empty_pile == EmptyPile::AutoFill && s.base_rank != 0) {
        for (int i = 0; i < spec.tableau; ++i) {
            const PileId t = tableau(i);
            if (!s.empty(t)) continue;
            if (spec.fill_from_reserve && !s.empty(reserve()))
                move_face_up(s, reserve(), t);
            else if (!s.empty(waste()))
                move_face_up(s, waste(), t);
            else if (!s.empty(stock()))
                move_face_up(s, stock(), t);
        }
    }
    if (spec.stock == StockModel::FaceDownAutoTurn && s.empty(waste()) && can_turn_stock(spec, s))
        turn_one(spec, s);
}

} // namespace

void settle(const Spec& spec, State& s, bool card_came_from_waste) {
    for (int i = 0; i < spec.tableau; ++i) turn_top(s, tableau(i));
    settle_after(spec, s, card_came_from_waste, std::nullopt);
}

State apply(const Spec& spec, const State& state, const Move& m) {
    State s = state;
    bool from_waste = false;
    switch (m.kind) {
    case Move::Kind::Deal:
        if (spec.stock == StockModel::FaceUpWithDiscard) {
            s.move_cards(stock(), 1, waste());
        } else if (spec.stock == StockModel::FaceDownAutoTurn) {
            turn_one(spec, s);
        } else {
            const int n = std::min(spec.draw, s.size(stock()));
            for (int i = 0; i < n; ++i) move_face_up(s, stock(), waste());
        }
        break;
    case Move::Kind::Redeal:
        // The waste turns over unshuffled: its bottom card becomes the stock's top.
        while (!s.empty(waste())) {
            s.move_cards(waste(), 1, stock());
            s.set(stock(), s.size(stock()) - 1, s.top(stock()).turned(false));
        }
        ++s.redeals_used;
        break;
    case Move::Kind::Transfer:
        from_waste = m.from.kind == PileKind::Waste;
        s.move_cards(m.from, m.count, m.to);
        if (m.to.kind == PileKind::Foundation && s.base_rank == 0) {
            s.base_rank = s.top(m.to).rank();
            if (spec.base == BaseCard::ChosenFromFour) {
                // The base is chosen: every empty tableau pile is dealt a card from the stock, left to right.
                for (int i = 0; i < spec.tableau; ++i)
                    if (s.empty(tableau(i)) && !s.empty(stock())) move_face_up(s, stock(), tableau(i));
            }
        }
        break;
    }
    settle_after(spec, s, from_waste,
                 m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Tableau ? std::optional(m.from)
                                                                                    : std::nullopt);
    return s;
}

// Why this is a superset: a move changes its own piles (a deal or a redeal, the stock and the waste); of the
// automatic actions (settle), a face-down card turns only on the pile the move took cards from (a settled
// position has none on top anywhere else), the Aisleriot waste turn and stock lock touch the stock and waste,
// and auto-fill moves cards from the reserve, waste or stock onto the pile the move emptied: a pile already
// empty in a settled position with its base set has nothing left to fill it, and no move gives cards to the
// reserve, waste or stock (a redeal only moves the waste's). So the reserve changes only by a move from it,
// or where auto-fill takes it first. Setting the base rank may refill every pile. The property test
// "piles_changed covers every pile a move changes" holds this over every ruleset.
//
// Where the stock turns or empty piles fill by themselves, a move of tableau cards that leaves its pile a
// card and fills no space changes nothing but its two piles when the position leaves settle_after nothing to
// do: such a move changes none of what it reads (whether a tableau pile is empty, the stock lock, the waste,
// the stock, the reserve). In a position apply() made that always holds (a lock is set only while a pile is
// empty, a pile stays empty only when nothing is left to fill it, the waste stays empty only when the stock
// may not turn), but the test reads the position, not that promise.
namespace {
bool settled(const Spec& spec, const State& s) {
    const bool space = any_tableau_empty(spec, s);
    if (spec.empty_pile == EmptyPile::WasteOnlyWithLock && s.stock_locked && !space) return false;
    if (spec.empty_pile == EmptyPile::AutoFill && space &&
        ((spec.fill_from_reserve && !s.empty(reserve())) || !s.empty(waste()) || !s.empty(stock())))
        return false;
    return !(spec.stock == StockModel::FaceDownAutoTurn && s.empty(waste()) && can_turn_stock(spec, s));
}
} // namespace

PileMask piles_changed(const Spec& spec, const State& s, const Move& m) {
    // The reserve gives cards only to moves from it and to auto-fill that takes it first (Redheads).
    const PileMask stock_side =
        pile_bit(stock()) | pile_bit(waste()) |
        (spec.empty_pile == EmptyPile::AutoFill && spec.fill_from_reserve ? pile_bit(reserve())
                                                                          : PileMask{0});
    PileMask mask = stock_side;
    if (m.kind == Move::Kind::Transfer) {
        if (m.to.kind == PileKind::Foundation && s.base_rank == 0) return kAllPiles;
        mask = pile_bit(m.from) | pile_bit(m.to);
        if (moves_may_turn_or_fill(spec) && m.from.kind == PileKind::Tableau && m.count < s.size(m.from) &&
            !(m.to.kind == PileKind::Tableau && s.empty(m.to)) && s.base_rank != 0 && settled(spec, s))
            return mask;
    }
    if (moves_may_turn_or_fill(spec)) mask |= stock_side;
    return mask;
}

bool is_over(const Spec& spec, const State& s) { return !is_won(spec, s) && legal_moves(spec, s).empty(); }

int score(const Spec& spec, const State& s) {
    const int home = cards_home(spec, s);
    return spec.scoring == Scoring::Casino ? home * spec.casino_per_card - spec.casino_stake : home;
}
} // namespace patience
