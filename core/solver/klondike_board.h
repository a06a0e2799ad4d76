// The Klondike family (one deck or two) as a mutable position: moves listed from a few bit operations and
// made and taken back in place, with no copy of the position per move. Its tables come from the rules
// engine's own predicates (builds_on, follows_on_foundation, foundation_fit, empty_pile_accepts); property
// tests hold it equal to the engine (the same legal moves in the same order, the same position after each
// move, the same position again after taking it back) at every position of hundreds of deals of every ruleset
// it serves. It is the solver's fast path: the rules stay defined once, in rules/.
#pragma once

#include "rules/cards.h"
#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "solver/dominance.h"
#include "solver/key.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

namespace patience {

// Whether the board serves a ruleset: one deck or two dealt as Klondike, a face-down stock turned `draw`
// cards at a time, foundations from the Ace up in suit (four a deck), building down without wrap in alternate
// colours or any suit but the card's own, Kings or any card into a space, at most two holdouts, and any
// moving rule but Fortress's. Of the registry: Klondike (two holdouts), Familiar, Easy, Strict, Thumb and
// Pouch, Double Klondike, Gargantua.
bool board_fits(const Spec& spec);

// A set of cards for the board: bit slot(card), its bits without the face-down mark (suit * 16 + rank), so a
// card's bit is one mask and one shift away.
using CardSet = std::uint64_t;

// Whether the board holds `state`, a position of such a ruleset, as the engine does: every position reached
// from a deal by legal moves. Each tableau pile is face-down cards under face-up ones, the stock face down
// and the waste face up, each foundation one suit from its Ace, each holdout one card at most, no stock lock,
// the Ace as base. (The solver's tests also search positions made up card by card, which need not be so.)
bool board_fits(const Spec& spec, const State& state);

class KlondikeBoard {
  public:
    static constexpr int slot(Card card) { return card.bits() & 0x3f; }
    static constexpr int kMaxPiles = kMaxTableau;
    // A pile's face-down cards (one fewer than the piles at most) and a face-up run of at most 13 cards.
    static constexpr int kPileCards = kMaxPiles - 1 + kRanks;

    // What taking a move back needs besides the move itself.
    struct Undo {
        Key sum;                               // the sum of the key's terms before the move
        Key from_term, to_term;                // the terms of the move's two piles before it
        Key stock_term;                        // the stock's term before it
        CardSet from_runs = 0, to_runs = 0;    // the two piles' runs' cards before it (tableau piles)
        std::uint8_t from_run = 0, to_run = 0; // and their lengths
        std::uint8_t turned = 0;               // a face-down card turned up on the source pile
        std::uint8_t waste = 0;                // the waste's size before the move (and before any turns)
        std::uint8_t redeals = 0;              // the redeals used before it
    };

    // `state` must be one the board fits (board_fits(spec, state)). With `twins` (where twin_classes holds)
    // its keys are of twin classes.
    KlondikeBoard(const Spec& spec, const State& state, bool twins = false);

    State state() const; // the position in the engine's form
    // canonical_key(spec, state()), or with twins twin_key(spec, state()), kept up to date as moves are made
    // and taken back.
    Key key() const { return KeyTerms::finish(sum_); }

    // What legal_moves(spec, state()) lists, in the same order. With `skip_idle`, without the moves of part
    // of a built pile that uncover a card no foundation takes (where idle_partial_move holds: the solver's
    // search leaves them out, and does not list them first).
    void moves(MoveList& out, bool skip_idle = false) const;
    // The moves of runs of other tableau piles that moves(out, skip_idle) would list onto tableau pile t with
    // `card` on its top (t's top now, or a card about to be played there from the stock), in the same order,
    // found from the cards that build on `card` alone.
    void runs_onto(Card card, int t, MoveList& out, bool skip_idle = false) const;
    // What legal_moves_from(spec, t, waste(), out) lists for a position t that differs from this one only in
    // its stock and waste, with `card` on top of t's waste (PositionMoves::waste_card).
    void waste_card_moves(Card card, MoveList& out) const;
    // The cards for which waste_card_moves lists some move: exactly those.
    CardSet waste_movable() const;
    // The cards for which it lists a move onto tableau pile t, once t holds a card: those that build on its
    // top (a move of each).
    CardSet builds_on_top(int t) const;
    // One deck: whether, with `card` played onto tableau pile t from the stock and waste, another of their
    // cards could be put on it and then be paid in turn: a run of another pile moves onto it (runs_onto), or,
    // again so, a card of the stock and waste.
    bool stock_pays(Card card, int t, bool skip_idle) const;

