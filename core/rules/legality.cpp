// The rules engine, legality: check_move() is the single definition of legality, made of the rule predicates
// rules.h shares (the moving unit, the empty-pile rule, foundation_fit, builds_on), and the predicates the
// status line reads (fill_pending, choosing_base). A refused move's Reason is a code: its words are
// present/reasons.cpp's. The move generator (generate.cpp) lists moves from the same predicates; apply.cpp
// makes them.
#include "rules/rules.h"

namespace patience {

bool can_turn_stock(const Spec& spec, const State& s) {
    return !s.empty(stock()) && s.base_rank != 0 && !s.stock_locked &&
           !(spec.second_pass_turns_only_when_waste_empty && s.redeals_used > 0 && !s.empty(waste()));
}

int face_up_count(const State& s, PileId p) {
    const int n = s.size(p);
    int k = 0;
    while (k < n && s.at(p, n - 1 - k).face_up()) ++k;
    return k;
}

namespace {
template <Build build> int run_by(std::span<const Card> pile, bool wrap) {
    const std::size_t n = pile.size();
    std::size_t k = 1;
    while (k < n && builds_on_by<build>(wrap, pile[n - 1 - k], pile[n - k])) ++k;
    return static_cast<int>(k);
}
} // namespace

// The building rule chosen once, outside the loop: the generator asks this of every pile of every position.
int run_length(const Spec& spec, const State& s, PileId p) {
    const auto pile = s.pile(p);
    if (pile.empty() || !pile.back().face_up()) return 0;
    switch (spec.build) {
    case Build::DownAlternateColour: return run_by<Build::DownAlternateColour>(pile, spec.build_wrap);
    case Build::DownAnySuitButOwn: return run_by<Build::DownAnySuitButOwn>(pile, spec.build_wrap);
    case Build::UpOrDownSameSuit: return run_by<Build::UpOrDownSameSuit>(pile, spec.build_wrap);
    }
    return 1;
}

Reason moving_unit(const Spec& spec, const State& s, PileId from, int count, PileId to) {
    switch (from.kind) {
    case PileKind::Stock:
        if (spec.stock != StockModel::FaceUpWithDiscard) return Reason::StockFaceDown;
        [[fallthrough]];
    case PileKind::Waste:
    case PileKind::Cell:
        if (count != 1) return Reason::OneCardOnly;
        return Reason::Ok;
    case PileKind::Reserve:
        if (count != 1) return Reason::OneCardOnly;
        if (to.kind != PileKind::Foundation) return Reason::ReserveToFoundationsOnly;
        return Reason::Ok;
    case PileKind::Tableau: {
        const int up = face_up_count(s, from);
        if (count > up) return Reason::FaceDownCards;
        if (count == 1 || to.kind != PileKind::Tableau) {
            if (count != 1) return Reason::OneCardOnly;
            if (spec.moving == Moving::WholeFaceUpPart && to.kind == PileKind::Tableau && up != 1)
                return Reason::WholeFaceUpPartOnly;
            return Reason::Ok;
        }
        if (count > run_length(spec, s, from)) return Reason::NotARun;
        switch (spec.moving) {
        case Moving::TopCard: return Reason::TopCardOnly;
        case Moving::AnyRun: return Reason::Ok;
        case Moving::WholeFaceUpPart: return count == up ? Reason::Ok : Reason::WholeFaceUpPartOnly;
        case Moving::TopCardOrWholeFaceUpPart: return count == up ? Reason::Ok : Reason::TopOrWholeOnly;
        case Moving::TopCardOrRunViaEmptyPile:
            for (int i = 0; i < spec.tableau; ++i) {
                const PileId t = tableau(i);
                if (t != from && t != to && s.empty(t)) return Reason::Ok;
            }
            return Reason::RunNeedsEmptyPile;
        }
        return Reason::Ok;
    }
    case PileKind::Foundation: return Reason::FromFoundation;
    }
    return Reason::NoSuchPile;
}

Reason check_deal(const Spec& spec, const State& s) {
    if (spec.stock == StockModel::None) return Reason::NoStock;
    if (s.empty(stock())) return Reason::StockEmpty;
    switch (spec.stock) {
    case StockModel::FaceUpWithDiscard:
        if (fill_pending(spec, s)) return Reason::FillFirst;
        break;
    case StockModel::FaceDownAutoTurn:
        if (s.base_rank == 0) return Reason::ChooseBaseFirst;
        if (s.stock_locked) return Reason::StockLocked;
        if (!can_turn_stock(spec, s)) return Reason::SecondPassWasteNotEmpty;
        break;
    default: break;
    }
    return Reason::Ok;
}

Reason check_redeal(const Spec& spec, const State& s) {
    if (spec.stock == StockModel::None) return Reason::NoStock;
    if (spec.redeals == 0) return Reason::NoRedeal;
    if (spec.redeals != kUnlimited && s.redeals_used >= spec.redeals) return Reason::NoRedealsLeft;
    if (!s.empty(stock())) return Reason::StockNotEmpty;
    if (s.empty(waste())) return Reason::NothingToRedeal;
    if (spec.stock == StockModel::FaceDownAutoTurn) {
        if (s.base_rank == 0) return Reason::ChooseBaseFirst;
        // The lock stops every card turn; a redeal while locked would strand the waste for good.
        if (s.stock_locked) return Reason::StockLocked;
    }
    return Reason::Ok;
}

namespace {

Reason check_transfer(const Spec& spec, const State& s, const Move& m) {
    if (!has_pile(spec, m.from) || !has_pile(spec, m.to)) return Reason::NoSuchPile;
    if (m.from.kind == PileKind::Foundation) return Reason::FromFoundation;
    if (m.to.kind == PileKind::Stock || m.to.kind == PileKind::Waste) return Reason::ToStockOrWaste;
    if (m.to.kind == PileKind::Reserve) return Reason::ToReserve;
    const int size = s.size(m.from);
    if (size == 0) return Reason::SourceEmpty;
    if (m.count > size) return Reason::NotEnoughCards;

    if (spec.base == BaseCard::ChosenFromFour && s.base_rank == 0 &&
        !(m.from.kind == PileKind::Tableau && m.from.index < kBaseChoices && m.count == 1 &&
          m.to.kind == PileKind::Foundation))
        return Reason::ChooseBaseFirst;
    if (fill_pending(spec, s) && m.from.kind != PileKind::Stock && m.from.kind != PileKind::Waste)
        return Reason::FillFirst;

    if (const Reason r = moving_unit(spec, s, m.from, m.count, m.to); r != Reason::Ok) return r;

    // What the destination accepts. `card` is the innermost moving card, the one that lands on `to`.
    const Card card = s.at(m.from, size - m.count);
    switch (m.to.kind) {
    case PileKind::Foundation: return foundation_fit(spec, s, m.from, card, m.to);
    case PileKind::Cell: return cell_accepts(s, m.from.kind, m.to);
    case PileKind::Tableau:
        if (s.empty(m.to)) return empty_pile_accepts(spec, m.from.kind, card);
        return builds_on(spec, s.top(m.to), card) ? Reason::Ok : Reason::TableauBuild;
    default: return Reason::ToStockOrWaste;
    }
}

} // namespace

Reason check_move(const Spec& spec, const State& s, const Move& m) {
    if (is_won(spec, s)) return Reason::Won;
    switch (m.kind) {
    case Move::Kind::Deal: return check_deal(spec, s);
    case Move::Kind::Redeal: return check_redeal(spec, s);
    case Move::Kind::Transfer: return check_transfer(spec, s, m);
    }
    return Reason::NoSuchPile;
}

bool fill_pending(const Spec& spec, const State& s) {
    return spec.empty_pile == EmptyPile::ForcedFill && any_tableau_empty(spec, s) &&
           (!s.empty(stock()) || !s.empty(waste()));
}

bool choosing_base(const Spec& spec, const State& s) {
    return s.base_rank == 0 && (spec.base == BaseCard::ChosenFromFour || spec.base == BaseCard::FirstPlayed);
}

} // namespace patience
