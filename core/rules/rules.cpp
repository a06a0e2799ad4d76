// The rules engine. check_move() is the single definition of legality. legal_moves() generates the legal
// moves directly from the same predicates (builds_on, foundation_fit, the moving unit and the empty-pile
// rule), one source pile at a time; the property tests prove it equal to "every candidate through
// check_move()".
#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <iterator>
#include <optional>

namespace patience {

namespace {
bool any_tableau_empty(const Spec& spec, const State& s) {
    for (int i = 0; i < spec.tableau; ++i)
        if (s.empty(tableau(i))) return true;
    return false;
}
} // namespace

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

namespace {

// What an empty tableau pile accepts: `card` is the innermost moving card, coming from a pile of kind `from`.
Reason empty_pile_accepts(const Spec& spec, PileKind from, Card card) {
    switch (spec.empty_pile) {
    case EmptyPile::ForcedFill:
        return from == PileKind::Stock || from == PileKind::Waste ? Reason::Ok
                                                                  : Reason::EmptyPileStockOrDiscard;
    case EmptyPile::WasteOnlyWithLock:
        return from == PileKind::Waste ? Reason::Ok : Reason::EmptyPileWasteOnly;
    case EmptyPile::AutoFill: return Reason::EmptyPileAutomatic;
    case EmptyPile::KingOrKingBuild: return card.rank() == kKing ? Reason::Ok : Reason::EmptyPileKing;
    case EmptyPile::AnyCardOrBuild: return Reason::Ok;
    }
    return Reason::EmptyPileAutomatic;
}

// Cells take one card, from a tableau pile or the waste.
Reason cell_accepts(const State& s, PileKind from, PileId to) {
    if (!s.empty(to)) return Reason::CellOccupied;
    return from == PileKind::Tableau || from == PileKind::Waste ? Reason::Ok : Reason::CellSource;
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

} // namespace

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

namespace {

constexpr Card face(int index) { return Card::from_face_index(index); } // short, for the tables below

// The rule predicates as lookup tables, derived once from the predicates themselves for every value of the
// Spec fields they read, so the generator looks the rules up instead of re-stating them. The k* lists name
// every value of their enum.
struct RuleTables {
    static constexpr Build kBuilds[] = {Build::DownAlternateColour, Build::DownAnySuitButOwn,
                                        Build::UpOrDownSameSuit};
    static constexpr FoundationBuild kFoundationBuilds[] = {FoundationBuild::UpAlternateColour,
                                                            FoundationBuild::UpSameSuit};
    static constexpr BaseCard kBases[] = {BaseCard::Ace, BaseCard::DealtToFirstFoundation,
                                          BaseCard::ChosenFromFour, BaseCard::FirstPlayed};
    using ByFace = std::array<FaceSet, kDeckCards>;
    // [build][wrap][face]: the faces that build on `face` (builds_on).
    std::array<std::array<ByFace, 2>, std::size(kBuilds)> building_on{};
    // [foundation build][wrap][face]: the faces that may follow `face` on a foundation
    // (follows_on_foundation).
    std::array<std::array<ByFace, 2>, std::size(kFoundationBuilds)> following{};
    // [base card][base rank]: the faces an empty foundation takes from a tableau pile (foundation_fit).
    std::array<std::array<FaceSet, kRanks + 1>, std::size(kBases)> starting{};