    // `m` must be legal here. The position afterwards is apply(spec, state(), m).
    Undo make(const Move& m);
    // The stock turned (deals and redeals) until the waste holds `waste` cards with `redeals` redeals used,
    // then `m` (a move of the waste's card, then legal): what the solver's children with turns of the stock
    // reach.
    Undo make_after_turns(int waste, int redeals, const Move& m);
    // The key after make_after_turns(waste, redeals, m) for a move of cards (Move::Kind::Transfer), without
    // making it: what the solver asks of every child, most of them positions it has seen.
    Key child_key(const Move& m, int waste, int redeals) const;
    Key child_key(const Move& m) const { return child_key(m, waste_, redeals_used_); }
    // One deck: what the coarse key (key.h) of state() reads, from the sets the board keeps; the key; and the
    // key of the position after make_after_turns(waste, redeals, m) without making it, from `here`, this
    // position's coarse_parts() (asked once for all its children).
    CoarseParts coarse_parts() const;
    Key coarse_key() const { return coarse_parts().key(); }
    Key child_coarse_key(const CoarseParts& here, const Move& m, int waste, int redeals) const;
    // Takes back the last move made (with or without turns), with what its make returned.
    void undo(const Move& m, const Undo& u);
    // With twins: the top `count` cards of tableau pile t moved onto pile u, a move between twins (twin_move:
    // the card under them stays face up, u holds a card that takes them), which changes no term of the key.
    // Its own inverse with the piles swapped, so it needs no Undo.
    void move_between_twins(int t, int count, int u);

    bool won() const { return home_ == spec_->cards(); }
    const Spec& spec() const { return *spec_; }

    // The next turn of the stock (a deal, or a redeal when the stock is empty and the rules allow one) from a
    // point where the waste holds `waste` cards with `redeals` redeals used: false when there is none, else
    // true with the two moved on.
    bool next_turn(int& waste, int& redeals) const { // inline: the search asks it for every card turned
        if (waste < talon_size_) {
            waste = std::min(waste + spec_->draw, static_cast<int>(talon_size_));
            return true;
        }
        if (spec_->redeals == 0 || (spec_->redeals != kUnlimited && redeals >= spec_->redeals) || waste == 0)
            return false;
        waste = 0;
        ++redeals;
        return true;
    }
    // Whether some foundation takes `card` now.
    bool goes_home(Card card) const;
    // With twins: the cards that go home, lie face up under another card, and have their twin on a pile's
    // top (a child of two moves takes each home, board_search.cpp), as a set; and the foundation that takes a
    // card that goes home.
    CardSet bared_twins_home() const;
    int home_of(Card card) const;
    // The first tableau pile whose top is `card` or its twin of the other suit (twin_of), -1 for none.
    int pile_topped_by_twin(Card card) const {
        const unsigned piles = piles_of_[slot(card)] | piles_of_[slot(twin_of(card))];
        return piles != 0 ? std::countr_zero(piles) : -1;
    }

    // What the solver reads besides the moves.
    Card top(PileId p) const { // of the tableau, a holdout or the waste
        switch (p.kind) {
        case PileKind::Waste: return waste_top();
        case PileKind::Cell: return cell_[p.index];
        case PileKind::Tableau: return size_[p.index] > 0 ? pile_[p.index][size_[p.index] - 1] : Card{};
        default: return Card{};
        }
    }
    int tableau_size(int t) const { return size_[t]; }
    int face_up(int t) const { return size_[t] - down_[t]; } // tableau pile t's face-up cards
    std::span<const Card> tableau_pile(int t) const { return {pile_[t].data(), size_[t]}; }
    // The tableau piles as the dominances read them: spans written into `out`, the first spec().tableau.
    using Piles = std::array<std::span<const Card>, kMaxPiles>;
    std::span<const std::span<const Card>> tableau_piles(Piles& out) const;
    Card tableau_card(int t, int i) const { return pile_[t][i]; }
    // The rank to which every copy of each suit is home, 0 for none (dominance.h).
    const SuitsHome& suits_home() const { return height_; }
    Card waste_top() const { return waste_ > 0 ? talon_[waste_ - 1] : Card{}; }
    int waste_size() const { return waste_; }
    int stock_size() const { return talon_size_ - waste_; }
    int redeals_used() const { return redeals_used_; }
    // The stock and waste's cards in the order they are dealt (the waste's bottom card first), face up.
    Card talon_card(int i) const { return talon_[i]; }
    // What the covers test reads (CoverSets, with the waste where it holds covers), one deck, kept with the
    // piles rather than read off them card by card; the cards under a cover in its pile or the waste; the
    // pile whose lowest face-up card `face` is, with face-down cards under it (else -1).
    CoverSets cover_sets(bool with_waste) const;
    FaceSet under(int face, const CoverSets& sets) const;
    // open_parents() of the cards under each card when the board was made (below_).
    const OpenParents& open_parents() const { return open_parents_; }
    int lowest_face_up_pile(int face) const;

