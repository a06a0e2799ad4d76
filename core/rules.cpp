// The rules engine. check() is the single definition of legality; legal_moves() enumerates candidates
// and keeps those check() accepts, so the list and the validator can never disagree.
#include "rules.h"

#include <algorithm>

namespace patience {

namespace {

enum class Reason : std::uint8_t {
    Ok,
    Won,
    NoStock,
    StockEmpty,
    FillFirst,
    ChooseBaseFirst,
    StockLocked,
    SecondPassWasteNotEmpty,
    NoRedeal,
    NoRedealsLeft,
    StockNotEmpty,
    NothingToRedeal,
    NoSuchPile,
    FromFoundation,
    SourceEmpty,
    NotEnoughCards,
    ToStockOrWaste,
    ToReserve,
    StockFaceDown,
    OneCardOnly,
    ReserveToFoundationsOnly,
    FaceDownCards,
    NotARun,
    TopCardOnly,
    WholeFaceUpPartOnly,
    TopOrWholeOnly,
    RunNeedsEmptyPile,
    ChoiceCardsOnly,
    FoundationRank,
    FoundationFull,
    FoundationSequence,
    CellOccupied,
    CellSource,
    EmptyPileStockOrDiscard,
    EmptyPileWasteOnly,
    EmptyPileAutomatic,
    EmptyPileKing,
    TableauBuild,
};

bool any_tableau_empty(const Spec& spec, const State& s) {
    for (int i = 0; i < spec.tableau; ++i)
        if (s.empty(tableau(i))) return true;
    return false;
}

bool fits_tableau(const Spec& spec, Card below, Card card) {
    if (!below.face_up() || !card.face_up()) return false;
    const bool down = card.rank() == rank_below(below.rank(), spec.build_wrap);
    switch (spec.build) {
    case Build::DownAlternateColour: return down && card.colour() != below.colour();
    case Build::DownAnySuitButOwn: return down && card.suit() != below.suit();
    case Build::UpOrDownSameSuit:
        return card.suit() == below.suit() &&
               (down || card.rank() == rank_above(below.rank(), spec.build_wrap));
    }
    return false;
}

// Face-up cards at the top of a tableau pile.
int face_up_count(const State& s, PileId p) {
    const int n = s.size(p);
    int k = 0;
    while (k < n && s.at(p, n - 1 - k).face_up()) ++k;
    return k;
}

// Length of the run at the top of the pile that follows the building rule.
int run_length(const Spec& spec, const State& s, PileId p) {
    const int n = s.size(p);
    if (n == 0 || !s.top(p).face_up()) return 0;
    int k = 1;
    while (k < n && fits_tableau(spec, s.at(p, n - 1 - k), s.at(p, n - k))) ++k;
    return k;
}

bool can_turn_stock(const Spec& spec, const State& s) {
    return !s.empty(stock()) && s.base_rank != 0 && !s.stock_locked &&
           !(spec.second_pass_turns_only_when_waste_empty && s.redeals_used > 0 && !s.empty(waste()));
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

Reason check_foundation(const Spec& spec, const State& s, PileId from, Card card, PileId to) {
    const int n = s.size(to);
    if (n == 0) {
        if (s.base_rank == 0) {
            if (spec.base == BaseCard::ChosenFromFour &&
                !(from.kind == PileKind::Tableau && from.index < kBaseChoices))
                return Reason::ChoiceCardsOnly;
            return Reason::Ok; // this card sets the base rank
        }
        return card.rank() == s.base_rank ? Reason::Ok : Reason::FoundationRank;
    }
    if (n >= kRanks) return Reason::FoundationFull;
    const Card top = s.top(to);
    if (card.rank() != rank_above(top.rank(), spec.foundation_wrap)) return Reason::FoundationSequence;
    const bool suit_ok = spec.foundation_build == FoundationBuild::UpSameSuit ? card.suit() == top.suit()
                                                                              : card.colour() != top.colour();
    return suit_ok ? Reason::Ok : Reason::FoundationSequence;
}

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

    // What may leave the source.
    switch (m.from.kind) {
    case PileKind::Stock:
        if (spec.stock != StockModel::FaceUpWithDiscard) return Reason::StockFaceDown;
        [[fallthrough]];
    case PileKind::Waste:
    case PileKind::Cell:
        if (m.count != 1) return Reason::OneCardOnly;
        break;
    case PileKind::Reserve:
        if (m.count != 1) return Reason::OneCardOnly;
        if (m.to.kind != PileKind::Foundation) return Reason::ReserveToFoundationsOnly;
        break;
    case PileKind::Tableau: {
        const int up = face_up_count(s, m.from);
        if (m.count > up) return Reason::FaceDownCards;
        if (m.count == 1 || m.to.kind != PileKind::Tableau) {
            if (m.count != 1) return Reason::OneCardOnly;
            if (spec.moving == Moving::WholeFaceUpPart && m.to.kind == PileKind::Tableau && up != 1)
                return Reason::WholeFaceUpPartOnly;
            break;
        }
        if (m.count > run_length(spec, s, m.from)) return Reason::NotARun;
        switch (spec.moving) {
        case Moving::TopCard: return Reason::TopCardOnly;
        case Moving::AnyRun: break;
        case Moving::WholeFaceUpPart:
            if (m.count != up) return Reason::WholeFaceUpPartOnly;
            break;
        case Moving::TopCardOrWholeFaceUpPart:
            if (m.count != up) return Reason::TopOrWholeOnly;
            break;
        case Moving::TopCardOrRunViaEmptyPile: {
            bool third_empty = false;
            for (int i = 0; i < spec.tableau; ++i) {
                const PileId t = tableau(i);
                if (t != m.from && t != m.to && s.empty(t)) third_empty = true;
            }
            if (!third_empty) return Reason::RunNeedsEmptyPile;
            break;
        }
        }
        break;
    }
    case PileKind::Foundation: return Reason::FromFoundation;
    }

    // What the destination accepts. `card` is the innermost moving card, the one that lands on `to`.
    const Card card = s.at(m.from, size - m.count);
    switch (m.to.kind) {
    case PileKind::Foundation: return check_foundation(spec, s, m.from, card, m.to);
    case PileKind::Cell:
        if (!s.empty(m.to)) return Reason::CellOccupied;
        if (m.from.kind != PileKind::Tableau && m.from.kind != PileKind::Waste) return Reason::CellSource;
        return Reason::Ok;
    case PileKind::Tableau:
        if (s.empty(m.to)) {
            switch (spec.empty_pile) {
            case EmptyPile::ForcedFill:
                return (m.from.kind == PileKind::Stock || m.from.kind == PileKind::Waste)
                           ? Reason::Ok
                           : Reason::EmptyPileStockOrDiscard;
            case EmptyPile::WasteOnlyWithLock:
                return m.from.kind == PileKind::Waste ? Reason::Ok : Reason::EmptyPileWasteOnly;
            case EmptyPile::AutoFill: return Reason::EmptyPileAutomatic;
            case EmptyPile::KingOrKingBuild: return card.rank() == kKing ? Reason::Ok : Reason::EmptyPileKing;
            case EmptyPile::AnyCardOrBuild: return Reason::Ok;
            }
        }
        return fits_tableau(spec, s.top(m.to), card) ? Reason::Ok : Reason::TableauBuild;
    default: return Reason::ToStockOrWaste;
    }
}

Reason check(const Spec& spec, const State& s, const Move& m) {
    if (is_won(spec, s)) return Reason::Won;
    switch (m.kind) {
    case Move::Kind::Deal: return check_deal(spec, s);
    case Move::Kind::Redeal: return check_redeal(spec, s);
    case Move::Kind::Transfer: return check_transfer(spec, s, m);
    }
    return Reason::NoSuchPile;
}

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

} // namespace

bool fill_pending(const Spec& spec, const State& s) {
    return spec.empty_pile == EmptyPile::ForcedFill && any_tableau_empty(spec, s) &&
           (!s.empty(stock()) || !s.empty(waste()));
}

bool choosing_base(const Spec& spec, const State& s) {
    return s.base_rank == 0 && (spec.base == BaseCard::ChosenFromFour || spec.base == BaseCard::FirstPlayed);
}

std::string why_illegal(const Spec& spec, const State& s, const Move& m) {
    return reason_text(spec, s, check(spec, s, m));
}

std::vector<Move> legal_moves(const Spec& spec, const State& s) {
    std::vector<Move> out;
    if (is_won(spec, s)) return out;
    if (check_deal(spec, s) == Reason::Ok) out.push_back(Move::deal());
    if (check_redeal(spec, s) == Reason::Ok) out.push_back(Move::redeal());
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
                if (check_transfer(spec, s, m) == Reason::Ok) out.push_back(m);
            }
        }
    }
    return out;
}

void settle(const Spec& spec, State& s, bool card_came_from_waste) {
    // Klondike: a face-down card left on top turns face up.
    for (int i = 0; i < spec.tableau; ++i) {
        const PileId t = tableau(i);
        if (!s.empty(t) && !s.top(t).face_up()) s.set(t, s.size(t) - 1, s.top(t).turned(true));
    }
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
    settle(spec, s, from_waste);
    return s;
}

int cards_home(const Spec& spec, const State& s) {
    int n = 0;
    for (int i = 0; i < spec.foundations; ++i) n += s.size(foundation(i));
    return n;
}

bool is_won(const Spec& spec, const State& s) { return cards_home(spec, s) == spec.cards(); }

bool is_over(const Spec& spec, const State& s) { return !is_won(spec, s) && legal_moves(spec, s).empty(); }

int score(const Spec& spec, const State& s) {
    const int home = cards_home(spec, s);
    return spec.scoring == Scoring::Casino ? home * spec.casino_per_card - spec.casino_stake : home;
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
