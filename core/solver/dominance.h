// The solver's dominances: moves the search may play alone, or leave out, because a proof shows that a
// position that can be won can still be won that way; and positions a proof shows lost. Each proof is in
// docs/solver.md ("Dominances"); every rule combination without one gets no dominance.
// SolverOptions::dominance switches them off.
#pragma once

#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace patience {

// How far each suit is home: the rank to which every copy of it is (0 for none).
using SuitsHome = std::array<int, kSuits>;

// What the covers test of hopeless() reads of a position's piles (one deck; docs/solver.md, (H3)): its
// covers, the cards that lie under some cover, and the waste's cards where the waste holds covers.
struct CoverSets {
    FaceSet covers = 0, covered = 0, waste = 0;
    friend bool operator==(const CoverSets&, const CoverSets&) = default;
};
// And for the covers that may be forced (read for them only): the cards under each in its pile or the waste,
// and 1 + the pile whose lowest face-up card it is (else 0).
struct CoverOrder {
    std::array<FaceSet, kDeckCards> under;
    std::array<std::uint8_t, kDeckCards> up;
};

// Is the foundation move `m` safe: if the position can be won, can it still be won after `m`? Then the search
// plays it alone.
bool safe_home(const Spec& spec, const State& s, const Move& m);
// The same for `m` moving `card`, in a position that differs from `s` only in its stock and waste (where the
// stock's turns bring `card` to the waste's top): the proofs read the foundations and the card alone.
bool safe_home(const Spec& spec, const State& s, const Move& m, Card card);
// Whether safe_home may hold for any move under these rules (none does in the Terrace family): where not, a
// search need not ask it of each move.
bool has_safe_home(const Spec& spec);

// Is `m` a move of part of a built pile whose uncovered card cannot go home, in a game where a win never
// needs one? Then the search leaves it out.
bool idle_partial_move(const Spec& spec, const State& s, const Move& m);
// Whether idle_partial_move may leave out any move under these rules (Blake and Gent's Theorem 4 holds).
bool leaves_idle_moves(const Spec& spec);

// Twin classes: where the tableau is built down in alternate colours, any part of a run moves, only Kings
// fill a space and nothing but the foundations and the stock holds a card off the tableau (the rules of
// idle_partial_move: Klondike Easy and Familiar, Double Klondike and Gargantua, and the relaxations of
// Familiar and Strict), the cards of one rank and colour are twins (two with one deck, four with two), and
// positions that differ only in which twin each face-up tableau card lies on are alike: one is won exactly
// when the other is. So the search keys a position by its class (twin_key, key.h) and leaves out the moves
// between twins (twin_move): they leave the class as it was. What only another arrangement of the class
// offers, a card bared to go home, it reaches by one child of two moves (docs/solver.md, "Twin classes",
// with the proof).
bool twin_classes(const Spec& spec);
// A card's twin of the other suit of its colour (clubs 0 and spades 3, diamonds 1 and hearts 2). With two
// decks a card's copy is a twin too.
constexpr Card twin_of(Card card) {
    return Card(card.rank(), static_cast<Suit>(3 - static_cast<int>(card.suit())));
}
// And for a search from `start`: where each face-up tableau card above another builds on it, as in every
// position play reaches (a card joins a pile by building on it or filling a space, and a face-down card turns
// up only as its pile's top), so that a part of a run lying on a face-up card lies on a card of the rank
// above in the other colour, and moved, on that card's twin. (The solver's tests also search positions made
// up card by card, which need not be so.)
bool twin_classes(const Spec& spec, const State& start);
// Whether `m`, in a game with twin_classes, is a move between twins: of part of a run (the card under it is
// face up) onto a tableau card.
bool twin_move(const State& s, const Move& m);

// Does a card played from the stock onto the tableau owe that pile a card: may the search require the move
// after it to put a card on it? Where the stock shows every card whenever it is wanted (one card at a time,
// unlimited passes, nothing else read by a turn) and a card may go from the waste wherever it may go from
// the tableau, a card is never played from the stock onto the tableau earlier than just before a card is put
// on it (docs/solver.md, "Stock cards played to take a card").
bool stock_play_owes(const Spec& spec);

