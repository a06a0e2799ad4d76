// The rules engine, legality: check_move() is the single definition of legality, made of the rule predicates
// rules.h shares (the moving unit, the empty-pile rule, foundation_fit, builds_on), and the reasons for a
// refused move and the status line in English. The move generator (generate.cpp) lists moves from the same
// predicates; apply.cpp makes them.
#include "rules/rules.h"

#include <string>

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

int run_length(const Spec& spec, const State& s, PileId p) {
    const int n = s.size(p);
    if (n == 0 || !s.top(p).face_up()) return 0;
    int k = 1;
    while (k < n && builds_on(spec, s.at(p, n - 1 - k), s.at(p, n - k))) ++k;
    return k;
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

namespace {

std::string build_rule_text(const Spec& spec) {
    std::string t;
    switch (spec.build) {
    case Build::DownAlternateColour: t = "tableau piles build down in alternating colours"; break;
    case Build::DownAnySuitButOwn: t = "tableau piles build down in any suit but the card's own"; break;
    case Build::UpOrDownSameSuit: t = "tableau piles build up or down in the same suit"; break;
    }
    if (spec.build_wrap) t += ", Ace between King and 2";
    return t;
}

std::string foundation_rule_text(const Spec& spec) {
    std::string t = spec.foundation_build == FoundationBuild::UpSameSuit
                        ? "foundations build up in suit"
                        : "foundations build up in alternating colours";
    if (spec.foundation_wrap) t += ", Ace after King, 13 cards each";
    return t;
}

} // namespace

std::string reason_text(const Spec& spec, const State& s, Reason r) {
    switch (r) {
    case Reason::Ok: return {};
    case Reason::Won: return "the game is already won";
    case Reason::NoStock: return "this game has no stock";
    case Reason::StockEmpty: return "the stock is empty";
    case Reason::FillFirst: return "an empty tableau pile must be filled from the stock or discard first";
    case Reason::ChooseBaseFirst:
        return "first choose the base card: move one of the cards on piles 1-" +
               std::to_string(kBaseChoices) + " to a foundation";
    case Reason::StockLocked:
        return "the stock is locked until the waste card is played or no tableau pile is empty";
    case Reason::SecondPassWasteNotEmpty:
        return "in the second pass a card is turned only when the waste is empty";
    case Reason::NoRedeal: return "this game has no redeal";
    case Reason::NoRedealsLeft: return "no redeals left";
    case Reason::StockNotEmpty: return "the stock is not empty yet";
    case Reason::NothingToRedeal: return "the waste is empty: nothing to redeal";
    case Reason::NoSuchPile: return "this game has no such pile";
    case Reason::FromFoundation: return "cards never leave a foundation";
    case Reason::SourceEmpty: return "that pile is empty";
    case Reason::NotEnoughCards: return "that pile does not have that many cards";
    case Reason::ToStockOrWaste: return "cards never go back to the stock or the waste";
    case Reason::ToReserve: return "cards never go to the reserve";
    case Reason::StockFaceDown: return "the stock is face down: deal to turn a card";
    case Reason::OneCardOnly: return "only one card moves from there";
    case Reason::ReserveToFoundationsOnly: return "reserve cards go only to the foundations";
    case Reason::FaceDownCards: return "face-down cards cannot move";
    case Reason::NotARun: return "those cards are not a run: " + build_rule_text(spec);
    case Reason::TopCardOnly: return "only the top card of a pile moves";
    case Reason::WholeFaceUpPartOnly: return "only all the face-up cards of a pile move together";
    case Reason::TopOrWholeOnly: return "only the top card or all the face-up cards move";
    case Reason::RunNeedsEmptyPile: return "moving several cards needs another empty tableau pile";
    case Reason::ChoiceCardsOnly:
        return "the base card must be one of the cards on piles 1-" + std::to_string(kBaseChoices);
    case Reason::FoundationRank:
        return std::string("an empty foundation takes only ") +
               (s.base_rank == kAce || s.base_rank == 8 ? "an " : "a ") + rank_name(s.base_rank);
    case Reason::FoundationFull: return "that foundation is complete";
    case Reason::FoundationSequence: return "that card does not fit: " + foundation_rule_text(spec);
    case Reason::CellOccupied: return "a holdout holds only one card";
    case Reason::CellSource: return "holdout cards go to the tableau or the foundations";
    case Reason::EmptyPileStockOrDiscard: return "an empty pile takes only the stock or discard top card";
    case Reason::EmptyPileWasteOnly: return "an empty pile takes only the waste card";
    case Reason::EmptyPileAutomatic: return "empty piles are filled automatically";
    case Reason::EmptyPileKing: return "only a King or a build starting with a King fills an empty pile";
    case Reason::TableauBuild: return "that card does not fit: " + build_rule_text(spec);
    }
    return "illegal move";
}

bool fill_pending(const Spec& spec, const State& s) {
    return spec.empty_pile == EmptyPile::ForcedFill && any_tableau_empty(spec, s) &&
           (!s.empty(stock()) || !s.empty(waste()));
}

bool choosing_base(const Spec& spec, const State& s) {
    return s.base_rank == 0 && (spec.base == BaseCard::ChosenFromFour || spec.base == BaseCard::FirstPlayed);
}

std::string why_illegal(const Spec& spec, const State& s, const Move& m) {
    return reason_text(spec, s, check_move(spec, s, m));
}

std::string status_text(const Spec& spec, const State& s) {
    if (is_won(spec, s)) return "Won! Every card is home.";
    if (is_over(spec, s)) return "No moves left: the game is over.";
    if (spec.base == BaseCard::ChosenFromFour && s.base_rank == 0)
        return "Choose the base card: move one of the cards on piles 1-" + std::to_string(kBaseChoices) +
               " to a foundation.";
    if (spec.base == BaseCard::FirstPlayed && s.base_rank == 0)
        return "Any top card may start a foundation; its rank becomes the base for all four.";
    if (fill_pending(spec, s))
        return "Fill the empty tableau pile with the stock or discard top card (or play one of them "
               "elsewhere).";
    if (s.stock_locked) return "The stock is locked until the waste card is played or every gap is filled.";
    if (spec.second_pass_turns_only_when_waste_empty && s.redeals_used > 0)
        return "Second pass: each turned card must be played before the next one appears.";
    if (spec.base != BaseCard::Ace && s.base_rank != 0)
        return "Foundations start with " + rank_name(s.base_rank) + "s.";
    return {};
}

} // namespace patience