    RuleTables() {
        for (const bool wrap : {false, true}) {
            for (const Build build : kBuilds) {
                Spec rule;
                rule.build = build;
                rule.build_wrap = wrap;
                for (int below = 0; below < kDeckCards; ++below)
                    for (int card = 0; card < kDeckCards; ++card)
                        if (builds_on(rule, face(below), face(card)))
                            building_on[static_cast<std::size_t>(build)][wrap]
                                       [static_cast<std::size_t>(below)] |= FaceSet{1} << card;
            }
            for (const FoundationBuild build : kFoundationBuilds) {
                Spec rule;
                rule.foundation_build = build;
                rule.foundation_wrap = wrap;
                for (int top = 0; top < kDeckCards; ++top)
                    for (int card = 0; card < kDeckCards; ++card)
                        if (follows_on_foundation(rule, face(top), face(card)))
                            following[static_cast<std::size_t>(build)][wrap][static_cast<std::size_t>(top)] |=
                                FaceSet{1} << card;
            }
        }
        for (const BaseCard base : kBases) {
            Spec rule;
            rule.base = base;
            for (int rank = 0; rank <= kRanks; ++rank)
                for (int card = 0; card < kDeckCards; ++card)
                    if (foundation_fit(rule, rank, 0, Card{}, tableau(0), face(card)) == Reason::Ok)
                        starting[static_cast<std::size_t>(base)][static_cast<std::size_t>(rank)] |= FaceSet{1}
                                                                                                    << card;
        }
    }
};

const RuleTables& rule_tables() {
    static const RuleTables tables;
    return tables;
}

MoveFacts move_facts(const Spec& spec, const State& s) {
    MoveFacts facts;
    const RuleTables& rules = rule_tables();
    const auto& building_on = rules.building_on[static_cast<std::size_t>(spec.build)][spec.build_wrap];
    for (int t = 0; t < spec.tableau; ++t) {
        const Card top = s.top(tableau(t));
        if (top.empty()) {
            ++facts.empty_tableau;
            facts.empty_piles |= 1u << t;
        } else if (top.face_up()) {
            for (FaceSet f = building_on[static_cast<std::size_t>(top.face_index())]; f; f &= f - 1)
                facts.takes[static_cast<std::size_t>(std::countr_zero(f))] |=
                    static_cast<std::uint16_t>(1u << t);
        }
    }
    // A foundation takes the faces that follow its top and pass foundation_fit (the 13-card cap), or when
    // empty the faces that may start it. The source matters only for the choice of base, which legal_moves()
    // handles on its own.
    const auto& following =
        rules.following[static_cast<std::size_t>(spec.foundation_build)][spec.foundation_wrap];
    const FaceSet starting =
        rules.starting[static_cast<std::size_t>(spec.base)][static_cast<std::size_t>(s.base_rank)];
    for (int f = 0; f < spec.foundations; ++f) {
        const int size = s.size(foundation(f));
        const Card top = s.top(foundation(f));
        FaceSet faces = 0;
        if (size == 0) {
            faces = starting;
        } else {
            for (FaceSet c = following[static_cast<std::size_t>(top.face_index())]; c; c &= c - 1)
                if (foundation_fit(spec, s.base_rank, size, top, tableau(0), face(std::countr_zero(c))) ==
                    Reason::Ok)
                    faces |= c & -c;
        }
        for (; faces; faces &= faces - 1)
            facts.foundations_take[static_cast<std::size_t>(std::countr_zero(faces))] |=
                static_cast<std::uint8_t>(1u << f);
    }
    return facts;
}

// The generator: a position, its facts and the list it writes.
struct Generator {
    const Spec& spec;
    const State& s;
    const MoveFacts& facts;
    MoveList& out;

    // One card from `from` to every cell, foundation and tableau pile (slot order) that accepts it.
    void single(PileId from, Card card, bool to_cells, bool to_tableau) {
        if (to_cells)
            for (int c = 0; c < spec.cells; ++c)
                if (cell_accepts(s, from.kind, cell(c)) == Reason::Ok)
                    out.push(Move::transfer(from, 1, cell(c)));
        for (unsigned f = facts.foundations_take[static_cast<std::size_t>(card.face_index())]; f; f &= f - 1)
            out.push(Move::transfer(from, 1, foundation(std::countr_zero(f))));
        if (to_tableau) onto_tableau(from, 1, card, false);
    }

    // `count` cards whose innermost is `card` onto every other tableau pile that accepts them. A run of
    // several cards moving through an empty pile (Fortress) needs a third pile empty besides the source and
    // `to`.
    void onto_tableau(PileId from, int count, Card card, bool needs_third_empty) {
        unsigned to = card.face_up() ? facts.takes[static_cast<std::size_t>(card.face_index())] : 0u;
        if (needs_third_empty && facts.empty_tableau < 1) to = 0;
        if (!(needs_third_empty && facts.empty_tableau < 2) &&
            empty_pile_accepts(spec, from.kind, card) == Reason::Ok)
            to |= facts.empty_piles;
        if (from.kind == PileKind::Tableau) to &= ~(1u << from.index);
        for (; to; to &= to - 1) out.push(Move::transfer(from, count, tableau(std::countr_zero(to))));
    }

