// The solver's jobs for the page: difficulty bands, the daily deal, and the winnable-deal and turning-point
// searches cut into slices.
#include "solver/tasks.h"

#include "rules/deal.h"
#include "rules/rng.h"
#include "text/number.h"

#include <algorithm>

namespace patience {

// ---- Difficulty
// ---------------------------------------------------------------------------------------------

Difficulty difficulty_of(std::uint64_t positions) {
    if (positions <= kEasyPositions) return Difficulty::Easy;
    if (positions <= kMediumPositions) return Difficulty::Medium;
    return Difficulty::Hard;
}

// ---- The daily deal
// -------------------------------------------------------------------------------------------

std::optional<Date> parse_date(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    auto number = [&](std::size_t at, std::size_t n) {
        const auto v = parse_whole(text.substr(at, n));
        return v ? static_cast<int>(*v) : -1; // four digits at most
    };
    const Date d{number(0, 4), number(5, 2), number(8, 2)};
    if (d.year < 2000 || d.month < 1 || d.month > 12 || d.day < 1) return std::nullopt;
    const bool leap = (d.year % 4 == 0 && d.year % 100 != 0) || d.year % 400 == 0;
    constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (d.day > kDays[d.month - 1] + (d.month == 2 && leap ? 1 : 0)) return std::nullopt;
    return d;
}

std::string to_string(Date date) {
    auto two = [](int v) { return std::string(v < 10 ? "0" : "") + std::to_string(v); };
    return std::to_string(date.year) + "-" + two(date.month) + "-" + two(date.day);
}

std::string daily_record(const Spec& spec, Date date) { return to_string(date) + " " + ruleset_key(spec); }

std::uint32_t daily_first_deal(const Spec& spec, Date date) {
    Rng rng(fnv1a(daily_record(spec, date)));
    return kMinDeal + rng.below(kMaxDeal - kMinDeal + 1);
}

// ---- WinnableDealSearch
// ---------------------------------------------------------------------------------------

WinnableDealSearch::WinnableDealSearch(const Spec& spec, std::uint32_t first, int tries,
                                       std::uint64_t max_positions, SolverOptions options)
    : spec_(&spec), tries_(tries), max_positions_(max_positions), options_(options) {
    if (tries_ <= 0 || !is_deal_number(first)) {
        finished_ = true;
        return;
    }
    begin(first);
}

void WinnableDealSearch::begin(std::uint32_t deal_number) {
    current_ = deal_number;
    solver_.emplace(*spec_, deal(*spec_, deal_number), options_);
}

bool WinnableDealSearch::step(std::uint64_t slice) {
    if (finished_) return true;
    const std::uint64_t before = solver_->positions();
    const bool done =
        solver_->step(std::min(slice, max_positions_ - before)) || solver_->positions() >= max_positions_;
    positions_ += solver_->positions() - before;
    if (!done) return false;
    // next_winnable_deal: one solve per deal, to the end or the budget.
    if (solver_->verdict() == Verdict::Win) {
        found_ = current_;
        found_positions_ = solver_->positions();
        found_line_length_ = solver_->line().size();
        finished_ = true;
    } else if (++tried_ >= tries_ || current_ == kMaxDeal) {
        finished_ = true;
    } else {
        begin(current_ + 1);
    }
    if (finished_) solver_.reset();
    return finished_;
}

// ---- TurningPointSearch
// ---------------------------------------------------------------------------------------

TurningPointSearch::TurningPointSearch(const Spec& spec, std::vector<State> history,
                                       std::uint64_t max_positions, SolverOptions options)
    : spec_(&spec), history_(std::move(history)), max_positions_(max_positions), options_(options) {
    if (history_.empty()) {
        finished_ = true;
        return;
    }
    ask(0);
}

void TurningPointSearch::ask(std::size_t index) {
    asking_ = index;
    solver_.emplace(*spec_, history_[index], options_);
}

bool TurningPointSearch::step(std::uint64_t slice) {
    if (finished_) return true;
    const std::uint64_t before = solver_->positions();
    const bool done =
        solver_->step(std::min(slice, max_positions_ - before)) || solver_->positions() >= max_positions_;
    positions_ += solver_->positions() - before;
    if (done) heard(solver_->verdict());
    return finished_;
}

// The steps of find_turning_point, one verdict at a time.
void TurningPointSearch::heard(Verdict verdict) {
    const std::size_t size = history_.size();
    auto finish = [&] {
        result_.last_winnable = lo_;
        result_.first_lost = hi_;
        finished_ = true;
        solver_.reset();
    };
    auto bisect = [&] {
        phase_ = Phase::Bisect;
        if (hi_ - lo_ <= 1) return finish();
        const std::size_t mid = lo_ + (hi_ - lo_) / 2;
        if (mid == size - 1) return finish(); // already asked: unknown
        ask(mid);
    };
    switch (phase_) {
    case Phase::Start:
        result_.start = verdict;
        if (verdict != Verdict::Win) {
            finished_ = true;
            solver_.reset();
            return;
        }
        lo_ = 0;
        hi_ = size;
        phase_ = Phase::Last;
        ask(size - 1);
        return;
    case Phase::Last:
        if (verdict == Verdict::Win) lo_ = size - 1;
        if (verdict == Verdict::Loss) hi_ = size - 1;
        return bisect();
    case Phase::Bisect:
        if (verdict == Verdict::Unknown) return finish();
        (verdict == Verdict::Win ? lo_ : hi_) = asking_;
        return bisect();
    }
}

} // namespace patience