  private:
    struct Tables; // the rules as bit tables, one set per building rule
    Card take(const Move& m, Undo& u);
    void single(PileId from, Card card, bool to_cells, bool to_tableau, MoveList& out) const;
    void onto_tableau(PileId from, int count, Card card, MoveList& out) const;
    void retally_tableau(int t);
    void set_stock_term(Key term);                                             // and the sum with it
    Key stock_term(const Card* talon, int size, int waste, int redeals) const; // for a stock in dealing order
    void retop(int t);       // tops_, top_, piles_of_ and empty_ after pile t changed
    void recount_run(int t); // run_[t] and runs_[t] read off the pile
    // Whether moves() lists moves of the top `count` cards of pile t to other piles (a run of them, as the
    // moving rule allows, and with skip_idle not idle); and the counts of the cards of pile t's run in
    // `cards`, as bits.
    bool to_pile(int t, int count, bool skip_idle) const;
    unsigned counts_of(int t, CardSet cards) const;
    // Calls `f` with each move of runs_onto(card, t, out, skip_idle), in order, until `f` returns true; true
    // then.
    template <class F> bool each_run_onto(Card card, int t, bool skip_idle, F f) const;
    // With linked_keys: what the key's sum gains when the top `count` cards leave tableau pile t (and its
    // new top turns up), when the run first..last joins pile t, and the stock's links when the card at
    // talon_[i] is played.
    Key leave(int t, int count, bool onto_tableau) const;
    Key arrive(int t, Card first, Card last, bool from_tableau) const;
    Key played(int i) const;
    Key cycling_head(int cards, int waste, int redeals) const;
    Key make_head(int cards, int waste, int redeals) const;
    Key child_sum(const Move& m, int waste, int redeals) const; // child_key's, unfinished
    // The stock's term once the stock is turned to `waste` cards and the waste's top card is played.
    Key stock_after_play(int waste, int redeals) const;
    // The stock's term once it is turned (or redealt) to `waste` cards with `redeals` redeals used, and the
    // waste's top card then played when `play`: what make_after_turns and child_key need.
    Key stock_term_after(int waste, int redeals, bool play) const;
    Key turned_term(int j) const; // where the stock does not cycle: with talon_[waste_, j) turned
    void refoundation(int f);     // takes_ and home_takes_ after foundation f changed

