// The one rules engine: legal moves, validation with a reason, apply with the rule-mandated automatic
// actions, won / over, and the rule predicates every caller shares. The UI, hints, autoplay, the CLI, the
// solver and the tests all call these.
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <array>
#include <cstdint>

namespace patience {

// Why a move is refused, one code per rule; Ok when it is legal. Tests match these codes; the words the page
// and the CLI show for each are present/reasons.h's.
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

// The single definition of legality.
Reason check_move(const Spec& spec, const State& state, const Move& move);
inline bool is_legal(const Spec& spec, const State& state, const Move& move) {
    return check_move(spec, state, move) == Reason::Ok;
}

// The rule predicates (the first two inline: the move generator and the solver call them in their loops).
// Tableau building: may `card` be put on `below` (both face up)?
// The rule of one Build, for loops that ask it many times (run_length): `builds_on` chooses it.
template <Build build> bool builds_on_by(bool wrap, Card below, Card card) {
    if (!below.face_up() || !card.face_up()) return false;
    const bool down = card.rank() == rank_below(below.rank(), wrap);
    switch (build) {
    case Build::DownAlternateColour: return down && card.colour() != below.colour();
    case Build::DownAnySuitButOwn: return down && card.suit() != below.suit();
    case Build::UpOrDownSameSuit:
        return card.suit() == below.suit() && (down || card.rank() == rank_above(below.rank(), wrap));
    }
    return false;
}
inline bool builds_on(const Spec& spec, Card below, Card card) {
    switch (spec.build) {
    case Build::DownAlternateColour:
        return builds_on_by<Build::DownAlternateColour>(spec.build_wrap, below, card);
    case Build::DownAnySuitButOwn:
        return builds_on_by<Build::DownAnySuitButOwn>(spec.build_wrap, below, card);
    case Build::UpOrDownSameSuit: return builds_on_by<Build::UpOrDownSameSuit>(spec.build_wrap, below, card);
    }
    return false;
}
// Foundation sequence: may `card` follow `top` on a foundation (rank, and suit or colour; not the 13-card
// cap)?
inline bool follows_on_foundation(const Spec& spec, Card top, Card card) {
    if (card.rank() != rank_above(top.rank(), spec.foundation_wrap)) return false;
    return spec.foundation_build == FoundationBuild::UpSameSuit ? card.suit() == top.suit()
                                                                : card.colour() != top.colour();
}
// Whether the rules read a card's colour and never its suit (the two predicates above are the only rules
// that look at either): cards of one rank and colour are then interchangeable everywhere.
inline bool reads_colour_not_suit(const Spec& spec) {
    return spec.build == Build::DownAlternateColour &&
           spec.foundation_build == FoundationBuild::UpAlternateColour;
}
// Whether the player fills an empty tableau pile from the tableau too (Klondike's Kings, any card), rather
// than it taking only a card from the stock, waste or reserve, by the rules or by the player (the Terrace
// family).
inline bool player_fills_spaces(const Spec& spec) {
    return spec.empty_pile == EmptyPile::KingOrKingBuild || spec.empty_pile == EmptyPile::AnyCardOrBuild;
}
// Foundation fit: may `card`, coming from `from`, go onto a foundation of `size` cards with `top` on top, the
// base rank being `base_rank` (0 while not chosen)? And the same for foundation `to` as the state stands.
inline Reason foundation_fit(const Spec& spec, int base_rank, int size, Card top, PileId from, Card card) {
    if (size == 0) {
        if (base_rank == 0) {
            if (spec.base == BaseCard::ChosenFromFour &&
                !(from.kind == PileKind::Tableau && from.index < kBaseChoices))
                return Reason::ChoiceCardsOnly;
            return Reason::Ok; // this card sets the base rank
        }
        return card.rank() == base_rank ? Reason::Ok : Reason::FoundationRank;
    }
    if (size >= kRanks) return Reason::FoundationFull;
    return follows_on_foundation(spec, top, card) ? Reason::Ok : Reason::FoundationSequence;
}
inline Reason foundation_fit(const Spec& spec, const State& state, PileId from, Card card, PileId to) {
    return foundation_fit(spec, state.base_rank, state.size(to), state.top(to), from, card);
}
// (Inline, as the two above: the move generator calls them in its loops.)
// What an empty tableau pile accepts: `card` is the innermost moving card, coming from a pile of kind `from`.
inline Reason empty_pile_accepts(const Spec& spec, PileKind from, Card card) {
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

// Whether a cell (holdout) `to` takes a card from a pile of kind `from`: one card, from the tableau or waste.
inline Reason cell_accepts(const State& s, PileKind from, PileId to) {
    if (!s.empty(to)) return Reason::CellOccupied;
    return from == PileKind::Tableau || from == PileKind::Waste ? Reason::Ok : Reason::CellSource;
}
// Whether the stock may be dealt from, or the waste turned over into it, now.
Reason check_deal(const Spec& spec, const State& state);
Reason check_redeal(const Spec& spec, const State& state);
// Whether some tableau pile is empty, and whether the stock may turn a card now (it has one, the base is set,
// it is not locked, and no second-pass rule waits for the waste to be played).
inline bool any_tableau_empty(const Spec& spec, const State& state) {
    for (int i = 0; i < spec.tableau; ++i)
        if (state.empty(tableau(i))) return true;
    return false;
}
bool can_turn_stock(const Spec& spec, const State& state);
// Moving unit: may the top `count` cards leave `from` for `to` (what the source and the moving rule allow;
// whether `to` accepts them is the destination's question)?
Reason moving_unit(const Spec& spec, const State& state, PileId from, int count, PileId to);
// Face-up cards at the top of a pile, and the length of the run at its top that follows the building rule.
int face_up_count(const State& state, PileId pile);
int run_length(const Spec& spec, const State& state, PileId pile);

// A bound on the legal moves of any position of any game the vocabulary describes: deal and redeal; at most
// one single-card move per (source, destination) pair, 15 sources (stock, waste, reserve, cells, tableau) and
// 20 destinations (cells, foundations, tableau); several cards move only from a tableau pile to another, at
// most one move per count below the pile's size, so fewer than kMaxCards counts in all, to 9 other piles.
inline constexpr int kMaxMoves = 2 +
                                 (3 + kMaxCells + kMaxTableau) * (kMaxCells + kMaxFoundations + kMaxTableau) +
                                 kMaxCards * (kMaxTableau - 1);

// A fixed-capacity list of moves the caller owns (on the stack): generating moves never allocates.
class MoveList {
  public:
    MoveList() {} // leaves the storage uninitialised: only [0, size) is ever read
    void clear() { size_ = 0; }
    void push(const Move& m) { items_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](int i) const { return items_[i]; }
    const Move& back() const { return items_[size_ - 1]; }
    const Move* begin() const { return items_; }
    const Move* end() const { return items_ + size_; }

  private:
    int size_ = 0;
    union {
        Move items_[kMaxMoves];
    };
};

// Every legal move, each empty foundation separately, in a fixed order: deal, redeal, then by source pile,
// count and destination pile (slot order). Each position's facts are computed once; only the game's own piles
// are visited.
void legal_moves(const Spec& spec, const State& state, MoveList& out);
MoveList legal_moves(const Spec& spec, const State& state);
// The legal moves whose source is `from` (no deal or redeal), in the same order.
void legal_moves_from(const Spec& spec, const State& state, PileId from, MoveList& out);

// The per-position facts of the move generator, computed once: which tableau piles are empty, which take
// each card face by the building rule, and which foundations take each face.
struct MoveFacts {
    int empty_tableau = 0;
    unsigned empty_piles = 0;                      // bit t: tableau pile t is empty
    std::array<std::uint16_t, kDeckCards> takes{}; // by face: the non-empty tableau piles it builds on
    std::array<std::uint8_t, kDeckCards> foundations_take{}; // by face: the foundations it may go to
};

// The move generator of one position, its facts computed once: the legal moves (what legal_moves() lists),
// and the moves the waste's top card would have for many cards in turn (the solver turning a freely turning
// stock): for a position t that differs from `state` only in its stock, waste, stock lock and redeals used,
// with `card` on top of t's waste, waste_card(card, out) lists what legal_moves_from(spec, t, waste(), out)
// lists, in the same order.
class PositionMoves {
  public:
    PositionMoves(const Spec& spec, const State& state);
    void legal(MoveList& out) const;
    void waste_card(Card card, MoveList& out) const;

  private:
    const Spec& spec_;
    const State& state_;
    MoveFacts facts_;
};

// Apply a legal move and every automatic action the rules demand (turning face-down cards, refilling the
// waste, filling empty piles, setting the base rank, the stock lock). The caller checks legality first.
State apply(const Spec& spec, const State& state, const Move& move);

// The piles a move may change, the automatic actions that follow it included: one bit per pile slot
// (PileId::slot), a superset of the piles whose cards differ after apply(); every bit where the move sets the
// base rank (the base's refill, and the keys' tableau terms, see solver/key.h). The stock's and waste's bits
// also stand for the rule flags (stock lock, redeals used): a move that changes one names the stock.
using PileMask = std::uint32_t;
inline constexpr PileMask kAllPiles = ~PileMask{0};
constexpr PileMask pile_bit(PileId p) { return PileMask{1} << p.slot(); }
PileMask piles_changed(const Spec& spec, const State& state, const Move& move);
// Whether a move may also change the stock's side: the stock turns or empty piles fill by themselves (then
// piles_changed names the stock and waste, and the reserve where auto-fill takes it first, for every move but
// one of tableau cards that leaves its pile a card, in a settled position).
inline bool moves_may_turn_or_fill(const Spec& spec) {
    return spec.stock == StockModel::FaceDownAutoTurn || spec.empty_pile == EmptyPile::WasteOnlyWithLock ||
           spec.empty_pile == EmptyPile::AutoFill;
}

// The automatic actions alone (used after the deal): auto-fill, the Aisleriot waste turn and stock lock.
void settle(const Spec& spec, State& state, bool card_came_from_waste = false);

// (Inline: the generator and the solver ask it of every position and child.)
inline int cards_home(const Spec& spec, const State& state) {
    return state.size(foundation(0), spec.foundations);
}
inline bool is_won(const Spec& spec, const State& state) { return cards_home(spec, state) == spec.cards(); }
bool is_over(const Spec& spec, const State& state); // lost: not won and no legal move left

int score(const Spec& spec, const State& state);

// STD forced fill: some tableau pile is empty while stock or discard still has cards.
bool fill_pending(const Spec& spec, const State& state);
// Terrace / General's Patience / Chessboard before the base rank is set.
bool choosing_base(const Spec& spec, const State& state);

} // namespace patience