// A relaxation of the rules, with one deck: where the stock cycles more than a card at a time (Klondike
// Familiar), the same game with a stock that shows any of its cards whenever it is wanted (one card at a
// time, unlimited passes); where only a pile's whole face-up part moves between piles (Klondike Strict), the
// same game with any run moving. Every line of the game is one of the relaxation's, so a position it loses is
// lost; its search is far smaller, since the stock-debt rule, or twin classes, hold in it (docs/solver.md,
// "The relaxed search").
std::optional<Spec> relaxation(const Spec& spec);

// Is the position lost for a reason seen at once: a reserve card that can never go home, or covered cards
// that would each have to go home before another? Then the search stops there.
bool hopeless(const Spec& spec, const State& s);
// Is the position lost because some card can never go home, by what may ever come to a top, leave its place
// or go home (the one-deck Klondike family without holdouts)? The search asks it of the position it starts
// from only: further down it cut no proof of loss short, and cost a twentieth of the speed or more.
bool hopeless_start(const Spec& spec, const State& s);
// Whether hopeless() reads the same in a position and its child (so gives the same answer).
bool hopeless_reads_same(const Spec& spec, const State& parent, const State& child);
// The piles hopeless() reads, besides the base rank (which a move sets only onto a foundation): the
// foundations and the reserve; where the covers test applies, parts of every pile (kAllPiles). A child whose
// move changes none of them (piles_changed) reads the same as its parent.
PileMask hopeless_read_piles(const Spec& spec);
// Per suit p, the cards one of whose tableau parents is of suit p and not among `below` the card (building
// down without wrap, so a parent is of the rank above): kept by the Klondike board for the covers test.
using OpenParents = std::array<FaceSet, kSuits>;
OpenParents open_parents(Build build, const std::array<FaceSet, kDeckCards>& below);
// The rules above for a position held in another form (the Klondike board), from what they read, with which
// of them hold for the Spec found once (the board's search asks them of every position and move):
class DominanceRules {
  public:
    explicit DominanceRules(const Spec& spec);
    // safe_home from how far each suit is home (one deck), the move and the card it moves.
    bool safe_home(const SuitsHome& home, const Move& m, Card card) const;
    // hopeless() in a game without a reserve, in steps, for a position that keeps its covers (the Klondike
    // board). First whether any cover can be forced at once: one (not a King) each of whose parents is home
    // or lies under it, by `open` (open_parents) of the cards that lay under it when the board was made, a
    // superset of those under it now. Where none can, the covers test finds no cycle (every precedence it
    // reads comes from a forced cover), and most positions stop there. Then the covers that may be forced,
    // from the sets and how far each suit is home (one deck); then, with their order, whether their
    // precedences close a cycle.
    bool some_cover_forced_at_once(const SuitsHome& home, FaceSet covers, const OpenParents& open) const;
    FaceSet cover_candidates(const SuitsHome& home, const CoverSets& sets) const;
    bool covers_cycle(const SuitsHome& home, FaceSet candidates, const CoverOrder& order,
                      std::span<const std::span<const Card>> tableau) const;
    // hopeless_start() from how far each suit is home (one deck) and the tableau piles.
    bool hopeless_start(const SuitsHome& home, std::span<const std::span<const Card>> tableau) const;
    // Whether idle_partial_move may leave a move out under these rules.
    bool leaves_idle_moves() const { return idle_; }
    // What hopeless() reads besides the foundations: the tableau's face-down cards, the waste.
    bool hopeless_reads_face_down() const { return covers_; }
    bool hopeless_reads_waste() const { return covers_waste_; }
    // Whether it reads the tableau's face-up cards too (a card put on a pile may change it).
    bool hopeless_reads_runs() const { return covers_runs_; }

  private:
    const Spec& spec_;
    bool safe_, idle_, covers_, covers_waste_, covers_runs_;
};

} // namespace patience
