// What the page asks of the solver, as pure functions and searches advanced in slices (a Web Worker reads its
// messages between two slices): a deal's difficulty from the solver's effort, the daily deal of a game, the
// next winnable deal and where a game was lost. Each sliced search gives exactly what its one-call form in
// solver.h gives for the same budget in positions, however it is sliced.
#pragma once

#include "solver/solver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patience {

// ---- Difficulty
// ---------------------------------------------------------------------------------------------

// How hard a winnable deal is, measured by how many positions the solver searched before it found a win
// from the deal (default options): a deal the search wins almost without backtracking has a winning line
// that is hard to miss; one it must search widely hides its line among many losing ones. Positions, not
// time, so the rating is the same on every machine.
enum class Difficulty : std::uint8_t { Easy, Medium, Hard };
// The solver wins most deals it can win at all within a few hundred to a few thousand positions (a one-deck
// Klondike line is some 100 moves): the bands split that range.
inline constexpr std::uint64_t kEasyPositions = 300;     // at most this many: Easy
inline constexpr std::uint64_t kMediumPositions = 3'000; // at most this many: Medium; beyond: Hard
Difficulty difficulty_of(std::uint64_t positions); // its name and the bands in words: present/difficulty.h

// ---- The daily deal
// -------------------------------------------------------------------------------------------

struct Date {
    int year = 2000, month = 1, day = 1;
    friend bool operator==(const Date&, const Date&) = default;
};
// "YYYY-MM-DD" with a real calendar date (years 2000-9999), else nothing.
std::optional<Date> parse_date(std::string_view text);
std::string to_string(Date date); // "YYYY-MM-DD"

// The daily deal: everyone playing a ruleset on a date gets the same deal, with no server. The search starts
// at a number hashed from the date and the ruleset ("YYYY-MM-DD game:ruleset", FNV-1a then SplitMix64, into
// the deal range) and takes the first deal from there that the solver proves winnable within a fixed budget
// in positions per deal: the same on every machine. When none of kDailyTries deals is proved winnable (some
// games are rarely won: General's Patience), the start deal itself is the daily deal, unproved.
// The wins the solver finds at all it finds within a few thousand positions (solved deals of every ruleset,
// 100,000 positions each), so a small budget per deal keeps the search short in the browser.
inline constexpr std::uint64_t kDailyPositions = 20'000; // per deal tried
inline constexpr int kDailyTries = 60;                   // deals tried before giving the start itself
std::uint32_t daily_first_deal(const Spec& spec, Date date);
// The record of a won daily deal: "YYYY-MM-DD game:ruleset".
std::string daily_record(const Spec& spec, Date date);

// ---- Searches in slices
// ---------------------------------------------------------------------------------------

// next_winnable_deal in slices: after finished(), found() is what next_winnable_deal(spec, first, tries,
// max_positions) returns, with the positions its winning search took (the deal's difficulty).
class WinnableDealSearch {
  public:
    WinnableDealSearch(const Spec& spec, std::uint32_t first, int tries, std::uint64_t max_positions,
                       SolverOptions options = {});
    // Searches up to `slice` more positions; true once finished.
    bool step(std::uint64_t slice);
    bool finished() const { return finished_; }
    std::optional<std::uint32_t> found() const { return found_; }
    std::uint64_t found_positions() const { return found_positions_; } // of the winning search
    std::size_t found_line_length() const { return found_line_length_; }
    std::uint32_t current() const { return current_; }     // the deal being searched now
    int tried() const { return tried_; }                   // deals finished without a proved win
    std::uint64_t positions() const { return positions_; } // over every deal

  private:
    void begin(std::uint32_t deal_number);
    const Spec* spec_;
    int tries_;
    std::uint64_t max_positions_;
    SolverOptions options_;
    std::optional<Solver> solver_;
    std::uint32_t current_ = 0;
    int tried_ = 0;
    std::uint64_t positions_ = 0;
    bool finished_ = false;
    std::optional<std::uint32_t> found_;
    std::uint64_t found_positions_ = 0;
    std::size_t found_line_length_ = 0;
};

// find_turning_point in slices: after finished(), result() is what find_turning_point(spec, history,
// max_positions) returns.
class TurningPointSearch {
  public:
    TurningPointSearch(const Spec& spec, std::vector<State> history, std::uint64_t max_positions,
                       SolverOptions options = {});
    bool step(std::uint64_t slice);
    bool finished() const { return finished_; }
    const TurningPoint& result() const { return result_; }
    std::uint64_t positions() const { return positions_; }

  private:
    void ask(std::size_t index);
    void heard(Verdict verdict); // the verdict for asking_
    const Spec* spec_;
    std::vector<State> history_;
    std::uint64_t max_positions_;
    SolverOptions options_;
    std::optional<Solver> solver_;
    std::size_t asking_ = 0;
    enum class Phase : std::uint8_t { Start, Last, Bisect } phase_ = Phase::Start;
    std::size_t lo_ = 0, hi_ = 0;
    std::uint64_t positions_ = 0;
    bool finished_ = false;
    TurningPoint result_;
};

} // namespace patience
