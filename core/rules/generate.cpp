// The rules engine, generation: legal_moves() generates the legal moves directly from the predicates
// check_move() is made of (builds_on, foundation_fit, the moving unit and the empty-pile rule), one source
// pile at a time; the property tests prove it equal to "every candidate through check_move()".
#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <iterator>

namespace patience {

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
        // A started foundation takes what follows its top (`following`, from follows_on_foundation) unless it
        // is full: foundation_fit's two conditions, asked once for the foundation rather than once a face.
        FaceSet faces = 0;
        if (size == 0)
            faces = starting;
        else if (foundation_fit(spec, s.base_rank, size, top, tableau(0), Card{}) != Reason::FoundationFull)
            faces = following[static_cast<std::size_t>(top.face_index())];
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

} // namespace patience