    const Spec* spec_;
    const Tables* rules_;
    // Tableau piles, bottom card first, as the engine holds them (face-down marks included).
    std::array<std::array<Card, kPileCards>, kMaxPiles> pile_{};
    std::array<std::uint8_t, kMaxPiles> size_{}, down_{}; // cards, and face-down cards at the bottom
    // The run on each pile's top: how many of its top cards, face up, each build on the one below (one for a
    // pile whose top card builds on nothing, none for an empty pile), and their set, kept as cards come and
    // go, so that listing the moves reads no pile card by card. (A run builds down a rank a card, so its
    // cards are told apart by rank: one of each.)
    std::array<std::uint8_t, kMaxPiles> run_{};
    std::array<CardSet, kMaxPiles> runs_{};
    // What the moves read, kept as the piles change: each pile's top card, the set of them (a settled
    // position has every top face up), the pile each lies on, the empty piles; the faces each foundation
    // takes, and all of them.
    std::array<Card, kMaxPiles> top_{};
    CardSet tops_ = 0;
    std::array<std::uint16_t, 64> piles_of_{}; // by slot: the piles it is the top card of (two decks: two)
    unsigned empty_ = 0;
    std::array<CardSet, kMaxFoundations> takes_{};
    CardSet home_takes_ = 0;
    // Foundations: how many cards, and the suit once started.
    std::array<std::uint8_t, kMaxFoundations> home_size_{};
    std::array<Suit, kMaxFoundations> home_suit_{};
    SuitsHome height_{}; // suits_home(), kept as the foundations change
    int count_home(Suit suit) const;
    std::array<Card, 2> cell_{};
    // The stock and waste as one array in the order the cards are dealt, face up: talon_[0, waste_) is the
    // waste, bottom first; talon_[waste_, talon_size_) the stock, its top first. A deal moves the boundary; a
    // redeal (the waste turned over, its bottom card the stock's top) sets it back to 0.
    std::array<Card, kMaxCards> talon_{};
    std::uint8_t talon_size_ = 0, waste_ = 0;
    int redeals_used_ = 0;
    int home_ = 0;
    // The key's terms (key.h), kept with the piles: tableau, foundations, cells, the stock's side.
    // With linked_keys the tableau's terms are not kept (a move changes the sum by its links), and a
    // cycling stock's term is its head and stock_links_.
    bool linked_ = false, linked_stock_ = false;
    // With twins: the tableau's terms are KeyTerms::twin_pile's (twin_term), which a move changes only where
    // it empties or fills a pile or turns a card (leave, arrive).
    bool twins_ = false;
    Key twin_term(int t, int bottom_face, int down) const {
        return KeyTerms::twin_pile(bottom_face, down, KeyTerms::twin_pile_number(*spec_, t));
    }
    Key stock_links_{};
    // With talon_as_set: the sum of the talon's cards' terms (KeyTerms::talon_card), the stock's term
    // without its head; the heads by redeals used and waste size, and the cards' terms by slot, found once.
    bool talon_set_ = false;
    Key talon_cards_{};
    static constexpr int kMaxTalonRedeals = 3;
    std::array<std::array<Key, kDeckCards + 1>, kMaxTalonRedeals + 1> talon_heads_{};
    std::array<Key, 64> talon_card_{};
    Key talon_head(int waste, int redeals) const;
    static constexpr int kMaxStock = 24; // a one-deck Klondike stock's cards at most
    mutable std::array<Key, (kMaxStock + 1) * (kMaxStock + 1)> heads_{}; // a cycling stock's, once asked
    // A cycling stock's links as they stand: stock_link_[i] joins talon_[i - 1] to talon_[i] (kEnd before
    // the first card and after the last).
    std::array<Key, kMaxStock + 1> stock_link_{};
    void relink(int i); // stock_link_[i] from the talon
    // One deck: the face-down cards, and the cards under each card in its pile or (stock and waste) dealt
    // before it, as they lay when the board was made: they stay there while the card is a cover.
    FaceSet down_faces_ = 0, talon_faces_ = 0; // and the stock's and waste's cards
    // The piles with face-down cards: their lowest face-up cards and their bottom cards.
    FaceSet lowest_up_ = 0, down_bottoms_ = 0;
    std::array<FaceSet, kDeckCards> below_{};
    OpenParents open_parents_{};
    std::array<Key, kMaxPiles> tableau_term_{};
    std::array<Key, kMaxFoundations> foundation_term_{};
    std::array<Key, 2> cell_term_{};
    // The terms of a foundation with a card on top (its size is the card's rank: each is one suit from its
    // Ace) and of a holdout with it, by the card's slot (slot 0: none), found once.
    std::array<Key, 64> home_terms_{}, cell_terms_{};
    Key stock_term_{}, sum_{};
    // turned_term's, for the stock's term turned_for_ with the sizes beside it: [turned_waste_,
    // turned_upto_].
    mutable std::array<Key, kMaxCards + 1> turned_{};
    mutable Key turned_for_{};
    mutable int turned_waste_ = -1, turned_size_ = -1, turned_upto_ = -1;
};

// DominanceRules::hopeless for the board's position, from the covers the board keeps: the same answer
// (a property test holds the two equal), without reading every cover off the piles.
bool hopeless(const DominanceRules& rules, const KlondikeBoard& board);

} // namespace patience