    void from_tableau(PileId from) {
        const int size = s.size(from);
        if (!s.top(from).face_up()) return;
        const bool whole_only =
            spec.moving == Moving::WholeFaceUpPart || spec.moving == Moving::TopCardOrWholeFaceUpPart;
        const int up = whole_only ? face_up_count(s, from) : 0; // read only where the whole of it moves
        single(from, s.top(from), true, spec.moving != Moving::WholeFaceUpPart || up == 1);
        if (spec.moving == Moving::TopCard) return;
        // A run moves only through an empty pile: with none, no run moves (and its length is not worth
        // finding).
        if (spec.moving == Moving::TopCardOrRunViaEmptyPile && facts.empty_tableau == 0) return;
        const int run = run_length(spec, s, from);
        for (int count = 2; count <= run; ++count) {
            if (whole_only && count != up) continue;
            onto_tableau(from, count, s.at(from, size - count),
                         spec.moving == Moving::TopCardOrRunViaEmptyPile);
        }
    }
};

// legal_moves(), or with `only` the moves whose source is that pile.
void generate(const Spec& spec, const State& s, const MoveFacts& facts, MoveList& out, const PileId* only) {
    out.clear();
    if (is_won(spec, s)) return;
    if (spec.stock != StockModel::None && !only) {
        if (check_deal(spec, s) == Reason::Ok) out.push(Move::deal());
        if (check_redeal(spec, s) == Reason::Ok) out.push(Move::redeal());
    }
    Generator g{spec, s, facts, out};
    auto wanted = [&](PileId p) { return !only || *only == p; };

    // Choosing the base (Terrace, General's Patience): one of the choice cards to a foundation, nothing else.
    if (spec.base == BaseCard::ChosenFromFour && s.base_rank == 0) {
        if (fill_pending(spec, s)) return; // the fill would allow only stock and discard: nothing is left
        for (int t = 0; t < std::min(kBaseChoices, spec.tableau); ++t) {
            const PileId from = tableau(t);
            if (!wanted(from) || s.empty(from) || face_up_count(s, from) == 0) continue;
            for (int f = 0; f < spec.foundations; ++f)
                if (foundation_fit(spec, s, from, s.top(from), foundation(f)) == Reason::Ok)
                    out.push(Move::transfer(from, 1, foundation(f)));
        }
        return;
    }
    const bool pending = fill_pending(spec, s);
    if (spec.stock == StockModel::FaceUpWithDiscard && !s.empty(stock()) && wanted(stock()))
        g.single(stock(), s.top(stock()), false, true);
    if (spec.stock != StockModel::None && !s.empty(waste()) && wanted(waste()))
        g.single(waste(), s.top(waste()), true, true);
    if (pending) return; // the fill: only the stock and discard tops move
    if (spec.reserve > 0 && !s.empty(reserve()) && wanted(reserve()))
        g.single(reserve(), s.top(reserve()), false, false);
    for (int c = 0; c < spec.cells; ++c)
        if (!s.empty(cell(c)) && wanted(cell(c))) g.single(cell(c), s.top(cell(c)), false, true);
    for (int t = 0; t < spec.tableau; ++t)
        if (!s.empty(tableau(t)) && wanted(tableau(t))) g.from_tableau(tableau(t));
}

} // namespace

void legal_moves(const Spec& spec, const State& s, MoveList& out) { PositionMoves(spec, s).legal(out); }

void legal_moves_from(const Spec& spec, const State& s, PileId from, MoveList& out) {
    generate(spec, s, move_facts(spec, s), out, &from);
}

PositionMoves::PositionMoves(const Spec& spec, const State& state)
    : spec_(spec), state_(state), facts_(move_facts(spec, state)) {}

void PositionMoves::legal(MoveList& out) const { generate(spec_, state_, facts_, out, nullptr); }

// generate()'s waste moves for a waste top other than the position's own: the conditions that stop them (a
// won game, the choice of base) and the facts read only piles other than the stock and waste.
void PositionMoves::waste_card(Card card, MoveList& out) const {
    out.clear();
    if (spec_.stock == StockModel::None || card.empty() || is_won(spec_, state_) ||
        (spec_.base == BaseCard::ChosenFromFour && state_.base_rank == 0))
        return;
    Generator{spec_, state_, facts_, out}.single(waste(), card, true, true);
}

MoveList legal_moves(const Spec& spec, const State& s) {
    MoveList out;
    legal_moves(spec, s, out);
    return out;
}

namespace {

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
// reserve, waste or stock (a redeal only moves the waste's). Setting the base rank may refill every pile. The
// property test "piles_changed covers every pile a move changes" holds this over every ruleset.
PileMask piles_changed(const Spec& spec, const State& s, const Move& m) {
    const PileMask stock_side = pile_bit(stock()) | pile_bit(waste()) | pile_bit(reserve());
    PileMask mask = stock_side;
    if (m.kind == Move::Kind::Transfer) {
        if (m.to.kind == PileKind::Foundation && s.base_rank == 0) return kAllPiles;
        mask = pile_bit(m.from) | pile_bit(m.to);
    }
    if (spec.stock == StockModel::FaceDownAutoTurn || spec.empty_pile == EmptyPile::WasteOnlyWithLock ||
        spec.empty_pile == EmptyPile::AutoFill)
        mask |= stock_side;
    return mask;
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
