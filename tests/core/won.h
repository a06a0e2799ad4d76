// Won games for the tests that need one (the game history, challenge links): the solver's winning line of a
// deal it proves winnable, played out on a session.
#pragma once

#include "play/session.h"
#include "rules/deal.h"
#include "rules/rules.h"
#include "solver/solver.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <optional>

namespace patience::test {

// The first deal from `first` (of `tries`) the solver proves winnable within `budget` positions, won; none
// when it proves none.
inline std::optional<Session> try_won_game(const Spec& spec, std::uint32_t first, int tries = 50,
                                           std::uint64_t budget = 200'000) {
    const auto number = next_winnable_deal(spec, first, tries, budget);
    if (!number) return std::nullopt;
    Session s(DealId{&spec, *number, kDealAlgorithm});
    const Solution found = solve(spec, s.state(), budget);
    REQUIRE(found.verdict == Verdict::Win);
    for (const Move& m : found.line) REQUIRE(s.play(m).empty());
    REQUIRE(is_won(spec, s.state()));
    return s;
}

// A won game: the solver's winning line of the first deal from `first` it proves winnable, played out.
inline Session won_game(const Spec& spec, std::uint32_t first) {
    auto won = try_won_game(spec, first);
    REQUIRE(won.has_value());
    return std::move(*won);
}

} // namespace patience::test
