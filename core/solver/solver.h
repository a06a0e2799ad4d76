// The exact solver: depth-first search over the rules engine's own moves, for every ruleset, with a
// transposition table of canonical positions under a memory cap. It sees face-down cards (as every published
// solver does). A verdict is a proof: "win" comes with the whole winning line, "loss" means every line was
// searched, anything less is "unknown".
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace patience {

namespace searching {
struct Search; // search.h
}

enum class Verdict : std::uint8_t { Unknown, Win, Loss };
std::string_view to_string(Verdict verdict); // "unknown", "win", "loss"

inline constexpr std::size_t kDefaultSolverMemory = std::size_t{64} << 20; // the browser's budget

struct SolverOptions {
    // Everything the search holds (transposition table, the current line, its positions) stays under this.
    std::size_t memory_bytes = kDefaultSolverMemory;
    // Play a foundation move alone, or leave out a move of part of a built pile, where a proof says it never
    // spoils a win, and stop at a position a proof says is lost (dominance.h).
    bool dominance = true;
    // Take turns with short probes: searches that break the move order's ties at random (a seeded, hence
    // reproducible, shuffle) and find the wins one fixed order misses (solver.cpp, "Probes").
    bool probes = true;
    // Search the Klondike family on the Klondike board (klondike_board.h), moves made and taken back
    // in place: the same positions in the same order as on the engine's positions, faster. Off only to
    // compare the two.
    bool board = true;
    // Where it helps (Gargantua, Klondike), take turns with a streamlined search too: one that plays every
    // move home alone, safe or not, and so finds the wins that keep no card back far sooner; with holdouts
    // (Klondike) it moves only whole face-up parts between piles, and so do the probes (solver.cpp). Only
    // their wins count. It runs beside the probes, and only with them and the dominances.
    bool streamline = true;
    // With holdouts, the streamlined search and probes key positions by their coarse key (key.h), blind to
    // where the face-up tableau cards lie, and so search each arrangement of them once. Off only to compare.
    bool coarse_keys = true;
    // Where twin classes apply (Klondike Easy and Familiar, Double Klondike and Gargantua, and two
    // relaxations: dominance.h, twin_classes), key positions by their class and search each class once. Off
    // only to compare.
    bool twins = true;
    // Where it helps (Klondike Familiar and Strict), take turns with a search of a relaxation of the rules
    // too: the same game with a stock that shows any card whenever it is wanted, or with any run moving
    // (dominance.h, relaxation). Only its losses count. It runs beside the probes, and only with them and the
    // dominances.
    bool relax = true;
};

// A search started on a position and advanced in slices, so a caller (a Web Worker) can stop between two
// slices. Given the same position, options and slices, it searches the same positions in the same order on
// every machine: the verdict for a budget in positions is reproducible; a time limit is the caller's extra
// stop.
class Solver {
  public:
    Solver(const Spec& spec, const State& start, SolverOptions options = {});
    ~Solver();
    Solver(Solver&&) noexcept;
    Solver& operator=(Solver&&) noexcept;

    // Searches up to `max_positions` more positions; true once the search has finished: won, proved lost, or
    // stopped because the current line no longer fits in memory (the verdict then stays unknown).
    bool step(std::uint64_t max_positions);

    bool finished() const;
    Verdict verdict() const; // Unknown until finished with a proof
    bool out_of_memory() const;
    // The winning line from the start position (empty unless the verdict is Win; empty too when the start is
    // already won). Appended to the moves that led to the start, it ends in a won game.
    const std::vector<Move>& line() const;

    // Effort, usable as a difficulty rating: positions searched so far and the deepest line examined.
    std::uint64_t positions() const;
    // Children entered: every child looked up or made, those found already seen included (the unit of
    // solvers that count a node per move made, lonelybot's among them: docs/figures.md).
    std::uint64_t visits() const;
    std::size_t max_depth() const;
    std::size_t memory_used() const; // bytes held now

  private:
    using Search = searching::Search;
    void drop(std::unique_ptr<Search>& search); // a probe or a side search: its figures kept
    std::unique_ptr<Search> search_;            // the exhaustive search, in move_priority's order
    std::unique_ptr<Search> probe_;             // the probe under way, if any
    std::unique_ptr<Search> streamlined_;       // the streamlined search while it lasts (solver.cpp), if any
    std::unique_ptr<const Spec> relaxed_spec_;  // the relaxation's rules, where it is searched
    std::unique_ptr<Search> relaxed_;           // the relaxed search while it lasts (solver.cpp), if any
    const Search* decided_ = nullptr;           // a probe, the streamlined or the relaxed search that decided
    enum class Turn : std::uint8_t { Main, Streamlined, Relaxed, Probe };
    Turn turn_ = Turn::Probe;          // whose turn it is: the first round starts as after a probe's
    std::uint64_t probes_ = 0;         // probes started
    bool streamlined_probes_ = false;  // whether they are streamlined (solver.cpp)
    std::uint64_t dropped_ = 0;        // positions searched by the probes and side searches dropped
    std::uint64_t dropped_visits_ = 0; // and their visits
    std::uint64_t turn_left_ = 0;      // positions left in the present turn
    std::size_t dropped_depth_ = 0;    // the deepest line they examined
};

struct Solution {
    Verdict verdict = Verdict::Unknown;
    std::vector<Move> line; // the winning line when verdict is Win
    std::uint64_t positions = 0;
    std::size_t max_depth = 0;
    bool out_of_memory = false;
    std::uint64_t visits = 0; // Solver::visits()
};

// One search to the end or until `max_positions` positions have been searched.
Solution solve(const Spec& spec, const State& start, std::uint64_t max_positions, SolverOptions options = {});

// A hint: the first move of a winning line, when the solver proves one within the budget.
std::optional<Move> hint(const Spec& spec, const State& state, std::uint64_t max_positions,
                         SolverOptions options = {});

// Winnable deals: the first deal number from `first` on (at most `tries` numbers, never past kMaxDeal) that
// the solver proves winnable within `max_positions` each. Deterministic: every machine picks the same deal.
std::optional<std::uint32_t> next_winnable_deal(const Spec& spec, std::uint32_t first, int tries,
                                                std::uint64_t max_positions, SolverOptions options = {});

// "Where did I lose it?" along a game's history (history[0] the deal, history[i] the position after i moves).
// Winnability is monotone along a history: a win from a later position is a win from an earlier one, and once
// a position is lost every later one is. So the winnable positions are a prefix, found by bisection.
struct TurningPoint {
    Verdict start = Verdict::Unknown; // the verdict for history[0]
    // When start is Win: history[last_winnable] is proved winnable and history[first_lost] proved lost (or
    // first_lost is history.size() when the last position is winnable too). The game was lost by one of the
    // moves between them: exactly move `last_winnable` (0-based) when first_lost == last_winnable + 1.
    std::size_t last_winnable = 0;
    std::size_t first_lost = 0;
};
TurningPoint find_turning_point(const Spec& spec, std::span<const State> history, std::uint64_t max_positions,
                                SolverOptions options = {});

} // namespace patience
